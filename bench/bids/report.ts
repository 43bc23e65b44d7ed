/**
 * What the live-lot benchmark prints: each run's bidders and watchers, the scale curve, and every figure against its
 * target. The kept output has each run's main figures; the rest of a run's counts are detail (bench/lib/kept-output.ts).
 */
import type { FloorResult } from '../floor/floor-protocol';
import { detail } from '../lib/kept-output';
import type { ProfiledWindow } from '../lib/perf-profile';
import { Histogram, ms, ratio } from '../lib/stats';
import { runtimeCpuMs, type PartRun } from './run-part';

const perSecond = (n: number, elapsedMs: number) => (n / (elapsedMs / 1000)).toFixed(1);

export function printBidders(run: PartRun) {
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
  detail(`  rule rejections: ${rejections}`);
  // defects are shown in the kept output too when there are any
  (b.defectCount ? console.log : detail)(`  defects (refusals not made by a rule, 5xx, timeouts, errors): ${b.defectCount}`);
  for (const d of b.defects) console.log(`    ! ${d}`);
  // every node process below wrangler dev is wrangler's own (the npx shim, wrangler itself)
  const cpu = [...run.cpu]
    .map(([k, v]) => [k === 'node' ? 'wrangler (node)' : k, v] as const)
    .filter(([, v]) => v > 0)
    .sort((x, y) => y[1] - x[1]);
  const serverMs = cpu.reduce((n, [, v]) => n + v, 0);
  const per = (v: number, n: number) => (n ? (v / n).toFixed(1) : '—');
  detail(
    `  server CPU over ${(run.wallMs / 1000).toFixed(1)} s: ${serverMs.toFixed(0)} ms (${((serverMs / run.wallMs) * 100).toFixed(0)} % of a core): ${cpu.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`,
  );
  detail(
    `  server CPU per accepted bid: ${per(serverMs, b.accepted.length)} ms (${cpu.map(([k, v]) => `${k} ${per(v, b.accepted.length)}`).join(', ')}); per decision ${per(serverMs, b.decisions)} ms`,
  );
  detail(`  load clients' CPU: bidders ${b.cpuMs.toFixed(0)} ms${run.watchers ? `, watchers ${run.watchers.cpuMs.toFixed(0)} ms` : ''}`);
  if (b.bellMessages) detail(`  the bidders' bell sockets received ${b.bellMessages} messages (notices and unread counts)`);
}

/** Each update's [first, last] receipt latency after the warm-up (sent `warmupMs` or more after 'go'), and during it. */
function spreadByPhase(run: PartRun, warmupMs: number) {
  const after: [number, number][] = [];
  const during: [number, number][] = [];
  for (const [first, last, serverTime] of Object.values(run.watchers!.spread))
    (serverTime - run.goAt < warmupMs ? during : after).push([first, last]);
  return { after, during };
}

/** Each update after the warm-up: from when the server sent it to its last watcher (for --profile). */
export const updateWindows = (run: PartRun, warmupMs: number): ProfiledWindow[] =>
  Object.entries(run.watchers!.spread)
    .filter(([, [, , serverTime]]) => serverTime - run.goAt >= warmupMs)
    .map(([seq, [, lastMs, serverTime]]) => ({ label: `update #${seq}`, at: serverTime, ms: lastMs }));

/** The run's slowest bids: from their send to their answer (for --profile). */
export const bidWindows = (run: PartRun): ProfiledWindow[] => run.bidders.slowest.map((d) => ({ label: 'bid', at: d.at, ms: d.ms }));

/** How many updates were sent after the warm-up. */
export const updatesAfterWarmup = (run: PartRun, warmupMs: number) => spreadByPhase(run, warmupMs).after.length;

/** Watchers the part asked for that did not connect. */
export const watchersNotConnected = (run: PartRun) => run.watchers!.asked - run.watchers!.connected;

/** The distribution of each update's last watcher after the warm-up. */
export const lastWatcher = (run: PartRun, warmupMs: number) => perUpdate(spreadByPhase(run, warmupMs).after).lasts;

/** The distribution of each update's last (and first) watcher, over `spreads`. */
function perUpdate(spreads: [number, number][]) {
  const firsts = new Histogram();
  const lasts = new Histogram();
  for (const [first, last] of spreads) {
    firsts.add(first);
    lasts.add(last);
  }
  return { firsts, lasts };
}

