/**
 * The live-lot benchmark's parts, each on fresh lots: (a) sequential, (b) contention, (c) fan-out, the
 * scale curve and (d) saturation. Each prints its runs and puts its figures on the target sheet.
 */
import type { BidderConfig } from '../lib/fleet-protocol';
import { serverPlaces, type BenchServer } from '../lib/server';
import { Histogram } from '../lib/stats';
import { curveRow, printBidders, printWatchers, type TargetSheet } from './report';
import { runPart, runtimeCpuMs, type BenchLot, type BidderPlan, type PartRun, type Rig } from './run-part';
import { CURVE_PROCESSES, TARGETS, type Sizes } from './settings';

export interface Bench extends Rig {
  sizes: Sizes;
  /** the accounts that bid (the watchers' sessions are not among them) */
  bidderAccounts: BidderConfig['bidders'];
  targets: TargetSheet;
  /** every run so far, for the invariants at the end */
  runs: PartRun[];
}

/** Where (a) and (b) run, each on a lot of its own: each place, bids on the socket then over HTTP. */
const places = (server: BenchServer, lots: BenchLot[]) =>
  (['socket', 'http'] as const)
    .flatMap((transport) => serverPlaces(server).map(([where, baseUrl]) => ({ where: `${where}, ${transport}`, baseUrl, transport })))
    .map((place, i) => ({ ...place, lot: lots[i]! }));

/** The two bidders who take turns in (a), (c) and the scale curve. */
const pair = (bench: Bench) => bench.bidderAccounts.slice(0, 2);

/** The racing bidders, `bidderProcesses` × `biddersPerProcess`, each in its own loop with its own lot socket. */
const contenders = (bench: Bench, baseUrl: string, durationMs: number, transport: BidderConfig['transport']): BidderPlan[] =>
  Array.from({ length: bench.sizes.bidderProcesses }, (_, p) => ({
    baseUrl,
    bidders: bench.bidderAccounts.slice(p * bench.sizes.biddersPerProcess, (p + 1) * bench.sizes.biddersPerProcess),
    mode: 'contend',
    durationMs,
    viewSockets: true,
    transport,
  }));

/** The watchers of (c) and (d), through wrangler dev unless `baseUrl` says otherwise. */
const crowd = (bench: Bench, baseUrl = bench.server.url) => ({
  processes: bench.sizes.watcherProcesses,
  perProcess: bench.sizes.watchersPerProcess,
  baseUrl,
});

const watcherCount = (sizes: Sizes) => sizes.watcherProcesses * sizes.watchersPerProcess;

/** (a) sequential: two bidders taking turns on one lot, in each place and over each transport (four lots). */
export async function sequential(bench: Bench, lots: BenchLot[]) {
  const { server, sizes, targets } = bench;
  for (const { where, baseUrl, transport, lot } of places(server, lots)) {
    const durationMs = baseUrl === server.url ? sizes.sequentialMs : sizes.sequentialRuntimeMs;
    console.log(
      `\n(a) sequential — two bidders taking turns on lot ${lot.id} for ${durationMs / 1000} s (${where}, ${baseUrl}), one client process`,
    );
    const run = await runPart(bench, `(a) ${where}`, lot, [{ baseUrl, bidders: pair(bench), mode: 'turns', durationMs, transport }]);
    bench.runs.push(run);
    printBidders(run);
    const lat = Histogram.merge([run.bidders.latency]);
    targets.ms(`(a) bid p50 (${where})`, lat.percentile(50), TARGETS.bidP50);
    targets.ms(`(a) bid p99 (${where})`, lat.percentile(99), TARGETS.bidP99);
    targets.rate(`(a) bids/s (${where})`, run.bidders.decisions / (run.bidders.elapsedMs / 1000), TARGETS.bidsPerSecond, '/s');
    targets.ms(`(a) workerd CPU per bid (${where})`, runtimeCpuMs(run) / Math.max(1, run.bidders.accepted.length), TARGETS.cpuPerBidMs);
  }
}

/** (b) contention: the racing bidders on one lot, in each place and over each transport (four lots). */
export async function contention(bench: Bench, lots: BenchLot[]) {
  const { server, sizes, targets } = bench;
  console.log(
    `\n(b) contention — ${sizes.bidderProcesses * sizes.biddersPerProcess} bidders (${sizes.bidderProcesses} processes × ${sizes.biddersPerProcess}, each bidder its own loop and lot socket) on lots ${lots.map((l) => l.id).join(', ')} for ${sizes.contentionMs / 1000} s`,
  );
  for (const { where, baseUrl, transport, lot } of places(server, lots)) {
    console.log(`  (b) through ${where} (${baseUrl}), lot ${lot.id}`);
    const run = await runPart(bench, `(b) ${where}`, lot, contenders(bench, baseUrl, sizes.contentionMs, transport));
    bench.runs.push(run);
    printBidders(run);
    targets.zero(`(b) defects (${where})`, run.bidders.defectCount);
    targets.ms(`(b) decision p99 (${where})`, Histogram.merge([run.bidders.latency]).percentile(99), TARGETS.decisionP99);
  }
}

