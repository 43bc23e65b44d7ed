/**
 * Refunds (devoluções) of money received by Pix: queued here, once per receipt, for the whole amount; the
 * PSP is asked by refund-sending.server.ts (never from here), which follows each to refunded or failed.
 * A boleto is not refunded through the PSP: the house refunds it by transfer (the back office records that).
 */
import { eq, inArray } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import type { Db } from '~/server/db/client.server';
import { paymentReceipts, refunds, type refundReasons } from '~/server/db/schema';
import { audit } from '~/server/platform/audit.server';

export type RefundReason = (typeof refundReasons)[number];
export type RefundRow = typeof refunds.$inferSelect;

export interface RefundRequest {
  receiptId: number;
  reason: RefundReason;
  /** the administrator who asked (null: the house's rules did) */
  requestedBy: number | null;
  note?: string;
  /** the administrator's address, for the audit log */
  ip?: string | null;
}

/**
 * Queues the refund of a Pix receipt (its whole amount) and returns its row; a second call for the same
 * receipt returns the first row (the unique index on `receipt_id`), never a second refund. Null when the
 * receipt does not exist or is not a Pix (a boleto is refunded by transfer).
 */
export async function queueRefund(db: Db, request: RefundRequest): Promise<RefundRow | null> {
  const [receipt] = await db.select().from(paymentReceipts).where(eq(paymentReceipts.id, request.receiptId)).limit(1);
  if (!receipt || receipt.kind !== 'pix') return null;
  const [created] = await db
    .insert(refunds)
    .values({
      receiptId: receipt.id,
      paymentId: receipt.paymentId,
      endToEndId: receipt.reference,
      amountCents: receipt.amountCents,
      reason: request.reason,
      requestedBy: request.requestedBy,
    })
    .onConflictDoNothing({ target: refunds.receiptId })
    .returning();
  if (!created) {
    const [existing] = await db.select().from(refunds).where(eq(refunds.receiptId, receipt.id)).limit(1);
    return existing ?? null;
  }
  await audit(db, {
    actorUserId: request.requestedBy,
    action: 'refund.queue',
    targetType: 'refund',
    targetId: created.id,
    details: {
      receipt_id: receipt.id,
      payment_id: receipt.paymentId,
      amount_cents: receipt.amountCents,
      reason: request.reason,
      ...(request.note ? { note: request.note } : {}),
      after: { status: 'queued' },
    },
    ip: request.ip ?? null,
  });
  return created;
}

/** A refund as the member and the back office see it. */
export function refundView(row: Pick<RefundRow, 'id' | 'status' | 'pspReason' | 'amountCents' | 'reason' | 'createdAt' | 'settledAt'>) {
  return {
    id: row.id,
    status: row.status,
    psp_reason: row.pspReason,
    amount: centsToReais(row.amountCents),
    reason: row.reason,
    created_at: row.createdAt,
    settled_at: row.settledAt,
  };
}

export type RefundView = ReturnType<typeof refundView>;

/** The refund of each of these payments (the latest when a payment had more than one receipt refunded). */
export async function refundsOfPayments(db: Db, paymentIds: readonly number[]): Promise<Map<number, RefundView>> {
  const byPayment = new Map<number, RefundView>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.paymentId, [...paymentIds]))
    .orderBy(refunds.id);
  for (const row of rows) if (row.paymentId !== null) byPayment.set(row.paymentId, refundView(row));
  return byPayment;
}
