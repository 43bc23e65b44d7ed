/**
 * The administrators' side of payments: the list (with the overdue flag), approving or rejecting (either
 * way, switching allowed, only for the lot's current winner), the withdrawal requests and their
 * 'Aprovar Pagamento'. Every decision is audited; approval tells the winner ('payment_approved', once);
 * rejection cancels the member's open pickup appointment (pickup-release.server.ts) and, as a lost payment,
 * may suspend the member's bidding (accounts/bidding-standing.server.ts). With a PSP, Pix and boleto are
 * confirmed by it, never by hand; rejecting a payment the PSP confirmed also queues the refund of its Pix.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import { isOverdue } from '~/domain/payment-rules';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { pagination, type Page } from '~/schemas/paging';
import { reviewBiddingStanding } from '~/server/accounts/bidding-standing.server';
import type { Db } from '~/server/db/client.server';
import {
  lots,
  paymentCharges,
  paymentReceipts,
  payments,
  refunds,
  secondChanceOffers,
  users,
  withdrawalRequests,
  type paymentStatuses,
} from '~/server/db/schema';
import type { Deliver } from '~/server/notifications/delivery.server';
import { queueRefund, type RefundRow } from '~/server/payments/refunds.server';
import { audit, type Actor } from '~/server/platform/audit.server';
import { cancelLapsedPickups, reportCancelledPickups } from './pickup-release.server';
import { lotAndMember, lotAndMemberColumns } from './staff-lists.server';

/** Sends a notice to a user's inbox (the API passes the UserInbox delivery). */

export type PaymentDecision = Exclude<(typeof paymentStatuses)[number], 'pending'>;

export interface PaymentFilter {
  status?: (typeof paymentStatuses)[number];
  overdue?: boolean;
  page: number;
  perPage: number;
}

const paymentColumns = {
  id: payments.id,
  lotId: payments.lotId,
  userId: payments.userId,
  ...lotAndMemberColumns,
  method: payments.method,
  amountCents: payments.amountCents,
  feeCents: payments.feeCents,
  totalCents: payments.totalCents,
  status: payments.status,
  dueAt: payments.dueAt,
  approvedAt: payments.approvedAt,
  rejectedAt: payments.rejectedAt,
  createdAt: payments.createdAt,
  confirmedBy: payments.confirmedBy,
  winnerUserId: lots.winnerUserId,
  chargeMethods: sql<string | null>`(select group_concat(${paymentCharges.method}) from ${paymentCharges}
    where ${paymentCharges.paymentId} = ${payments.id})`,
  refundStatus: sql<string | null>`(select ${refunds.status} from ${refunds}
    where ${refunds.paymentId} = ${payments.id} order by ${refunds.id} desc limit 1)`,
  refundPspReason: sql<string | null>`(select ${refunds.pspReason} from ${refunds}
    where ${refunds.paymentId} = ${payments.id} order by ${refunds.id} desc limit 1)`,
  offer: sql<string | null>`(select ${secondChanceOffers.status} from ${secondChanceOffers}
    where ${secondChanceOffers.lotId} = ${payments.lotId} order by ${secondChanceOffers.id} desc limit 1)`,
};

/** Payments with their lot and user. */
function paymentRows(db: Db) {
  return db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(lots, eq(lots.id, payments.lotId))
    .innerJoin(users, eq(users.id, payments.userId));
}

type PaymentListRow = Awaited<ReturnType<typeof paymentRows>>[number];

/** Whether the PSP, not an administrator, confirms payments by this method (Pix and boleto, with a PSP). */
export function pspConfirms(method: string | null, pspConfigured: boolean): boolean {
  return pspConfigured && (method === 'pix' || method === 'boleto');
}

function toAdminPayment(row: PaymentListRow, now: number, pspConfigured: boolean) {
  return {
    ...lotAndMember(row),
    method: row.method,
    amount: centsToReais(row.amountCents),
    fee: centsToReais(row.feeCents),
    total: centsToReais(row.totalCents),
    status: row.status,
    due_at: row.dueAt,
    overdue: isOverdue(row, now),
    approved_at: row.approvedAt,
    rejected_at: row.rejectedAt,
    created_at: row.createdAt,
    /** false once the lot went to someone else (a second chance accepted) */
    current_winner: row.winnerUserId === row.userId,
    second_chance: row.offer,
    /** 'psp' | 'admin' | null (not confirmed) */
    confirmed_by: row.confirmedBy,
    /** the methods of its charges at the PSP (pix, boleto), empty without one */
    charge_methods: row.chargeMethods ? row.chargeMethods.split(',') : [],
    refund: row.refundStatus ? { status: row.refundStatus, psp_reason: row.refundPspReason } : null,
    /** manual approval is refused: the PSP confirms this method */
    psp_confirms: pspConfirms(row.method, pspConfigured),
  };
}

