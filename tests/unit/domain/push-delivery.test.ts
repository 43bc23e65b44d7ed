import { describe, expect, it } from 'vitest';
import { nextPushAttempt, OUTBID_TTL_SECONDS, pushPolicy, pushTag, pushUrl, retryAfterMs } from '~/domain/push-delivery';

const now = Date.parse('2026-11-28T15:00:00Z');

describe('pushPolicy: how long a push service keeps a notice and how urgently it wakes the phone', () => {
  it('sends an outbid with high urgency and a short TTL', () => {
    expect(pushPolicy('bid_outbid', now)).toEqual({ ttlSeconds: OUTBID_TTL_SECONDS, urgency: 'high' });
    expect(OUTBID_TTL_SECONDS).toBeLessThanOrEqual(600);
  });

  it('keeps an ending or extended notice until the lot ends, urgently, never past an hour nor under a minute', () => {
    expect(pushPolicy('auction_ending', now, now + 15 * 60_000)).toEqual({ ttlSeconds: 900, urgency: 'high' });
    expect(pushPolicy('auction_extended', now, now + 5 * 3_600_000).ttlSeconds).toBe(3600);
    expect(pushPolicy('auction_extended', now, now - 1000).ttlSeconds).toBe(60);
  });

  it('keeps won, payment approved and item ready for days, at normal urgency', () => {
    for (const type of ['auction_won', 'payment_approved', 'item_ready']) {
      expect(pushPolicy(type, now)).toEqual({ ttlSeconds: 3 * 86_400, urgency: 'normal' });
    }
  });

  it('gives a lost lot low urgency, and a type it does not know a day at normal urgency', () => {
    expect(pushPolicy('auction_lost', now).urgency).toBe('low');
    expect(pushPolicy('search_alert', now)).toEqual({ ttlSeconds: 86_400, urgency: 'normal' });
  });
});

describe('where a push leads and what it replaces', () => {
  it('leads to the checkout for what must be paid, to the lot otherwise, to the dashboard without a lot', () => {
    expect(pushUrl('auction_won', 12)).toBe('/checkout/12');
    expect(pushUrl('payment_approved', 12)).toBe('/checkout/12');
    expect(pushUrl('bid_outbid', 12)).toBe('/lotes/12');
    expect(pushUrl('auction_starting', null)).toBe('/dashboard');
  });

  it("leads the search alerts' daily digest to the dashboard's 'Alertas' tab, as the bell does", () => {
    expect(pushUrl('search_alert', null)).toBe('/dashboard?aba=alertas');
    expect(pushUrl('search_alert', 12)).toBe('/lotes/12');
  });

  it("replaces a lot's older outbid with the newer one, and keeps every other notice apart", () => {
    expect(pushTag('bid_outbid', 12, 345)).toBe('lot-12');
    expect(pushTag('auction_won', 12, 345)).toBe('notification-345');
    expect(pushTag('auction_starting', null, 346)).toBe('notification-346');
  });
});

describe('nextPushAttempt: a busy push service is tried again later, not forever', () => {
  const base = { now, queuedAt: now, ttlSeconds: 3 * 86_400, retryAfter: null };

  it('doubles from 30 s with each attempt, capped at an hour', () => {
    expect(nextPushAttempt({ ...base, attempts: 1 })).toBe(now + 30_000);
    expect(nextPushAttempt({ ...base, attempts: 2 })).toBe(now + 60_000);
    expect(nextPushAttempt({ ...base, attempts: 12 })).toBe(now + 3_600_000);
  });

  it("honours the push service's Retry-After, in seconds or as a date", () => {
    expect(nextPushAttempt({ ...base, attempts: 1, retryAfter: '120' })).toBe(now + 120_000);
    expect(retryAfterMs(new Date(now + 90_000).toUTCString(), now)).toBe(90_000);
    expect(retryAfterMs('soon', now)).toBeNull();
  });

  it("gives up past the push's TTL, and a day after it was queued", () => {
    expect(nextPushAttempt({ ...base, attempts: 4, ttlSeconds: 300, queuedAt: now - 200_000 })).toBeNull();
    expect(nextPushAttempt({ ...base, attempts: 20, queuedAt: now - 86_000_000 })).toBeNull();
  });
});
