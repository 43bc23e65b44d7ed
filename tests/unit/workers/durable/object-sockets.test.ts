/** What every object's sockets share: the session header and a client's frame, read through their schemas. */
import { describe, expect, it } from 'vitest';
import { clientSocketMessage } from '~/schemas/live';
import { decodeSocketSession, encodeSocketSession, readFrame } from '../../../../workers/durable/object-sockets';

const HASH = 'a'.repeat(64);

describe("a socket's session header", () => {
  it('reads back what was written, for a cookie and a bearer session', () => {
    for (const kind of ['cookie', 'bearer'] as const) {
      expect(decodeSocketSession(encodeSocketSession({ kind, id: HASH }))).toEqual({ kind, id: HASH });
    }
  });

  it('refuses anything else: no header, another kind, a short or non-hex hash, extra parts', () => {
    for (const header of [
      null,
      '',
      'cookie',
      `ticket:${HASH}`,
      `cookie:${HASH.slice(1)}`,
      `cookie:${'g'.repeat(64)}`,
      `cookie:${HASH}:x`,
    ]) {
      expect(decodeSocketSession(header)).toBeNull();
    }
  });
});

describe("a client's frame", () => {
  it('a JSON message of the schema is read', () => {
    expect(readFrame('{"type":"ping"}', clientSocketMessage)).toEqual({ type: 'ping' });
    expect(readFrame(JSON.stringify({ type: 'bid', amount: 1010, key: 'bid-key-0001' }), clientSocketMessage)).toEqual({
      type: 'bid',
      amount: 1010,
      key: 'bid-key-0001',
    });
  });

  it('binary, too long, not JSON or not a message of the schema: nothing is read', () => {
    expect(readFrame(new ArrayBuffer(8), clientSocketMessage)).toBeNull();
    expect(readFrame(JSON.stringify({ type: 'ping', pad: 'x'.repeat(600) }), clientSocketMessage)).toBeNull();
    expect(readFrame('{"type":', clientSocketMessage)).toBeNull();
    expect(readFrame('{"type":"shout"}', clientSocketMessage)).toBeNull();
    expect(readFrame('"ping"', clientSocketMessage)).toBeNull();
  });
});
