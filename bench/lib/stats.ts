export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A row of a load table: what was requested (padded to `width`), concurrency, p50, p99 and requests/s. */
export const loadRow = (label: string, width: number, concurrency: number, r: { p50: number; p99: number; rps: number }) =>
  `${label.padEnd(width)} ${String(concurrency).padStart(3)}  p50 ${ms(r.p50).padStart(9)}  p99 ${ms(r.p99).padStart(9)}  ${r.rps.toFixed(0).padStart(5)} req/s`;

let missedTargets = 0;

/**
 * figure / target, printed with a verdict: ≤ 1.00 meets the target. A figure that could not be measured (NaN)
 * says so and counts as missed, as a figure over its target does (`exitOnMissedTargets`).
 */
export function ratio(figure: number, target: number): string {
  const r = figure / target;
  if (!(r <= 1)) missedTargets++;
  if (Number.isNaN(r)) return 'not measured';
  return `${r.toFixed(2)} ${r <= 1 ? 'ok' : 'OVER'}`;
}

/** Ends the run with a non-zero exit code when any verdict `ratio` printed missed its target. */
export function exitOnMissedTargets() {
  if (missedTargets === 0) return;
  console.log(`\n${missedTargets} target(s) missed or not measured.`);
  process.exitCode = 1;
}

/**
 * Latencies counted in buckets (0.1 ms below 100 ms, 1 ms above), so that client processes can send
 * millions of samples to the parent as a few thousand numbers and the parent can merge them.
 */
export class Histogram {
  private readonly counts = new Map<number, number>();
  count = 0;
  max = Number.NEGATIVE_INFINITY;
  min = Number.POSITIVE_INFINITY;

  add(ms: number) {
    const bucket = Math.abs(ms) < 100 ? Math.round(ms * 10) / 10 : Math.round(ms);
    this.counts.set(bucket, (this.counts.get(bucket) ?? 0) + 1);
    this.count++;
    if (ms > this.max) this.max = ms;
    if (ms < this.min) this.min = ms;
  }

  percentile(p: number): number {
    if (this.count === 0) return Number.NaN;
    const rank = Math.max(1, Math.ceil((p / 100) * this.count));
    let seen = 0;
    for (const bucket of [...this.counts.keys()].sort((a, b) => a - b)) {
      seen += this.counts.get(bucket)!;
      if (seen >= rank) return bucket;
    }
    return this.max;
  }

  toJSON(): HistogramData {
    return { counts: [...this.counts], count: this.count, max: this.max, min: this.min };
  }

  static merge(parts: HistogramData[]): Histogram {
    const h = new Histogram();
    for (const part of parts) {
      for (const [bucket, n] of part.counts) h.counts.set(bucket, (h.counts.get(bucket) ?? 0) + n);
      h.count += part.count;
      if (part.count) {
        h.max = Math.max(h.max, part.max);
        h.min = Math.min(h.min, part.min);
      }
    }
    return h;
  }
}

export interface HistogramData {
  counts: [number, number][];
  count: number;
  max: number;
  min: number;
}
