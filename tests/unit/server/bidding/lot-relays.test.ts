import { describe, expect, it } from 'vitest';
import { relaySettings } from '~/server/bidding/lot-relays.server';

describe('relaySettings', () => {
  it('is off by default, with 8 relays a lot', () => {
    expect(relaySettings({})).toEqual({ threshold: null, count: 8 });
  });

  it('reads a threshold and a number of relays', () => {
    expect(relaySettings({ LOT_RELAY_THRESHOLD: '1000', LOT_RELAYS: '16' })).toEqual({ threshold: 1_000, count: 16 });
  });

  it('stays off for a threshold that is not a positive whole number', () => {
    for (const bad of ['', '0', '-5', '1.5', 'mil']) expect(relaySettings({ LOT_RELAY_THRESHOLD: bad }).threshold).toBeNull();
  });

  it('keeps 8 relays for a count outside 1–32', () => {
    for (const bad of ['0', '33', 'oito']) expect(relaySettings({ LOT_RELAYS: bad }).count).toBe(8);
  });
});
