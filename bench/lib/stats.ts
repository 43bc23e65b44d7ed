export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** figure / target, printed with a verdict: ≤ 1.00 meets the target. */
export function ratio(figure: number, target: number): string {
  const r = figure / target;
  return `${r.toFixed(2)} ${r <= 1 ? 'ok' : 'OVER'}`;
}
