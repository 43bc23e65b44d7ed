import { describe, expect, it } from 'vitest';
import { closedLotOutcome, lotClosedAt } from '~/domain/closed-lot';

describe("a closed lot's outcome", () => {
  it("is the room's once it has closed the lot", () => {
    expect(closedLotOutcome({ outcome: 'sold', bidCount: 3, reserveMet: null })).toBe('sold');
    expect(closedLotOutcome({ outcome: 'reserve_not_met', bidCount: 2, reserveMet: false })).toBe('reserve_not_met');
    expect(closedLotOutcome({ outcome: 'no_bids', bidCount: 0, reserveMet: null })).toBe('no_bids');
  });

  it('is foreseen from the bids and the reserve while the close is on its way', () => {
    expect(closedLotOutcome({ outcome: null, bidCount: 0, reserveMet: null })).toBe('no_bids');
    expect(closedLotOutcome({ outcome: null, bidCount: 0, reserveMet: false })).toBe('no_bids');
    expect(closedLotOutcome({ outcome: null, bidCount: 2, reserveMet: false })).toBe('reserve_not_met');
    expect(closedLotOutcome({ outcome: null, bidCount: 2, reserveMet: true })).toBe('sold');
    expect(closedLotOutcome({ outcome: null, bidCount: 1, reserveMet: null })).toBe('sold');
  });
});

describe('when bidding on a closed lot ended', () => {
  const END = '2026-11-26T17:03:00.000Z';

  it('is the end (extensions included) for a lot the alarm closed, a moment after it', () => {
    expect(lotClosedAt({ closedAt: '2026-11-26T17:03:01.250Z', endsAt: END })).toBe(END);
  });

  it("is the administrator's close when it came before the end", () => {
    expect(lotClosedAt({ closedAt: '2026-11-26T12:00:00.000Z', endsAt: END })).toBe('2026-11-26T12:00:00.000Z');
  });

  it('is the end while the close has not run yet, and whichever is known otherwise', () => {
    expect(lotClosedAt({ closedAt: null, endsAt: END })).toBe(END);
    expect(lotClosedAt({ closedAt: END, endsAt: null })).toBe(END);
    expect(lotClosedAt({ closedAt: null, endsAt: null })).toBeNull();
  });
});
