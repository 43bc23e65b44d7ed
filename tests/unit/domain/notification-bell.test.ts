import { describe, expect, it } from 'vitest';
import { notificationTarget, unreadBadgeText } from '~/domain/notification-bell';

describe('unread badge', () => {
  it('shows nothing at zero and caps at 99+', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(-3)).toBeNull();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(12_345)).toBe('99+');
  });
});

describe('where a notification leads', () => {
  it('opens the lot it names', () => {
    for (const type of ['bid_outbid', 'auction_ending', 'auction_won', 'auction_lost'] as const) {
      expect(notificationTarget({ type, auction_id: 42 })).toBe('/lotes/42');
    }
  });

  it('sends payment_approved, item_ready and pickup_cancelled to the dashboard even with a lot', () => {
    expect(notificationTarget({ type: 'payment_approved', auction_id: 42 })).toBe('/dashboard');
    expect(notificationTarget({ type: 'item_ready', auction_id: 42 })).toBe('/dashboard');
    expect(notificationTarget({ type: 'pickup_cancelled', auction_id: 42 })).toBe('/dashboard');
  });

  it('falls back to the dashboard without a lot', () => {
    expect(notificationTarget({ type: 'bid_outbid', auction_id: null })).toBe('/dashboard');
  });
});

describe('where a search alert leads', () => {
  it('opens the lot it names, and the daily digest opens the dashboard’s Alertas tab', () => {
    expect(notificationTarget({ type: 'search_alert', auction_id: 42 })).toBe('/lotes/42');
    expect(notificationTarget({ type: 'search_alert', auction_id: null })).toBe('/dashboard?aba=alertas');
  });
});
