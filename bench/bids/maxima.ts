/**
 * maxima: lance automático under contention: members raising their secret maxima and members bidding by hand,
 * racing on one lot on workerd's port. Every decision (bid and maximum) is timed; the invariants then check
 * the lot against rule 2 (bench/bids/invariants.ts).
 */
import { BID_INCREMENT_CENTS } from '~/domain/bid-rules';
import type { BidderConfig } from '../lib/fleet-protocol';
import { Histogram, ms } from '../lib/stats';
import type { Bench } from './parts';
import { printBidders } from './report';
import { runPart, type BenchLot, type BidderPlan } from './run-part';
import { TARGETS } from './settings';

/** What a racing maximum or bid may be told without a defect: a rule's refusal, or the member's pace. */
const EXPECTED_REFUSALS = ['too_low', 'top_bidder', 'lowered', 'too_fast'];
/** A new maximum: the last view + R$ 10 to R$ 100, in steps of R$ 10 (so that maxima tie now and then). */
const MAXIMUM_STEP = { cents: BID_INCREMENT_CENTS, maxSteps: 10 };

export async function maxima(bench: Bench, lot: BenchLot) {
  const { server, sizes, targets } = bench;
  const baseUrl = server.runtimeUrl;
  const per = sizes.maximaPerProcess;
  const holders = sizes.maximaProcesses * per;
  const accounts = (offset: number, p: number) => bench.bidderAccounts.slice(offset + p * per, offset + (p + 1) * per);
  const plan = (p: number, mode: BidderConfig['mode']): BidderPlan => ({
    baseUrl,
    bidders: accounts(mode === 'maxima' ? 0 : holders, p),
    mode,
    durationMs: sizes.maximaMs,
    viewSockets: true,
    // maxima are set over HTTP (the lot page's form calls the API), bids go on the lot socket as the page sends them
    transport: mode === 'maxima' ? 'http' : 'socket',
    maximumStep: MAXIMUM_STEP,
    expectedRefusals: EXPECTED_REFUSALS,
  });
  console.log(
    `\nmaxima — ${holders} members raising their secret maxima (${sizes.maximaProcesses} processes × ${per}, PUT …/auto-bid to their last view + R$ 10–100) and ${holders} bidding R$ 10 over their view (on the lot socket) on lot ${lot.id} for ${sizes.maximaMs / 1000} s (workerd, ${baseUrl})`,
  );
  const plans = [
    ...Array.from({ length: sizes.maximaProcesses }, (_, p) => plan(p, 'maxima')),
    ...Array.from({ length: sizes.maximaProcesses }, (_, p) => plan(p, 'contend')),
  ];
  const run = await runPart(bench, 'maxima', lot, plans, undefined, { kind: 'maxima' });
  bench.runs.push(run);
  printBidders(run);
  const byKind = (from: number, to: number) => {
    const results = run.bidderProcesses.slice(from, to);
    const lat = Histogram.merge(results.map((r) => r.latency));
    const decisions = results.reduce((n, r) => n + r.decisions, 0);
    return `${decisions} decisions, p50 ${ms(lat.percentile(50))} p99 ${ms(lat.percentile(99))}`;
  };
  const automatic = run.bidders.accepted.filter((b) => b.isAuto).length;
  console.log(`  maxima: ${byKind(0, sizes.maximaProcesses)}; manual bids: ${byKind(sizes.maximaProcesses, plans.length)}`);
  console.log(`  bids recorded: ${run.bidders.accepted.length}, of them automatic ${automatic}`);
  const lat = Histogram.merge([run.bidders.latency]);
  targets.relative(
    'maxima: decision p99 ÷ p50 (bids and maxima)',
    lat.percentile(99),
    lat.percentile(50),
    'its p50',
    TARGETS.decisionP99OverP50,
  );
  targets.zero('maxima: defects', run.bidders.defectCount);
}
