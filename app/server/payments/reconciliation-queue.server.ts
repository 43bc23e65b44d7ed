/**
 * The back office's reconciliation (Financeiro): the PSP's charges, the money received (Pix and boletos) and
 * the refunds, each a page newest first, and the queues of money that approved nothing — 'Pix recebido sem
 * cobrança' and 'Valor divergente' wait for an administrator; 'Após o prazo' and 'Pago em duplicidade' are
 * refunded by the house's rules and show their refund. An administrator resolves a queued receipt once:
 * approve (divergent, enough money, the winner's pending payment), link (unmatched, to a pending payment of
 * exactly that total), refund (a Pix, through the PSP) or keep (with a note). Every resolution is audited.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import type { Page } from '~/schemas/paging';
import { pagination } from '~/schemas/paging';
import type { Db } from '~/server/db/client.server';
import { lots, paymentCharges, paymentReceipts, payments, refunds, users, type receiptOutcomes } from '~/server/db/schema';
import type { Deliver } from '~/server/notifications/delivery.server';
import { audit, type Actor } from '~/server/platform/audit.server';
import { queueRefund, type RefundReason, type RefundRow } from './refunds.server';
import { approveFromReceipt } from './settlement.server';

export const reconciliationSections = ['charges', 'receipts', 'boletos', 'refunds', 'unmatched', 'divergent', 'late', 'duplicate'] as const;
export type ReconciliationSection = (typeof reconciliationSections)[number];
type Outcome = (typeof receiptOutcomes)[number];

const refundOf = (column: typeof refunds.status | typeof refunds.pspReason) =>
  sql<string | null>`(select ${column} from ${refunds} where ${refunds.receiptId} = ${paymentReceipts.id} limit 1)`;

async function chargesPage(db: Db, page: Page, where?: SQL) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        charge: paymentCharges,
        lotId: payments.lotId,
        lotTitle: lots.title,
        userName: users.name,
        totalCents: payments.totalCents,
      })
      .from(paymentCharges)
      .innerJoin(payments, eq(payments.id, paymentCharges.paymentId))
      .innerJoin(lots, eq(lots.id, payments.lotId))
      .innerJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(paymentCharges.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db
      .select({ n: sql<number>`count(*)` })
      .from(paymentCharges)
      .where(where),
  ]);
  return {
    rows: rows.map(({ charge, ...r }) => ({
      id: charge.id,
      payment_id: charge.paymentId,
      auction_id: r.lotId,
      auction_title: r.lotTitle,
      user_name: r.userName,
      method: charge.method,
      kind: charge.kind,
      txid: charge.txid,
      amount: centsToReais(charge.amountCents),
      status: charge.status,
      expires_at: charge.expiresAt,
      created_at: charge.createdAt,
      boleto_linha_digitavel: charge.boletoLinhaDigitavel,
      boleto_due_date: charge.boletoDueDate,
    })),
    pagination: pagination(page, counted?.n ?? 0),
  };
}

async function receiptsPage(db: Db, page: Page, where?: SQL) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        receipt: paymentReceipts,
        lotId: payments.lotId,
        lotTitle: lots.title,
        userName: users.name,
        totalCents: payments.totalCents,
        refundStatus: refundOf(refunds.status),
        refundPspReason: refundOf(refunds.pspReason),
      })
      .from(paymentReceipts)
      .leftJoin(payments, eq(payments.id, paymentReceipts.paymentId))
      .leftJoin(lots, eq(lots.id, payments.lotId))
      .leftJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(paymentReceipts.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db
      .select({ n: sql<number>`count(*)` })
      .from(paymentReceipts)
      .where(where),
  ]);
  return {
    rows: rows.map(({ receipt, ...r }) => ({
      id: receipt.id,
      kind: receipt.kind,
      reference: receipt.reference,
      txid: receipt.txid,
      payment_id: receipt.paymentId,
      auction_id: r.lotId,
      auction_title: r.lotTitle,
      user_name: r.userName,
      amount: centsToReais(receipt.amountCents),
      payment_total: r.totalCents === null ? null : centsToReais(r.totalCents),
      paid_at: receipt.paidAt,
      outcome: receipt.outcome,
      resolution: receipt.resolution,
      resolution_note: receipt.resolutionNote,
      resolved_at: receipt.resolvedAt,
      refund: r.refundStatus ? { status: r.refundStatus, psp_reason: r.refundPspReason } : null,
    })),
    pagination: pagination(page, counted?.n ?? 0),
  };
}

async function refundsPage(db: Db, page: Page) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ refund: refunds, lotId: payments.lotId, lotTitle: lots.title, userName: users.name })
      .from(refunds)
      .leftJoin(payments, eq(payments.id, refunds.paymentId))
      .leftJoin(lots, eq(lots.id, payments.lotId))
      .leftJoin(users, eq(users.id, payments.userId))
      .orderBy(desc(refunds.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: sql<number>`count(*)` }).from(refunds),
  ]);
  return {
    rows: rows.map(({ refund, ...r }) => ({
      id: refund.id,
      receipt_id: refund.receiptId,
      payment_id: refund.paymentId,
      auction_id: r.lotId,
      auction_title: r.lotTitle,
      user_name: r.userName,
      end_to_end_id: refund.endToEndId,
      amount: centsToReais(refund.amountCents),
      reason: refund.reason,
      status: refund.status,
      psp_reason: refund.pspReason,
      created_at: refund.createdAt,
      settled_at: refund.settledAt,
    })),
    pagination: pagination(page, counted?.n ?? 0),
  };
}

/** A queue: its receipts, the ones waiting for an administrator first among them by being unresolved. */
const queue = (outcome: Outcome) => eq(paymentReceipts.outcome, outcome);

