import { describe, expect, it } from 'vitest';
import { fnv1a, relayFor, relaySocketCap, type RelaySettings } from '~/domain/lot-relays';

const on: RelaySettings = { threshold: 1_000, count: 8 };

describe('relayFor', () => {
  it('keeps every socket on the room while relays are off, however many it holds', () => {
    expect(relayFor('203.0.113.7', 1_000_000, { threshold: null, count: 8 })).toBeNull();
  });

  it('keeps new sockets on the room until it holds the threshold', () => {
    expect(relayFor('203.0.113.7', 999, on)).toBeNull();
    expect(relayFor('203.0.113.7', 1_000, on)).not.toBeNull();
  });

  it('sends every socket of one address to the same relay, whatever the room holds', () => {
    const first = relayFor('203.0.113.7', 1_000, on);
    expect(relayFor('203.0.113.7', 4_321, on)).toBe(first);
    expect(first).toBe(fnv1a('203.0.113.7') % 8);
  });

  it('spreads many addresses over every relay, none with more than twice its share', () => {
    const counts = new Array<number>(8).fill(0);
    for (let i = 0; i < 8_000; i++) {
      const relay = relayFor(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 1_000, on)!;
      counts[relay] = counts[relay]! + 1;
    }
    expect(Math.min(...counts)).toBeGreaterThan(500);
    expect(Math.max(...counts)).toBeLessThan(2_000);
  });
});

describe('fnv1a', () => {
  it("is FNV-1a's 32-bit hash", () => {
    // the reference values of the empty string and of "a"
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
  });
});

describe('relaySocketCap', () => {
  it("takes the room's share off the lot's cap and splits the rest over the relays, rounding up", () => {
    // 10,000 per lot, the room up to 1,000: 9,000 over 8 relays
    expect(relaySocketCap(10_000, on)).toBe(1_125);
  });

  it('leaves each relay at least one socket when the room takes the whole cap', () => {
    expect(relaySocketCap(500, on)).toBe(1);
  });
});
