/**
 * Money the PSP received, settled once: a webhook (or the cron's read of GET /pix) names a txid; the charge is
 * read again from the PSP (a webhook's body is never trusted), and each Pix it shows becomes one receipt,
 * whatever the number of deliveries (the receipt's reference is unique). A receipt that pays its payment on
 * time and in full approves it — a conditional write, so two Pix racing for one payment approve it once and
 * the other is refunded; the rest go to the reconciliation queue (domain/psp-settlement.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { effectiveDueAt } from '~/domain/payment-rules';
import { automaticRefundReason, chargeState, receiptOutcome, type ReceiptOutcome } from '~/domain/psp-settlement';
import type { Db } from '~/server/db/client.server';
import { lots, paymentCharges, paymentReceipts, payments, withdrawalRequests } from '~/server/db/schema';
import type { Deliver } from '~/server/notifications/delivery.server';
import { audit } from '~/server/platform/audit.server';
import { logError } from '~/server/platform/error-log.server';
import type { Boleto, Charge, PaymentProvider, ReceivedPix } from './provider.server';
import { queueRefund } from './refunds.server';

export interface SettlementDeps {
  db: Db;
  provider: PaymentProvider;
  deliver: Deliver;
  /** tells the administrators' live dashboard about an approved payment (best effort) */
  pulse: (paymentId: number) => void;
  /** a refund was queued: send it soon */
  refundQueued: () => void;
  /** the payment deadline, in hours, for a payment made before deadlines were recorded */
  deadlineHours?: number;
}

type ChargeRow = typeof paymentCharges.$inferSelect;

export interface SettledMoney {
  kind: 'pix' | 'boleto';
  reference: string;
  txid: string | null;
  amountCents: number;
  paidAt: string;
}

export type SettleResult = { known: false } | { known: true; recorded: ReceiptOutcome[] };

async function chargeByTxid(db: Db, txid: string): Promise<ChargeRow | null> {
  const [row] = await db.select().from(paymentCharges).where(eq(paymentCharges.txid, txid)).limit(1);
  return row ?? null;
}

/**
 * A txid the PSP told us about (its webhook): the charge is read again from the PSP and every Pix it shows is
 * recorded once. An unknown txid is logged and changes nothing (the caller still answers 200, so the PSP
 * stops retrying).
 */
export async function settleCharge(deps: SettlementDeps, txid: string, source: 'webhook' | 'reconciliation'): Promise<SettleResult> {
  const charge = await chargeByTxid(deps.db, txid);
  if (!charge) {
    logError('psp: a txid that is not ours', new Error('unknown txid'), { txid, source });
    return { known: false };
  }
  const remote = await deps.provider.getCharge(charge.kind, txid);
  if (!remote) {
    logError('psp: the PSP does not know our charge', new Error('charge not found at the PSP'), { txid });
    return { known: true, recorded: [] };
  }
  const recorded: ReceiptOutcome[] = [];
  for (const pix of remote.pix) {
    const outcome = await recordMoney(deps, charge, pixMoney(pix, txid), source);
    if (outcome) recorded.push(outcome);
  }
  await mirrorCharge(deps.db, charge, remote);
  return { known: true, recorded };
}

/** A boleto the provider told us about: read again, and when paid by its barcode, recorded once. */
export async function settleBoleto(deps: SettlementDeps, txid: string, source: 'webhook' | 'reconciliation'): Promise<SettleResult> {
  const charge = await chargeByTxid(deps.db, txid);
  if (!charge || charge.method !== 'boleto') {
    logError('psp: a boleto that is not ours', new Error('unknown boleto'), { txid, source });
    return { known: false };
  }
  const boleto = await deps.provider.getBoleto(txid);
  const money = boleto && boletoMoney(boleto);
  if (!money) return { known: true, recorded: [] };
  const outcome = await recordMoney(deps, charge, money, source);
  if (charge.status !== 'paid') {
    await deps.db
      .update(paymentCharges)
      .set({ status: 'paid', updatedAt: new Date().toISOString() })
      .where(eq(paymentCharges.id, charge.id));
  }
  return { known: true, recorded: outcome ? [outcome] : [] };
}

export function pixMoney(pix: ReceivedPix, txid: string | null = pix.txid): SettledMoney {
  return { kind: 'pix', reference: pix.endToEndId, txid, amountCents: pix.amountCents, paidAt: pix.paidAt };
}

function boletoMoney(boleto: Boleto): SettledMoney | null {
  if (boleto.status !== 'PAGO' || boleto.paidCents === null || boleto.paidAt === null) return null;
  return { kind: 'boleto', reference: `boleto:${boleto.txid}`, txid: boleto.txid, amountCents: boleto.paidCents, paidAt: boleto.paidAt };
}

/** Our mirror of the charge's state (paid, removed, expired), from the PSP's. */
async function mirrorCharge(db: Db, charge: ChargeRow, remote: Charge) {
  const status = chargeState(charge.status, remote.status, charge.expiresAt, Date.now());
  if (status === charge.status) return;
  await db.update(paymentCharges).set({ status, updatedAt: new Date().toISOString() }).where(eq(paymentCharges.id, charge.id));
}

