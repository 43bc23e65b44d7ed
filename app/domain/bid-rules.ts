/**
 * The bid rules, pure: used by the LotRoom Durable Object (the authority), the API
 * and the bid modal (which only mirrors them).
 */
import type { LotStatus } from './lot-status';
import { MAX_CENTS } from './money';

/** Minimum increment over the current price: R$ 10. */
export const BID_INCREMENT_CENTS = 1_000;

/** Administrative fee: 10 % of the winning amount, rounded to cents. */
export function feeCents(winningCents: number): number {
  return Math.round(winningCents / 10);
}

/** The smallest acceptable bid: current price + R$ 10 (a lot without bids has current price = start price). */
export function minimumBidCents(currentPriceCents: number): number {
  return currentPriceCents + BID_INCREMENT_CENTS;
}

export interface LiveLotState {
  status: LotStatus;
  startsAt: string | null;
  endsAt: string | null;
  currentPriceCents: number;
  topBidUserId: number | null;
}

/** `equipment_changing`: the room holds the lot for an edit of its report or certificate (a moment; not recorded). */
export type BidRejection =
  'not_approved' | 'not_active' | 'not_started' | 'ended' | 'top_bidder' | 'invalid_amount' | 'too_low' | 'equipment_changing';

export type BidCheck = { ok: true } | { ok: false; reason: BidRejection; minimumCents: number };

export interface BidAttempt {
  userId: number;
  approved: boolean;
  amountCents: unknown;
  /** epoch ms of the decision: `now < ends_at` is checked on every bid (alarms may fire late) */
  now: number;
}

/** A finite, positive whole number of cents under the cap. */
export function isValidAmountCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_CENTS;
}

export type BidStartRefusal = Extract<BidRejection, 'not_active' | 'not_started' | 'ended' | 'top_bidder'>;

/**
 * Whether a signed-in member may start a bid on the lot now, before any amount:
 * the lot must be active, started and not past its end, and the member must not hold the top bid.
 */
export function bidStartRefusal(
  lot: Pick<LiveLotState, 'status' | 'startsAt' | 'endsAt' | 'topBidUserId'>,
  userId: number,
  now: number,
): BidStartRefusal | null {
  if (lot.status !== 'active') return 'not_active';
  const startsAt = lot.startsAt ? Date.parse(lot.startsAt) : Number.NEGATIVE_INFINITY;
  if (now < startsAt) return 'not_started';
  const endsAt = lot.endsAt ? Date.parse(lot.endsAt) : Number.POSITIVE_INFINITY;
  if (!(now < endsAt)) return 'ended';
  if (lot.topBidUserId === userId) return 'top_bidder';
  return null;
}

/** Decides one bid against the live state. The order of the checks is the order a bidder is told. */
export function checkBid(lot: LiveLotState, bid: BidAttempt): BidCheck {
  const minimumCents = minimumBidCents(lot.currentPriceCents);
  const no = (reason: BidRejection): BidCheck => ({ ok: false, reason, minimumCents });
  if (!bid.approved) return no('not_approved');
  const refusal = bidStartRefusal(lot, bid.userId, bid.now);
  if (refusal) return no(refusal);
  if (!isValidAmountCents(bid.amountCents)) return no('invalid_amount');
  if (bid.amountCents < minimumCents) return no('too_low');
  return { ok: true };
}

/** When bidders are told a lot is about to end ('auction_ending'). */
export const ENDING_NOTICE_MS = 15 * 60_000;
