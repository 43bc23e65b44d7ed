/**
 * Live-lot benchmark (`npm run bench:bids [-- --port 8790] [-- --quick] [-- --parts a,b,c,d]`) against a
 * seeded `wrangler dev`, with every load client in a process of its own:
 *  (a) sequential: two bidders taking turns on one lot (through wrangler dev, then on workerd's port);
 *      targets on workerd's port: bid p50 ≤ 3 ms, p99 ≤ 10 ms, ≥ 300 bids/s, workerd CPU per bid ≤ 4 ms;
 *  (b) contention: 20 bidders racing on one lot (wrangler dev, then workerd's port); every refusal not made
 *      by a bid rule is a defect (target 0); decision p99 ≤ 50 ms;
 *  (a) and (b) run twice in each place: bids on the bidders' lot sockets (as the lot page bids), then over
 *      HTTP (as API clients bid); (c) and (d) bid on the sockets;
 *  (c) fan-out: 1,000 signed-in watchers on one lot while a pair bids every 100–500 ms; receipt latency
 *      (from the message's server_time) target p99 ≤ 40 ms, 0 missed updates, connected in ≤ 2 s;
 *  (d) saturation: (b) and (c) together: accepted bids/s, fan-out latency (p99 ≤ 150 ms, 0 missed) and
 *      server CPU per accepted bid.
 * `--watchers 100,1000,5000` adds a scale curve: (c) on workerd's port at each size (4 watcher processes),
 * with connect time, fan-out p50/p99, server CPU per delivered update and missed updates.
 * Afterwards every lot's bids are checked against the answers, the API and D1. Each part has a fresh lot.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import { createDb } from '~/server/db/client.server';
import { bids, lots } from '~/server/db/schema';
import type { BenchAuction } from '../scripts/lib/bench-auction';
import { openLocalPlatform } from '../scripts/lib/local-platform';
import { acceptedChain, chainProblems, storedMatchesAccepted, type StoredBid } from './lib/bid-invariants';
import { allReady, allResults, FleetClient } from './lib/fleet';
import {
  widenSpread,
  type BidderConfig,
  type BidderResult,
  type WatcherConfig,
  type WatcherReady,
  type WatcherResult,
} from './lib/fleet-protocol';
import { timedJson } from './lib/http';
import { lotSocketUrl } from './lib/lot-socket';
import { cpuByRole, cpuSpent, nameListeners } from './lib/procfs';
import { benchStateDir, startBenchServer, type BenchServer } from './lib/server';
import { Histogram, ms, ratio } from './lib/stats';

const { values: args } = parseArgs({
  options: { port: { type: 'string' }, quick: { type: 'boolean' }, parts: { type: 'string' }, watchers: { type: 'string' } },
});
const PORT = Number(args.port ?? process.env.BENCH_PORT ?? 8790);
const PARTS = new Set((args.parts ?? 'a,b,c,d').split(',').map((p) => p.trim()));
const TARGETS = {
  bidP50: 3,
  bidP99: 10,
  bidsPerSecond: 300,
  cpuPerBidMs: 4,
  decisionP99: 50,
  fanoutP99: 40,
  connectMs: 2_000,
  saturatedFanoutP99: 150,
};
const FULL = {
  sequentialMs: 10_000,
  sequentialRuntimeMs: 5_000,
  contentionMs: 15_000,
  /** 20 bidders as 4 processes × 5 */
  bidderProcesses: 4,
  biddersPerProcess: 5,
  fanoutMs: 15_000,
  fanoutRuntimeMs: 15_000,
  /** 1,000 watchers as 4 processes × 250 */
  watcherProcesses: 4,
  watchersPerProcess: 250,
  saturationMs: 15_000,
};
const QUICK: typeof FULL = {
  sequentialMs: 3_000,
  sequentialRuntimeMs: 2_000,
  contentionMs: 4_000,
  bidderProcesses: 2,
  biddersPerProcess: 3,
  fanoutMs: 5_000,
  fanoutRuntimeMs: 3_000,
  watcherProcesses: 2,
  watchersPerProcess: 50,
  saturationMs: 4_000,
};
const SIZE = args.quick ? QUICK : FULL;
/** the scale curve's sizes (`--watchers`), each on a lot of its own */
const CURVE = (args.watchers ?? '')
  .split(',')
  .filter(Boolean)
  .map((n) => {
    const size = Number(n);
    if (!Number.isSafeInteger(size) || size < 4 || size > 10_000)
      throw new Error(`--watchers: ${n} is not a number of watchers from 4 to 10000`);
    return size;
  });
