/**
 * The live-lot benchmark's parts, each on fresh lots: sequential, contention, fan-out, the scale curve and
 * saturation. Each prints its runs and puts its figures on the target sheet.
 */
import { Floor } from '../floor/floor';
import type { FloorResult } from '../floor/floor-protocol';
import type { BidderConfig } from '../lib/fleet-protocol';
import { detail } from '../lib/kept-output';
import { PerfProfile, type ProfiledWindow } from '../lib/perf-profile';
import { serverPlaces, type BenchServer } from '../lib/server';
import { Histogram } from '../lib/stats';
import {
  curveRow,
  printAgainstFloor,
  printBidders,
  printWatchers,
  bidWindows,
  updateWindows,
  updatesAfterWarmup,
  watchersNotConnected,
  type TargetSheet,
} from './report';
import { runPart, runtimeCpuMs, type BenchLot, type BidderPlan, type PartRun, type Rig } from './run-part';
import { CURVE_PROCESSES, TARGETS, type Sizes } from './settings';

export interface Bench extends Rig {
  sizes: Sizes;
  /** the accounts that bid (the watchers' sessions are not among them) */
  bidderAccounts: BidderConfig['bidders'];
  targets: TargetSheet;
  /** every run so far, for the invariants at the end */
  runs: PartRun[];
  /** fan-out's run on the floor, which saturation and final-minute measure their fan-out against */
  floorFanOut?: PartRun;
  /** `--profile`: perf on workerd's runtime while ours runs against the floor */
  profile?: boolean;
  /**
   * `--baseline REF`: another commit's server on its own copy of the seeded state, which sequential also runs against on
   * workerd's port. Its runs are not ours: the invariants do not see them.
   */
  baseline?: { rig: Rig; label: string };
}

/** Where sequential and contention run, each on a lot of its own: each place, bids on the socket then over HTTP. */
const places = (server: BenchServer, lots: BenchLot[]) =>
  (['socket', 'http'] as const)
    .flatMap((transport) => serverPlaces(server).map(([where, baseUrl]) => ({ where: `${where}, ${transport}`, baseUrl, transport })))
    .map((place, i) => ({ ...place, lot: lots[i]! }));

/**
 * With `--profile` and `on`: perf on workerd's runtime from the part's 'go' (`beforeGo`) to `report`, which prints
 * what its main thread did, and during the given windows of the run.
 */
function profiler(bench: Bench, on: boolean) {
  let profile: PerfProfile | null = null;
  return {
    beforeGo: async () => {
      const runtime = [...bench.cpuRoles].find(([, role]) => role.startsWith('workerd runtime'));
      if (bench.profile && on && runtime)
        profile = await PerfProfile.start(runtime[0], `${bench.server.persistTo}/perf.data`, bench.cpuRoles);
    },
    report: async (windows: ProfiledWindow[], options?: { median?: boolean }) => {
      await profile?.report(windows, options);
    },
  };
}

/** The place profiled in each of sequential and contention with `--profile`: bids on the lot socket, on workerd's own port. */
const PROFILED_PLACE = 'workerd, socket';

/** The two bidders who take turns in sequential, fan-out and the scale curve. */
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
    bell: true,
  }));

/** The watchers of fan-out and saturation, through wrangler dev unless `baseUrl` says otherwise. */
const crowd = (bench: Bench, baseUrl = bench.server.url) => ({
  processes: bench.sizes.watcherProcesses,
  perProcess: bench.sizes.watchersPerProcess,
  baseUrl,
});

const watcherCount = (sizes: Sizes) => sizes.watcherProcesses * sizes.watchersPerProcess;

/** Bids per second over runs: all their decisions (accepted or refused by a rule) over all their time. */
const bidsPerSecondOf = (runs: PartRun[]) =>
  runs.reduce((n, r) => n + r.bidders.decisions, 0) / (runs.reduce((t, r) => t + r.bidders.elapsedMs, 0) / 1000);
