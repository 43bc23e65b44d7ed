/**
 * Settlement: money the PSP received approves its payment, once.
 * Minimal version so that this branch compiles and the reconciliation can approve through the same door:
 * the payment services' own settlement.server.ts (webhook → re-read → receipt → approval) replaces this file,
 * keeping `approveFromReceipt`'s signature.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client.server';
import { lots, payments, withdrawalRequests } from '~/server/db/schema';
import type { Deliver } from '~/server/notifications/delivery.server';
import { audit } from '~/server/platform/audit.server';

export type ApproveFromReceiptResult = { ok: true } | { ok: false; reason: 'not_pending' };

/**
 * Approves a pending payment of the lot's current winner with the money of a receipt (confirmed by the PSP,
 * its reference recorded), releases the withdrawal and tells the winner. A payment no longer pending, or no
 * longer the winner's, is left as it is.
 */
export async function approveFromReceipt(
  db: Db,
  receipt: { paymentId: number; receiptId: number; reference: string },
  deliver: Deliver,
): Promise<ApproveFromReceiptResult> {
  const [payment] = await db
    .select({ lotId: payments.lotId, userId: payments.userId, totalCents: payments.totalCents, winner: lots.winnerUserId })
    .from(payments)
    .innerJoin(lots, eq(lots.id, payments.lotId))
    .where(eq(payments.id, receipt.paymentId))
    .limit(1);
  if (!payment || payment.winner !== payment.userId) return { ok: false, reason: 'not_pending' };
  const now = new Date().toISOString();
  const [approved] = await db
    .update(payments)
    .set({ status: 'approved', approvedAt: now, confirmedBy: 'psp', paidReference: receipt.reference, decidedBy: null, updatedAt: now })
    .where(and(eq(payments.id, receipt.paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  if (!approved) return { ok: false, reason: 'not_pending' };
  await db
    .update(withdrawalRequests)
    .set({ paymentApprovedAt: now })
    .where(and(eq(withdrawalRequests.lotId, payment.lotId), eq(withdrawalRequests.userId, payment.userId)));
  await audit(db, {
    actorUserId: null,
    action: 'payment.psp_approve',
    targetType: 'payment',
    targetId: receipt.paymentId,
    details: { lot_id: payment.lotId, user_id: payment.userId, receipt_id: receipt.receiptId, reference: receipt.reference },
  });
  await deliver({
    userId: payment.userId,
    type: 'payment_approved',
    lotId: payment.lotId,
    amountCents: payment.totalCents,
    key: `payment_approved:${receipt.paymentId}`,
  });
  return { ok: true };
}