const CURVE_PROCESSES = 4;
/** a fresh lot for each part, place and transport: (a) ×4, (b) ×4, (c) ×2, (d); the curve's come after them */
const FIXED_LOTS = 11;
const BID_TIMEOUT_MS = 10_000;
const WATCHER_SESSIONS = 5;
/** bidders 1–20 bid, the last five lend their sessions to the watchers */
const BENCH_BIDDERS = FULL.bidderProcesses * FULL.biddersPerProcess + WATCHER_SESSIONS;

// The whole run is bounded: stop everything if it ever takes this long.
setTimeout(() => {
  console.error('bench:bids: time limit reached, stopping');
  process.exit(1);
}, 15 * 60_000).unref();

type BenchLot = BenchAuction['lots'][number];

interface PartRun {
  label: string;
  lotId: number;
  startPriceCents: number;
  bidders: BidderResult;
  watchers: (WatcherResult & { connected: number; failures: string[] }) | null;
  cpu: Map<string, number>;
  wallMs: number;
  /** epoch ms when the bidding started */
  goAt: number;
  /** how long the watchers took to connect (0 without watchers) */
  connectMs: number;
}

// Anew on every run: the bidders' notices and the day's bid events from earlier runs would weigh on this one.
const persistTo = benchStateDir('bids', { fresh: true });
const fixtureFile = `${persistTo}/fixture.json`;
console.log(`Live-lot benchmark${args.quick ? ' (quick sizes)' : ''} — state in ${persistTo}`);
const server = await startBenchServer({
  port: PORT,
  persistTo,
  lots: 0,
  seedArgs: ['--bench-bidders', String(BENCH_BIDDERS), '--bench-lots', String(FIXED_LOTS + CURVE.length), '--bench-out', fixtureFile],
  inspector: false,
});
const fixture = JSON.parse(readFileSync(fixtureFile, 'utf8')) as BenchAuction;
const fixedLots = fixture.lots.slice(0, FIXED_LOTS);
const [lotsA, lotsB] = [fixedLots.slice(0, 4), fixedLots.slice(4, 8)];
const [lotC, lotCRuntime, lotD] = fixedLots.slice(8) as [BenchLot, BenchLot, BenchLot];
/** Where (a) and (b) run, each on a lot of its own: each place, bids on the socket then over HTTP. */
const places = (lots: BenchLot[]) =>
  (
    [
      ['wrangler dev', server.url, 'socket'],
      ['workerd', server.runtimeUrl, 'socket'],
      ['wrangler dev', server.url, 'http'],
      ['workerd', server.runtimeUrl, 'http'],
    ] as const
  ).map(([where, baseUrl, transport], i) => ({ where: `${where}, ${transport}`, baseUrl, transport, lot: lots[i]! }));
const bidderAccounts = fixture.bidders.slice(0, BENCH_BIDDERS - WATCHER_SESSIONS);
const watcherTokens = fixture.bidders.slice(-WATCHER_SESSIONS).map((b) => b.token);
const runtimePort = Number(new URL(server.runtimeUrl).port);
const cpuRoles = await nameListeners(server.pid, [
  { port: runtimePort, role: `workerd runtime :${runtimePort}` },
  { port: PORT, role: `wrangler dev proxy :${PORT}` },
]);
console.log(
  `Server processes measured: the tree of pid ${server.pid} (${[...cpuRoles].map(([pid, role]) => `${role} = pid ${pid}`).join(', ')}; others by name)`,
);

