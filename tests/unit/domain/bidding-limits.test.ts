import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BIDDING_LIMITS,
  exposureRefusal,
  exposureUse,
  limitsFor,
  needsHighMaximumConfirmation,
  withRequest,
  type MemberExposure,
} from '~/domain/bidding-limits';

const limits = { leadingLots: 3, maximaCents: 100_000 };
const exposure = (leading: number[], maxima: [number, number][] = []): MemberExposure => ({ leading, maxima: new Map(maxima) });

describe('limite de lances: lots led at once', () => {
  it('refuses a bid that would make the member lead one lot more than the limit', () => {
    expect(exposureRefusal(exposure([1, 2, 3]), { lotId: 4, maxCents: null }, limits)).toBe('leading_lots');
    expect(exposureRefusal(exposure([1, 2]), { lotId: 4, maxCents: null }, limits)).toBeNull();
  });

  it('lets a member at the limit act on a lot they already lead', () => {
    expect(exposureRefusal(exposure([1, 2, 3], [[3, 10_000]]), { lotId: 3, maxCents: 20_000 }, limits)).toBeNull();
  });

  it('counts a maximum on a lot not led as a lot that may be led', () => {
    expect(exposureRefusal(exposure([1, 2, 3]), { lotId: 9, maxCents: 5_000 }, limits)).toBe('leading_lots');
  });
});

describe('limite de lances: the sum of the maxima', () => {
  it('refuses a maximum that takes the sum past the limit, and accepts one that reaches it exactly', () => {
    const held = exposure([1], [[1, 60_000]]);
    expect(exposureRefusal(held, { lotId: 2, maxCents: 40_001 }, limits)).toBe('maxima_total');
    expect(exposureRefusal(held, { lotId: 2, maxCents: 40_000 }, limits)).toBeNull();
  });

  it('counts a raised maximum once: it replaces the member’s own on that lot', () => {
    expect(exposureRefusal(exposure([1], [[1, 60_000]]), { lotId: 1, maxCents: 100_000 }, limits)).toBeNull();
    expect(exposureRefusal(exposure([1], [[1, 60_000]]), { lotId: 1, maxCents: 100_001 }, limits)).toBe('maxima_total');
  });

  it('does not weigh a manual bid against the maxima', () => {
    expect(exposureRefusal(exposure([], [[1, 100_000]]), { lotId: 2, maxCents: null }, limits)).toBeNull();
  });
});

describe('limite de lances: use and reservation', () => {
  it('adds the requested lot and maximum to what the member holds, never lowering a maximum', () => {
    const after = withRequest(exposure([1], [[1, 50_000]]), { lotId: 2, maxCents: 30_000 });
    expect(exposureUse(after)).toEqual({ leadingLots: 2, maximaCents: 80_000 });
    expect(exposureUse(withRequest(after, { lotId: 1, maxCents: 10_000 }))).toEqual({ leadingLots: 2, maximaCents: 80_000 });
  });

  it('gives a member who has not paid for a lot the lower limits', () => {
    expect(limitsFor(DEFAULT_BIDDING_LIMITS, false)).toEqual(DEFAULT_BIDDING_LIMITS.newMember);
    expect(limitsFor(DEFAULT_BIDDING_LIMITS, true)).toEqual(DEFAULT_BIDDING_LIMITS.member);
    expect(DEFAULT_BIDDING_LIMITS.newMember.leadingLots).toBeLessThan(DEFAULT_BIDDING_LIMITS.member.leadingLots);
    expect(DEFAULT_BIDDING_LIMITS.newMember.maximaCents).toBeLessThan(DEFAULT_BIDDING_LIMITS.member.maximaCents);
  });
});

describe('a maximum far above the price asks for confirmation', () => {
  it('asks above k × the current price, and not at it', () => {
    expect(needsHighMaximumConfirmation(20 * 15_000, 15_000, 20)).toBe(false);
    expect(needsHighMaximumConfirmation(20 * 15_000 + 1, 15_000, 20)).toBe(true);
  });
});