/** One section of the reconciliation, a page of it. */
export function reconciliationSection(db: Db, section: ReconciliationSection, page: Page) {
  switch (section) {
    case 'charges':
      return chargesPage(db, page);
    case 'boletos':
      return chargesPage(db, page, eq(paymentCharges.method, 'boleto'));
    case 'receipts':
      return receiptsPage(db, page, eq(paymentReceipts.kind, 'pix'));
    case 'refunds':
      return refundsPage(db, page);
    default:
      return receiptsPage(db, page, queue(section));
  }
}

/**
 * Every section's first page (the Financeiro tab's first look), or for one section (`at`) the page asked for;
 * with the count of receipts waiting for an administrator per queue.
 */
export async function reconciliationOverview(db: Db, perPage: number, at?: { section: ReconciliationSection; page: number }) {
  const pageOf = (section: ReconciliationSection): Page => ({ page: at?.section === section ? at.page : 1, perPage });
  const [charges, boletos, receipts, refundRows, unmatched, divergent, late, duplicate, waiting] = await Promise.all([
    chargesPage(db, pageOf('charges')),
    chargesPage(db, pageOf('boletos'), eq(paymentCharges.method, 'boleto')),
    receiptsPage(db, pageOf('receipts'), eq(paymentReceipts.kind, 'pix')),
    refundsPage(db, pageOf('refunds')),
    receiptsPage(db, pageOf('unmatched'), queue('unmatched')),
    receiptsPage(db, pageOf('divergent'), queue('divergent')),
    receiptsPage(db, pageOf('late'), queue('late')),
    receiptsPage(db, pageOf('duplicate'), queue('duplicate')),
    db
      .select({ outcome: paymentReceipts.outcome, n: sql<number>`count(*)` })
      .from(paymentReceipts)
      .where(and(inArray(paymentReceipts.outcome, ['unmatched', 'divergent']), isNull(paymentReceipts.resolvedAt)))
      .groupBy(paymentReceipts.outcome),
  ]);
  return {
    sections: { charges, boletos, receipts, refunds: refundRows, unmatched, divergent, late, duplicate },
    waiting: Object.fromEntries(waiting.map((w) => [w.outcome, w.n])) as Partial<Record<Outcome, number>>,
  };
}

export type Resolution =
  { action: 'approve' } | { action: 'link'; paymentId: number } | { action: 'refund' } | { action: 'keep'; note: string };

export type ResolveRefusal =
  | 'not_found'
  | 'resolved'
  | 'invalid_action'
  | 'payment_not_found'
  | 'payment_not_pending'
  | 'amount_too_low'
  | 'amount_mismatch'
  | 'not_pix';

export type ResolveResult =
  { ok: true; resolution: 'approved' | 'refunded' | 'kept'; refund: RefundRow | null } | { ok: false; reason: ResolveRefusal };

const refundReasonOf: Record<Exclude<Outcome, 'approved'>, RefundReason> = {
  unmatched: 'unmatched',
  divergent: 'divergent',
  late: 'late',
  duplicate: 'duplicate',
};

