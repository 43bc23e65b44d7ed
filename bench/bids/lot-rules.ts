/**
 * The bid rules the live-lot benchmark checks a lot against once the bidding is over, pure: the chain of
 * bids in seq order, and on a lot with secret maxima the leader and price of rule 2 (lance automático).
 * bench/bids/invariants.ts reads the answers, the API and D1 and applies them.
 */
import { BID_INCREMENT_CENTS } from '~/domain/bid-rules';

export interface StoredBid {
  seq: number;
  /** null: an automatic bid whose owner its answer did not name */
  userId: number | null;
  amountCents: number;
  isAuto: boolean;
}

/** A bid as D1 stores it. */
export interface D1Bid extends StoredBid {
  userId: number;
  createdAt: string;
}

/** A secret maximum as D1 mirrors it (`auto_bids`). */
export interface MaximumRow {
  userId: number;
  maxCents: number;
  /** the room's stamp of when the member's effective maximum reached its value (ms, strictly increasing) */
  reachedAt: number;
  updatedAt: string;
}

export interface RuleTwoInput {
  startPriceCents: number;
  /** each member's maximum as last acknowledged to them (cents, by user id) */
  acknowledged: Map<number, number>;
  maxima: MaximumRow[];
  /** the lot's bids in seq order */
  stored: D1Bid[];
  priceCents: number;
  leaderId: number | null;
}

/**
 * The rules over one chain of bids in seq order (from the answers, or as stored). Without maxima: each bid
 * R$ 10 or more over the one before, never the same bidder twice in a row. With maxima: never down; a manual
 * bid R$ 10 or more over the one before and never by the bidder of the one before (the leader); an automatic
 * bid equal to the one before only when it answers another member's.
 */
export function chainProblems(chain: StoredBid[], lot: { startPriceCents: number; withMaxima: boolean }, label: string): string[] {
  const problems: string[] = [];
  const { withMaxima } = lot;
  let price = lot.startPriceCents;
  for (const [i, bid] of chain.entries()) {
    const before = chain[i - 1];
    const sameBidder = before !== undefined && before.userId !== null && before.userId === bid.userId;
    if (bid.seq !== i + 1) problems.push(`${label}: bid #${i + 1} has seq ${bid.seq}`);
    if (!withMaxima || !bid.isAuto) {
      if (bid.amountCents < price + BID_INCREMENT_CENTS)
        problems.push(`${label}: seq ${bid.seq} is ${bid.amountCents} cents, less than ${price} + ${BID_INCREMENT_CENTS}`);
      if (sameBidder) problems.push(`${label}: user ${bid.userId} bid twice in a row (seq ${before.seq}, ${bid.seq})`);
    } else if (bid.amountCents < price) {
      problems.push(`${label}: automatic seq ${bid.seq} is ${bid.amountCents} cents, below the ${price} before it`);
    } else if (bid.amountCents === price && sameBidder) {
      problems.push(`${label}: automatic seq ${bid.seq} equals the bid before it, which is its owner's own`);
    }
    price = bid.amountCents;
    if (problems.length > 10) break;
  }
  return problems;
}

interface Standing {
  userId: number;
  effectiveCents: number;
  manualCents: number;
  /** when the effective maximum reached its value (ms): a maximum's `reached_at` stamp, or its manual bid's time */
  reachedAt: number;
  /** a maximum's stamp orders exactly; a manual bid's time only bounds the room's stamp from below */
  exact: boolean;
}

/**
 * Rule 2 on a lot with maxima, after the bidding: D1's maxima are the ones acknowledged; the leader
 * holds the highest effective maximum (the higher of their maximum and their highest manual bid; on a tie,
 * the earlier where the stamps tell); the price is max(leader's highest manual, min(leader's effective, second
 * highest effective + R$ 10)) — or, when the leader raised their own maximum after the last bid (which moves no
 * price), what rule 2 gave before that raise: between the second's effective and that.
 */
export function ruleTwoProblems({ startPriceCents, acknowledged, maxima, stored, priceCents: price, leaderId }: RuleTwoInput): string[] {
  const problems: string[] = [];
  for (const m of maxima) {
    if (acknowledged.get(m.userId) !== m.maxCents)
      problems.push(`auto_bids: user ${m.userId}'s maximum is ${m.maxCents} cents, acknowledged ${acknowledged.get(m.userId) ?? 'none'}`);
  }
  for (const [userId, cents] of acknowledged) {
    if (!maxima.some((m) => m.userId === userId)) problems.push(`auto_bids: user ${userId}'s acknowledged maximum ${cents} is missing`);
  }
  const manual = new Map<number, { cents: number; at: number }>();
  for (const b of stored) {
    if (!b.isAuto && b.amountCents > (manual.get(b.userId)?.cents ?? 0))
      manual.set(b.userId, { cents: b.amountCents, at: Date.parse(b.createdAt) });
  }
  const standings: Standing[] = [...new Set([...acknowledged.keys(), ...manual.keys()])].map((userId) => {
    const maximum = maxima.find((m) => m.userId === userId);
    const max = acknowledged.get(userId) ?? 0;
    const own = manual.get(userId);
    const byMaximum = maximum !== undefined && max >= (own?.cents ?? 0);
    return {
      userId,
      effectiveCents: Math.max(max, own?.cents ?? 0),
      manualCents: own?.cents ?? 0,
      // a maximum acknowledged but missing from auto_bids (a problem above) has no time to order it by
      reachedAt: byMaximum ? maximum.reachedAt : (own?.at ?? Number.POSITIVE_INFINITY),
      exact: byMaximum,
    };
  });
  const leader = standings.find((s) => s.userId === leaderId);
  if (!leader) return [...problems, `the leader ${leaderId} has no maximum and no manual bid`];
  const others = standings.filter((s) => s !== leader);
  const highest = Math.max(...standings.map((s) => s.effectiveCents));
  if (leader.effectiveCents < highest) {
    const top = standings.find((s) => s.effectiveCents === highest)!;
    problems.push(`leader ${leader.userId}'s effective maximum is ${leader.effectiveCents} cents, user ${top.userId}'s ${highest}`);
  }
  // On a tie the earlier leads: a maximum's stamp is exact, a manual bid's time is at most its stamp.
  const earlier = others.find((s) => s.effectiveCents === leader.effectiveCents && s.exact && s.reachedAt < leader.reachedAt);
  if (earlier) problems.push(`leader ${leader.userId} ties user ${earlier.userId} at ${leader.effectiveCents} cents, who reached it first`);

  const second = others.length ? Math.max(...others.map((s) => s.effectiveCents)) : null;
  const challenge = second === null ? startPriceCents + BID_INCREMENT_CENTS : second + BID_INCREMENT_CENTS;
  const rule2 = Math.max(leader.manualCents, Math.min(leader.effectiveCents, challenge));
  const lastBidAt = Date.parse(stored.at(-1)?.createdAt ?? '');
  const raisedAt = Date.parse(maxima.find((m) => m.userId === leader.userId)?.updatedAt ?? '');
  const raisedSince = raisedAt >= lastBidAt && second !== null && price >= Math.max(leader.manualCents, second) && price <= rule2;
  if (price !== rule2 && !raisedSince)
    problems.push(
      `price ${price} cents is not rule 2's ${rule2} (leader ${leader.userId}: manual ${leader.manualCents}, effective ${leader.effectiveCents}; second ${second ?? 'none'})`,
    );
  return problems;
}
