import { describe, expect, it } from 'vitest';
import { extensionsFrom, extensionTimes, priceHistory, type PriceHistoryLot } from '~/domain/price-history';

const MIN = 60_000;
const T0 = Date.parse('2026-11-22T17:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const bid = (at: number, amountCents: number, isAuto = false) => ({ amountCents, createdAt: iso(at), isAuto });
const unextended: PriceHistoryLot = { endsAt: iso(T0 + 60 * MIN), originalEndsAt: null, extensionMinutes: 3, extended: false };

describe('the price chart reads the history', () => {
  it('orders the bids in time and keeps the automatic mark', () => {
    const { points, ends } = priceHistory([bid(T0 + 5 * MIN, 21_000, true), bid(T0, 11_000, true), bid(T0 + 5 * MIN, 20_000)], unextended);
    expect(points.map((p) => [p.amountCents, p.isAuto, p.extension])).toEqual([
      [11_000, true, null],
      [20_000, false, null],
      [21_000, true, null],
    ]);
    expect(ends).toEqual([]);
  });

  it('marks the original end and each end an extension moved it to, numbered in order', () => {
    // original end T0 + 30 min; bids at 10 min (early), 28 min (end → 31), 30.5 min (end → 33.5), 33 min (end → 36)
    const { points, ends } = priceHistory(
      [bid(T0 + 10 * MIN, 10_000), bid(T0 + 28 * MIN, 11_000), bid(T0 + 30.5 * MIN, 12_000), bid(T0 + 33 * MIN, 13_000)],
      {
        endsAt: iso(T0 + 36 * MIN),
        originalEndsAt: iso(T0 + 30 * MIN),
        extensionMinutes: 3,
        extended: true,
      },
    );
    expect(points.map((p) => p.extension)).toEqual([null, 1, 2, 3]);
    expect(ends).toEqual([
      { at: T0 + 30 * MIN, extension: 0 },
      { at: T0 + 31 * MIN, extension: 1 },
      { at: T0 + 33.5 * MIN, extension: 2 },
      { at: T0 + 36 * MIN, extension: 3 },
    ]);
  });

  it('from the original end, a bid more than N minutes before it extends nothing', () => {
    expect(extensionsFrom([T0 + 26 * MIN, T0 + 27.5 * MIN], T0 + 30 * MIN, 3)).toEqual([
      { decidedAt: T0 + 27.5 * MIN, endsAt: T0 + 30.5 * MIN },
    ]);
    expect(extensionsFrom([T0 + 26 * MIN], T0 + 30 * MIN, 3)).toEqual([]);
  });

  it("a bid answered at once by the leader's maximum (one decision, two bids) kept the leader: it extends nothing", () => {
    const late = T0 + 29 * MIN;
    const lot = { endsAt: iso(T0 + 32.5 * MIN), originalEndsAt: iso(T0 + 30 * MIN), extensionMinutes: 3, extended: true };
    const { points, ends } = priceHistory([bid(late, 50_000), bid(late, 51_000, true), bid(T0 + 29.5 * MIN, 52_000)], lot);
    expect(points.map((p) => p.extension)).toEqual([null, null, 1]);
    expect(ends.map((e) => e.extension)).toEqual([0, 1]);
  });

  it("marks no extension past the house's cap on the total", () => {
    const bids = [bid(T0 + 29 * MIN, 10_000), bid(T0 + 31 * MIN, 11_000), bid(T0 + 32 * MIN, 12_000)];
    const lot = { endsAt: iso(T0 + 35 * MIN), originalEndsAt: iso(T0 + 30 * MIN), extensionMinutes: 3, extended: true };
    expect(priceHistory(bids, { ...lot, maxTotalExtensionMinutes: 5 }).ends).toEqual([
      { at: T0 + 30 * MIN, extension: 0 },
      { at: T0 + 32 * MIN, extension: 1 },
      { at: T0 + 34 * MIN, extension: 2 },
      { at: T0 + 35 * MIN, extension: 3 },
    ]);
    expect(priceHistory([...bids, bid(T0 + 34.5 * MIN, 13_000)], { ...lot, maxTotalExtensionMinutes: 5 }).ends).toHaveLength(4);
  });

  it('marks nothing when the lot was never extended, or extensions are off', () => {
    const late = [bid(T0 + 29 * MIN, 50_000)];
    expect(priceHistory(late, { ...unextended, originalEndsAt: iso(T0 + 30 * MIN) }).ends).toEqual([]);
    expect(
      priceHistory(late, { endsAt: iso(T0 + 32 * MIN), originalEndsAt: iso(T0 + 30 * MIN), extensionMinutes: 0, extended: true }).ends,
    ).toEqual([]);
    expect(extensionTimes([T0, T0 + MIN], iso(T0 + MIN + 3 * MIN), 3, false)).toEqual([]);
    expect(extensionTimes([T0], null, 3, true)).toEqual([]);
  });
});

describe('a lot extended before its original end was kept', () => {
  it('finds the latest extension exactly and marks no original end', () => {
    const times = [T0 + 10 * MIN, T0 + 28 * MIN, T0 + 30.5 * MIN];
    expect(extensionTimes(times, iso(T0 + 33.5 * MIN), 3, true)).toEqual([T0 + 28 * MIN, T0 + 30.5 * MIN]);
    const { points, ends } = priceHistory(
      times.map((t, i) => bid(t, 10_000 + i * 1_000)),
      { endsAt: iso(T0 + 33.5 * MIN), originalEndsAt: null, extensionMinutes: 3, extended: true },
    );
    expect(points.map((p) => p.extension)).toEqual([null, 1, 2]);
    expect(ends).toEqual([
      { at: T0 + 31 * MIN, extension: 1 },
      { at: T0 + 33.5 * MIN, extension: 2 },
    ]);
  });

  it('stops the run at a gap of N minutes or more: an earlier bid could not have kept the lot open', () => {
    expect(extensionTimes([T0, T0 + 20 * MIN, T0 + 24 * MIN], iso(T0 + 27 * MIN), 3, true)).toEqual([T0 + 24 * MIN]);
    expect(extensionTimes([T0 + 29 * MIN], iso(T0 + 39 * MIN), 3, true)).toEqual([]);
  });
});
