/**
 * When an account may be erased (LGPD), pure: never while the holder still owes the house a payment, has
 * an item to collect, or leads a running auction (which would close with a winner nobody can reach). Each
 * lot the holder won is unpaid (its payment not approved), paid and not yet collected (no pickup completed
 * or cancelled), or settled.
 */
export type ErasureBlocker = 'unpaid_lot' | 'open_pickup' | 'leading_bid';

/** A pickup that is over: the item left the house, or the pickup was called off. */
const CLOSED_PICKUPS = new Set(['completed', 'cancelled']);

export interface WonLotState {
  /** the holder's payment for the lot is approved */
  paymentApproved: boolean;
  /** the lot's pickup appointment, if one was booked */
  pickupStatus: string | null;
}

export interface ErasureFacts {
  wonLots: readonly WonLotState[];
  /** the holder's appointments still scheduled or ready (for any lot) */
  openAppointments: number;
  /** running lots whose top bid is the holder's */
  leadingLots: number;
}

/** What keeps the account from being erased (the unpaid lot first); null when nothing does. */
export function erasureBlocker({ wonLots, openAppointments, leadingLots }: ErasureFacts): ErasureBlocker | null {
  if (wonLots.some((lot) => !lot.paymentApproved)) return 'unpaid_lot';
  if (openAppointments > 0 || wonLots.some((lot) => lot.pickupStatus === null || !CLOSED_PICKUPS.has(lot.pickupStatus)))
    return 'open_pickup';
  if (leadingLots > 0) return 'leading_bid';
  return null;
}

/** The e-mail an erased account keeps: unique (the unique index holds) and undeliverable (RFC 2606 `.invalid`). */
export function erasedEmail(userId: number): string {
  return `removido-${userId}@arremate.invalid`;
}
