/**
 * Prorrogação and reserva, pure: when a decision moves a lot's end, and how a closed lot ends.
 *
 * A decision that changes the price or the leader, taken at time t when the lot ends in less than N minutes,
 * moves the end to t + N minutes (N per lot, 0 turns it off, no cap on the number of extensions). A decision
 * at or after the end extends nothing: an extension never reopens a closed lot.
 */
const MINUTE_MS = 60_000;

export const DEFAULT_EXTENSION_MINUTES = 3;
export const MAX_EXTENSION_MINUTES = 60;

/** The new end for a decision at `decidedAtMs`, or null when it does not move. */
export function extendedEndMs(
  endsAtMs: number,
  decidedAtMs: number,
  extensionMinutes: number,
  changedPriceOrLeader: boolean,
): number | null {
  if (!changedPriceOrLeader || extensionMinutes <= 0 || decidedAtMs >= endsAtMs) return null;
  const window = extensionMinutes * MINUTE_MS;
  return endsAtMs - decidedAtMs < window ? decidedAtMs + window : null;
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
