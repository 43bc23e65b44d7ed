/**
 * final-minute: prorrogação under load: bidders in the final minute of a lot with a 1-minute window, so that its end
 * moves with every accepted bid, watched by a crowd noting each new end; then probes bid across the final end
 * and the part waits for the close. On workerd's port.
 */
import { timedJson } from '../lib/http';
import { Histogram, ms } from '../lib/stats';
import { FINAL_MINUTE_EXTENSION_MINUTES } from '../seed/auction';
import type { Bench } from './parts';
import { lastWatcher, printBidders, printWatchers } from './report';
import { mergeBidders, runPart, type BenchLot, type BidderPlan, type PartRun } from './run-part';
import { TARGETS } from './settings';

const EXTENSION_MS = FINAL_MINUTE_EXTENSION_MINUTES * 60_000;
/** A probe's bid lands before the end (accepted, moving it), after it (refused) or after the close (refused). */
const PROBE_REFUSALS = ['too_low', 'top_bidder', 'ended', 'not_active'];
const PROBE = { leadMs: 25, afterMs: 2_000, everyMs: 20 };
/** The probes give up after this long, whatever the end does (every extension is a minute). */
const PROBES_AT_MOST_MS = 4 * 60_000;
const CLOSE_WAIT_MS = 30_000;

interface ClosedLot {
  status?: string;
  ends_at?: string | null;
  extended?: boolean;
  bids?: { seq: number; created_at: string }[];
}

