import { describe, expect, it } from 'vitest';
import { lotConsistencyProblems } from '~/domain/lot-consistency';

const now = Date.parse('2026-11-28T12:00:00.000Z');
const later = (hours: number) => new Date(now + hours * 3_600_000).toISOString();

describe('a new lot’s fields against one another', () => {
  it('a consistent lot has no problem: reserve equal to the start price, start before end, end ahead', () => {
    expect(
      lotConsistencyProblems({ startPriceCents: 100_000, reservePriceCents: 100_000, startsAt: later(1), endsAt: later(2) }, now),
    ).toEqual([]);
  });

  it('a reserve below the start price names the start price', () => {
    expect(lotConsistencyProblems({ startPriceCents: 100_000, reservePriceCents: 99_999 }, now)).toEqual([
      { field: 'reserve_price', code: 'reserve-below-start', startPriceCents: 100_000 },
    ]);
  });

  it('no reserve is never below the start price', () => {
    expect(lotConsistencyProblems({ startPriceCents: 100_000, reservePriceCents: null }, now)).toEqual([]);
  });

  it('an end now or before is in the past, whatever the start', () => {
    expect(lotConsistencyProblems({ startsAt: later(-3), endsAt: new Date(now).toISOString() }, now)).toEqual([
      { field: 'ends_at', code: 'ends-in-past' },
    ]);
  });

  it('an end ahead but not after the start comes before the start', () => {
    expect(lotConsistencyProblems({ startsAt: later(5), endsAt: later(5) }, now)).toEqual([{ field: 'ends_at', code: 'starts-after-end' }]);
  });

  it('every problem at once: the reserve and the end', () => {
    expect(lotConsistencyProblems({ startPriceCents: 500, reservePriceCents: 100, startsAt: later(-2), endsAt: later(-1) }, now)).toEqual([
      { field: 'reserve_price', code: 'reserve-below-start', startPriceCents: 500 },
      { field: 'ends_at', code: 'ends-in-past' },
    ]);
  });

  it('a check whose fields are not all known does not run', () => {
    expect(lotConsistencyProblems({ reservePriceCents: 1 }, now)).toEqual([]);
    expect(lotConsistencyProblems({ startPriceCents: 500 }, now)).toEqual([]);
    expect(lotConsistencyProblems({ startsAt: later(9), endsAt: later(1) }, now)).toEqual([{ field: 'ends_at', code: 'starts-after-end' }]);
    expect(lotConsistencyProblems({ startsAt: later(9) }, now)).toEqual([]);
  });
});
