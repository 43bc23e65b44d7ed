/**
 * What must hold on a lot after the live-lot benchmark's bidding, checked against the answers the bidders
 * got, the API a member reads and D1: every accepted bid stored once, in order, each at least R$ 10 over
 * the one before, the price the last bid, and nobody outbidding themselves.
 *
 * On a lot with secret maxima (maxima) an automatic answer may equal the bid it answers (maxima tie), so
 * there the log must never go down, each manual bid be R$ 10 or more over the one before, and the leader and
 * price be rule 2's over the maxima as acknowledged and the manual bids as stored (`maximaProblems`). On a lot
 * that ran into its end (final-minute): no bid at or after the final end, and closed once (`closeProblems`).
 */
import { eq, inArray } from 'drizzle-orm';
import { centsToReais, reaisToNearestCents } from '~/domain/money';
import { createDb, type Db } from '~/server/db/client.server';
import { maxima, bids, lots, payments } from '~/server/db/schema';
import { openLocalPlatform } from '../../scripts/lib/local-platform';
import type { AcceptedBid } from '../lib/fleet-protocol';
import { timedJson } from '../lib/http';
import { detail } from '../lib/kept-output';
import type { BenchServer } from '../lib/server';
import { chainProblems, ruleTwoProblems, type D1Bid, type StoredBid } from './lot-rules';
import type { PartRun } from './run-part';

/** Each checked lot's run and its accepted bids in seq order, by lot id. */
export type Chains = Map<number, { run: PartRun; chain: StoredBid[] }>;

/**
 * Every run's accepted answers, then its lot as a member reads it (`token`) from the running server; prints
 * a line per lot. Returns the chains for `checkD1` and how many problems were found.
 */
export async function checkAnswersAndApi(
  server: BenchServer,
  runs: PartRun[],
  token: string,
): Promise<{ chains: Chains; problems: number }> {
  const chains: Chains = new Map();
  let count = 0;
  for (const run of runs) {
    const { chain, problems } = acceptedChain(run.bidders.accepted);
    problems.push(
      ...chainProblems(chain, lotRules(run), 'answers'),
      ...(await apiProblems(server, run.lotId, chain, run.startPriceCents, token)),
    );
    chains.set(run.lotId, { run, chain });
    count += printLot(run, chain.length, problems, 'answers + API');
  }
  return { chains, problems: count };
}

/**
 * Every lot's stored bids and row in D1 under `persistTo` (read after the server stopped); prints a line
 * per lot. Returns how many problems were found.
 */
export async function checkD1(persistTo: string, chains: Chains): Promise<number> {
  let count = 0;
  for (const [lotId, problems] of await d1Problems(persistTo, chains)) {
    const { run, chain } = chains.get(lotId)!;
    count += printLot(run, chain.length, problems, 'D1');
  }
  return count;
}

const lotRules = (run: PartRun) => ({ startPriceCents: run.startPriceCents, withMaxima: run.kind === 'maxima' });

/** A lot's line: in the kept output when it has problems, else as detail. */
function printLot(run: PartRun, accepted: number, problems: string[], where: string): number {
  (problems.length ? console.log : detail)(
    `  ${run.label.padEnd(26)} lot ${run.lotId}: ${accepted} accepted bids, ${where}: ${problems.length ? `${problems.length} problem(s)` : 'ok'}`,
  );
  for (const p of problems.slice(0, 10)) console.log(`    ! ${p}`);
  return problems.length;
}

/** The accepted answers in seq order, and a problem for each seq answered twice. */
function acceptedChain(accepted: AcceptedBid[]): { chain: StoredBid[]; problems: string[] } {
  const bySeq = new Map<number, AcceptedBid>();
  const problems: string[] = [];
  for (const bid of accepted) {
    if (bySeq.has(bid.seq)) problems.push(`seq ${bid.seq} was accepted twice (users ${bySeq.get(bid.seq)!.userId} and ${bid.userId})`);
    bySeq.set(bid.seq, bid);
  }
  const chain = [...bySeq.values()]
    .sort((a, b) => a.seq - b.seq)
    .map(({ seq, userId, amountCents, isAuto }) => ({ seq, userId, amountCents, isAuto }));
  return { chain, problems };
}