const bidsPerSecond = (run: PartRun) => bidsPerSecondOf([run]);
/** workerd's CPU per accepted bid over runs. */
const cpuPerBid = (runs: PartRun[]) =>
  runs.reduce((t, r) => t + runtimeCpuMs(r), 0) /
  Math.max(
    1,
    runs.reduce((n, r) => n + r.bidders.accepted.length, 0),
  );

/** sequential's bidders: the pair taking turns, with their bells open. */
const turns = (bench: Bench, baseUrl: string, durationMs: number, transport: BidderConfig['transport']): BidderPlan[] => [
  { baseUrl, bidders: pair(bench), mode: 'turns', durationMs, transport, bell: true },
];

/**
 * sequential: two bidders taking turns on one lot, in each place and over each transport (four lots). With
 * `--baseline`, each place runs again on the baseline's server right after ours (the same lot in its copy of the
 * state, the same bidders: both states go through the same runs), and each place on workerd's port runs the
 * baseline and ours once more (A B B A) and compares: our bids/s ÷ the baseline's, over both runs of each, which
 * must not be lower than 1 by more than the runs' own spread (how far each server's two runs differ). A run
 * of ours under `--profile` is not one of them (perf takes CPU): ours then runs once more first, without it.
 */
export async function sequential(bench: Bench, lots: BenchLot[]) {
  const { server, sizes, targets, baseline } = bench;
  for (const { where, baseUrl, transport, lot } of places(server, lots)) {
    const durationMs = baseUrl === server.url ? sizes.sequentialMs : sizes.sequentialRuntimeMs;
    console.log(
      `\nsequential — two bidders taking turns on lot ${lot.id} for ${durationMs / 1000} s (${where}, ${baseUrl}), one client process, each bidder's bell open`,
    );
    const profiling = profiler(bench, where === PROFILED_PLACE);
    const run = await runPart(bench, `sequential ${where}`, lot, turns(bench, baseUrl, durationMs, transport), undefined, {
      beforeGo: profiling.beforeGo,
    });
    bench.runs.push(run);
    printBidders(run);
    await profiling.report(bidWindows(run));
    const lat = Histogram.merge([run.bidders.latency]);
    targets.relative(`sequential: bid p99 ÷ p50 (${where})`, lat.percentile(99), lat.percentile(50), 'its p50', TARGETS.bidP99OverP50);
    targets.figure(`sequential: bids/s (${where})`, bidsPerSecond(run), '/s');
    targets.figure(`sequential: workerd CPU per bid (${where})`, cpuPerBid([run]), 'ms');
    if (!baseline) continue;

    const onWorkerd = baseUrl === server.runtimeUrl;
    const baseUrlThere = onWorkerd ? baseline.rig.server.runtimeUrl : baseline.rig.server.url;
    const ours = (label: string) => runPart(bench, `sequential ${where}, ${label}`, lot, turns(bench, baseUrl, durationMs, transport));
    const theirs = (label: string) =>
      runPart(baseline.rig, `sequential ${where} baseline${label}`, lot, turns(bench, baseUrlThere, durationMs, transport));
    // perf costs CPU: a profiled run of ours is not compared; ours runs once more without it
    const first = where === PROFILED_PLACE && bench.profile ? await ours('without perf') : run;
    console.log(`  sequential: the same on the baseline, ${baseline.label} (${where}, ${baseUrlThere}), lot ${lot.id}`);
    const base = await theirs('');
    printBidders(base);
    // A baseline whose bids fail or time out has no throughput to compare with.
    targets.zero(`sequential: baseline's defects (${where})`, base.bidders.defectCount);
    if (!onWorkerd) continue;
    // Then the baseline again and ours again (A B B A): neither has the machine's quieter half alone.
    const baseAgain = await theirs(', again');
    targets.zero(`sequential: baseline's defects, again (${where})`, baseAgain.bidders.defectCount);
    const again = await ours('again');
    const oursRuns = first === run ? [run, again] : [run, first, again];
    // One lot, one chain of bids for the invariants: the later runs' accepted bids follow the first's.
    bench.runs[bench.runs.indexOf(run)] = {
      ...run,
      bidders: { ...run.bidders, accepted: oursRuns.flatMap((r) => r.bidders.accepted) },
    };
    targets.zero(
      `sequential: defects of ours, again (${where})`,
      oursRuns.slice(1).reduce((n, r) => n + r.bidders.defectCount, 0),
    );
    console.log(
      `  sequential: compared (A B B A): ours ${bidsPerSecond(first).toFixed(1)} /s, the baseline ${bidsPerSecond(base).toFixed(1)} and ${bidsPerSecond(baseAgain).toFixed(1)} /s, ours ${bidsPerSecond(again).toFixed(1)} /s`,
    );
    targets.figure(`sequential: workerd CPU per bid, ours compared (${where})`, cpuPerBid([first, again]), 'ms');
    targets.figure(`sequential: workerd CPU per bid, the baseline's (${where})`, cpuPerBid([base, baseAgain]), 'ms');
    // "Lower" is lower than the same measurement repeated differs by: the larger spread of each server's two runs.
    const spread = (a: PartRun, b: PartRun) => Math.abs(bidsPerSecond(a) - bidsPerSecond(b)) / bidsPerSecondOf([a, b]);
    const noise = Math.max(spread(first, again), spread(base, baseAgain));
    targets.figure(`sequential: the runs' own spread, bids/s (${where})`, noise * 100, '%');
    targets.relativeFloor(
      `sequential: bids/s ÷ baseline's (${where}; A B B A)`,
      bidsPerSecondOf([first, again]),
      bidsPerSecondOf([base, baseAgain]),
      "the baseline's, less the spread",
      TARGETS.bidsPerSecondOverBaseline * (1 - noise),
      '/s',
    );
  }
}

