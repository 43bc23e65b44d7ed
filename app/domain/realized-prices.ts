/**
 * Realized prices ('Preços realizados'): what lots of one model closed for. Only a lot that closed sold, with a
 * verified sheet and a final price, in the last REALIZED_PRICE_DAYS days counts (the server's query); here the
 * window and the summary of the prices it finds, in integer cents.
 */

export const REALIZED_PRICE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of the window, as the ISO 8601 text `closed_at` is compared with. */
export function realizedSince(now: number): string {
  return new Date(now - REALIZED_PRICE_DAYS * DAY_MS).toISOString();
}

export interface PriceRange {
  minCents: number;
  maxCents: number;
  /** the middle price (the mean of the two middle ones, rounded, for an even count) */
  medianCents: number;
  count: number;
}

/** The range, median and count of the prices; null without any price (no line is shown then). */
export function priceRange(pricesCents: readonly number[]): PriceRange | null {
  const sorted = pricesCents.filter((p) => Number.isSafeInteger(p) && p > 0).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  const medianCents = sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
  return { minCents: sorted[0]!, maxCents: sorted[sorted.length - 1]!, medianCents, count: sorted.length };
}
