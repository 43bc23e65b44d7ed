/**
 * The administrators' side of payments: the list (with the overdue flag), approving or rejecting (either
 * way, switching allowed, only for the lot's current winner), the withdrawal requests and their
 * 'Aprovar Pagamento'. Every decision is audited; approval tells the winner ('payment_approved', once);
 * rejection cancels the member's open pickup appointment (pickup-release.server.ts) and, as a lost payment,
 * may suspend the member's bidding (accounts/bidding-standing.server.ts).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import { isOverdue } from '~/domain/payment-rules';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { pagination, type Page } from '~/schemas/paging';
import { reviewBiddingStanding } from '~/server/accounts/bidding-standing.server';
import type { Db } from '~/server/db/client.server';
import { lots, payments, secondChanceOffers, users, withdrawalRequests, type paymentStatuses } from '~/server/db/schema';
import type { Deliver } from '~/server/notifications/delivery.server';
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
  winnerUserId: lots.winnerUserId,
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

function toAdminPayment(row: PaymentListRow, now: number) {
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
  };
}

export async function listPayments(db: Db, filter: PaymentFilter, now = Date.now()) {
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
  return { payments: rows.map((row) => toAdminPayment(row, now)), pagination: pagination(filter, counted?.n ?? 0) };
}

const pickupReversed = checkoutText.admin.cancelReasons.paymentReversed;

export type DecideResult = { ok: true; payment: ReturnType<typeof toAdminPayment> } | { ok: false; reason: 'not_found' | 'not_winner' };

async function findPayment(db: Db, where: SQL) {
  const [row] = await paymentRows(db).where(where).limit(1);
  return row ?? null;
}

/**
 * Approves or rejects a payment (an approved one may be rejected and the other way round). Only the lot's
 * current winner's payment can be approved. Approval also releases the withdrawal and tells the winner.
 */
export async function decidePayment(
  db: Db,
  actor: Actor,
  paymentId: number,
  decision: PaymentDecision,
  deliver: Deliver,
  /** where the decision was taken, when not on the payment itself (the audit log records it) */
  via?: 'withdrawal_request',
): Promise<DecideResult> {
  const before = await findPayment(db, eq(payments.id, paymentId));
  if (!before) return { ok: false, reason: 'not_found' };
  if (decision === 'approved' && before.winnerUserId !== before.userId) return { ok: false, reason: 'not_winner' };
  const now = new Date().toISOString();
  if (before.status !== decision) {
    const [, , cancelled = []] = await db.batch([
      db
        .update(payments)
        .set(
          decision === 'approved'
            ? { status: 'approved', approvedAt: now, decidedBy: actor.userId, updatedAt: now }
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
  return { ok: true, payment: toAdminPayment(after, Date.now()) };
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
  return decidePayment(db, actor, request.paymentId, 'approved', deliver, 'withdrawal_request');
}