/** contention: the racing bidders on one lot, in each place and over each transport (four lots). */
export async function contention(bench: Bench, lots: BenchLot[]) {
  const { server, sizes, targets } = bench;
  console.log(
    `\ncontention — ${sizes.bidderProcesses * sizes.biddersPerProcess} bidders (${sizes.bidderProcesses} processes × ${sizes.biddersPerProcess}, each bidder its own loop, lot socket and bell) on lots ${lots.map((l) => l.id).join(', ')} for ${sizes.contentionMs / 1000} s`,
  );
  for (const { where, baseUrl, transport, lot } of places(server, lots)) {
    console.log(`  contention through ${where} (${baseUrl}), lot ${lot.id}`);
    const profiling = profiler(bench, where === PROFILED_PLACE);
    const run = await runPart(bench, `contention ${where}`, lot, contenders(bench, baseUrl, sizes.contentionMs, transport), undefined, {
      beforeGo: profiling.beforeGo,
    });
    bench.runs.push(run);
    printBidders(run);
    await profiling.report(bidWindows(run));
    const lat = Histogram.merge([run.bidders.latency]);
    targets.zero(`contention: defects (${where})`, run.bidders.defectCount);
    targets.relative(
      `contention: decision p99 ÷ p50 (${where})`,
      lat.percentile(99),
      lat.percentile(50),
      'its p50',
      TARGETS.decisionP99OverP50,
    );
  }
}

/** fan-out's bidders: the pair taking turns every 100–500 ms, until enough updates came after the warm-up. */
const fanOutBidders = (bench: Bench, baseUrl: string, durationMs: number, bell: boolean): BidderPlan => ({
  baseUrl,
  bidders: pair(bench),
  mode: 'turns',
  durationMs,
  pauseMs: [100, 500],
  transport: 'socket',
  bell,
});

/**
 * The same watchers and the same bidders' pace on the floor (bench/floor/), then on our server on workerd's
 * own port, on the same lot (the floor's updates copy its snapshot). The floor's run is not one of ours: its
 * bids are not in D1 and the invariants do not see it.
 */
