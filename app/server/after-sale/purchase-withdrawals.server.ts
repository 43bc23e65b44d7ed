/**
 * The winner's desistência da compra (arrependimento): asked once per payment while the rule allows it
 * (domain/purchase-withdrawal.ts), decided by an administrator. Approving undoes the purchase: the payment
 * is rejected as withdrawn (never a lost payment), the open pickup cancelled, the Pix that paid it refunded
 * through the PSP (or, without one, the administrator confirms the house refunds it by transfer), and the
 * lot offered to the runner-up. Every step is audited.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import { withdrawalEligibility, type WithdrawalEligibility } from '~/domain/purchase-withdrawal';
import { refundText } from '~/i18n/pt-BR-refunds';
import { pagination, type Page } from '~/schemas/paging';
import type { Db } from '~/server/db/client.server';
import {
  lots,
  paymentReceipts,
  payments,
  pickupAppointments,
  purchaseWithdrawals,
  refunds,
  users,
  withdrawalRequests,
} from '~/server/db/schema';
import type { Deliver } from '~/server/notifications/delivery.server';
import { queueRefund, refundView, type RefundRow } from '~/server/payments/refunds.server';
import { audit, type Actor } from '~/server/platform/audit.server';
import { cancelLapsedPickups, reportCancelledPickups } from './pickup-release.server';
import { offerSecondChance } from './second-chance.server';

type WithdrawalRow = typeof purchaseWithdrawals.$inferSelect;

/** When the member collected the lot (their completed appointment), or null. */
async function collectedAt(db: Db, lotId: number, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ completedAt: pickupAppointments.completedAt })
    .from(pickupAppointments)
    .where(and(eq(pickupAppointments.lotId, lotId), eq(pickupAppointments.userId, userId), eq(pickupAppointments.status, 'completed')))
    .limit(1);
  return row?.completedAt ?? null;
}

async function withdrawalOfPayment(db: Db, paymentId: number): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(purchaseWithdrawals).where(eq(purchaseWithdrawals.paymentId, paymentId)).limit(1);
  return row ?? null;
}

/** The Pix that paid the payment (its approving receipt), the one a withdrawal refunds. */
async function payingPix(db: Db, paymentId: number) {
  const [row] = await db
    .select({ id: paymentReceipts.id })
    .from(paymentReceipts)
    .where(and(eq(paymentReceipts.paymentId, paymentId), eq(paymentReceipts.kind, 'pix'), eq(paymentReceipts.outcome, 'approved')))
    .orderBy(desc(paymentReceipts.id))
    .limit(1);
  return row ?? null;
}

export type RequestResult =
  { ok: true; withdrawal: WithdrawalRow } | { ok: false; reason: 'no_payment' | Exclude<WithdrawalEligibility, 'eligible'> };

/** The winner asks to give up the purchase of a lot (reason already checked: 10–500 characters). */
export async function requestPurchaseWithdrawal(
  db: Db,
  request: { lotId: number; userId: number; reason: string; ip?: string },
  now = Date.now(),
): Promise<RequestResult> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.lotId, request.lotId), eq(payments.userId, request.userId)))
    .limit(1);
  if (!payment) return { ok: false, reason: 'no_payment' };
  const existing = await withdrawalOfPayment(db, payment.id);
  const eligibility = withdrawalEligibility(
    payment,
    { completedAt: await collectedAt(db, request.lotId, request.userId) },
    existing !== null,
    now,
  );
  if (eligibility !== 'eligible') return { ok: false, reason: eligibility };
  const [created] = await db
    .insert(purchaseWithdrawals)
    .values({ paymentId: payment.id, lotId: request.lotId, userId: request.userId, reason: request.reason })
    .onConflictDoNothing({ target: purchaseWithdrawals.paymentId })
    .returning();
  if (!created) return { ok: false, reason: 'already_requested' };
  await audit(db, {
    actorUserId: request.userId,
    action: 'purchase_withdrawal.request',
    targetType: 'purchase_withdrawal',
    targetId: created.id,
    details: { payment_id: payment.id, lot_id: request.lotId, after: { status: 'requested' } },
    ip: request.ip ?? null,
  });
  return { ok: true, withdrawal: created };
}

