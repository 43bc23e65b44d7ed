/**
 * What must hold on a lot after a benchmark's bidding, checked against the answers the bidders got,
 * the API a member reads and D1: every accepted bid stored once, in order, each at least R$ 10 over the
 * one before, the price the last bid, and nobody outbidding themselves.
 */
import { BID_INCREMENT_CENTS } from '~/domain/bid-rules';
import type { AcceptedBid } from './fleet-protocol';

export interface StoredBid {
  seq: number;
  userId: number;
  amountCents: number;
}

/** The rules over one chain of bids in seq order (from the answers, or as stored). */
export function chainProblems(chain: StoredBid[], startPriceCents: number, label: string): string[] {
  const problems: string[] = [];
  let price = startPriceCents;
  for (const [i, bid] of chain.entries()) {
    const before = chain[i - 1];
    if (bid.seq !== i + 1) problems.push(`${label}: bid #${i + 1} has seq ${bid.seq}`);
    if (bid.amountCents < price + BID_INCREMENT_CENTS)
      problems.push(`${label}: seq ${bid.seq} is ${bid.amountCents} cents, less than ${price} + ${BID_INCREMENT_CENTS}`);
    if (before && before.userId === bid.userId)
      problems.push(`${label}: user ${bid.userId} bid twice in a row (seq ${before.seq}, ${bid.seq})`);
    price = bid.amountCents;
    if (problems.length > 10) break;
  }
  return problems;
}

/** The accepted answers in seq order, and a problem for each seq answered twice. */
export function acceptedChain(accepted: AcceptedBid[]): { chain: StoredBid[]; problems: string[] } {
  const bySeq = new Map<number, AcceptedBid>();
  const problems: string[] = [];
  for (const bid of accepted) {
    if (bySeq.has(bid.seq)) problems.push(`seq ${bid.seq} was accepted twice (users ${bySeq.get(bid.seq)!.userId} and ${bid.userId})`);
    bySeq.set(bid.seq, bid);
  }
  return { chain: [...bySeq.values()].sort((a, b) => a.seq - b.seq), problems };
}

/** The stored bids equal the accepted answers, one for one. */
export function storedMatchesAccepted(stored: StoredBid[], accepted: StoredBid[], label: string): string[] {
  const problems: string[] = [];
  if (stored.length !== accepted.length) problems.push(`${label}: ${stored.length} bids stored, ${accepted.length} accepted answers`);
  const answered = new Map(accepted.map((b) => [b.seq, b]));
  for (const bid of stored) {
    const a = answered.get(bid.seq);
    if (!a) problems.push(`${label}: stored seq ${bid.seq} was never acknowledged`);
    else if (a.userId !== bid.userId || a.amountCents !== bid.amountCents) {
      problems.push(
        `${label}: seq ${bid.seq} stored as user ${bid.userId} ${bid.amountCents} cents, acknowledged as user ${a.userId} ${a.amountCents}`,
      );
    }
    if (problems.length > 10) break;
  }
  return problems;
}
