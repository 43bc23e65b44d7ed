/** What the live-lot benchmark prints: each run's bidders and watchers, the scale curve, and every figure against its target. */
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

export function printWatchers(run: PartRun) {
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

/** One row of the scale curve: watchers, connect time, fan-out p50 and p99, workerd CPU per delivered update, missed. */
export function curveRow(run: PartRun): string {
  const w = run.watchers!;
  const lat = Histogram.merge([w.latency]);
  const cpuMs = runtimeCpuMs(run);
  const perUpdateUs = Number.isNaN(cpuMs) ? 'not measured' : w.updates ? ((cpuMs / w.updates) * 1000).toFixed(1) : '—';
  return `  ${String(w.connected).padStart(6)}  ${(run.connectMs / 1000).toFixed(1).padStart(6)} s  ${ms(lat.percentile(50)).padStart(9)}  ${ms(lat.percentile(99)).padStart(9)}  ${perUpdateUs.padStart(8)} µs  ${String(w.missed).padStart(6)}`;
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
