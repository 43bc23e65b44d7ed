/** What a LotRoom shows visitors and members. */
import { describe, expect, it } from 'vitest';
import { maximumView, memberView, publicView, updateMessage, updateMessageText } from '../../../../../workers/durable/lot-room/views';
import { HOUR, iso, now, room } from './room-row';

describe('what the room shows', () => {
  it('visitors get timing and status only; members the prices too', () => {
    const r = room({ bid_count: 2 });
    const visitor = publicView(r, 5);
    expect(visitor).toEqual({
      id: 7,
      status: 'active',
      starts_at: null,
      ends_at: r.ends_at,
      end_time: r.ends_at,
      extension_minutes: 3,
      extended: false,
      original_ends_at: null,
      closed_at: null,
      viewers: 5,
    });
    const bid = { seq: 2, amount: 1010, created_at: iso(now), is_auto: false };
    expect(memberView(r, 5, [bid])).toMatchObject({
      ...visitor,
      current_price: 1010,
      top_bid_user_id: 3,
      bid_count: 2,
      reserve_met: null,
      last_bid: bid,
      bids: [bid],
    });
    expect(updateMessage(r, visitor, now)).toEqual({ type: 'auction_update', seq: 4, server_time: now, data: visitor });
  });
});

describe('an update around a view serialised earlier', () => {
  it('is the very text of the whole message serialised at once, with its own server time', () => {
    const r = room({ bid_count: 2, version: 41 });
    const view = memberView(r, 12, []);
    const text = updateMessageText(r, JSON.stringify(view), now + 5);
    expect(text).toBe(JSON.stringify(updateMessage(r, view, now + 5)));
    expect(JSON.parse(text)).toEqual({ type: 'auction_update', seq: 41, server_time: now + 5, data: view });
  });
});

describe("a member's own maximum", () => {
  it('is shown to its owner in reais with its times, and is null without one', () => {
    const standing = {
      user_id: 3,
      manual_cents: 20_000,
      reached_at: now,
      max_created_at: iso(now - HOUR),
      max_updated_at: iso(now),
    };
    expect(maximumView({ ...standing, max_cents: 123_456 })).toEqual({
      max_amount: 1234.56,
      created_at: iso(now - HOUR),
      updated_at: iso(now),
    });
    expect(maximumView({ ...standing, max_cents: null, max_created_at: null, max_updated_at: null })).toBeNull();
    expect(maximumView(undefined)).toBeNull();
  });
});