/** The payment a receipt would approve, if it is the lot's current winner's and still pending. */
async function pendingWinnerPayment(db: Db, paymentId: number) {
  const [row] = await db
    .select({
      id: payments.id,
      status: payments.status,
      totalCents: payments.totalCents,
      userId: payments.userId,
      winner: lots.winnerUserId,
    })
    .from(payments)
    .innerJoin(lots, eq(lots.id, payments.lotId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!row) return { found: false as const };
  return { found: true as const, pending: row.status === 'pending' && row.winner === row.userId, totalCents: row.totalCents };
}

/**
 * Resolves a receipt that approved nothing, once: the resolution is claimed by a conditional write before
 * anything else happens (a second resolve finds it taken), and given back when the approval finds the
 * payment no longer pending.
 */
export async function resolveReceipt(
  db: Db,
  actor: Actor,
  receiptId: number,
  resolution: Resolution,
  deliver: Deliver,
  pulse?: (paymentId: number) => void,
): Promise<ResolveResult> {
  const [receipt] = await db.select().from(paymentReceipts).where(eq(paymentReceipts.id, receiptId)).limit(1);
  if (!receipt) return { ok: false, reason: 'not_found' };
  if (receipt.resolvedAt !== null || receipt.outcome === 'approved') return { ok: false, reason: 'resolved' };
  let paymentId: number | null = null;
  switch (resolution.action) {
    case 'approve': {
      if (receipt.outcome !== 'divergent' || receipt.paymentId === null) return { ok: false, reason: 'invalid_action' };
      const payment = await pendingWinnerPayment(db, receipt.paymentId);
      if (!payment.found) return { ok: false, reason: 'payment_not_found' };
      if (!payment.pending) return { ok: false, reason: 'payment_not_pending' };
      if (receipt.amountCents < payment.totalCents) return { ok: false, reason: 'amount_too_low' };
      paymentId = receipt.paymentId;
      break;
    }
    case 'link': {
      if (receipt.outcome !== 'unmatched') return { ok: false, reason: 'invalid_action' };
      const payment = await pendingWinnerPayment(db, resolution.paymentId);
      if (!payment.found) return { ok: false, reason: 'payment_not_found' };
      if (!payment.pending) return { ok: false, reason: 'payment_not_pending' };
      if (receipt.amountCents !== payment.totalCents) return { ok: false, reason: 'amount_mismatch' };
      paymentId = resolution.paymentId;
      break;
    }
    case 'refund':
      if (receipt.kind !== 'pix') return { ok: false, reason: 'not_pix' };
      break;
    case 'keep':
      break;
  }
  const outcome =
    resolution.action === 'approve' || resolution.action === 'link' ? 'approved' : resolution.action === 'refund' ? 'refunded' : 'kept';
  const now = new Date().toISOString();
  const note = resolution.action === 'keep' ? resolution.note : null;
  const [claimed] = await db
    .update(paymentReceipts)
    .set({
      resolution: outcome,
      resolutionNote: note,
      resolvedBy: actor.userId,
      resolvedAt: now,
      ...(resolution.action === 'link' ? { paymentId: resolution.paymentId } : {}),
    })
    .where(and(eq(paymentReceipts.id, receiptId), isNull(paymentReceipts.resolvedAt)))
    .returning({ id: paymentReceipts.id });
  if (!claimed) return { ok: false, reason: 'resolved' };
  let refund: RefundRow | null = null;
  if (paymentId !== null) {
    const approved = await approveFromReceipt(db, { paymentId, receiptId, reference: receipt.reference }, deliver, pulse);
    if (!approved.ok) {
      await db
        .update(paymentReceipts)
        .set({ resolution: null, resolutionNote: null, resolvedBy: null, resolvedAt: null, paymentId: receipt.paymentId })
        .where(eq(paymentReceipts.id, receiptId));
      return { ok: false, reason: 'payment_not_pending' };
    }
  } else if (resolution.action === 'refund') {
    refund = await queueRefund(db, {
      receiptId,
      reason: refundReasonOf[receipt.outcome],
      requestedBy: actor.userId,
      ip: actor.ip,
    });
  }
  await audit(db, {
    actorUserId: actor.userId,
    action: 'receipt.resolve',
    targetType: 'payment_receipt',
    targetId: receiptId,
    details: {
      action: resolution.action,
      outcome: receipt.outcome,
      amount_cents: receipt.amountCents,
      reference: receipt.reference,
      ...(paymentId !== null ? { payment_id: paymentId } : {}),
      ...(note ? { note } : {}),
      ...(refund ? { refund_id: refund.id } : {}),
      before: { resolution: null },
      after: { resolution: outcome },
    },
    ip: actor.ip,
  });
  return { ok: true, resolution: outcome, refund };
}