export async function listPayments(db: Db, filter: PaymentFilter, pspConfigured = false, now = Date.now()) {
  const nowIso = new Date(now).toISOString();
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.overdue) conditions.push(sql`${payments.status} = 'pending' and ${payments.dueAt} < ${nowIso}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    paymentRows(db)
      .where(where)
      .orderBy(desc(payments.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db
      .select({ n: sql<number>`count(*)` })
      .from(payments)
      .where(where),
  ]);
  return { payments: rows.map((row) => toAdminPayment(row, now, pspConfigured)), pagination: pagination(filter, counted?.n ?? 0) };
}

const pickupReversed = checkoutText.admin.cancelReasons.paymentReversed;

export type DecideResult =
  | { ok: true; payment: ReturnType<typeof toAdminPayment>; refund: RefundRow | null }
  | { ok: false; reason: 'not_found' | 'not_winner' | 'psp_confirms' };

export interface DecideOptions {
  /** where the decision was taken, when not on the payment itself (the audit log records it) */
  via?: 'withdrawal_request';
  /** a PSP is configured: Pix and boleto are confirmed by it, never approved by hand */
  pspConfigured?: boolean;
}

/** The Pix that paid a payment the PSP confirmed (its receipt approved it), for the refund of a reversal. */
async function approvingPixReceipt(db: Db, paymentId: number) {
  const [receipt] = await db
    .select({ id: paymentReceipts.id })
    .from(paymentReceipts)
    .where(and(eq(paymentReceipts.paymentId, paymentId), eq(paymentReceipts.kind, 'pix'), eq(paymentReceipts.outcome, 'approved')))
    .orderBy(desc(paymentReceipts.id))
    .limit(1);
  return receipt ?? null;
}

async function findPayment(db: Db, where: SQL) {
  const [row] = await paymentRows(db).where(where).limit(1);
  return row ?? null;
}

/**
 * Approves or rejects a payment (an approved one may be rejected and the other way round). Only the lot's
 * current winner's payment can be approved, and never by hand one the PSP confirms (Pix, boleto). Approval
 * also releases the withdrawal and tells the winner; rejecting a payment the PSP confirmed queues the refund
 * of the Pix that paid it (reason `reversal`, once however often it is rejected).
 */
export async function decidePayment(
  db: Db,
  actor: Actor,
  paymentId: number,
  decision: PaymentDecision,
  deliver: Deliver,
  { via, pspConfigured = false }: DecideOptions = {},
): Promise<DecideResult> {
  const before = await findPayment(db, eq(payments.id, paymentId));
  if (!before) return { ok: false, reason: 'not_found' };
  if (decision === 'approved' && pspConfirms(before.method, pspConfigured)) return { ok: false, reason: 'psp_confirms' };
  if (decision === 'approved' && before.winnerUserId !== before.userId) return { ok: false, reason: 'not_winner' };
  const now = new Date().toISOString();
  if (before.status !== decision) {
    const [, , cancelled = []] = await db.batch([
      db
        .update(payments)
        .set(
          decision === 'approved'
            ? { status: 'approved', approvedAt: now, decidedBy: actor.userId, confirmedBy: 'admin', updatedAt: now }
            : { status: 'rejected', rejectedAt: now, decidedBy: actor.userId, updatedAt: now },
        )
        .where(eq(payments.id, paymentId)),
      db
        .update(withdrawalRequests)
        .set(decision === 'approved' ? { paymentApprovedAt: now, approvedBy: actor.userId } : { paymentApprovedAt: null, approvedBy: null })
        .where(and(eq(withdrawalRequests.lotId, before.lotId), eq(withdrawalRequests.userId, before.userId))),
      ...(decision === 'rejected' ? [cancelLapsedPickups(db, { lotId: before.lotId, userId: before.userId }, pickupReversed, now)] : []),
    ]);
    await audit(db, {
      actorUserId: actor.userId,
      action: `payment.${decision === 'approved' ? 'approve' : 'reject'}`,
      targetType: 'payment',
      targetId: paymentId,
      details: {
        lot_id: before.lotId,
        user_id: before.userId,
        ...(via ? { via } : {}),
        before: { status: before.status },
        after: { status: decision },
      },
      ip: actor.ip,
    });
    await reportCancelledPickups(db, cancelled, { actor, via: 'payment_rejected', reason: pickupReversed }, deliver);
    // A rejection is a lost payment: the second one suspends the member's bidding (the Terms' penalty).
    if (decision === 'rejected') await reviewBiddingStanding(db, before.userId, 'payment_rejected');
  }
  let refund: RefundRow | null = null;
  if (decision === 'rejected' && before.confirmedBy === 'psp') {
    const receipt = await approvingPixReceipt(db, paymentId);
    if (receipt) refund = await queueRefund(db, { receiptId: receipt.id, reason: 'reversal', requestedBy: actor.userId, ip: actor.ip });
  }
  if (decision === 'approved') {
    await deliver({
      userId: before.userId,
      type: 'payment_approved',
      lotId: before.lotId,
      amountCents: before.totalCents,
      key: `payment_approved:${paymentId}`,
    });
  }
  const after = (await findPayment(db, eq(payments.id, paymentId)))!;
  return { ok: true, payment: toAdminPayment(after, Date.now(), pspConfigured), refund };
}

/** The withdrawal requests, newest first, with their payment; a page of them. */
export async function listWithdrawalRequests(db: Db, page: Page) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        lotId: withdrawalRequests.lotId,
        lotTitle: lots.title,
        userId: withdrawalRequests.userId,
        winnerName: users.name,
        winnerEmail: users.email,
        amountCents: payments.amountCents,
        feeCents: payments.feeCents,
        totalCents: payments.totalCents,
        paymentStatus: payments.status,
        paymentId: payments.id,
        requestedAt: withdrawalRequests.requestedAt,
        paymentApprovedAt: withdrawalRequests.paymentApprovedAt,
      })
      .from(withdrawalRequests)
      .innerJoin(lots, eq(lots.id, withdrawalRequests.lotId))
      .innerJoin(users, eq(users.id, withdrawalRequests.userId))
      .leftJoin(payments, and(eq(payments.lotId, withdrawalRequests.lotId), eq(payments.userId, withdrawalRequests.userId)))
      .orderBy(desc(withdrawalRequests.requestedAt))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: sql<number>`count(*)` }).from(withdrawalRequests),
  ]);
  const requests = rows.map((r) => ({
    auction_id: r.lotId,
    auction_title: r.lotTitle,
    user_id: r.userId,
    winner_name: r.winnerName,
    winner_email: r.winnerEmail,
    payment_id: r.paymentId,
    amount: r.amountCents === null ? null : centsToReais(r.amountCents),
    fee: r.feeCents === null ? null : centsToReais(r.feeCents),
    total: r.totalCents === null ? null : centsToReais(r.totalCents),
    payment_approved: r.paymentStatus === 'approved',
    requested_at: r.requestedAt,
    payment_approved_at: r.paymentApprovedAt,
  }));
  return { requests, pagination: pagination(page, counted?.n ?? 0) };
}

/** 'Aprovar Pagamento' on a withdrawal request: approves that winner's payment for the lot. */
export async function approveWithdrawal(
  db: Db,
  actor: Actor,
  lotId: number,
  userId: number | undefined,
  deliver: Deliver,
  pspConfigured = false,
): Promise<DecideResult | { ok: false; reason: 'request_not_found' }> {
  const [request] = await db
    .select({ userId: withdrawalRequests.userId, paymentId: payments.id })
    .from(withdrawalRequests)
    .innerJoin(lots, eq(lots.id, withdrawalRequests.lotId))
    .leftJoin(payments, and(eq(payments.lotId, withdrawalRequests.lotId), eq(payments.userId, withdrawalRequests.userId)))
    .where(and(eq(withdrawalRequests.lotId, lotId), eq(withdrawalRequests.userId, userId ?? lots.winnerUserId)))
    .limit(1);
  if (!request) return { ok: false, reason: 'request_not_found' };
  if (request.paymentId === null) return { ok: false, reason: 'not_found' };
  return decidePayment(db, actor, request.paymentId, 'approved', deliver, { via: 'withdrawal_request', pspConfigured });
}