/** Bidders in `processes` processes (config per process) and optional watchers; bidding starts once all are ready. */
async function runPart(
  label: string,
  lot: BenchLot,
  bidderConfigs: Omit<BidderConfig, 'lotId' | 'startPriceCents' | 'timeoutMs'>[],
  watchers?: { processes: number; perProcess: number; baseUrl: string },
): Promise<PartRun> {
  const bidderClients = bidderConfigs.map(
    (config, i) =>
      new FleetClient<BidderConfig, null, BidderResult>('./bidder-process.ts', `${label} bidders #${i + 1}`, {
        ...config,
        lotId: lot.id,
        startPriceCents: lot.startPriceCents,
        timeoutMs: BID_TIMEOUT_MS,
      }),
  );
  const watcherClients = Array.from(
    { length: watchers?.processes ?? 0 },
    (_, i) =>
      new FleetClient<WatcherConfig, WatcherReady, WatcherResult>('./watcher-process.ts', `${label} watchers #${i + 1}`, {
        socketUrl: lotSocketUrl(watchers!.baseUrl, lot.id),
        tokens: watcherTokens,
        count: watchers!.perProcess,
        connectConcurrency: 25,
        connectTimeoutMs: 30_000,
        settleMs: 5_000,
      }),
  );
  try {
    const connectStarted = performance.now();
    const [, watcherReady] = await Promise.all([allReady(bidderClients), allReady(watcherClients)]);
    const connected = watcherReady.reduce((n, r) => n + r.connected, 0);
    const connectMs = watchers ? performance.now() - connectStarted : 0;
    if (watchers) console.log(`  ${label}: ${connected} watchers connected in ${(connectMs / 1000).toFixed(1)} s`);

    const cpuBefore = cpuByRole(server.pid, cpuRoles);
    const goAt = Date.now();
    const started = performance.now();
    for (const c of [...watcherClients, ...bidderClients]) c.send({ type: 'go' });
    const bidderResults = await allResults(bidderClients);
    const wallMs = performance.now() - started;
    const cpu = cpuSpent(cpuBefore, cpuByRole(server.pid, cpuRoles));
    const bidders = mergeBidders(bidderResults);
    for (const c of watcherClients) c.send({ type: 'finish', expectedUpdates: bidders.accepted.length });
    const watcherResults = await allResults(watcherClients);
    return {
      label,
      lotId: lot.id,
      startPriceCents: lot.startPriceCents,
      bidders,
      watchers: watchers ? { ...mergeWatchers(watcherResults), connected, failures: watcherReady.flatMap((r) => r.failures) } : null,
      cpu,
      wallMs,
      goAt,
      connectMs,
    };
  } finally {
    for (const c of [...bidderClients, ...watcherClients]) c.kill();
  }
}

function mergeBidders(results: BidderResult[]): BidderResult {
  const rejections: Record<string, number> = {};
  for (const r of results) for (const [reason, n] of Object.entries(r.rejections)) rejections[reason] = (rejections[reason] ?? 0) + n;
  return {
    decisions: results.reduce((n, r) => n + r.decisions, 0),
    accepted: results.flatMap((r) => r.accepted),
    rejections,
    defects: results.flatMap((r) => r.defects),
    defectCount: results.reduce((n, r) => n + r.defectCount, 0),
    latency: Histogram.merge(results.map((r) => r.latency)).toJSON(),
    elapsedMs: Math.max(...results.map((r) => r.elapsedMs)),
    cpuMs: results.reduce((n, r) => n + r.cpuMs, 0),
  };
}

function mergeWatchers(results: WatcherResult[]): WatcherResult {
  const sum = (key: keyof WatcherResult) => results.reduce((n, r) => n + (r[key] as number), 0);
  return {
    watchers: sum('watchers'),
    latency: Histogram.merge(results.map((r) => r.latency)).toJSON(),
    spread: mergeSpreads(results.map((r) => r.spread)),
    updates: sum('updates'),
    missed: sum('missed'),
    watchersMissing: sum('watchersMissing'),
    gaps: sum('gaps'),
    repeats: sum('repeats'),
    closedEarly: sum('closedEarly'),
    firstAt: Math.min(...results.map((r) => r.firstAt)),
    lastAt: Math.max(...results.map((r) => r.lastAt)),
    cpuMs: sum('cpuMs'),
  };
}

function mergeSpreads(spreads: WatcherResult['spread'][]): WatcherResult['spread'] {
  const merged: WatcherResult['spread'] = {};
  for (const spread of spreads) {
    for (const [seq, [first, last]] of Object.entries(spread)) widenSpread(merged, Number(seq), first, last);
  }
  return merged;
}

