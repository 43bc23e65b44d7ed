/**
 * The room's measured costs, read from a kept `npm run bench:bids` output: its scale curve (workerd's CPU per
 * delivered update at each number of watchers) and the sequential part's workerd CPU per socket bid.
 */

export interface CurvePoint {
  watchers: number;
  /** workerd's CPU per delivered update, µs (every process of the runtime over the run ÷ updates delivered) */
  cpuPerUpdateUs: number;
}

/**
 * The rows of our server in the scale curve: under "Scale curve (workerd and the floor, …)" the `ours` rows
 * (watchers, connect, p50, p99, last watcher p99, CPU per delivered update, missed; the `floor` rows skipped), or
 * under an older output's "Scale curve (workerd): …" every row (the same without the last watcher).
 */
export function readScaleCurve(output: string): CurvePoint[] {
  const start = Math.max(output.indexOf('Scale curve (workerd):'), output.indexOf('Scale curve (workerd and the floor'));
  if (start < 0) return [];
  const points: CurvePoint[] = [];
  for (const line of output.slice(start).split('\n').slice(1)) {
    if (/^\s+floor\s/.test(line)) continue;
    const row = /^\s+(?:ours\s+)?(\d+)\s+[\d.]+ s\s+[\d.]+ ms\s+[\d.]+ ms\s+(?:[\d.]+ ms\s+)?([\d.]+) µs\s+\d+\s*$/.exec(line);
    if (!row) break;
    points.push({ watchers: Number(row[1]), cpuPerUpdateUs: Number(row[2]) });
  }
  return points;
}

/**
 * The sequential part's "workerd CPU per bid (workerd, socket)", ms (an output from before the parts were named
 * calls it part (a)); NaN when the output has none.
 */
export function readCpuPerSocketBidMs(output: string): number {
  const row = /(?:sequential:|\(a\)) workerd CPU per bid \(workerd, socket\)\s+([\d.]+) ms/.exec(output);
  return row ? Number(row[1]) : Number.NaN;
}

/**
 * The room's CPU per bid against its watchers, N × (CPU per delivered update), fitted to a line by least
 * squares: the slope is the cost of one socket's send (µs), the intercept the fixed cost per update (ms).
 * NaN for both with fewer than two sizes.
 */
export function fitSendCost(points: readonly CurvePoint[]): { sendUs: number; fixedMs: number } {
  if (new Set(points.map((p) => p.watchers)).size < 2) return { sendUs: Number.NaN, fixedMs: Number.NaN };
  const xs = points.map((p) => p.watchers);
  const ys = points.map((p) => p.watchers * p.cpuPerUpdateUs);
  const n = points.length;
  const meanX = xs.reduce((a, b) => a + b, 0) / n;
  const meanY = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - meanX) * (ys[i]! - meanY);
    sxx += (xs[i]! - meanX) ** 2;
  }
  const slope = sxy / sxx;
  return { sendUs: slope, fixedMs: (meanY - slope * meanX) / 1000 };
}
