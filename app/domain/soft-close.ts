/**
 * Prorrogação and reserva, pure: when a decision moves a lot's end, and how a closed lot ends.
 *
 * A decision that changes the leader, taken at time t when the lot ends in less than N minutes, moves the end
 * to t + N minutes (N per lot, 0 turns it off), but never past the lot's end before its first extension plus
 * the house's cap on the total extension (decision record 0039): once the end reaches that, bids no longer
 * extend. A decision that only raises the price (a challenger's bid answered by the leader's maximum, a maximum
 * taking the price to the reserve) extends nothing. A decision at or after the end extends nothing: an
 * extension never reopens a closed lot.
 */
const MINUTE_MS = 60_000;

export const DEFAULT_EXTENSION_MINUTES = 3;
export const MAX_EXTENSION_MINUTES = 60;
/** The house's cap on a lot's total extension, by default (`SOFT_CLOSE_MAX_TOTAL_MINUTES`). */
export const DEFAULT_MAX_TOTAL_EXTENSION_MINUTES = 60;

/**
 * The latest end extensions may give a lot: its end before the first extension (`original_ends_at`, or the
 * end itself while it has none) plus the cap.
 */
export function latestExtendedEndMs(endsAtMs: number, originalEndsAtMs: number | null, maxTotalMinutes: number): number {
  return (originalEndsAtMs ?? endsAtMs) + maxTotalMinutes * MINUTE_MS;
}

/** The new end for a decision at `decidedAtMs`, or null when it does not move. */
export function extendedEndMs(
  endsAtMs: number,
  decidedAtMs: number,
  extensionMinutes: number,
  leaderChanged: boolean,
  latestEndMs = Number.POSITIVE_INFINITY,
): number | null {
  if (!leaderChanged || extensionMinutes <= 0 || decidedAtMs >= endsAtMs) return null;
  const window = extensionMinutes * MINUTE_MS;
  if (endsAtMs - decidedAtMs >= window) return null;
  const end = Math.min(decidedAtMs + window, latestEndMs);
  return end > endsAtMs ? end : null;
}

/** Whether a lot's extensions have used the whole cap: from then on, bids no longer extend it. */
export function extensionCapReached(endsAtMs: number, originalEndsAtMs: number | null, maxTotalMinutes: number): boolean {
  return originalEndsAtMs !== null && endsAtMs >= latestExtendedEndMs(endsAtMs, originalEndsAtMs, maxTotalMinutes);
}

/** Whether the reserve is met: null for a lot without one (members see only this, never the amount). */
export function reserveMet(priceCents: number, bidCount: number, reserveCents: number | null): boolean | null {
  if (reserveCents === null) return null;
  return bidCount > 0 && priceCents >= reserveCents;
}

export const LOT_OUTCOMES = ['sold', 'reserve_not_met', 'no_bids'] as const;
export type LotOutcome = (typeof LOT_OUTCOMES)[number];

/** How a closed lot ended: no bids, below its reserve (no winner, no payment), or sold to its leader. */
export function lotOutcome(priceCents: number, bidCount: number, reserveCents: number | null): LotOutcome {
  if (bidCount === 0) return 'no_bids';
  return reserveMet(priceCents, bidCount, reserveCents) === false ? 'reserve_not_met' : 'sold';
}