/** (c) fan-out: the watchers on one lot while the pair bids every 100–500 ms, in each place (one lot each). */
export async function fanOut(bench: Bench, lots: BenchLot[]) {
  const { server, sizes, targets } = bench;
  const count = watcherCount(sizes);
  for (const [i, [where, baseUrl]] of serverPlaces(server).entries()) {
    const lot = lots[i]!;
    const durationMs = baseUrl === server.url ? sizes.fanoutMs : sizes.fanoutRuntimeMs;
    console.log(
      `\n(c) fan-out — ${count} signed-in watchers (${sizes.watcherProcesses} processes × ${sizes.watchersPerProcess}) on lot ${lot.id}; two bidders taking turns every 100–500 ms for ${durationMs / 1000} s (${where}, ${baseUrl})`,
    );
    const run = await runPart(
      bench,
      `(c) ${where}`,
      lot,
      [{ baseUrl, bidders: pair(bench), mode: 'turns', durationMs, pauseMs: [100, 500], transport: 'socket' }],
      crowd(bench, baseUrl),
    );
    bench.runs.push(run);
    printWatchers(run);
    printBidders(run);
    const p99 = Histogram.merge([run.watchers!.latency]).percentile(99);
    targets.ms(`(c) fan-out p99 @${count} (${where})`, p99, TARGETS.fanoutP99);
    targets.zero(`(c) missed updates (${where})`, run.watchers!.missed);
    targets.ms(`(c) ${count} connected (${where})`, run.connectMs, TARGETS.connectMs);
  }
}

/** The scale curve: (c) on workerd's port at each of `watchers` sizes, each on its lot of `lots`. */
export async function scaleCurve(bench: Bench, watchers: number[], lots: BenchLot[]) {
  const { server, sizes, targets } = bench;
  console.log(`\nScale curve — (c) on workerd's port at ${watchers.join(', ')} watchers (${CURVE_PROCESSES} processes each)`);
  const curve: string[] = [];
  for (const [i, size] of watchers.entries()) {
    const lot = lots[i]!;
    console.log(`\n(c) ${size} watchers on lot ${lot.id}, two bidders taking turns every 100–500 ms for ${sizes.fanoutRuntimeMs / 1000} s`);
    const run = await runPart(
      bench,
      `(c) ${size} watchers`,
      lot,
      [
        {
          baseUrl: server.runtimeUrl,
          bidders: pair(bench),
          mode: 'turns',
          durationMs: sizes.fanoutRuntimeMs,
          pauseMs: [100, 500],
          transport: 'socket',
        },
      ],
      { processes: CURVE_PROCESSES, perProcess: Math.ceil(size / CURVE_PROCESSES), baseUrl: server.runtimeUrl },
    );
    bench.runs.push(run);
    printWatchers(run);
    printBidders(run);
    curve.push(curveRow(run));
    targets.zero(`(c) missed updates @${size} (workerd)`, run.watchers!.missed);
  }
  console.log('\nScale curve (workerd): watchers, connect time, fan-out p50, p99, workerd CPU per delivered update, missed');
  for (const line of curve) console.log(line);
}

/** (d) saturation: (b)'s racing bidders and (c)'s watchers together on one lot, through wrangler dev. */
export async function saturation(bench: Bench, lot: BenchLot) {
  const { server, sizes, targets } = bench;
  const count = watcherCount(sizes);
  console.log(
    `\n(d) saturation — ${count} watchers and ${sizes.bidderProcesses * sizes.biddersPerProcess} racing bidders together on lot ${lot.id} for ${sizes.saturationMs / 1000} s`,
  );
  const run = await runPart(bench, '(d)', lot, contenders(bench, server.url, sizes.saturationMs, 'socket'), crowd(bench));
  bench.runs.push(run);
  printBidders(run);
  printWatchers(run);
  targets.ms(`(d) fan-out p99 @${count} + bidders`, Histogram.merge([run.watchers!.latency]).percentile(99), TARGETS.saturatedFanoutP99);
  targets.zero('(d) defects', run.bidders.defectCount);
  targets.zero('(d) missed updates', run.watchers!.missed);
}