/** The stored bids equal the accepted answers, one for one. */
function storedMatchesAccepted(stored: StoredBid[], accepted: StoredBid[], label: string): string[] {
  const problems: string[] = [];
  if (stored.length !== accepted.length) problems.push(`${label}: ${stored.length} bids stored, ${accepted.length} accepted answers`);
  const answered = new Map(accepted.map((b) => [b.seq, b]));
  for (const bid of stored) {
    const a = answered.get(bid.seq);
    if (!a) problems.push(`${label}: stored seq ${bid.seq} was never acknowledged`);
    else if ((a.userId !== null && a.userId !== bid.userId) || a.amountCents !== bid.amountCents || a.isAuto !== bid.isAuto) {
      const auto = (b: StoredBid) => (b.isAuto ? ' (automatic)' : '');
      problems.push(
        `${label}: seq ${bid.seq} stored as user ${bid.userId} ${bid.amountCents} cents${auto(bid)}, acknowledged as user ${a.userId ?? '?'} ${a.amountCents}${auto(a)}`,
      );
    }
    if (problems.length > 10) break;
  }
  return problems;
}

/** The lot as a member reads it, once D1 has caught up with the room (the mirror is asynchronous). */
async function apiProblems(s: BenchServer, lotId: number, chain: StoredBid[], startPriceCents: number, token: string): Promise<string[]> {
  let lot: { current_price?: number; bid_count?: number; top_bid_user_id?: number | null; bids?: { amount: number; is_auto?: boolean }[] } =
    {};
  // up to 15 s for the mirror to catch up
  for (let attempt = 0; attempt < 60; attempt++) {
    if (attempt) await new Promise((r) => setTimeout(r, 250));
    const { status, body } = await timedJson(`${s.url}/api/auctions/${lotId}`, {
      headers: { Authorization: `Bearer ${token}` },
      timeoutMs: 10_000,
    });
    if (status !== 200) return [`API: GET /api/auctions/${lotId} answered ${status}`];
    lot = (body as { data: typeof lot }).data;
    if (lot.bid_count === chain.length) break;
  }
  const problems: string[] = [];
  const last = chain.at(-1);
  const expectedPrice = last?.amountCents ?? startPriceCents;
  if (lot.bid_count !== chain.length) problems.push(`API: bid_count ${lot.bid_count}, ${chain.length} accepted answers`);
  if (reaisToNearestCents(lot.current_price ?? -1) !== expectedPrice)
    problems.push(`API: current_price ${lot.current_price}, last accepted bid ${centsToReais(expectedPrice)}`);
  if (last?.userId !== null && (lot.top_bid_user_id ?? null) !== (last?.userId ?? null))
    problems.push(`API: top_bid_user_id ${lot.top_bid_user_id}, last accepted bidder ${last?.userId}`);
  const newestFirst = chain.slice().reverse();
  const listed = lot.bids ?? [];
  if (listed.length !== Math.min(100, chain.length)) problems.push(`API: ${listed.length} bids listed for ${chain.length} accepted`);
  for (const [i, b] of listed.entries()) {
    if (reaisToNearestCents(b.amount) !== newestFirst[i]?.amountCents || (b.is_auto ?? false) !== newestFirst[i]?.isAuto) {
      problems.push(
        `API: listed bid #${i + 1} (newest first) is ${b.amount}${b.is_auto ? ' (automatic)' : ''}, accepted ${centsToReais(newestFirst[i]?.amountCents ?? 0)}${newestFirst[i]?.isAuto ? ' (automatic)' : ''}`,
      );
      break;
    }
  }
  return problems;
}