/** The racing bidders, `bidderProcesses` × `biddersPerProcess`, each in its own loop with its own lot socket. */
const contenders = (
  baseUrl: string,
  durationMs: number,
  transport: BidderConfig['transport'],
): Omit<BidderConfig, 'lotId' | 'startPriceCents' | 'timeoutMs'>[] =>
  Array.from({ length: SIZE.bidderProcesses }, (_, p) => ({
    baseUrl,
    bidders: bidderAccounts.slice(p * SIZE.biddersPerProcess, (p + 1) * SIZE.biddersPerProcess),
    mode: 'contend',
    durationMs,
    viewSockets: true,
    transport,
  }));

const pair = bidderAccounts.slice(0, 2);
const perSecond = (n: number, elapsedMs: number) => (n / (elapsedMs / 1000)).toFixed(1);

function printBidders(run: PartRun) {
  const b = run.bidders;
  const lat = Histogram.merge([b.latency]);
  const rejections =
    Object.entries(b.rejections)
      .map(([reason, n]) => `${reason} ${n}`)
      .join(', ') || 'none';
  console.log(
    `  bids: ${b.decisions} decisions (${perSecond(b.decisions, b.elapsedMs)}/s), ${b.accepted.length} accepted (${perSecond(b.accepted.length, b.elapsedMs)}/s) in ${(b.elapsedMs / 1000).toFixed(1)} s`,
  );
  console.log(`  bid latency: p50 ${ms(lat.percentile(50))}  p99 ${ms(lat.percentile(99))}  max ${ms(lat.max)}`);
  console.log(`  rule rejections: ${rejections}`);
  console.log(`  defects (refusals not made by a rule, 5xx, timeouts, errors): ${b.defectCount}`);
  for (const d of b.defects) console.log(`    ! ${d}`);
  // every node process below wrangler dev is wrangler's own (the npx shim, wrangler itself)
  const cpu = [...run.cpu]
    .map(([k, v]) => [k === 'node' ? 'wrangler (node)' : k, v] as const)
    .filter(([, v]) => v > 0)
    .sort((x, y) => y[1] - x[1]);
  const serverMs = cpu.reduce((n, [, v]) => n + v, 0);
  const per = (v: number, n: number) => (n ? (v / n).toFixed(1) : '—');
  console.log(
    `  server CPU over ${(run.wallMs / 1000).toFixed(1)} s: ${serverMs.toFixed(0)} ms (${((serverMs / run.wallMs) * 100).toFixed(0)} % of a core): ${cpu.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`,
  );
  console.log(
    `  server CPU per accepted bid: ${per(serverMs, b.accepted.length)} ms (${cpu.map(([k, v]) => `${k} ${per(v, b.accepted.length)}`).join(', ')}); per decision ${per(serverMs, b.decisions)} ms`,
  );
  console.log(
    `  load clients' CPU: bidders ${b.cpuMs.toFixed(0)} ms${run.watchers ? `, watchers ${run.watchers.cpuMs.toFixed(0)} ms` : ''}`,
  );
}

function printWatchers(run: PartRun) {
  const w = run.watchers!;
  const lat = Histogram.merge([w.latency]);
  const expected = run.bidders.accepted.length;
  console.log(
    `  watchers: ${w.connected} connected${w.failures.length ? ` (failures: ${w.failures.join('; ')})` : ''}, ${w.closedEarly} closed by the server early`,
  );
  console.log(
    `  updates delivered: ${w.updates} of ${expected * w.watchers} expected (${perSecond(w.updates, w.lastAt - run.goAt)} msgs/s)`,
  );
  console.log(
    `  receipt latency (receipt − server_time): p50 ${ms(lat.percentile(50))}  p99 ${ms(lat.percentile(99))}  max ${ms(lat.max)}`,
  );
  // Per update: when its first and its last watcher had it. A few slow updates (a stall) look different from
  // every update's last sockets being late (the cost of the broadcast itself).
  const firsts = new Histogram();
  const lasts = new Histogram();
  for (const [first, last] of Object.values(w.spread)) {
    firsts.add(first);
    lasts.add(last);
  }
  const slowest = Object.entries(w.spread)
    .sort((a, b) => b[1][1] - a[1][1])
    .slice(0, 3)
    .map(([seq, [, last]]) => `#${seq} ${ms(last)}`)
    .join(', ');
  console.log(
    `  per update: first watcher p50 ${ms(firsts.percentile(50))}, last watcher p50 ${ms(lasts.percentile(50))} p90 ${ms(lasts.percentile(90))}; slowest: ${slowest}`,
  );
  console.log(`  missed: ${w.missed} updates (${w.watchersMissing} watchers short); seq gaps ${w.gaps}, repeats ${w.repeats}`);
}

