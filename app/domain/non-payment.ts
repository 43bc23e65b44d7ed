/**
 * The Terms' penalty for non-payment, pure: when a payment counts as lost, and how many lost payments
 * suspend an account's bidding. A payment is lost when an administrator rejects it or when it is still
 * pending past its deadline (`isOverdue`); it is lost at the earlier of the two moments. After an
 * administrator lifts a suspension, only payments lost after the lift count toward the next one, so the
 * same payments never suspend an account twice. A payment undone by an approved desistência da compra
 * (arrependimento, `withdrawnAt`) is the member's right, never a lost payment.
 */
import { isOverdue } from './payment-rules';

/** Lost payments that suspend an account's bidding (counted since the last lift). */
export const LOST_PAYMENTS_TO_SUSPEND = 2;

/** What the rule reads of a payment. */
export interface PaymentRecord {
  status: 'pending' | 'approved' | 'rejected';
  dueAt: string | null;
  rejectedAt: string | null;
  /** when an approved desistência undid it (absent: never) */
  withdrawnAt?: string | null;
}

/**
 * When the payment was lost (ms since the epoch), or null while it is not: approved, withdrawn (desistência),
 * or pending within its deadline. A rejection after the deadline counts from the deadline; a rejection with no recorded moment
 * counts as lost since ever (it is still lost).
 */
export function lostAt(payment: PaymentRecord, now: number): number | null {
  if (payment.status === 'approved' || (payment.withdrawnAt ?? null) !== null) return null;
  const due = payment.dueAt === null ? null : Date.parse(payment.dueAt);
  if (payment.status === 'pending') return isOverdue(payment, now) ? due : null;
  const rejected = payment.rejectedAt === null ? null : Date.parse(payment.rejectedAt);
  if (due !== null && (rejected === null || due < rejected)) return due;
  return rejected ?? 0;
}

/** The payments lost after the last lift (`liftedAt`, ISO; null when none was ever lifted). */
export function lostSinceLift<T extends PaymentRecord>(payments: readonly T[], liftedAt: string | null, now: number): T[] {
  const since = liftedAt === null ? -Infinity : Date.parse(liftedAt);
  return payments.filter((payment) => {
    const lost = lostAt(payment, now);
    return lost !== null && lost > since;
  });
}

/** Whether these payments suspend the account's bidding: 2 or more lost since the last lift. */
export function suspendsBidding(payments: readonly PaymentRecord[], liftedAt: string | null, now: number): boolean {
  return lostSinceLift(payments, liftedAt, now).length >= LOST_PAYMENTS_TO_SUSPEND;
}
