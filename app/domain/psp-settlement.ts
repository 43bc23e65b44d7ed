/**
 * What money received through the PSP does, pure: the outcome of a received Pix or paid boleto against our
 * own records (never the webhook's word), the refund the house's rules queue by themselves, and our mirror
 * of a charge's state. settlement.server.ts applies them, once per receipt.
 */

export type ReceiptOutcome = 'approved' | 'unmatched' | 'divergent' | 'late' | 'duplicate';

/** The PSP's charge states (the standard's CobrancaStatus). */
export type PspChargeStatus = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

export type ChargeState = 'active' | 'paid' | 'expired' | 'removed';

export interface ReceivedMoney {
  amountCents: number;
  /** ISO 8601: when the payer paid */
  paidAt: string;
}

export interface ChargedPayment {
  /** the charge's amount (the payment's total) */
  chargeCents: number;
  status: 'pending' | 'approved' | 'rejected';
  /** the payment's deadline (ISO 8601) */
  dueAt: string;
  userId: number;
  /** the lot's winner now (another bidder once a second chance was accepted) */
  winnerUserId: number | null;
}

/**
 * What money received does: `unmatched` when it names no charge of ours; `duplicate` when its payment is
 * already approved (paid twice); `late` when it was paid after the deadline, or the payment is no longer
 * the lot's (rejected, or the lot went to the second bidder); `divergent` when the amount is not the
 * charge's; otherwise it approves the payment.
 */
export function receiptOutcome(money: ReceivedMoney, payment: ChargedPayment | null): ReceiptOutcome {
  if (!payment) return 'unmatched';
  if (payment.status === 'approved') return 'duplicate';
  if (payment.status === 'rejected' || payment.winnerUserId !== payment.userId) return 'late';
  if (Date.parse(money.paidAt) > Date.parse(payment.dueAt)) return 'late';
  if (money.amountCents !== payment.chargeCents) return 'divergent';
  return 'approved';
}

/** The refund the house's rules queue without an administrator: money that can be no payment's. */
export function automaticRefundReason(outcome: ReceiptOutcome): 'late' | 'duplicate' | null {
  return outcome === 'late' || outcome === 'duplicate' ? outcome : null;
}

/**
 * Our mirror of a charge after the PSP's word: paid once CONCLUIDA (or its boleto paid), removed when the
 * PSP or the house removed it, expired once its deadline passed unpaid, active otherwise. A paid charge
 * stays paid.
 */
export function chargeState(current: ChargeState, psp: PspChargeStatus, expiresAt: string, now: number): ChargeState {
  if (current === 'paid' || psp === 'CONCLUIDA') return 'paid';
  if (psp !== 'ATIVA') return 'removed';
  return Date.parse(expiresAt) <= now ? 'expired' : 'active';
}