const runs: PartRun[] = [];
const ratios: string[] = [];
const msTarget = (label: string, figure: number, target: number) =>
  ratios.push(`  ${label.padEnd(46)} ${ms(figure).padStart(9)} / ${target} ms  ${ratio(figure, target)}`);
/** A floor (more is better): target / figure, so that ≤ 1.00 still meets it. */
const rateTarget = (label: string, figure: number, target: number, unit: string) =>
  ratios.push(`  ${label.padEnd(46)} ${figure.toFixed(1).padStart(9)} / ${target} ${unit}  ${ratio(target, figure)}`);
const zeroTarget = (label: string, count: number) =>
  ratios.push(`  ${label.padEnd(46)} ${String(count).padStart(9)} / 0      ${count === 0 ? 'ok' : 'OVER'}`);
let invariantFailures = 0;
try {
  if (PARTS.has('a')) {
    for (const { where, baseUrl, transport, lot } of places(lotsA)) {
      const durationMs = baseUrl === server.url ? SIZE.sequentialMs : SIZE.sequentialRuntimeMs;
      console.log(
        `\n(a) sequential — two bidders taking turns on lot ${lot.id} for ${durationMs / 1000} s (${where}, ${baseUrl}), one client process`,
      );
      const run = await runPart(`(a) ${where}`, lot, [{ baseUrl, bidders: pair, mode: 'turns', durationMs, transport }]);
      runs.push(run);
      printBidders(run);
      const lat = Histogram.merge([run.bidders.latency]);
      msTarget(`(a) bid p50 (${where})`, lat.percentile(50), TARGETS.bidP50);
      msTarget(`(a) bid p99 (${where})`, lat.percentile(99), TARGETS.bidP99);
      rateTarget(`(a) bids/s (${where})`, run.bidders.decisions / (run.bidders.elapsedMs / 1000), TARGETS.bidsPerSecond, '/s');
      msTarget(`(a) workerd CPU per bid (${where})`, runtimeCpuMs(run) / Math.max(1, run.bidders.accepted.length), TARGETS.cpuPerBidMs);
    }
  }
  if (PARTS.has('b')) {
    console.log(
      `\n(b) contention — ${SIZE.bidderProcesses * SIZE.biddersPerProcess} bidders (${SIZE.bidderProcesses} processes × ${SIZE.biddersPerProcess}, each bidder its own loop and lot socket) on lots ${lotsB.map((l) => l.id).join(', ')} for ${SIZE.contentionMs / 1000} s`,
    );
    for (const { where, baseUrl, transport, lot } of places(lotsB)) {
      console.log(`  (b) through ${where} (${baseUrl}), lot ${lot.id}`);
      const run = await runPart(`(b) ${where}`, lot, contenders(baseUrl, SIZE.contentionMs, transport));
      runs.push(run);
      printBidders(run);
      zeroTarget(`(b) defects (${where})`, run.bidders.defectCount);
      msTarget(`(b) decision p99 (${where})`, Histogram.merge([run.bidders.latency]).percentile(99), TARGETS.decisionP99);
    }
  }
  const watchers = { processes: SIZE.watcherProcesses, perProcess: SIZE.watchersPerProcess, baseUrl: server.url };
  const watcherCount = SIZE.watcherProcesses * SIZE.watchersPerProcess;
  if (PARTS.has('c')) {
    for (const [where, baseUrl, lot, durationMs] of [
      ['wrangler dev', server.url, lotC, SIZE.fanoutMs],
      ['workerd', server.runtimeUrl, lotCRuntime, SIZE.fanoutRuntimeMs],
    ] as const) {
      console.log(
        `\n(c) fan-out — ${watcherCount} signed-in watchers (${SIZE.watcherProcesses} processes × ${SIZE.watchersPerProcess}) on lot ${lot.id}; two bidders taking turns every 100–500 ms for ${durationMs / 1000} s (${where}, ${baseUrl})`,
      );
      const run = await runPart(
        `(c) ${where}`,
        lot,
        [{ baseUrl, bidders: pair, mode: 'turns', durationMs, pauseMs: [100, 500], transport: 'socket' }],
        {
          ...watchers,
          baseUrl,
        },
      );
      runs.push(run);
      printWatchers(run);
      printBidders(run);
      const p99 = Histogram.merge([run.watchers!.latency]).percentile(99);
      msTarget(`(c) fan-out p99 @${watcherCount} (${where})`, p99, TARGETS.fanoutP99);
      zeroTarget(`(c) missed updates (${where})`, run.watchers!.missed);
      msTarget(`(c) ${watcherCount} connected (${where})`, run.connectMs, TARGETS.connectMs);
    }
  }
  if (CURVE.length > 0) {
    console.log(`\nScale curve — (c) on workerd's port at ${CURVE.join(', ')} watchers (${CURVE_PROCESSES} processes each)`);
    const curve: string[] = [];
    for (const [i, size] of CURVE.entries()) {
      const lot = fixture.lots[FIXED_LOTS + i]!;
      console.log(
        `\n(c) ${size} watchers on lot ${lot.id}, two bidders taking turns every 100–500 ms for ${SIZE.fanoutRuntimeMs / 1000} s`,
      );
      const run = await runPart(
        `(c) ${size} watchers`,
        lot,
        [
          {
            baseUrl: server.runtimeUrl,
            bidders: pair,
            mode: 'turns',
            durationMs: SIZE.fanoutRuntimeMs,
            pauseMs: [100, 500],
            transport: 'socket',
          },
        ],
        { processes: CURVE_PROCESSES, perProcess: Math.ceil(size / CURVE_PROCESSES), baseUrl: server.runtimeUrl },
      );
      runs.push(run);
      printWatchers(run);
      printBidders(run);
      const w = run.watchers!;
      const lat = Histogram.merge([w.latency]);
      const perUpdateUs = w.updates ? ((runtimeCpuMs(run) / w.updates) * 1000).toFixed(1) : '—';
      curve.push(
        `  ${String(w.connected).padStart(6)}  ${(run.connectMs / 1000).toFixed(1).padStart(6)} s  ${ms(lat.percentile(50)).padStart(9)}  ${ms(lat.percentile(99)).padStart(9)}  ${perUpdateUs.padStart(8)} µs  ${String(w.missed).padStart(6)}`,
      );
      zeroTarget(`(c) missed updates @${size} (workerd)`, w.missed);
    }
    console.log('\nScale curve (workerd): watchers, connect time, fan-out p50, p99, workerd CPU per delivered update, missed');
    for (const line of curve) console.log(line);
  }
  if (PARTS.has('d')) {
    console.log(
      `\n(d) saturation — ${watcherCount} watchers and ${SIZE.bidderProcesses * SIZE.biddersPerProcess} racing bidders together on lot ${lotD.id} for ${SIZE.saturationMs / 1000} s`,
    );
    const run = await runPart('(d)', lotD, contenders(server.url, SIZE.saturationMs, 'socket'), watchers);
    runs.push(run);
    printBidders(run);
    printWatchers(run);
    msTarget(
      `(d) fan-out p99 @${watcherCount} + bidders`,
      Histogram.merge([run.watchers!.latency]).percentile(99),
      TARGETS.saturatedFanoutP99,
    );
    zeroTarget('(d) defects', run.bidders.defectCount);
    zeroTarget('(d) missed updates', run.watchers!.missed);
  }

  console.log('\nInvariants (answers, GET /api/auctions/{id} as a member, then D1)');
  const chains = new Map<number, { run: PartRun; chain: StoredBid[] }>();
  for (const run of runs) {
    const { chain, problems } = acceptedChain(run.bidders.accepted);
    problems.push(
      ...chainProblems(chain, run.startPriceCents, 'answers'),
      ...(await apiProblems(server, run.lotId, chain, run.startPriceCents)),
    );
    chains.set(run.lotId, { run, chain });
    report(run, chain.length, problems);
  }
  await server.stop();
  for (const [lotId, problems] of await d1Problems(chains)) report(chains.get(lotId)!.run, chains.get(lotId)!.chain.length, problems, 'D1');

  console.log(`\nTargets (figure / target; ≤ 1.00 meets it) — wrangler dev on :${PORT}, workerd on ${server.runtimeUrl}`);
  zeroTarget('invariants broken', invariantFailures);
  for (const line of ratios) console.log(line);
} finally {
  await server.stop();
}

