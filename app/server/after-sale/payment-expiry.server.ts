/**
 * Payments the PSP collects that pass their deadline unpaid expire by the Terms' rules for non-payment, with no
 * administrator: the second bidder is offered the lot, and the member's second lost payment suspends their
 * bidding (decision record 0042).
 */
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { reviewBiddingStanding } from '~/server/accounts/bidding-standing.server';
import { lots, paymentCharges, payments } from '~/server/db/schema';
import { PspUnavailableError } from '~/server/payments/provider.server';
import { settleBoleto, settleCharge, type SettlementDeps } from '~/server/payments/settlement.server';
import { audit } from '~/server/platform/audit.server';
import { logError } from '~/server/platform/error-log.server';
import { offerSecondChance } from './second-chance.server';

/** Payments expired per run (the rest wait for the next minute). */
const EXPIRY_BATCH = 25;

/**
 * Payments past their deadline with nothing received: each charge is read once more (a payment at the last
 * second is still approved), then the payment expires — rejected by the house's rules, audited, its charges
 * marked expired, the second bidder offered the lot, the member's standing reviewed. Only payments the PSP
 * collects (Pix, boleto, or no method chosen); a transfer stays with the administrators. A PSP that cannot be
 * reached expires nothing in that run.
 */
export async function expireUnpaid(deps: SettlementDeps, now = Date.now()): Promise<number[]> {
  const { db } = deps;
  const nowIso = new Date(now).toISOString();
  const due = await db
    .select({ id: payments.id, userId: payments.userId, lotId: payments.lotId })
    .from(payments)
    .innerJoin(lots, eq(lots.id, payments.lotId))
    .where(
      and(
        eq(payments.status, 'pending'),
        lt(payments.dueAt, nowIso),
        or(isNull(payments.method), inArray(payments.method, ['pix', 'boleto'])),
        eq(payments.userId, lots.winnerUserId),
      ),
    )
    .limit(EXPIRY_BATCH);
  const expired: number[] = [];
  for (const payment of due) {
    try {
      const charges = await db.select().from(paymentCharges).where(eq(paymentCharges.paymentId, payment.id));
      for (const charge of charges) {
        await settleCharge(deps, charge.txid, 'reconciliation');
        if (charge.method === 'boleto') await settleBoleto(deps, charge.txid, 'reconciliation');
      }
      if (await expirePayment(deps, payment, nowIso)) expired.push(payment.id);
    } catch (error) {
      if (error instanceof PspUnavailableError) return expired;
      logError('payment expiry', error, { paymentId: payment.id });
    }
  }
  return expired;
}

async function expirePayment(deps: SettlementDeps, payment: { id: number; userId: number; lotId: number }, nowIso: string) {
  const { db } = deps;
  const [, rejected] = await db.batch([
    db
      .update(paymentCharges)
      .set({ status: 'expired', updatedAt: nowIso })
      .where(and(eq(paymentCharges.paymentId, payment.id), eq(paymentCharges.status, 'active'))),
    db
      .update(payments)
      .set({ status: 'rejected', rejectedAt: nowIso, decidedBy: null, updatedAt: nowIso })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id }),
  ]);
  if (rejected.length === 0) return false;
  await audit(db, {
    actorUserId: null,
    action: 'payment.expire',
    targetType: 'payment',
    targetId: payment.id,
    details: { lot_id: payment.lotId, user_id: payment.userId, before: { status: 'pending' }, after: { status: 'rejected' } },
  });
  await reviewBiddingStanding(db, payment.userId, 'payment_overdue');
  const offer = await offerSecondChance(db, null, payment.id, deps.deliver);
  if (!offer.ok && offer.reason !== 'no_candidate' && offer.reason !== 'pending') {
    logError('second chance after expiry', new Error(offer.reason), { paymentId: payment.id });
  }
  deps.pulse(payment.id);
  return true;
}
