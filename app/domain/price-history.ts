/**
 * The price of a lot over time, for its chart: one point per bid (automatic ones marked) and the moments a
 * bid extended the lot (prorrogação), derived from the history and the lot's current end.
 *
 * Each decision that changes the price in the last N minutes before the then-current end moves the end to
 * its own time + N minutes, and the bids of one decision share its time. So, walking back from the current
 * end: the decision whose time + N minutes is that end made the latest extension (exact); the end before it
 * lay less than N minutes after the decision, so an earlier decision may have set it only if it came less
 * than N minutes before — the run of late bids, each within N minutes of the next, is taken as the
 * extensions (the original end is not kept, so a late run that began just outside the window may mark
 * one extension too many, never one too few). Nothing is marked unless the lot says it was extended.
 */
const MINUTE_MS = 60_000;
/** times are stored to the millisecond; the tolerance absorbs seeded or rounded histories */
const SAME_MOMENT_MS = 1_000;

export interface HistoryBid {
  amountCents: number;
  createdAt: string;
  isAuto: boolean;
}

export interface PricePoint extends HistoryBid {
  at: number;
  /** this bid's decision moved the lot's end */
  extended: boolean;
}

/** The decision times (ms) that extended the lot, oldest first. */
export function extensionTimes(
  decisionTimes: readonly number[],
  endsAt: string | null,
  extensionMinutes: number,
  extended: boolean,
): number[] {
  if (!extended || !endsAt || extensionMinutes <= 0) return [];
  const windowMs = extensionMinutes * MINUTE_MS;
  const times = [...new Set(decisionTimes)].sort((a, b) => a - b);
  const end = Date.parse(endsAt);
  let i = times.length - 1;
  while (i >= 0 && Math.abs(times[i]! + windowMs - end) > SAME_MOMENT_MS) i--;
  if (i < 0) return [];
  const chain = [times[i]!];
  for (let j = i - 1; j >= 0 && chain[0]! - times[j]! < windowMs; j--) chain.unshift(times[j]!);
  return chain;
}

/** The history (any order) as points in time order, each marked when its decision extended the lot. */
export function pricePoints(
  bids: readonly HistoryBid[],
  lot: { endsAt: string | null; extensionMinutes: number; extended: boolean },
): PricePoint[] {
  const points = bids.map((b) => ({ ...b, at: Date.parse(b.createdAt) })).sort((a, b) => a.at - b.at || a.amountCents - b.amountCents);
  const extensions = new Set(
    extensionTimes(
      points.map((p) => p.at),
      lot.endsAt,
      lot.extensionMinutes,
      lot.extended,
    ),
  );
  // One mark per decision: on its last bid (the price it settled at).
  return points.map((p, k) => ({ ...p, extended: extensions.has(p.at) && points[k + 1]?.at !== p.at }));
}
