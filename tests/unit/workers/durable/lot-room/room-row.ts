/** A lot room's row as the LotRoom's pure parts read it, around a fixed instant. */
import type { RoomRow } from '~/server/platform/objects/lot-room-api.server';

export const now = Date.parse('2026-11-22T12:00:00.000Z');
export const HOUR = 3_600_000;
export const iso = (ms: number) => new Date(ms).toISOString();

export function room(overrides: Partial<RoomRow> = {}): RoomRow {
  return {
    id: 1,
    lot_id: 7,
    status: 'active',
    start_price_cents: 100_000,
    current_price_cents: 101_000,
    top_bid_user_id: 3,
    bid_count: 1,
    bid_seq: 1,
    version: 4,
    starts_at: null,
    ends_at: iso(now + 2 * HOUR),
    closed_at: null,
    winner_user_id: null,
    final_price_cents: null,
    ending_notice_for: null,
    reserve_cents: null,
    extension_minutes: 3,
    extended: 0,
    original_ends_at: null,
    outcome: null,
    ...overrides,
  };
}