/** Every lot's stored bids and row in D1 against the accepted answers. */
async function d1Problems(persistTo: string, chains: Chains): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (chains.size === 0) return result;
  const platform = await openLocalPlatform(persistTo);
  try {
    const db = createDb(platform.env.DB);
    const ids = [...chains.keys()];
    const rows = await db
      .select({
        lotId: bids.lotId,
        seq: bids.seq,
        userId: bids.userId,
        amountCents: bids.amountCents,
        isAuto: bids.isAuto,
        createdAt: bids.createdAt,
      })
      .from(bids)
      .where(inArray(bids.lotId, ids))
      .orderBy(bids.lotId, bids.seq);
    const lotRows = await db
      .select({ id: lots.id, currentPriceCents: lots.currentPriceCents, bidCount: lots.bidCount, topBidUserId: lots.topBidUserId })
      .from(lots)
      .where(inArray(lots.id, ids));
    for (const [lotId, { run, chain }] of chains) {
      const stored: D1Bid[] = rows.filter((r) => r.lotId === lotId);
      const row = lotRows.find((l) => l.id === lotId);
      const problems = [...chainProblems(stored, lotRules(run), 'D1 bids'), ...storedMatchesAccepted(stored, chain, 'D1 bids')];
      const last = stored.at(-1);
      if (row?.currentPriceCents !== (last?.amountCents ?? run.startPriceCents))
        problems.push(`D1 lots: current_price_cents ${row?.currentPriceCents}, last stored bid ${last?.amountCents}`);
      if (row?.bidCount !== stored.length) problems.push(`D1 lots: bid_count ${row?.bidCount}, ${stored.length} bids stored`);
      if (row && run.kind === 'maxima') problems.push(...(await maximaProblems(db, run, stored, row)));
      if (run.kind === 'final-minute') problems.push(...(await closeProblems(db, run, stored)));
      result.set(lotId, problems);
    }
  } finally {
    await platform.dispose();
  }
  return result;
}

/** Rule 2 on a lot with maxima (`ruleTwoProblems`), over D1's maxima and bids after the bidding. */
async function maximaProblems(db: Db, run: PartRun, stored: D1Bid[], row: { currentPriceCents: number; topBidUserId: number | null }) {
  const held = await db
    .select({ userId: maxima.userId, maxCents: maxima.maxAmountCents, reachedAt: maxima.reachedAt, updatedAt: maxima.updatedAt })
    .from(maxima)
    .where(eq(maxima.lotId, run.lotId));
  const acknowledged = new Map(Object.entries(run.bidders.maxima).map(([id, cents]) => [Number(id), cents]));
  return ruleTwoProblems({
    startPriceCents: run.startPriceCents,
    acknowledged,
    maxima: held,
    stored,
    priceCents: row.currentPriceCents,
    leaderId: row.topBidUserId,
  });
}

/**
 * A lot that ran into its end: closed, its final end the last one an accepted bid set, no bid stored at or
 * after it, one payment, the winner and final price its last bid's.
 */
async function closeProblems(db: Db, run: PartRun, stored: D1Bid[]) {
  const problems: string[] = [];
  const [lot] = await db
    .select({ status: lots.status, endsAt: lots.endsAt, winnerUserId: lots.winnerUserId, finalPriceCents: lots.finalPriceCents })
    .from(lots)
    .where(eq(lots.id, run.lotId));
  const paid = await db
    .select({ userId: payments.userId, amountCents: payments.amountCents })
    .from(payments)
    .where(eq(payments.lotId, run.lotId));
  const endsAt = Date.parse(lot?.endsAt ?? '');
  const lastEnd = Math.max(...run.bidders.accepted.map((b) => Date.parse(b.endsAt ?? '')));
  const last = stored.at(-1);
  if (lot?.status !== 'closed') problems.push(`D1 lots: status ${lot?.status} after the end`);
  if (endsAt !== lastEnd)
    problems.push(`D1 lots: ends_at ${lot?.endsAt}, the last end an accepted bid set ${new Date(lastEnd).toISOString()}`);
  const late = stored.filter((b) => Date.parse(b.createdAt) >= endsAt);
  if (late.length)
    problems.push(`${late.length} bid(s) accepted at or after the final end ${lot?.endsAt}: seq ${late.map((b) => b.seq).join(', ')}`);
  if (paid.length !== 1) problems.push(`D1 payments: ${paid.length} for the lot (closed once: 1)`);
  if (lot?.winnerUserId !== last?.userId || lot?.finalPriceCents !== last?.amountCents)
    problems.push(
      `D1 lots: winner ${lot?.winnerUserId} at ${lot?.finalPriceCents} cents, last bid user ${last?.userId} at ${last?.amountCents}`,
    );
  if (paid[0] && (paid[0].userId !== last?.userId || paid[0].amountCents !== last?.amountCents))
    problems.push(
      `D1 payments: user ${paid[0].userId} ${paid[0].amountCents} cents, last bid user ${last?.userId} at ${last?.amountCents}`,
    );
  return problems;
}