/** CPU of workerd's runtime process (the Worker, the objects and local D1), without wrangler's proxy and Node. */
function runtimeCpuMs(run: PartRun): number {
  return [...run.cpu].filter(([role]) => role.startsWith('workerd runtime')).reduce((n, [, v]) => n + v, 0);
}

function report(run: PartRun, accepted: number, problems: string[], where = 'answers + API') {
  invariantFailures += problems.length;
  console.log(
    `  ${run.label.padEnd(26)} lot ${run.lotId}: ${accepted} accepted bids, ${where}: ${problems.length ? `${problems.length} problem(s)` : 'ok'}`,
  );
  for (const p of problems.slice(0, 10)) console.log(`    ! ${p}`);
}

/** The lot as a member reads it, once D1 has caught up with the room (the mirror is asynchronous). */
async function apiProblems(s: BenchServer, lotId: number, chain: StoredBid[], startPriceCents: number): Promise<string[]> {
  const token = fixture.bidders[0]!.token;
  let lot: { current_price?: number; bid_count?: number; top_bid_user_id?: number | null; bids?: { amount: number }[] } = {};
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
  if (Math.round((lot.current_price ?? -1) * 100) !== expectedPrice)
    problems.push(`API: current_price ${lot.current_price}, last accepted bid ${expectedPrice / 100}`);
  if ((lot.top_bid_user_id ?? null) !== (last?.userId ?? null))
    problems.push(`API: top_bid_user_id ${lot.top_bid_user_id}, last accepted bidder ${last?.userId}`);
  const newestFirst = chain.slice().reverse();
  const listed = lot.bids ?? [];
  if (listed.length !== Math.min(100, chain.length)) problems.push(`API: ${listed.length} bids listed for ${chain.length} accepted`);
  for (const [i, b] of listed.entries()) {
    if (Math.round(b.amount * 100) !== newestFirst[i]?.amountCents) {
      problems.push(`API: listed bid #${i + 1} (newest first) is ${b.amount}, accepted ${(newestFirst[i]?.amountCents ?? 0) / 100}`);
      break;
    }
  }
  return problems;
}