const distribution = (h: Histogram) =>
  `p50 ${ms(h.percentile(50))}  p90 ${ms(h.percentile(90))}  p99 ${ms(h.percentile(99))}  max ${ms(h.max)}`;

/** A part's watchers: receipts (after the warm-up, and the warm-up apart), each update's first and last watcher, misses. */
export function printWatchers(run: PartRun, warmupMs = 0) {
  const w = run.watchers!;
  const lat = Histogram.merge([w.latency]);
  const warm = Histogram.merge([w.warmup]);
  const expected = run.bidders.accepted.length;
  (w.failures.length || w.closedEarly ? console.log : detail)(
    `  watchers: ${w.connected} connected${w.failures.length ? ` (failures: ${w.failures.join('; ')})` : ''}, ${w.closedEarly} closed by the server early`,
  );
  detail(`  updates delivered: ${w.updates} of ${expected * w.watchers} expected (${perSecond(w.updates, w.lastAt - run.goAt)} msgs/s)`);
  const { after, during } = spreadByPhase(run, warmupMs);
  const phase = warmupMs ? ` after the first ${warmupMs / 1000} s` : '';
  console.log(`  receipt latency (receipt − server_time), ${lat.count} receipts of ${after.length} updates${phase}: ${distribution(lat)}`);
  if (warmupMs)
    detail(`  …of the warm-up (the first ${warmupMs / 1000} s, ${during.length} updates, ${warm.count} receipts): ${distribution(warm)}`);
  // Per update: when its first and its last watcher had it. A few slow updates (a stall) look different from
  // every update's last sockets being late (the cost of the broadcast itself).
  const { firsts, lasts } = perUpdate(after);
  const slowest = Object.entries(w.spread)
    .sort((a, b) => b[1][1] - a[1][1])
    .slice(0, 3)
    .map(([seq, [, last]]) => `#${seq} ${ms(last)}`)
    .join(', ');
  detail(`  per update${phase}: first watcher p50 ${ms(firsts.percentile(50))}; last watcher ${distribution(lasts)}; slowest: ${slowest}`);
  console.log(`  missed: ${w.missed} updates (${w.watchersMissing} watchers short); seq gaps ${w.gaps}, repeats ${w.repeats}`);
}

