/**
 * How a notice travels by Web Push (RFC 8030; decision record 0044): how long the push service may keep it
 * for a phone that is off (TTL) and how urgently it wakes the phone (Urgency); where tapping it leads; and when a
 * push service that is busy or failing is tried again. Pure: the UserInbox's push outbox applies it.
 */
import { lotlessNoticeTarget } from './notification-bell';

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushPolicy {
  /** seconds the push service keeps the message for a device that is not reachable (0: now or never) */
  ttlSeconds: number;
  urgency: PushUrgency;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * An outbid is worth something only while the member can still bid back: a bidding war moves in minutes, and a
 * stale outbid (the price has moved again, or the lot ended) is noise on a phone that wakes an hour later. The bell
 * and the e-mail keep it anyway.
 */
export const OUTBID_TTL_SECONDS = 5 * MINUTE;
/** A lot's end (ending, extended) matters until the lot ends, and not for more than an hour. */
export const UNTIL_END_CAP_SECONDS = HOUR;
/** What the member must act on (won: pay; payment approved: book the pickup; item ready; second chance): three days. */
export const LONG_TTL_SECONDS = 3 * DAY;
/** The rest (lost, reserve not met, any later type): a day. */
export const DEFAULT_TTL_SECONDS = DAY;

const LONG_LIVED = new Set(['auction_won', 'payment_approved', 'item_ready', 'second_chance_offer', 'pickup_cancelled']);
const UNTIL_END = new Set(['auction_ending', 'auction_extended', 'auction_starting']);

/**
 * The TTL and Urgency of a notice type. `until` (ms): when the lot ends (ending, extended) or the auction starts
 * (starting): the push is not kept past it.
 */
export function pushPolicy(type: string, now: number, until: number | null = null): PushPolicy {
  if (type === 'bid_outbid') return { ttlSeconds: OUTBID_TTL_SECONDS, urgency: 'high' };
  if (UNTIL_END.has(type)) {
    const left = until === null ? UNTIL_END_CAP_SECONDS : Math.floor((until - now) / 1000);
    return {
      ttlSeconds: Math.max(MINUTE, Math.min(UNTIL_END_CAP_SECONDS, left)),
      urgency: type === 'auction_starting' ? 'normal' : 'high',
    };
  }
  if (LONG_LIVED.has(type)) return { ttlSeconds: LONG_TTL_SECONDS, urgency: 'normal' };
  if (type === 'auction_lost' || type === 'reserve_not_met') return { ttlSeconds: DEFAULT_TTL_SECONDS, urgency: 'low' };
  return { ttlSeconds: DEFAULT_TTL_SECONDS, urgency: 'normal' };
}

/** Where tapping the notice leads: the checkout for what the member must pay or pick up, else the lot, else where the bell leads (`lotlessNoticeTarget`). */
export function pushUrl(type: string, lotId: number | null): string {
  if (lotId === null) return lotlessNoticeTarget(type);
  if (type === 'auction_won' || type === 'payment_approved' || type === 'second_chance_offer') return `/checkout/${lotId}`;
  return `/lotes/${lotId}`;
}

/**
 * The notice's tag (the service worker replaces an older notice of the same tag): a lot's outbids, ending and
 * extension replace each other (only the latest price or end matters); every other notice stands alone.
 */
export function pushTag(type: string, lotId: number | null, notificationId: number): string {
  if (lotId !== null && (type === 'bid_outbid' || type === 'auction_ending' || type === 'auction_extended')) return `lot-${lotId}`;
  return `notification-${notificationId}`;
}

/** The first retry after a busy or failing push service, doubling each time up to the cap. */
export const PUSH_RETRY_FIRST_MS = 30_000;
export const PUSH_RETRY_CAP_MS = HOUR * 1000;
/** However long its TTL, a push is given up a day after it was queued. */
export const PUSH_GIVE_UP_MS = DAY * 1000;

/** Seconds or an HTTP date (RFC 9110 §10.2.3), as ms from `now`; null when absent or not understood. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * When a push refused with 429 or 5xx (or lost to the network) is tried again: after `Retry-After` when the push
 * service said, else 30 s doubling with each attempt, capped at an hour; null (give up) when that is past the
 * push's own TTL or a day after it was queued: a push service would drop it then anyway.
 */
export function nextPushAttempt(input: {
  attempts: number;
  now: number;
  queuedAt: number;
  ttlSeconds: number;
  retryAfter: string | null;
}): number | null {
  const backoff = Math.min(PUSH_RETRY_CAP_MS, PUSH_RETRY_FIRST_MS * 2 ** Math.max(0, input.attempts - 1));
  const wait = Math.min(PUSH_RETRY_CAP_MS * 24, retryAfterMs(input.retryAfter, input.now) ?? backoff);
  const at = input.now + Math.max(wait, 1000);
  const deadline = input.queuedAt + Math.min(PUSH_GIVE_UP_MS, input.ttlSeconds * 1000);
  return at > deadline ? null : at;
}
