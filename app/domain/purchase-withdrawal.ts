/**
 * The winner's arrependimento (desistência da compra), pure: who may ask and until when. The Código de Defesa
 * do Consumidor (art. 49) gives 7 days from receiving the goods; the house also lets a winner give up while
 * the paid lot is still waiting to be collected. Once per payment: a declined request is not asked again.
 */

/** 7 days from collecting the lot (CDC art. 49), in ms. */
export const WITHDRAWAL_DAYS_AFTER_PICKUP = 7;
const WINDOW_MS = WITHDRAWAL_DAYS_AFTER_PICKUP * 24 * 60 * 60 * 1000;

export const WITHDRAWAL_REASON_MIN = 10;
export const WITHDRAWAL_REASON_MAX = 500;

export interface WithdrawalPayment {
  status: 'pending' | 'approved' | 'rejected';
  withdrawnAt: string | null;
}

/** The lot's pickup as the rule reads it: when it was collected (null while it was not). */
export interface WithdrawalPickup {
  completedAt: string | null;
}

export type WithdrawalEligibility = 'eligible' | 'not_paid' | 'window_closed' | 'already_requested';

/**
 * Whether the winner may ask to give up the purchase now: the payment approved (and not already undone),
 * no earlier request for it, and the lot not collected or collected at most 7 days ago.
 */
export function withdrawalEligibility(
  payment: WithdrawalPayment,
  pickup: WithdrawalPickup | null,
  alreadyRequested: boolean,
  now: number,
): WithdrawalEligibility {
  if (alreadyRequested) return 'already_requested';
  if (payment.status !== 'approved' || payment.withdrawnAt !== null) return 'not_paid';
  const collected = pickup?.completedAt ? Date.parse(pickup.completedAt) : null;
  if (collected !== null && now > collected + WINDOW_MS) return 'window_closed';
  return 'eligible';
}

/** The reason as it is kept (trimmed), or null when it is not 10–500 characters. */
export function withdrawalReason(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const reason = raw.trim();
  return reason.length >= WITHDRAWAL_REASON_MIN && reason.length <= WITHDRAWAL_REASON_MAX ? reason : null;
}
