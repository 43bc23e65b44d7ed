import { describe, expect, it } from 'vitest';
import { extensionTimes, pricePoints } from '~/domain/price-history';

const MIN = 60_000;
const T0 = Date.parse('2026-11-22T17:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('the price chart reads the history', () => {
  it('orders the bids in time and keeps the automatic mark', () => {
    const points = pricePoints(
      [
        { amountCents: 21_000, createdAt: iso(T0 + 5 * MIN), isAuto: true },
        { amountCents: 11_000, createdAt: iso(T0), isAuto: true },
        { amountCents: 20_000, createdAt: iso(T0 + 5 * MIN), isAuto: false },
      ],
      { endsAt: iso(T0 + 60 * MIN), extensionMinutes: 3, extended: false },
    );
    expect(points.map((p) => [p.amountCents, p.isAuto, p.extended])).toEqual([
      [11_000, true, false],
      [20_000, false, false],
      [21_000, true, false],
    ]);
  });

  it('marks nothing when the lot was never extended, or extensions are off', () => {
    expect(extensionTimes([T0, T0 + MIN], iso(T0 + MIN + 3 * MIN), 3, false)).toEqual([]);
    expect(extensionTimes([T0, T0 + MIN], iso(T0 + MIN + 3 * MIN), 0, true)).toEqual([]);
    expect(extensionTimes([T0], null, 3, true)).toEqual([]);
  });

  it('finds the latest extension exactly: the decision whose time + N minutes is the current end', () => {
    // original end T0 + 30 min; bids at 10 min (early), 28 min (late: end → 31), 30.5 min (late: end → 33.5)
    const times = [T0 + 10 * MIN, T0 + 28 * MIN, T0 + 30.5 * MIN];
    expect(extensionTimes(times, iso(T0 + 33.5 * MIN), 3, true)).toEqual([T0 + 28 * MIN, T0 + 30.5 * MIN]);
  });

  it('stops the run at a gap of N minutes or more: an earlier bid could not have kept the lot open', () => {
    const times = [T0, T0 + 20 * MIN, T0 + 24 * MIN];
    expect(extensionTimes(times, iso(T0 + 27 * MIN), 3, true)).toEqual([T0 + 24 * MIN]);
  });

  it('ignores later bids that did not move the end, and marks one point per decision (its last bid)', () => {
    // a manual bid and its automatic answer share their decision's time
    const late = T0 + 29 * MIN;
    const points = pricePoints(
      [
        { amountCents: 50_000, createdAt: iso(late), isAuto: false },
        { amountCents: 51_000, createdAt: iso(late), isAuto: true },
      ],
      { endsAt: iso(late + 3 * MIN), extensionMinutes: 3, extended: true },
    );
    expect(points.map((p) => p.extended)).toEqual([false, true]);
    expect(extensionTimes([late], iso(late + 10 * MIN), 3, true)).toEqual([]);
  });
});
