import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLocalFavorites, writeLocalFavorites } from '~/client/favorites-storage';
import { notificationTarget, unreadBadgeText } from '~/domain/notification-bell';
import { formatNotificationTime } from '~/i18n/format-relative';

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

  it('sends payment_approved and item_ready to the dashboard even with a lot', () => {
    expect(notificationTarget({ type: 'payment_approved', auction_id: 42 })).toBe('/dashboard');
    expect(notificationTarget({ type: 'item_ready', auction_id: 42 })).toBe('/dashboard');
  });

  it('falls back to the dashboard without a lot', () => {
    expect(notificationTarget({ type: 'bid_outbid', auction_id: null })).toBe('/dashboard');
  });
});

describe('notification time', () => {
  const now = Date.parse('2026-11-22T18:00:00Z');
  it('is relative for the last day, then dd/mm HH:mm in São Paulo', () => {
    expect(formatNotificationTime('2026-11-22T17:59:30Z', now)).toBe('agora');
    expect(formatNotificationTime('2026-11-22T17:55:00Z', now)).toBe('há 5 min');
    expect(formatNotificationTime('2026-11-22T15:00:00Z', now)).toBe('há 3 h');
    expect(formatNotificationTime('2026-11-20T02:30:00Z', now)).toBe('19/11 23:30');
  });
});

describe('the browser copy of the favorites (localStorage "favorites")', () => {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
  });
  afterEach(() => store.clear());

  it('is the spec’s JSON array of lot ids, with its owner beside it', () => {
    writeLocalFavorites([3, 7], 12);
    expect(store.get('favorites')).toBe('[3,7]');
    expect(readLocalFavorites()).toEqual({ ids: [3, 7], owner: 12 });
  });

  it('survives whatever another script left there', () => {
    store.set('favorites', '{not json');
    expect(readLocalFavorites()).toEqual({ ids: [], owner: null });
    store.set('favorites', '[1, "2", 2.5, -4, 1, 9]');
    expect(readLocalFavorites()).toEqual({ ids: [1, 9], owner: null });
  });
});