export async function finalMinute(bench: Bench, lot: BenchLot, adminToken: string, memberToken: string) {
  const { server, sizes, targets } = bench;
  const baseUrl = server.runtimeUrl;
  const per = sizes.finalMinuteBiddersPerProcess;
  const bidders = sizes.finalMinuteBidderProcesses * per;
  const watchers = sizes.finalMinuteWatcherProcesses * sizes.finalMinuteWatchersPerProcess;
  const plans: BidderPlan[] = [
    ...Array.from({ length: sizes.finalMinuteBidderProcesses }, (_, p): BidderPlan => ({
      baseUrl,
      bidders: bench.bidderAccounts.slice(p * per, (p + 1) * per),
      mode: 'contend',
      durationMs: sizes.finalMinuteBiddingMs,
      pauseMs: sizes.finalMinutePauseMs,
      viewSockets: true,
      transport: 'socket',
    })),
    {
      baseUrl,
      bidders: bench.bidderAccounts.slice(0, sizes.finalMinuteProbes),
      mode: 'probe',
      durationMs: PROBES_AT_MOST_MS,
      probe: PROBE,
      transport: 'socket',
      expectedRefusals: PROBE_REFUSALS,
    },
  ];
  console.log(
    `\nfinal-minute — lot ${lot.id} with a ${FINAL_MINUTE_EXTENSION_MINUTES}-minute prorrogação window ending ${sizes.finalMinuteEndsInMs / 1000} s after the start; ${bidders} bidders on the lot socket (${sizes.finalMinuteBidderProcesses} processes × ${per}, a pause of ${sizes.finalMinutePauseMs.join('–')} ms before each bid) for ${sizes.finalMinuteBiddingMs / 1000} s, then ${sizes.finalMinuteProbes} probes bidding across the final end; ${watchers} watchers noting each new end (workerd, ${baseUrl})`,
  );
  let initialEnd = '';
  const moveEnd = async () => {
    initialEnd = new Date(Date.now() + sizes.finalMinuteEndsInMs).toISOString();
    const { status, body } = await timedJson(`${baseUrl}/api/auctions/${lot.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ends_at: initialEnd }),
      timeoutMs: 10_000,
    });
    if (status !== 200)
      throw new Error(`final-minute: moving lot ${lot.id}'s end answered ${status} ${JSON.stringify(body)?.slice(0, 200)}`);
  };
  const run = await runPart(
    bench,
    'final-minute',
    lot,
    plans,
    { processes: sizes.finalMinuteWatcherProcesses, perProcess: sizes.finalMinuteWatchersPerProcess, baseUrl, trackEnds: true },
    { kind: 'final-minute', beforeGo: moveEnd },
  );
  bench.runs.push(run);
  printBidders(run);
  printWatchers(run);
  const crowd = mergeBidders(run.bidderProcesses.slice(0, -1));
  const crowdLatency = Histogram.merge([crowd.latency]);
  console.log(
    `  the ${bidders} bidders alone: ${crowd.decisions} decisions, ${crowd.accepted.length} accepted in ${(crowd.elapsedMs / 1000).toFixed(1)} s; p50 ${ms(crowdLatency.percentile(50))} p99 ${ms(crowdLatency.percentile(99))}`,
  );
  const probes = run.bidderProcesses.at(-1)!;
  const probeRefusals = Object.entries(probes.rejections)
    .map(([reason, n]) => `${reason} ${n}`)
    .join(', ');
  console.log(`  probes: ${probes.decisions} decisions, ${probes.accepted.length} accepted, refused: ${probeRefusals || 'none'}`);

  const ends = newEnds(run, initialEnd);
  const closed = await waitForClose(baseUrl, lot.id, memberToken);
  const finalEnd = ends.finalEnd;
  const late = (closed.bids ?? []).filter((b) => finalEnd !== null && Date.parse(b.created_at) >= Date.parse(finalEnd));
  console.log(
    `  ends: ${ends.count} new ends from ${ends.count ? ends.firstEnd : '—'} to ${finalEnd ?? '—'}; the lot's ends_at after the close ${closed.ends_at} (status ${closed.status}, extended ${closed.extended})`,
  );
  console.log(
    `  new end → first watcher p50 ${ms(ends.toFirst.percentile(50))}; → last watcher p50 ${ms(ends.toLast.percentile(50))} p99 ${ms(ends.toLast.percentile(99))} max ${ms(ends.toLast.max)} (from the decision: the new end − ${FINAL_MINUTE_EXTENSION_MINUTES} min)`,
  );
  console.log(`  watchers short of a new end: ${ends.missed} (of ${ends.count} ends × ${run.watchers!.connected} watchers)`);
  console.log(`  bids accepted at or after the final end (API, newest ${closed.bids?.length ?? 0}): ${late.length}`);
  if (closed.status !== 'closed') console.log(`  ! the lot is ${closed.status} ${CLOSE_WAIT_MS / 1000} s after its end`);

  const floorLast = bench.floorFanOut ? lastWatcher(bench.floorFanOut, sizes.fanoutWarmupMs).percentile(99) : Number.NaN;
  targets.relative(
    'final-minute: new end → last watcher p99 ÷ floor',
    ends.toLast.percentile(99),
    floorLast,
    "the floor's fan-out last watcher p99",
    TARGETS.newEndToLastWatcherOverFloor,
  );
  targets.zero('final-minute: watchers short of a new end', ends.missed);
  targets.zero('final-minute: bids accepted at or after the final end', late.length);
  targets.zero('final-minute: not closed after the final end', closed.status === 'closed' && closed.ends_at === finalEnd ? 0 : 1);
  targets.zero('final-minute: defects', run.bidders.defectCount);
}

/**
 * Every new end an accepted bid set (its answer's `ends_at`), and per end how many watchers saw it and when:
 * from the decision (the new end − the window, exactly: the room moves the end to decision + window) to its
 * first and its last watcher.
 */
function newEnds(run: PartRun, initialEnd: string) {
  const set = [...new Set(run.bidders.accepted.map((b) => b.endsAt).filter((e): e is string => e !== null && e !== initialEnd))].sort();
  const seen = run.watchers!.ends;
  const toFirst = new Histogram();
  const toLast = new Histogram();
  let missed = 0;
  for (const end of set) {
    const decidedAt = Date.parse(end) - EXTENSION_MS;
    const by = seen[end];
    missed += run.watchers!.connected - (by?.watchers ?? 0);
    if (!by) continue;
    toFirst.add(by.firstAt - decidedAt);
    toLast.add(by.lastAt - decidedAt);
  }
  return { count: set.length, firstEnd: set[0], finalEnd: set.at(-1) ?? null, toFirst, toLast, missed };
}

/** The lot as a member reads it, once closed (or after CLOSE_WAIT_MS). */
async function waitForClose(baseUrl: string, lotId: number, token: string): Promise<ClosedLot> {
  const deadline = Date.now() + CLOSE_WAIT_MS;
  let lot: ClosedLot = {};
  do {
    const { status, body } = await timedJson(`${baseUrl}/api/auctions/${lotId}`, {
      headers: { Authorization: `Bearer ${token}` },
      timeoutMs: 10_000,
    });
    if (status === 200) lot = (body as { data: ClosedLot }).data;
    if (lot.status === 'closed') break;
    await new Promise((r) => setTimeout(r, 250));
  } while (Date.now() < deadline);
  return lot;
}
