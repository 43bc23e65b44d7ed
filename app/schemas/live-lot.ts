import type { LiveLot } from './live';
import { hasPrices, MEMBER_PRICE_KEYS, type Lot } from './lot';

/** A lot with the room's live state laid over it: timing for everyone, prices only where both have them. */
export function applyLiveLot<L extends Lot>(lot: L, live: LiveLot): L {
  const next: L = { ...lot, status: live.status, starts_at: live.starts_at, ends_at: live.ends_at, end_time: live.end_time };
  next.extension_minutes = live.extension_minutes;
  next.extended = live.extended;
  next.original_ends_at = live.original_ends_at;
  next.closed_at = live.closed_at;
  if (hasPrices(next) && 'current_price' in live) {
    for (const key of MEMBER_PRICE_KEYS) (next as unknown as Record<string, unknown>)[key] = live[key];
  }
  return next;
}