/** What the winner's checkout shows of the desistência: whether they may ask, and the state of their request. */
export async function purchaseWithdrawalState(db: Db, lotId: number, userId: number, now = Date.now()) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.lotId, lotId), eq(payments.userId, userId)))
    .limit(1);
  if (!payment) return null;
  const request = await withdrawalOfPayment(db, payment.id);
  const eligibility = withdrawalEligibility(payment, { completedAt: await collectedAt(db, lotId, userId) }, request !== null, now);
  const [refund] = request
    ? await db.select().from(refunds).where(eq(refunds.paymentId, payment.id)).orderBy(desc(refunds.id)).limit(1)
    : [];
  return {
    can_request: eligibility === 'eligible',
    request: request
      ? {
          status: request.status,
          reason: request.reason,
          requested_at: request.requestedAt,
          decided_at: request.decidedAt,
          decline_reason: request.declineReason,
          refund: refund ? refundView(refund) : null,
        }
      : null,
  };
}

export type PurchaseWithdrawalState = NonNullable<Awaited<ReturnType<typeof purchaseWithdrawalState>>>;

/** The requests, newest first, for the back office; each says whether a Pix can be refunded through the PSP. */
export async function listPurchaseWithdrawals(db: Db, page: Page) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        withdrawal: purchaseWithdrawals,
        lotTitle: lots.title,
        memberName: users.name,
        memberEmail: users.email,
        totalCents: payments.totalCents,
        method: payments.method,
        pixReceipts: sql<number>`(select count(*) from ${paymentReceipts} where ${paymentReceipts.paymentId} = ${purchaseWithdrawals.paymentId}
          and ${paymentReceipts.kind} = 'pix' and ${paymentReceipts.outcome} = 'approved')`,
        refundStatus: sql<string | null>`(select ${refunds.status} from ${refunds}
          where ${refunds.paymentId} = ${purchaseWithdrawals.paymentId} order by ${refunds.id} desc limit 1)`,
        refundPspReason: sql<string | null>`(select ${refunds.pspReason} from ${refunds}
          where ${refunds.paymentId} = ${purchaseWithdrawals.paymentId} order by ${refunds.id} desc limit 1)`,
      })
      .from(purchaseWithdrawals)
      .innerJoin(lots, eq(lots.id, purchaseWithdrawals.lotId))
      .innerJoin(users, eq(users.id, purchaseWithdrawals.userId))
      .innerJoin(payments, eq(payments.id, purchaseWithdrawals.paymentId))
      .orderBy(desc(purchaseWithdrawals.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: sql<number>`count(*)` }).from(purchaseWithdrawals),
  ]);
  const withdrawals = rows.map((r) => ({
    id: r.withdrawal.id,
    payment_id: r.withdrawal.paymentId,
    auction_id: r.withdrawal.lotId,
    auction_title: r.lotTitle,
    user_id: r.withdrawal.userId,
    user_name: r.memberName,
    user_email: r.memberEmail,
    total: centsToReais(r.totalCents),
    method: r.method,
    reason: r.withdrawal.reason,
    status: r.withdrawal.status,
    requested_at: r.withdrawal.requestedAt,
    decided_at: r.withdrawal.decidedAt,
    decline_reason: r.withdrawal.declineReason,
    /** approving refunds a Pix through the PSP; otherwise the house refunds by transfer (confirmed by the administrator) */
    refund_by_psp: r.pixReceipts > 0,
    refund: r.refundStatus ? { status: r.refundStatus, psp_reason: r.refundPspReason } : null,
  }));
  return { withdrawals, pagination: pagination(page, counted?.n ?? 0) };
}

export type WithdrawalDecision = { approve: true; transferConfirmed: boolean } | { approve: false; reason: string };

