import { describe, expect, it } from 'vitest';
import { abuseLimits, objectLimits } from '~/server/platform/abuse-limits.server';

describe("a hot lot's relays inherit the lot's limits", () => {
  const limits = abuseLimits({});

  it('without relays, the room enforces every limit whole', () => {
    expect(objectLimits(limits, { threshold: null, count: 8 }, 'room')).toEqual(limits);
  });

  it("with relays, each object enforces its share: sockets, visitors and frames together never pass the lot's", () => {
    const relays = { threshold: 500, count: 8 };
    const room = objectLimits(limits, relays, 'room');
    const relay = objectLimits(limits, relays, 'relay');
    expect(relay.socketsPerLot).toBe(Math.ceil((10_000 - 500) / 8));
    expect(relay.anonSocketsPerLot).toBe(Math.ceil((1_000 - 500) / 8));
    expect(room.lotFrames.perSecond + 8 * relay.lotFrames.perSecond).toBeLessThanOrEqual(2_000 + 8);
    expect(room.lotFrames.perSecond).toBe(100);
    // the rest is the same rule on every path
    for (const object of [room, relay]) {
      expect(object.socketsPerIp).toBe(limits.socketsPerIp);
      expect(object.socketMessages).toEqual(limits.socketMessages);
      expect(object.resyncs).toEqual(limits.resyncs);
      expect(object.bids).toEqual(limits.bids);
    }
  });
});