/** Ours beside the floor, same watchers and same bidders' pace, after the warm-up: each figure and its ratio. */
export function printAgainstFloor(ours: PartRun, floor: PartRun, floorResult: FloorResult, warmupMs: number) {
  const row = (label: string, a: number, b: number, unit: (n: number) => string) =>
    console.log(`    ${label.padEnd(34)} ${unit(a).padStart(11)} ${unit(b).padStart(11)}  ${(a / b).toFixed(2).padStart(6)}×`);
  const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`;
  const us = (n: number) => (Number.isNaN(n) ? 'not measured' : `${n.toFixed(1)} µs`);
  const oursLat = Histogram.merge([ours.watchers!.latency]);
  const floorLat = Histogram.merge([floor.watchers!.latency]);
  const oursLast = perUpdate(spreadByPhase(ours, warmupMs).after).lasts;
  const floorLast = perUpdate(spreadByPhase(floor, warmupMs).after).lasts;
  console.log(`  against the floor (${ours.watchers!.connected} and ${floor.watchers!.connected} watchers; after the warm-up):`);
  console.log(`    ${''.padEnd(34)} ${'ours'.padStart(11)} ${'floor'.padStart(11)}  ours/floor`);
  row('all connected in', ours.connectMs, floor.connectMs, seconds);
  for (const p of [50, 90, 99]) row(`receipts p${p}`, oursLat.percentile(p), floorLat.percentile(p), ms);
  for (const p of [50, 90, 99]) row(`last watcher of an update p${p}`, oursLast.percentile(p), floorLast.percentile(p), ms);
  row('last watcher of an update, max', oursLast.max, floorLast.max, ms);
  row(
    'server CPU per delivered update',
    (runtimeCpuMs(ours) / Math.max(1, ours.watchers!.updates)) * 1000,
    (floorResult.cpuMs / Math.max(1, floorResult.delivered)) * 1000,
    us,
  );
}

/** One row of the scale curve: who, watchers, connect time, fan-out p50, p99, last watcher p99, server CPU per delivered update, missed. */
export function curveRow(who: string, run: PartRun, serverCpuMs: number): string {
  const w = run.watchers!;
  const lat = Histogram.merge([w.latency]);
  const lasts = new Histogram();
  for (const [, last] of Object.values(w.spread)) lasts.add(last);
  const perUpdateUs = Number.isNaN(serverCpuMs) ? 'not measured' : w.updates ? ((serverCpuMs / w.updates) * 1000).toFixed(1) : '—';
  return `  ${who}  ${String(w.connected).padStart(6)}  ${(run.connectMs / 1000).toFixed(1).padStart(6)} s  ${ms(lat.percentile(50)).padStart(9)}  ${ms(lat.percentile(99)).padStart(9)}  ${ms(lasts.percentile(99)).padStart(9)}  ${perUpdateUs.padStart(8)} µs  ${String(w.missed).padStart(6)}`;
}

/** Every figure against its target, gathered over the run and printed at its end (figure / target; ≤ 1.00 meets it). */
export class TargetSheet {
  private readonly lines: string[] = [];
  /** counts that had to be 0 and were not (defects, missed updates, broken invariants) */
  failures = 0;

  /** A ceiling in ms (less is better). */
  ms(label: string, figure: number, target: number) {
    this.lines.push(`  ${label.padEnd(46)} ${ms(figure).padStart(9)} / ${target} ms  ${ratio(figure, target)}`);
  }

  /** A floor (more is better): target / figure, so that ≤ 1.00 still meets it. */
  rate(label: string, figure: number, target: number, unit: string) {
    this.lines.push(`  ${label.padEnd(46)} ${figure.toFixed(1).padStart(9)} / ${target} ${unit}  ${ratio(target, figure)}`);
  }

  /** A count that must reach `target` (a sample size). */
  atLeast(label: string, count: number, target: number) {
    this.lines.push(`  ${label.padEnd(46)} ${String(count).padStart(9)} / ≥ ${target}  ${ratio(target, count)}`);
  }

  /**
   * A figure against another of the same run (the floor's, or its own median): figure ÷ base, whose target is
   * `max` (≤ max meets it; the verdict is (figure ÷ base) / max).
   */
  relative(label: string, figure: number, base: number, baseName: string, max: number, unit: 'ms' | 's' = 'ms') {
    const shown = (n: number) => (unit === 's' ? `${(n / 1000).toFixed(2)} s` : ms(n));
    const times = figure / base;
    this.lines.push(
      `  ${label.padEnd(46)} ${shown(figure).padStart(9)} ÷ ${shown(base)} (${baseName}) = ${Number.isFinite(times) ? times.toFixed(2) : '—'}× / ${max}×  ${ratio(times, max)}`,
    );
  }

  /**
   * A floor against another figure of the same run (a baseline commit's): figure ÷ base must be at least `min`;
   * the verdict is `min` ÷ (figure ÷ base), so that ≤ 1.00 still meets it.
   */
  relativeFloor(label: string, figure: number, base: number, baseName: string, min: number, unit: string) {
    const times = figure / base;
    this.lines.push(
      `  ${label.padEnd(46)} ${figure.toFixed(1).padStart(9)} ÷ ${base.toFixed(1)} ${unit} (${baseName}) = ${Number.isFinite(times) ? times.toFixed(3) : '—'}× / ≥ ${Number(min.toFixed(3))}×  ${ratio(min, times)}`,
    );
  }

  /** A figure printed with the others, without a target. */
  figure(label: string, figure: number, unit: string) {
    this.lines.push(`  ${label.padEnd(46)} ${Number.isNaN(figure) ? 'not measured' : `${figure.toFixed(1)} ${unit}`}`);
  }

  /** A count that must be 0. */
  zero(label: string, count: number) {
    if (count !== 0) this.failures++;
    this.lines.push(`  ${label.padEnd(46)} ${String(count).padStart(9)} / 0      ${count === 0 ? 'ok' : 'OVER'}`);
  }

  print(heading: string) {
    console.log(heading);
    for (const line of this.lines) console.log(line);
  }
}