async function againstTheFloor(
  bench: Bench,
  label: string,
  lot: BenchLot,
  watchers: { processes: number; perProcess: number },
): Promise<{ ours: PartRun; floor: PartRun; floorResult: FloorResult }> {
  const { server, sizes } = bench;
  const long = {
    minAccepted: sizes.fanoutMinUpdates + Math.ceil(sizes.fanoutWarmupMs / 300),
    maxDurationMs: sizes.fanoutMaxMs,
  };
  const floorServer = await Floor.start(server.runtimeUrl, lot.id, bench.watcherTokens[0]!);
  let floor: PartRun;
  let floorResult: FloorResult;
  try {
    console.log(`  the floor (${floorServer.baseUrl}):`);
    floor = await runPart(
      bench,
      `${label} floor`,
      lot,
      [{ ...fanOutBidders(bench, floorServer.baseUrl, sizes.fanoutRuntimeMs, false), ...long }],
      { ...watchers, baseUrl: floorServer.baseUrl, warmupMs: sizes.fanoutWarmupMs },
      {
        beforeGo: () => {
          floorServer.go();
          return Promise.resolve();
        },
      },
    );
    floorResult = await floorServer.finish();
  } finally {
    floorServer.kill();
  }
  printWatchers(floor, sizes.fanoutWarmupMs);
  detail(`  the floor process's CPU: ${floorResult.cpuMs.toFixed(0)} ms for ${floorResult.delivered} delivered updates`);
  console.log(`  ours (workerd, ${server.runtimeUrl}):`);
  const profiling = profiler(bench, true);
  const ours = await runPart(
    bench,
    label,
    lot,
    [{ ...fanOutBidders(bench, server.runtimeUrl, sizes.fanoutRuntimeMs, true), ...long }],
    { ...watchers, baseUrl: server.runtimeUrl, warmupMs: sizes.fanoutWarmupMs },
    { beforeGo: profiling.beforeGo },
  );
  bench.runs.push(ours);
  printWatchers(ours, sizes.fanoutWarmupMs);
  await profiling.report(updateWindows(ours, sizes.fanoutWarmupMs), { median: true });
  printBidders(ours);
  printAgainstFloor(ours, floor, floorResult, sizes.fanoutWarmupMs);
  return { ours, floor, floorResult };
}

/**
 * fan-out: the watchers on one lot while the pair bids every 100–500 ms: through wrangler dev for 15 s
 * (a developer's view, no ratio), then on workerd's port against the floor, bidding until 300 updates came
 * after the warm-up (one lot each).
 */
export async function fanOut(bench: Bench, lots: BenchLot[]) {
  const { server, sizes, targets } = bench;
  const count = watcherCount(sizes);
  const [proxied, runtime] = lots as [BenchLot, BenchLot];
  console.log(
    `\nfan-out — ${count} signed-in watchers (${sizes.watcherProcesses} processes × ${sizes.watchersPerProcess}) on lot ${proxied.id}; two bidders taking turns every 100–500 ms for ${sizes.fanoutMs / 1000} s (wrangler dev, ${server.url})`,
  );
  const run = await runPart(bench, 'fan-out wrangler dev', proxied, [fanOutBidders(bench, server.url, sizes.fanoutMs, true)], {
    ...crowd(bench, server.url),
    warmupMs: sizes.fanoutWarmupMs,
  });
  bench.runs.push(run);
  printWatchers(run, sizes.fanoutWarmupMs);
  printBidders(run);
  targets.zero(`fan-out: missed updates @${run.watchers!.connected} (wrangler dev)`, run.watchers!.missed);

  console.log(
    `\nfan-out against the floor — ${count} signed-in watchers (${sizes.watcherProcesses} processes × ${sizes.watchersPerProcess}) on lot ${runtime.id}; two bidders taking turns every 100–500 ms until ${sizes.fanoutMinUpdates} updates came after a warm-up of ${sizes.fanoutWarmupMs / 1000} s`,
  );
  const { ours, floor } = await againstTheFloor(bench, 'fan-out workerd', runtime, crowd(bench, server.runtimeUrl));
  fanOutTargets(bench, 'fan-out', ours, floor, { connect: true });
  bench.floorFanOut = floor;
}

