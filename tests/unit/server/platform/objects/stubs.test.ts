/** Each object reads who it is from the name it was reached by; any other name serves nobody. */
import { describe, expect, it } from 'vitest';
import { objectIdentity, objectNames } from '~/server/platform/objects/stubs.server';

const id = (name?: string) => ({ name, toString: () => 'id', equals: () => false }) as DurableObjectId;

describe("an object's identity from its name", () => {
  it("a lot's room, a relay and an inbox read back the ids their names were made from", () => {
    expect(objectIdentity.lotRoom(id(objectNames.lotRoom(42)))).toBe(42);
    expect(objectIdentity.lotRelay(id(objectNames.lotRelay(42, 3)))).toEqual({ lotId: 42, relay: 3 });
    expect(objectIdentity.lotRelay(id(objectNames.lotRelay(42, 0)))).toEqual({ lotId: 42, relay: 0 });
    expect(objectIdentity.userInbox(id(objectNames.userInbox(7)))).toBe(7);
  });

  it('an object under another name, or none, is nobody: no lot, no user', () => {
    for (const name of [undefined, '', 'house', 'migrations:scratch', 'lot:0', 'lot:-1', 'lot:1.5', 'lot:42:relay:3', 'user:7']) {
      expect(objectIdentity.lotRoom(id(name))).toBeNull();
    }
    for (const name of [undefined, 'lot:42', 'lot:0:relay:1', 'lot:42:relay:', 'lot:42:relay:x']) {
      expect(objectIdentity.lotRelay(id(name))).toBeNull();
    }
    for (const name of [undefined, 'user:', 'user:0', 'lot:7', ' user:7']) {
      expect(objectIdentity.userInbox(id(name))).toBeNull();
    }
  });
});
