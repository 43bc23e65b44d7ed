/**
 * The winner's payment of a closed lot: the amount, the 10 % fee, the total and the deadline as the winner
 * sees them, the PIX charge, and the withdrawal request ('Solicitar retirada') that follows the payment.
 * Approving and rejecting are the administrators' (payment-review.server.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import { effectiveDueAt, isOverdue, paymentTxid } from '~/domain/payment-rules';
import { pixPayload } from '~/domain/pix';
import type { Db } from '~/server/db/client.server';
import { lots, payments, withdrawalRequests, type paymentMethods, type paymentStatuses } from '~/server/db/schema';
import { refundsOfPayments } from '~/server/payments/refunds.server';
import type { HouseSettings } from '~/server/platform/settings.server';

export type PaymentRow = typeof payments.$inferSelect;

/** The payment as its winner sees it (reais at the edge). */
export function paymentView(payment: PaymentRow, now: number, deadlineHours?: number) {
  const dueAt = effectiveDueAt(payment, deadlineHours);
  return {
    id: payment.id,
    amount: centsToReais(payment.amountCents),
    fee: centsToReais(payment.feeCents),
    total: centsToReais(payment.totalCents),
    method: payment.method,
    status: payment.status,
    due_at: dueAt,
    overdue: isOverdue({ status: payment.status, dueAt }, now),
    created_at: payment.createdAt,
    approved_at: payment.approvedAt,
    txid: paymentTxid(payment.id),
  };
}

export async function winnerPayment(db: Db, lotId: number, userId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.lotId, lotId), eq(payments.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The winner's request to collect, if made. */
export async function winnerWithdrawal(db: Db, lotId: number, userId: number) {
  const [row] = await db
    .select()
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.lotId, lotId), eq(withdrawalRequests.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The PIX charge of a payment, or null when the house has no PIX. */
export function pixCharge(settings: HouseSettings, payment: PaymentRow): { payload: string; txid: string } | null {
  if (!settings.pix) return null;
  const txid = paymentTxid(payment.id);
  return { payload: pixPayload({ ...settings.pix, amountCents: payment.totalCents, txid }), txid };
}

export type WithdrawalMethod = Extract<(typeof paymentMethods)[number], 'pix' | 'transfer'>;

/** The winner asks to collect (after paying): once per lot and winner; the method they paid with is noted. */
export async function requestWithdrawal(db: Db, lotId: number, userId: number, method: WithdrawalMethod | undefined) {
  await db.insert(withdrawalRequests).values({ lotId, userId }).onConflictDoNothing();
  if (method) {
    await db
      .update(payments)
      .set({ method, updatedAt: new Date().toISOString() })
      .where(and(eq(payments.lotId, lotId), eq(payments.userId, userId), eq(payments.status, 'pending')));
  }
  return (await winnerWithdrawal(db, lotId, userId))!;
}

/** The user's payments, newest first (only `status` ones when given). */
export async function userPayments(db: Db, userId: number, status: (typeof paymentStatuses)[number] | undefined, now = Date.now()) {
  const rows = await db
    .select({ payment: payments, title: lots.title, winnerUserId: lots.winnerUserId })
    .from(payments)
    .innerJoin(lots, eq(lots.id, payments.lotId))
    .where(and(eq(payments.userId, userId), status ? eq(payments.status, status) : undefined))
    .orderBy(desc(payments.createdAt));
  const shown = rows.filter((r) => r.payment.status !== 'pending' || r.winnerUserId === userId);
  const refundsByPayment = await refundsOfPayments(
    db,
    shown.map((r) => r.payment.id),
  );
  return shown.map(({ payment, title }) => ({
    id: payment.id,
    auction: { id: payment.lotId, title },
    amount: centsToReais(payment.amountCents),
    fee: centsToReais(payment.feeCents),
    total: centsToReais(payment.totalCents),
    method: payment.method,
    status: payment.status,
    created_at: payment.createdAt,
    due_at: payment.dueAt,
    overdue: isOverdue(payment, now),
    /** the refund of what was paid (a reversal, a desistência), with its state; null when none */
    refund: refundsByPayment.get(payment.id) ?? null,
  }));
}
