/**
 * The price of a lot over time, for its chart: one point per bid (automatic ones marked), the lot's original
 * end and the end each extension (prorrogação) moved it to.
 *
 * A decision that changes the leader in the last N minutes before the then-current end moves the end to its own
 * time + N minutes, up to the house's cap past the original end (`extendedEndMs`, soft-close.ts; decision
 * 0039), and the bids of one decision share its time. A decision of two or more bids is a bid answered at once
 * by the leader's maximum (0026 rule 3): the leader stays, and it extends nothing; a decision of one bid took
 * the lead. The room keeps the end the first extension moved (`original_ends_at`), so walking the decisions in
 * order from it with that rule finds the extensions.
 *
 * A lot extended before the original end was kept has none: then, walking back from the current end, the
 * decision whose time + N minutes is that end made the latest extension (exact); the end before it lay less
 * than N minutes after the decision, so an earlier decision may have set it only if it came less than N
 * minutes before — the run of late bids, each within N minutes of the next, is taken as the extensions (one
 * too many at most, never one too few), and no original end is marked. Nothing is marked unless the lot says
 * it was extended.
 */
import { extendedEndMs, latestExtendedEndMs } from './soft-close';

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
  /** the number (1, 2, …) of the extension this bid's decision made, on the decision's last bid; else null */
  extension: number | null;
}

/** A marked end: the original one (`extension` 0), then the end the n-th extension moved it to. */
export interface EndMark {
  at: number;
  extension: number;
}

export interface PriceHistoryLot {
  endsAt: string | null;
  /** the end before the first extension (null: never extended, or extended before it was kept) */
  originalEndsAt: string | null;
  extensionMinutes: number;
  extended: boolean;
  /** the house's cap on the total extension (minutes); none when not given */
  maxTotalExtensionMinutes?: number;
}

export interface PriceHistory {
  /** the bids in time order */
  points: PricePoint[];
  /** the original end, when known, then each extension's new end, in time order */
  ends: EndMark[];
}

interface Extension {
  decidedAt: number;
  endsAt: number;
}

/** The times of the decisions that could change the leader: those of one bid (see above), in order. */
function leadChangingTimes(decisionTimes: readonly number[]): number[] {
  const bids = new Map<number, number>();
  for (const at of decisionTimes) bids.set(at, (bids.get(at) ?? 0) + 1);
  return [...bids]
    .filter(([, n]) => n === 1)
    .map(([at]) => at)
    .sort((a, b) => a - b);
}

/** Without the original end: the decision times (ms) that extended the lot, oldest first (see above). */
export function extensionTimes(
  decisionTimes: readonly number[],
  endsAt: string | null,
  extensionMinutes: number,
  extended: boolean,
): number[] {
  if (!extended || !endsAt || extensionMinutes <= 0) return [];
  const windowMs = extensionMinutes * MINUTE_MS;
  const times = leadChangingTimes(decisionTimes);
  const end = Date.parse(endsAt);
  let i = times.length - 1;
  while (i >= 0 && Math.abs(times[i]! + windowMs - end) > SAME_MOMENT_MS) i--;
  if (i < 0) return [];
  const chain = [times[i]!];
  for (let j = i - 1; j >= 0 && chain[0]! - times[j]! < windowMs; j--) chain.unshift(times[j]!);
  return chain;
}

/**
 * From the original end: each decision that moved the end, and where to, oldest first. `decisionTimes` has one
 * entry per bid (a decision's bids share its time); `maxTotalMinutes` caps the total extension.
 */
export function extensionsFrom(
  decisionTimes: readonly number[],
  originalEndMs: number,
  extensionMinutes: number,
  maxTotalMinutes?: number,
): Extension[] {
  const extensions: Extension[] = [];
  const latest =
    maxTotalMinutes === undefined ? Number.POSITIVE_INFINITY : latestExtendedEndMs(originalEndMs, originalEndMs, maxTotalMinutes);
  let end = originalEndMs;
  for (const at of leadChangingTimes(decisionTimes)) {
    const moved = extendedEndMs(end, at, extensionMinutes, true, latest);
    if (moved === null) continue;
    extensions.push({ decidedAt: at, endsAt: moved });
    end = moved;
  }
  return extensions;
}

/** The history (any order) as points in time order, each extension numbered on its decision's last bid, and the marked ends. */
export function priceHistory(bids: readonly HistoryBid[], lot: PriceHistoryLot): PriceHistory {
  const sorted = bids.map((b) => ({ ...b, at: Date.parse(b.createdAt) })).sort((a, b) => a.at - b.at || a.amountCents - b.amountCents);
  const times = sorted.map((p) => p.at);
  const originalEnd = lot.originalEndsAt === null ? NaN : Date.parse(lot.originalEndsAt);
  const knowsOriginal = Number.isFinite(originalEnd);
  let extensions: Extension[] = [];
  if (lot.extended && lot.extensionMinutes > 0) {
    extensions = knowsOriginal
      ? extensionsFrom(times, originalEnd, lot.extensionMinutes, lot.maxTotalExtensionMinutes)
      : extensionTimes(times, lot.endsAt, lot.extensionMinutes, true).map((at) => ({
          decidedAt: at,
          endsAt: at + lot.extensionMinutes * MINUTE_MS,
        }));
  }
  const numberOf = new Map(extensions.map((e, i) => [e.decidedAt, i + 1]));
  // One number per decision: on its last bid (the price it settled at).
  const points = sorted.map((p, k) => ({ ...p, extension: sorted[k + 1]?.at === p.at ? null : (numberOf.get(p.at) ?? null) }));
  const ends: EndMark[] = [
    ...(knowsOriginal && extensions.length > 0 ? [{ at: originalEnd, extension: 0 }] : []),
    ...extensions.map((e, i) => ({ at: e.endsAt, extension: i + 1 })),
  ];
  return { points, ends };
}