/** The payment a charge is for, as the settlement rules read it. */
async function chargedPayment(db: Db, paymentId: number, chargeCents: number, deadlineHours?: number) {
  const [row] = await db
    .select({ payment: payments, winnerUserId: lots.winnerUserId })
    .from(payments)
    .innerJoin(lots, eq(lots.id, payments.lotId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!row) return null;
  return {
    chargeCents,
    status: row.payment.status,
    dueAt: effectiveDueAt(row.payment, deadlineHours),
    userId: row.payment.userId,
    winnerUserId: row.winnerUserId,
  };
}

/**
 * Records money received once (by its reference) and does what its outcome says. Returns the outcome when this
 * call recorded it, null when it was already recorded (a replayed webhook, the cron after the webhook).
 */
export async function recordMoney(
  deps: SettlementDeps,
  charge: ChargeRow | null,
  money: SettledMoney,
  source: 'webhook' | 'reconciliation',
): Promise<ReceiptOutcome | null> {
  const { db } = deps;
  const payment = charge && (await chargedPayment(db, charge.paymentId, charge.amountCents, deps.deadlineHours));
  const outcome = receiptOutcome(money, payment);
  const now = new Date().toISOString();
  const [inserted, approved] = await db.batch([
    db
      .insert(paymentReceipts)
      .values({
        kind: money.kind,
        reference: money.reference,
        txid: money.txid,
        chargeId: charge?.id ?? null,
        paymentId: charge?.paymentId ?? null,
        amountCents: money.amountCents,
        paidAt: money.paidAt,
        outcome,
        source,
      })
      .onConflictDoNothing()
      .returning({ id: paymentReceipts.id }),
    // Approves only a pending payment still the lot winner's, and only for a receipt that approves it: a
    // replay (the receipt exists already) or a receipt that went to the queue approves nothing.
    db
      .update(payments)
      .set({ status: 'approved', approvedAt: now, confirmedBy: 'psp', paidReference: money.reference, decidedBy: null, updatedAt: now })
      .where(
        and(
          eq(payments.id, charge?.paymentId ?? 0),
          eq(payments.status, 'pending'),
          sql`${payments.userId} = (select ${lots.winnerUserId} from ${lots} where ${lots.id} = ${payments.lotId})`,
          sql`exists (select 1 from ${paymentReceipts} where ${paymentReceipts.reference} = ${money.reference}
            and ${paymentReceipts.outcome} = 'approved' and ${paymentReceipts.paymentId} = ${payments.id})`,
        ),
      )
      .returning({ id: payments.id }),
  ]);
  const receipt = inserted[0];
  if (!receipt) return null;
  let final = outcome;
  if (outcome === 'approved' && approved.length === 0) {
    // Another receipt (or an administrator) settled the payment between our read and our write.
    const now2 = charge && (await chargedPayment(db, charge.paymentId, charge.amountCents, deps.deadlineHours));
    final = now2?.status === 'approved' ? 'duplicate' : 'late';
    await db.update(paymentReceipts).set({ outcome: final }).where(eq(paymentReceipts.id, receipt.id));
  }
  if (final === 'approved' && charge) {
    await afterApproval(deps, charge.paymentId, money.reference, now);
  }
  const reason = automaticRefundReason(final);
  if (reason && money.kind === 'pix') {
    await queueRefund(db, { receiptId: receipt.id, reason, requestedBy: null });
    deps.refundQueued();
  }
  return final;
}

/** What follows an approval by the PSP: the withdrawal released, the winner told (once), the audit, the live dashboard. */
async function afterApproval(
  deps: Pick<SettlementDeps, 'db' | 'deliver' | 'pulse'>,
  paymentId: number,
  reference: string,
  approvedAt: string,
) {
  const { db } = deps;
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment) return;
  await db
    .update(withdrawalRequests)
    .set({ paymentApprovedAt: approvedAt, approvedBy: null })
    .where(and(eq(withdrawalRequests.lotId, payment.lotId), eq(withdrawalRequests.userId, payment.userId)));
  await audit(db, {
    actorUserId: null,
    action: 'payment.approve',
    targetType: 'payment',
    targetId: paymentId,
    details: {
      lot_id: payment.lotId,
      user_id: payment.userId,
      via: 'psp',
      reference,
      before: { status: 'pending' },
      after: { status: 'approved' },
    },
  });
  await deps.deliver({
    userId: payment.userId,
    type: 'payment_approved',
    lotId: payment.lotId,
    amountCents: payment.totalCents,
    key: `payment_approved:${paymentId}`,
  });
  deps.pulse(paymentId);
}

/**
 * An administrator's resolution of a queued receipt that pays a payment after all (a divergent amount the
 * house accepts, a Pix without charge linked to its payment): approves the pending payment with the receipt's
 * reference, once. Not ok when the payment is no longer pending or no longer the lot winner's.
 */
export async function approveFromReceipt(
  db: Db,
  { paymentId, receiptId, reference }: { paymentId: number; receiptId: number; reference: string },
  deliver: Deliver,
  pulse: (paymentId: number) => void = () => undefined,
): Promise<{ ok: boolean }> {
  const now = new Date().toISOString();
  const [, approved] = await db.batch([
    db.update(paymentReceipts).set({ paymentId }).where(eq(paymentReceipts.id, receiptId)),
    db
      .update(payments)
      .set({ status: 'approved', approvedAt: now, confirmedBy: 'psp', paidReference: reference, updatedAt: now })
      .where(
        and(
          eq(payments.id, paymentId),
          eq(payments.status, 'pending'),
          sql`${payments.userId} = (select ${lots.winnerUserId} from ${lots} where ${lots.id} = ${payments.lotId})`,
        ),
      )
      .returning({ id: payments.id }),
  ]);
  if (approved.length === 0) return { ok: false };
  await afterApproval({ db, deliver, pulse }, paymentId, reference, now);
  return { ok: true };
}
