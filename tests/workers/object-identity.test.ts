/**
 * Each object serves the one its name says (`lot:<id>`, `user:<id>`), and no call says it again: a room reached
 * under another name finds no lot, and an inbox delivers only its own user's notices. An object woken without
 * its name, as the local runtime wakes one evicted from memory for its alarm, is still the one its name said.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { objectIdentity } from '~/server/platform/objects/stubs.server';
import { objectName } from '../../workers/durable/object-name';
import { HOUR, insertedMember, insertLot, notices } from './fixtures';
import { lotRoomNamed, lotRoomStub, userInboxStub } from './objects';

/** The object's state as the local runtime hands it to an object it wakes for its alarm: its id without the name. */
const withoutName = (state: DurableObjectState, namespace: Pick<DurableObjectNamespace, 'idFromString'>) =>
  ({ id: namespace.idFromString(state.id.toString()), storage: state.storage }) as DurableObjectState;

describe("an object's identity is its name", () => {
  it("a lot's room serves that lot; a room under any other name finds none and takes no bid", async () => {
    const ana = await insertedMember();
    const lot = await insertLot({ startPriceCents: 100_000, endsAt: Date.now() + HOUR });
    expect(await lotRoomStub(lot.id).snapshot()).toMatchObject({ id: lot.id, current_price: 1000 });
    const stray = lotRoomNamed(`scratch:${lot.id}`);
    expect(await stray.snapshot()).toBeNull();
    expect(await stray.placeBid({ userId: ana.id, approved: true, amountCents: 101_000 })).toMatchObject({
      ok: false,
      reason: 'not_found',
    });
    expect(await lotRoomStub(lot.id).snapshot()).toMatchObject({ current_price: 1000, bid_count: 0 });
  });

  it("an inbox delivers its own user's notices, never another user's", async () => {
    const [ana, beto] = await Promise.all([insertedMember(), insertedMember()]);
    const lot = await insertLot({ endsAt: Date.now() + HOUR });
    const notice = { type: 'bid_outbid' as const, lotId: lot.id, amountCents: 150_000, key: `identity-${lot.id}` };
    expect(await userInboxStub(ana.id).deliver({ ...notice, userId: beto.id })).toMatchObject({ stored: false });
    expect(await notices(beto.id, 'bid_outbid', lot.id)).toBe(0);
    expect(await notices(ana.id, 'bid_outbid', lot.id)).toBe(0);
    expect(await userInboxStub(beto.id).deliver({ ...notice, userId: beto.id })).toMatchObject({ stored: true });
    expect(await notices(beto.id, 'bid_outbid', lot.id)).toBe(1);
  });

  it('an inbox and a room woken without their names know them from their storage; an object never named has none', async () => {
    const ana = await insertedMember();
    const lot = await insertLot({ endsAt: Date.now() + HOUR });
    // Reached by name first, as every call reaches them.
    await runInDurableObject(userInboxStub(ana.id), (_inbox, state) => {
      expect(state.id.name).toBe(`user:${ana.id}`);
      expect(objectIdentity.userInbox(objectName(withoutName(state, env.USER_INBOX)))).toBe(ana.id);
    });
    await runInDurableObject(lotRoomStub(lot.id), (_room, state) => {
      expect(objectIdentity.lotRoom(objectName(withoutName(state, env.LOT_ROOM)))).toBe(lot.id);
    });
    const unnamed = env.USER_INBOX.get(env.USER_INBOX.newUniqueId());
    await runInDurableObject(unnamed, (_inbox, state) => {
      expect(objectName(state)).toEqual({ name: undefined });
      expect(objectIdentity.userInbox(objectName(state))).toBeNull();
    });
  });
});
