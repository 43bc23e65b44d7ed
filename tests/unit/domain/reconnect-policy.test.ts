import { describe, expect, it } from 'vitest';
import { reconnectCeiling, reconnectDelay, RESTART_SPREAD_MS } from '~/domain/reconnect-policy';

describe('reconnect policy', () => {
  it('5 attempts whose ceilings are 1 s, 2 s, 4 s, 8 s, 16 s, then none', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => reconnectCeiling(attempt))).toEqual([1000, 2000, 4000, 8000, 16000, null]);
    expect(reconnectCeiling(0)).toBeNull();
    expect(reconnectCeiling(1.5)).toBeNull();
  });

  it('waits a random share of the ceiling (full jitter): nothing at 0, the ceiling at the top', () => {
    expect(reconnectDelay(3, () => 0)).toBe(0);
    expect(reconnectDelay(3, () => 0.25)).toBe(1000);
    expect(reconnectDelay(3, () => 0.999999)).toBe(3999);
    expect(reconnectDelay(6, () => 0.5)).toBeNull();
  });

  it('keeps a broken random source inside the window', () => {
    expect(reconnectDelay(2, () => 7)).toBe(2000);
    expect(reconnectDelay(2, () => -1)).toBe(0);
  });

  it('spreads the first attempt after "going away" (1001) or "restarting" (1012) over 5 s, and only the first', () => {
    expect(reconnectCeiling(1, 1001)).toBe(RESTART_SPREAD_MS);
    expect(reconnectCeiling(1, 1012)).toBe(RESTART_SPREAD_MS);
    expect(reconnectDelay(1, () => 0.5, 1001)).toBe(2500);
    expect(reconnectCeiling(1, 1006)).toBe(1000);
    expect(reconnectCeiling(4, 1001)).toBe(8000);
  });

  it('a thousand clients cut off together come back spread over the window, not at one instant', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const delays = Array.from({ length: 1000 }, () => reconnectDelay(1, random, 1001)!);
    const perSecond = [0, 1, 2, 3, 4].map((s) => delays.filter((d) => d >= s * 1000 && d < (s + 1) * 1000).length);
    for (const count of perSecond) expect(count).toBeGreaterThan(150);
    expect(Math.max(...delays)).toBeLessThan(RESTART_SPREAD_MS);
  });
});
