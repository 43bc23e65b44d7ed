/**
 * The winner's charge at the PSP, made when they choose Pix (a cob that lives until the payment deadline) or
 * boleto (a cobv due a few days before the deadline, and the provider's boleto of it). The txid derives from
 * the payment's id, so a second click, a retry or a time-out followed by another try finds the same charge at
 * the PSP: never two. Nothing is written here before the PSP has answered, so a failure leaves nothing behind.
 */
import { and, eq } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import { boletoDueDate, effectiveDueAt, pixExpirySeconds } from '~/domain/payment-rules';
import { chargeTxid } from '~/domain/psp-ids';
import { paymentText } from '~/i18n/pt-BR-payments';
import type { BoletoChargeView, ChargeMethod, PixChargeView } from '~/schemas/charges';
import type { Db } from '~/server/db/client.server';
import { lots, paymentCharges, payments, users } from '~/server/db/schema';
import type { ChargeRequest, Debtor, PaymentProvider } from './provider.server';

export type ChargeRow = typeof paymentCharges.$inferSelect;

export type ChargeResult =
  | { ok: true; charge: ChargeRow; created: boolean }
  | { ok: false; reason: 'no_payment' | 'not_pending' | 'overdue' | 'boleto_too_late' | 'no_document' };

/** A payment's charges, by method. */
export async function chargesOf(db: Db, paymentId: number): Promise<Partial<Record<ChargeMethod, ChargeRow>>> {
  const rows = await db.select().from(paymentCharges).where(eq(paymentCharges.paymentId, paymentId));
  return Object.fromEntries(rows.map((row) => [row.method, row]));
}

/** A Pix charge as the winner's checkout shows it (reais at the edge). */
export function pixChargeView(charge: ChargeRow): PixChargeView {
  return {
    txid: charge.txid,
    pix_copia_e_cola: charge.pixCopiaECola,
    expires_at: charge.expiresAt,
    status: charge.status,
    total: centsToReais(charge.amountCents),
  };
}

/** A boleto as the winner's checkout shows it. */
export function boletoChargeView(charge: ChargeRow): BoletoChargeView {
  return {
    ...pixChargeView(charge),
    linha_digitavel: charge.boletoLinhaDigitavel ?? '',
    barcode: charge.boletoBarcode ?? '',
    due_date: charge.boletoDueDate ?? '',
  };
}

/** Either, by its method. */
export const chargeView = (charge: ChargeRow) => (charge.method === 'boleto' ? boletoChargeView(charge) : pixChargeView(charge));

/**
 * The charge of the winner's payment for `method`: the one already made, or a new one at the PSP. Throws the
 * provider's errors (PspUnavailableError: the PSP down or slow) with nothing written.
 */
export async function chargeFor(
  db: Db,
  provider: PaymentProvider,
  {
    lotId,
    userId,
    method,
    deadlineHours,
    now = Date.now(),
  }: { lotId: number; userId: number; method: ChargeMethod; deadlineHours?: number; now?: number },
): Promise<ChargeResult> {
  const [row] = await db
    .select({ payment: payments, lotTitle: lots.title, name: users.name, cpf: users.cpf, cnpj: users.cnpj })
    .from(payments)
    .innerJoin(lots, eq(lots.id, payments.lotId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.lotId, lotId), eq(payments.userId, userId)))
    .limit(1);
  if (!row) return { ok: false, reason: 'no_payment' };
  const { payment } = row;
  const existing = (await chargesOf(db, payment.id))[method];
  if (existing) return { ok: true, charge: existing, created: false };
  if (payment.status !== 'pending') return { ok: false, reason: 'not_pending' };
  const debtor = debtorOf(row);
  if (!debtor) return { ok: false, reason: 'no_document' };
  const dueAt = effectiveDueAt(payment, deadlineHours);
  const base = {
    amountCents: payment.totalCents,
    debtor,
    payerMessage: paymentText.charge.payerMessage(lotId),
    info: [
      { name: paymentText.charge.infoLot, value: `#${lotId} ${row.lotTitle}`.slice(0, 200) },
      { name: paymentText.charge.infoPayment, value: String(payment.id) },
    ],
  } satisfies Partial<ChargeRequest>;
  let values: typeof paymentCharges.$inferInsert;
  if (method === 'pix') {
    const expiresInSeconds = pixExpirySeconds(dueAt, now);
    if (expiresInSeconds === null) return { ok: false, reason: 'overdue' };
    const txid = chargeTxid(payment.id, 'cob');
    const charge = await provider.createCharge({ ...base, kind: 'cob', txid, expiresInSeconds });
    values = {
      paymentId: payment.id,
      method,
      kind: 'cob',
      txid,
      amountCents: charge.amountCents,
      pixCopiaECola: charge.pixCopiaECola,
      expiresAt: charge.expiresAt,
    };
  } else {
    const dueDate = boletoDueDate(dueAt, now);
    if (dueDate === null) return { ok: false, reason: pixExpirySeconds(dueAt, now) === null ? 'overdue' : 'boleto_too_late' };
    const txid = chargeTxid(payment.id, 'cobv');
    const charge = await provider.createCharge({ ...base, kind: 'cobv', txid, dueDate });
    const boleto = await provider.createBoleto({ txid, amountCents: payment.totalCents, dueDate, debtor, message: base.payerMessage });
    values = {
      paymentId: payment.id,
      method,
      kind: 'cobv',
      txid,
      amountCents: charge.amountCents,
      pixCopiaECola: charge.pixCopiaECola,
      expiresAt: charge.expiresAt,
      boletoLinhaDigitavel: boleto.linhaDigitavel,
      boletoBarcode: boleto.barcode,
      boletoDueDate: boleto.dueDate,
    };
  }
  if (values.amountCents !== payment.totalCents) throw new Error(`the PSP's charge ${values.txid} is not the payment's total`);
  // Two clicks racing: both charges are the same one at the PSP; the second insert finds the first row.
  await db.batch([
    db.insert(paymentCharges).values(values).onConflictDoNothing(),
    db
      .update(payments)
      .set({ method, updatedAt: new Date(now).toISOString() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending'))),
  ]);
  const charge = (await chargesOf(db, payment.id))[method]!;
  return { ok: true, charge, created: true };
}

/** The payer as the charge names them: a company by its CNPJ, a person by their CPF. */
function debtorOf(user: { name: string; cpf: string | null; cnpj: string | null }): Debtor | null {
  const document = user.cnpj ?? user.cpf;
  return document ? { name: user.name.slice(0, 200), document: document.replace(/[^0-9A-Za-z]/g, '') } : null;
}
