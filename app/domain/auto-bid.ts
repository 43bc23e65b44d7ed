/**
 * Lance automático, pure: how a lot resolves after a manual bid or a new or raised secret maximum.
 *
 * A member's effective maximum is the higher of their secret maximum and their highest manual bid. The leader
 * is the member with the highest effective maximum; on equal ones the earlier (the one who reached it first)
 * leads. The price becomes the higher of the leader's own highest manual bid and min(leader's effective
 * maximum, second-highest effective maximum + R$ 10); a sole bidder pays the minimum. When the leader's
 * maximum reaches the reserve and the price is below it, the price goes to the reserve.
 *
 * Each price change a maximum makes is a bid of its owner (`isAuto`): a manual bid beaten at once is recorded,
 * then the automatic answer; a maximum that engages below the leader's is recorded at its full amount, then
 * the leader's answer. The leader raising their own maximum places no bid (except the reserve jump).
 */
import { BID_INCREMENT_CENTS, minimumBidCents } from './bid-rules';

export interface BidderStanding {
  userId: number;
  /** the secret maximum, or null without one */
  maxCents: number | null;
  /** the member's highest manual bid, or null */
  manualCents: number | null;
  /** when the effective maximum reached its value (a decision's sequence number or time): ties go to the earlier */
  reachedAt: number;
}

export interface AutoBidLot {
  /** the current price (the start price while there is no bid) */
  priceCents: number;
  leaderId: number | null;
  reserveCents: number | null;
  bidders: readonly BidderStanding[];
}

export type AutoBidEvent =
  { kind: 'manual'; userId: number; amountCents: number; at: number } | { kind: 'maximum'; userId: number; maxCents: number; at: number };

export interface RecordedBid {
  userId: number;
  amountCents: number;
  isAuto: boolean;
}

export type AutoBidRefusal = 'top_bidder' | 'too_low' | 'lowered';

export type AutoBidDecision =
  | { ok: false; reason: AutoBidRefusal; minimumCents: number }
  | {
      ok: true;
      /** the bids to append to the log, in order (never going down) */
      bids: RecordedBid[];
      priceCents: number;
      leaderId: number | null;
      bidders: BidderStanding[];
      /** whether the price or the leader changed (the room writes the decision; only a new leader extends the lot: decision 0039) */
      changed: boolean;
    };

export const effectiveMaxCents = (b: Pick<BidderStanding, 'maxCents' | 'manualCents'>): number =>
  Math.max(b.maxCents ?? 0, b.manualCents ?? 0);

/** Highest effective maximum first; on equal ones the earlier. */
function ranked(bidders: readonly BidderStanding[]): BidderStanding[] {
  return [...bidders].sort((a, b) => effectiveMaxCents(b) - effectiveMaxCents(a) || a.reachedAt - b.reachedAt);
}

/** The member's standing after the event (the effective maximum's time moves only when it goes up). */
function withEvent(bidders: readonly BidderStanding[], event: AutoBidEvent): BidderStanding[] {
  const before = bidders.find((b) => b.userId === event.userId) ?? {
    userId: event.userId,
    maxCents: null,
    manualCents: null,
    reachedAt: event.at,
  };
  const after: BidderStanding =
    event.kind === 'manual'
      ? { ...before, manualCents: Math.max(before.manualCents ?? 0, event.amountCents) }
      : { ...before, maxCents: event.maxCents };
  const rose = effectiveMaxCents(after) > effectiveMaxCents(before) || !bidders.includes(before);
  const standing = { ...after, reachedAt: rose ? event.at : before.reachedAt };
  return [...bidders.filter((b) => b.userId !== event.userId), standing];
}

/** Rule 2's price for `leader` against `second` (null: a sole bidder, who pays the minimum). */
function resolvedPrice(leader: BidderStanding, second: BidderStanding | null, minimumCents: number, reserveCents: number | null): number {
  const challenge = second ? effectiveMaxCents(second) + BID_INCREMENT_CENTS : minimumCents;
  let price = Math.max(leader.manualCents ?? 0, Math.min(effectiveMaxCents(leader), challenge));
  if (reserveCents !== null && price < reserveCents && effectiveMaxCents(leader) >= reserveCents) price = reserveCents;
  return price;
}

/**
 * Decides one event against the lot (who may bid at all, and when, is `checkBid`'s: this is the amounts).
 * A manual bid must reach the minimum and not come from the leader; a maximum must reach the minimum and
 * never go below the member's own earlier one.
 */
export function decideAutoBid(lot: AutoBidLot, event: AutoBidEvent): AutoBidDecision {
  const minimumCents = minimumBidCents(lot.priceCents);
  const no = (reason: AutoBidRefusal): AutoBidDecision => ({ ok: false, reason, minimumCents });
  const mine = lot.bidders.find((b) => b.userId === event.userId);
  if (event.kind === 'manual' && lot.leaderId === event.userId) return no('top_bidder');
  if (event.kind === 'maximum' && mine?.maxCents != null && event.maxCents < mine.maxCents) return no('lowered');
  if ((event.kind === 'manual' ? event.amountCents : event.maxCents) < minimumCents) return no('too_low');

  const bidders = withEvent(lot.bidders, event);
  const [leader, second = null] = ranked(bidders) as [BidderStanding, BidderStanding?];
  const bids: RecordedBid[] = [];
  let priceCents: number;
  if (event.kind === 'manual') {
    bids.push({ userId: event.userId, amountCents: event.amountCents, isAuto: false });
    priceCents = resolvedPrice(leader, second, minimumCents, lot.reserveCents);
  } else if (lot.leaderId === event.userId) {
    // The leader raising their own maximum: no bid and no price change, except the jump to the reserve.
    const reserve = lot.reserveCents;
    const jumps = reserve !== null && lot.priceCents < reserve && effectiveMaxCents(leader) >= reserve;
    priceCents = jumps ? reserve : lot.priceCents;
  } else {
    // A new maximum engages: whoever it leaves second (its owner, or the leader it passes) bid up to their
    // own effective maximum, then the leader answers.
    priceCents = resolvedPrice(leader, second, minimumCents, lot.reserveCents);
    if (second && effectiveMaxCents(second) > lot.priceCents) {
      bids.push({ userId: second.userId, amountCents: effectiveMaxCents(second), isAuto: true });
    }
  }
  const last = bids.at(-1);
  const recorded = last?.userId === leader.userId && last.amountCents === priceCents;
  const unchanged = lot.leaderId === leader.userId && lot.priceCents === priceCents;
  if (!recorded && !(unchanged && bids.length === 0)) bids.push({ userId: leader.userId, amountCents: priceCents, isAuto: true });
  const changed = priceCents !== lot.priceCents || leader.userId !== lot.leaderId;
  return { ok: true, bids, priceCents, leaderId: leader.userId, bidders, changed };
}

/**
 * Whether another member has passed a member's secret maximum: they no longer lead and the price has reached
 * it (on equal maxima the earlier leads at that very price). A maximum still above the price never trails.
 */
export function maximumPassed(maxCents: number | null, priceCents: number, leading: boolean): boolean {
  return maxCents !== null && !leading && priceCents >= maxCents;
}