export type DecideWithdrawalResult =
  | { ok: true; status: 'approved' | 'declined'; refund: RefundRow | null }
  | { ok: false; reason: 'not_found' | 'decided' | 'transfer_required' };

/** An administrator approves or declines a desistência (once: a decided request answers 'decided'). */
export async function decidePurchaseWithdrawal(
  db: Db,
  actor: Actor,
  id: number,
  decision: WithdrawalDecision,
  deliver: Deliver,
): Promise<DecideWithdrawalResult> {
  const [row] = await db.select().from(purchaseWithdrawals).where(eq(purchaseWithdrawals.id, id)).limit(1);
  if (!row) return { ok: false, reason: 'not_found' };
  if (row.status !== 'requested') return { ok: false, reason: 'decided' };
  const now = new Date().toISOString();
  const open = and(eq(purchaseWithdrawals.id, id), eq(purchaseWithdrawals.status, 'requested'));
  if (!decision.approve) {
    const [declined] = await db
      .update(purchaseWithdrawals)
      .set({ status: 'declined', decidedAt: now, decidedBy: actor.userId, declineReason: decision.reason })
      .where(open)
      .returning({ id: purchaseWithdrawals.id });
    if (!declined) return { ok: false, reason: 'decided' };
    await audit(db, {
      actorUserId: actor.userId,
      action: 'purchase_withdrawal.decline',
      targetType: 'purchase_withdrawal',
      targetId: id,
      details: {
        payment_id: row.paymentId,
        lot_id: row.lotId,
        reason: decision.reason,
        before: { status: 'requested' },
        after: { status: 'declined' },
      },
      ip: actor.ip,
    });
    return { ok: true, status: 'declined', refund: null };
  }
  const pix = await payingPix(db, row.paymentId);
  if (!pix && !decision.transferConfirmed) return { ok: false, reason: 'transfer_required' };
  const [claimed] = await db
    .update(purchaseWithdrawals)
    .set({ status: 'approved', decidedAt: now, decidedBy: actor.userId })
    .where(open)
    .returning({ id: purchaseWithdrawals.id });
  if (!claimed) return { ok: false, reason: 'decided' };
  const [before] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, row.paymentId)).limit(1);
  const reason = refundText.withdrawal.pickupCancelled;
  const [, , cancelled] = await db.batch([
    db
      .update(payments)
      .set({ status: 'rejected', rejectedAt: now, withdrawnAt: now, decidedBy: actor.userId, updatedAt: now })
      .where(eq(payments.id, row.paymentId)),
    db
      .update(withdrawalRequests)
      .set({ paymentApprovedAt: null, approvedBy: null })
      .where(and(eq(withdrawalRequests.lotId, row.lotId), eq(withdrawalRequests.userId, row.userId))),
    cancelLapsedPickups(db, { lotId: row.lotId, userId: row.userId }, reason, now),
  ]);
  const refund = pix ? await queueRefund(db, { receiptId: pix.id, reason: 'withdrawal', requestedBy: actor.userId, ip: actor.ip }) : null;
  await audit(db, {
    actorUserId: actor.userId,
    action: 'purchase_withdrawal.approve',
    targetType: 'purchase_withdrawal',
    targetId: id,
    details: {
      payment_id: row.paymentId,
      lot_id: row.lotId,
      user_id: row.userId,
      ...(refund ? { refund_id: refund.id } : { refund_by_transfer: true }),
      before: { status: 'requested', payment_status: before?.status ?? null },
      after: { status: 'approved', payment_status: 'rejected' },
    },
    ip: actor.ip,
  });
  await reportCancelledPickups(db, cancelled, { actor, via: 'purchase_withdrawal', reason }, deliver);
  // The lot goes to the runner-up at their last bid (nobody else bid: nothing to offer).
  await offerSecondChance(db, actor, row.paymentId, deliver);
  return { ok: true, status: 'approved', refund };
}