/** The targets of a fan-out against the floor: receipts p50 and p99, every update delivered, enough updates. */
function fanOutTargets(bench: Bench, part: string, ours: PartRun, floor: PartRun, { connect }: { connect: boolean }) {
  const { targets, sizes } = bench;
  const at = `@${ours.watchers!.connected} (workerd)`;
  const oursLat = Histogram.merge([ours.watchers!.latency]);
  const floorLat = Histogram.merge([floor.watchers!.latency]);
  targets.relative(
    `${part}: receipts p50 ÷ floor's ${at}`,
    oursLat.percentile(50),
    floorLat.percentile(50),
    "the floor's",
    TARGETS.fanoutP50OverFloor,
  );
  targets.relative(
    `${part}: receipts p99 ÷ floor's ${at}`,
    oursLat.percentile(99),
    floorLat.percentile(99),
    "the floor's",
    TARGETS.fanoutP99OverFloor,
  );
  if (connect)
    targets.relative(
      `${part}: connect time ÷ floor's ${at}`,
      ours.connectMs,
      floor.connectMs,
      "the floor's",
      TARGETS.connectOverFloor,
      's',
    );
  targets.zero(`${part}: watchers not connected ${at}`, watchersNotConnected(ours));
  targets.zero(`${part}: missed updates ${at}`, ours.watchers!.missed);
  targets.atLeast(`${part}: updates after the warm-up ${at}`, updatesAfterWarmup(ours, sizes.fanoutWarmupMs), sizes.fanoutMinUpdates);
}

/** The scale curve: fan-out on workerd's port at each of `watchers` sizes, each on its lot of `lots`, against the floor. */
export async function scaleCurve(bench: Bench, watchers: number[], lots: BenchLot[]) {
  const { sizes } = bench;
  console.log(
    `\nScale curve — fan-out on workerd's port and on the floor at ${watchers.join(', ')} watchers (${CURVE_PROCESSES} processes each)`,
  );
  const curve: string[] = [];
  for (const [i, size] of watchers.entries()) {
    const lot = lots[i]!;
    console.log(
      `\nscale curve: ${size} watchers on lot ${lot.id}, two bidders taking turns every 100–500 ms until ${sizes.fanoutMinUpdates} updates came after the warm-up`,
    );
    const { ours, floor, floorResult } = await againstTheFloor(bench, `scale curve ${size} watchers`, lot, {
      processes: CURVE_PROCESSES,
      perProcess: Math.ceil(size / CURVE_PROCESSES),
    });
    curve.push(curveRow('ours ', ours, runtimeCpuMs(ours)), curveRow('floor', floor, floorResult.cpuMs));
    if (size >= TARGETS.curveTargetsFrom) fanOutTargets(bench, 'scale curve', ours, floor, { connect: false });
    else bench.targets.zero(`scale curve: missed updates @${ours.watchers!.connected} (workerd)`, ours.watchers!.missed);
  }
  console.log(
    '\nScale curve (workerd and the floor, after the warm-up): who, watchers, connect time, fan-out p50, p99, last watcher p99, server CPU per delivered update, missed',
  );
  for (const line of curve) console.log(line);
}

/** saturation: contention's racing bidders and fan-out's watchers together on one lot, through wrangler dev. */
export async function saturation(bench: Bench, lot: BenchLot) {
  const { server, sizes, targets } = bench;
  const count = watcherCount(sizes);
  console.log(
    `\nsaturation — ${count} watchers and ${sizes.bidderProcesses * sizes.biddersPerProcess} racing bidders (with their bells) together on lot ${lot.id} for ${sizes.saturationMs / 1000} s`,
  );
  const run = await runPart(bench, 'saturation', lot, contenders(bench, server.url, sizes.saturationMs, 'socket'), crowd(bench));
  bench.runs.push(run);
  printBidders(run);
  printWatchers(run);
  const p99 = Histogram.merge([run.watchers!.latency]).percentile(99);
  const floorP99 = bench.floorFanOut ? Histogram.merge([bench.floorFanOut.watchers!.latency]).percentile(99) : Number.NaN;
  targets.relative(
    `saturation: fan-out p99 @${run.watchers!.connected} + bidders ÷ floor's fan-out`,
    p99,
    floorP99,
    "the floor's fan-out",
    TARGETS.saturatedFanoutP99OverFloor,
  );
  targets.zero('saturation: defects', run.bidders.defectCount);
  targets.zero('saturation: missed updates', run.watchers!.missed);
}
