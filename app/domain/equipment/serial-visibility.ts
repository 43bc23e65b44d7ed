/**
 * Who sees a lot's serial numbers whole (and downloads its raw files as they were uploaded): administrators, and
 * the member who won the lot (a sold lot's winner) once the house has approved their payment. Everyone else,
 * visitors and an unpaid winner included, sees them masked to their last 4 characters (`maskSerial`): a winner
 * who never pays must not leave with the machine's identity.
 */
import type { LotOutcome } from '../soft-close';

export interface SerialAudience {
  id: number;
  isAdmin: boolean;
}

export interface WonLot {
  winnerUserId: number | null;
  outcome: LotOutcome | null;
  /** the winner's payment for the lot is approved */
  winnerPaid: boolean;
}

export function seesWholeSerials(lot: WonLot, viewer: SerialAudience | null): boolean {
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  return lot.outcome === 'sold' && lot.winnerPaid && lot.winnerUserId !== null && lot.winnerUserId === viewer.id;
}
