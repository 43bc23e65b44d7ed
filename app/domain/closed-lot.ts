/**
 * How a closed lot reads, pure: its outcome and when its bidding ended. A lot shows as closed from the moment
 * its end passes, a little before its room's close has run; until then the outcome is foreseen from what
 * members see (the bids and whether the reserve is met), which is what the close will decide.
 */
import type { LotOutcome } from './soft-close';

export interface ClosedLotFigures {
  /** the room's outcome, once it has closed the lot */
  outcome: LotOutcome | null;
  bidCount: number;
  /** whether the reserve is met (null: the lot has none) */
  reserveMet: boolean | null;
}

/** The lot's outcome: the room's once it has closed, otherwise the one its close will reach. */
export function closedLotOutcome(lot: ClosedLotFigures): LotOutcome {
  if (lot.outcome !== null) return lot.outcome;
  if (lot.bidCount === 0) return 'no_bids';
  return lot.reserveMet === false ? 'reserve_not_met' : 'sold';
}

const ms = (iso: string | null) => (iso === null ? Number.NaN : Date.parse(iso));

/**
 * When bidding on the lot ended: the end (extensions included), or the moment an administrator closed it
 * when that came first. A close by the alarm runs a little after the end, which is when bidding stopped.
 */
export function lotClosedAt(lot: { closedAt: string | null; endsAt: string | null }): string | null {
  const closed = ms(lot.closedAt);
  const ends = ms(lot.endsAt);
  if (Number.isNaN(closed)) return Number.isNaN(ends) ? null : lot.endsAt;
  if (Number.isNaN(ends)) return lot.closedAt;
  return closed < ends ? lot.closedAt : lot.endsAt;
}