/** Every lot's stored bids and row in D1 (read after the server stopped) against the accepted answers. */
async function d1Problems(chains: Map<number, { run: PartRun; chain: StoredBid[] }>): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (chains.size === 0) return result;
  const platform = await openLocalPlatform(persistTo);
  try {
    const db = createDb(platform.env.DB);
    const ids = [...chains.keys()];
    const rows = await db
      .select({ lotId: bids.lotId, seq: bids.seq, userId: bids.userId, amountCents: bids.amountCents })
      .from(bids)
      .where(inArray(bids.lotId, ids))
      .orderBy(bids.lotId, bids.seq);
    const lotRows = await db
      .select({ id: lots.id, currentPriceCents: lots.currentPriceCents, bidCount: lots.bidCount, topBidUserId: lots.topBidUserId })
      .from(lots)
      .where(inArray(lots.id, ids));
    for (const [lotId, { run, chain }] of chains) {
      const stored = rows.filter((r) => r.lotId === lotId);
      const row = lotRows.find((l) => l.id === lotId);
      const problems = [...chainProblems(stored, run.startPriceCents, 'D1 bids'), ...storedMatchesAccepted(stored, chain, 'D1 bids')];
      const last = stored.at(-1);
      if (row?.currentPriceCents !== (last?.amountCents ?? run.startPriceCents))
        problems.push(`D1 lots: current_price_cents ${row?.currentPriceCents}, last stored bid ${last?.amountCents}`);
      if (row?.bidCount !== stored.length) problems.push(`D1 lots: bid_count ${row?.bidCount}, ${stored.length} bids stored`);
      result.set(lotId, problems);
    }
  } finally {
    await platform.dispose();
  }
  return result;
}
