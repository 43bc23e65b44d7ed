import { describe, expect, it } from 'vitest';
import { BID_INCREMENT_CENTS, bidStartRefusal, checkBid, feeCents, minimumBidCents, type LiveLotState } from '~/domain/bid-rules';
import { MAX_CENTS } from '~/domain/money';

const now = Date.parse('2026-11-22T15:00:00Z');
const lot: LiveLotState = {
  status: 'active',
  startsAt: '2026-11-22T10:00:00Z',
  endsAt: '2026-11-22T16:00:00Z',
  currentPriceCents: 150_000,
  topBidUserId: 7,
};
const bid = { userId: 3, approved: true, amountCents: 151_000, now };

describe('bid rules', () => {
  it('accepts exactly current price + R$ 10, and more', () => {
    expect(BID_INCREMENT_CENTS).toBe(1000);
    expect(minimumBidCents(150_000)).toBe(151_000);
    expect(checkBid(lot, bid)).toEqual({ ok: true });
    expect(checkBid(lot, { ...bid, amountCents: 999_999 })).toEqual({ ok: true });
  });

  it('refuses one cent under the minimum, telling the minimum', () => {
    expect(checkBid(lot, { ...bid, amountCents: 150_999 })).toEqual({ ok: false, reason: 'too_low', minimumCents: 151_000 });
  });

  it('refuses the top bidder, an unapproved user, a lot not active, not started or past its end', () => {
    expect(checkBid(lot, { ...bid, userId: 7 })).toMatchObject({ ok: false, reason: 'top_bidder' });
    expect(checkBid(lot, { ...bid, approved: false })).toMatchObject({ ok: false, reason: 'not_approved' });
    expect(checkBid({ ...lot, status: 'closed' }, bid)).toMatchObject({ ok: false, reason: 'not_active' });
    expect(checkBid({ ...lot, status: 'pending' }, bid)).toMatchObject({ ok: false, reason: 'not_active' });
    expect(checkBid({ ...lot, startsAt: '2026-11-22T15:00:00.001Z' }, bid)).toMatchObject({ ok: false, reason: 'not_started' });
    // now == ends_at is already too late: the alarm may not have run yet
    expect(checkBid({ ...lot, endsAt: '2026-11-22T15:00:00Z' }, bid)).toMatchObject({ ok: false, reason: 'ended' });
    expect(checkBid({ ...lot, endsAt: '2026-11-22T15:00:00.001Z' }, bid)).toEqual({ ok: true });
  });

  it('decides before any amount whether the bid modal may open', () => {
    expect(bidStartRefusal(lot, 3, now)).toBeNull();
    expect(bidStartRefusal(lot, 7, now)).toBe('top_bidder');
    expect(bidStartRefusal({ ...lot, status: 'closed' }, 3, now)).toBe('not_active');
    expect(bidStartRefusal({ ...lot, startsAt: '2026-11-22T15:00:01Z' }, 3, now)).toBe('not_started');
    expect(bidStartRefusal({ ...lot, endsAt: '2026-11-22T15:00:00Z' }, 3, now)).toBe('ended');
    // the lot's state comes first: a closed lot tells its top bidder it is closed
    expect(bidStartRefusal({ ...lot, status: 'closed' }, 7, now)).toBe('not_active');
    expect(bidStartRefusal({ ...lot, startsAt: null, endsAt: null }, 3, now)).toBeNull();
  });

  it('refuses amounts that are not a finite whole number of cents under the cap', () => {
    for (const amountCents of [Number.NaN, Number.POSITIVE_INFINITY, -151_000, 0, 151_000.5, MAX_CENTS + 1, '151000', null]) {
      expect(checkBid({ ...lot, currentPriceCents: 0 }, { ...bid, amountCents })).toMatchObject({ ok: false, reason: 'invalid_amount' });
    }
  });

  it('a lot without bids: the start price is the current price', () => {
    const fresh = { ...lot, currentPriceCents: 100_000, topBidUserId: null };
    expect(checkBid(fresh, { ...bid, amountCents: 100_000 })).toMatchObject({ reason: 'too_low', minimumCents: 101_000 });
    expect(checkBid(fresh, { ...bid, amountCents: 101_000 })).toEqual({ ok: true });
  });

  it('fee is 10 % rounded to cents', () => {
    expect(feeCents(151_000)).toBe(15_100);
    expect(feeCents(151_005)).toBe(15_101); // 15 100,5 → 15 101
    expect(feeCents(151_004)).toBe(15_100);
  });
});

describe('the fee', () => {
  it('is 10 % of the winning bid, rounded to the cent (half up)', () => {
    expect(feeCents(110_000)).toBe(11_000);
    expect(feeCents(101_005)).toBe(10_101); // 10.100,5 → 10.101
    expect(feeCents(101_004)).toBe(10_100);
    expect(feeCents(99)).toBe(10);
    expect(feeCents(1)).toBe(0);
    expect(feeCents(123_456_789)).toBe(12_345_679);
  });
});
