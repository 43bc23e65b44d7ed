/**
 * Who sees a lot's serial numbers whole: administrators, and the member who won the lot (a sold lot's
 * winner). Everyone else, visitors included, sees them masked to their last 4 characters (`maskSerial`).
 */
import type { LotOutcome } from '../soft-close';

export interface SerialAudience {
  id: number;
  isAdmin: boolean;
}

export interface WonLot {
  winnerUserId: number | null;
  outcome: LotOutcome | null;
}

export function seesWholeSerials(lot: WonLot, viewer: SerialAudience | null): boolean {
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  return lot.outcome === 'sold' && lot.winnerUserId !== null && lot.winnerUserId === viewer.id;
}
