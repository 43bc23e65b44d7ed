/**
 * The day's money movements (a São Paulo day) for the accountant's CSV: money received (Pix and boletos,
 * approving a payment or queued), refunds the PSP settled, and payments an administrator approved by hand.
 */
import { and, eq, gte, lt } from 'drizzle-orm';
import { movementsCsv, type Movement } from '~/domain/movements-csv';
import { saoPauloDayRange } from '~/domain/sao-paulo-day';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { refundText } from '~/i18n/pt-BR-refunds';
import type { Db } from '~/server/db/client.server';
import { lots, paymentReceipts, payments, refunds, users } from '~/server/db/schema';

const kinds = refundText.movements.kinds;
const outcome = refundText.reconciliation.outcome;
const lotLabel = (id: number | null, title: string | null) => (id === null ? '' : `${id} ${title ?? ''}`.trim());

/** The movements of a São Paulo day (YYYY-MM-DD, already checked). */
export async function dayMovements(db: Db, day: string): Promise<Movement[]> {
  const { from, until } = saoPauloDayRange(day);
  const [received, refunded, manual] = await Promise.all([
    db
      .select({ receipt: paymentReceipts, lotId: payments.lotId, lotTitle: lots.title, member: users.name })
      .from(paymentReceipts)
      .leftJoin(payments, eq(payments.id, paymentReceipts.paymentId))
      .leftJoin(lots, eq(lots.id, payments.lotId))
      .leftJoin(users, eq(users.id, payments.userId))
      .where(and(gte(paymentReceipts.paidAt, from), lt(paymentReceipts.paidAt, until))),
    db
      .select({ refund: refunds, lotId: payments.lotId, lotTitle: lots.title, member: users.name })
      .from(refunds)
      .leftJoin(payments, eq(payments.id, refunds.paymentId))
      .leftJoin(lots, eq(lots.id, payments.lotId))
      .leftJoin(users, eq(users.id, payments.userId))
      .where(and(eq(refunds.status, 'refunded'), gte(refunds.settledAt, from), lt(refunds.settledAt, until))),
    db
      .select({ payment: payments, lotTitle: lots.title, member: users.name })
      .from(payments)
      .innerJoin(lots, eq(lots.id, payments.lotId))
      .innerJoin(users, eq(users.id, payments.userId))
      .where(
        and(
          eq(payments.status, 'approved'),
          eq(payments.confirmedBy, 'admin'),
          gte(payments.approvedAt, from),
          lt(payments.approvedAt, until),
        ),
      ),
  ]);
  return [
    ...received.map(({ receipt, ...r }) => ({
      at: receipt.paidAt,
      kind: receipt.kind === 'pix' ? kinds.receiptPix : kinds.receiptBoleto,
      lot: lotLabel(r.lotId, r.lotTitle),
      member: r.member ?? '',
      reference: receipt.reference,
      amountCents: receipt.amountCents,
      situation: outcome[receipt.outcome] ?? receipt.outcome,
    })),
    ...refunded.map(({ refund, ...r }) => ({
      at: refund.settledAt!,
      kind: kinds.refund,
      lot: lotLabel(r.lotId, r.lotTitle),
      member: r.member ?? '',
      reference: refund.rtrId ?? refund.endToEndId,
      amountCents: refund.amountCents,
      situation: refundText.refundStatus.refunded!,
    })),
    ...manual.map(({ payment, ...r }) => ({
      at: payment.approvedAt!,
      kind: kinds.manual,
      lot: lotLabel(payment.lotId, r.lotTitle),
      member: r.member,
      reference: payment.method ? (checkoutText.methods[payment.method] ?? payment.method) : '',
      amountCents: payment.totalCents,
      situation: outcome.approved!,
    })),
  ];
}

/** The CSV of a day's movements. */
export async function dayMovementsCsv(db: Db, day: string): Promise<string> {
  return movementsCsv(await dayMovements(db, day));
}
