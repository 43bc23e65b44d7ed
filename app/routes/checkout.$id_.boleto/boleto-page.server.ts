import { and, eq } from 'drizzle-orm';
import { maskCnpj, maskCpf } from '~/domain/masks';
import { siteText } from '~/i18n/pt-BR';
import { checkoutAccess } from '~/server/after-sale/checkout.server';
import { winnerPayment } from '~/server/after-sale/payments.server';
import type { RequestContext } from '~/server/context/request-context.server';
import { paymentCharges, users } from '~/server/db/schema';
import { knownLotRoom } from '~/server/lots/known-lots.server';
import { qrCodeDataUrl } from '~/server/platform/qr-code.server';

/**
 * What /checkout/{id}/boleto shows: the winner's boleto (the payment's `boleto` charge) as a bank prints it.
 * Who may see it is checkout's rule (the lot's room asked for its status and winner).
 */
export async function loadBoletoPage(rc: RequestContext, lotId: number, viewerId: number) {
  const room = await knownLotRoom(rc.env, rc.db, lotId);
  if (!room) return { kind: 'lot_not_found' as const };
  const live = await room.snapshot().catch(() => null);
  const access = await checkoutAccess(rc.db, lotId, viewerId, live);
  if (access.kind === 'not_found') return { kind: 'lot_not_found' as const };
  if (access.kind === 'not_winner') return { kind: 'not_winner' as const };
  if (access.kind !== 'winner') return { kind: 'no_boleto' as const };
  const payment = await winnerPayment(rc.db, lotId, viewerId);
  if (!payment) return { kind: 'no_boleto' as const };
  const [[charge], [payer]] = await Promise.all([
    rc.db
      .select()
      .from(paymentCharges)
      .where(and(eq(paymentCharges.paymentId, payment.id), eq(paymentCharges.method, 'boleto')))
      .limit(1),
    rc.db
      .select({ name: users.name, accountType: users.accountType, cpf: users.cpf, cnpj: users.cnpj })
      .from(users)
      .where(eq(users.id, viewerId))
      .limit(1),
  ]);
  if (!charge?.boletoLinhaDigitavel || !charge.boletoBarcode || !charge.boletoDueDate || !payer) return { kind: 'no_boleto' as const };
  const document = payer.accountType === 'PJ' ? payer.cnpj && maskCnpj(payer.cnpj) : payer.cpf && maskCpf(payer.cpf);
  return {
    kind: 'boleto' as const,
    lot: { id: access.lot.id, title: access.lot.title },
    beneficiary: rc.settings.house.name ?? siteText.brand.name,
    payer: { name: payer.name, document: document || null },
    boleto: {
      txid: charge.txid,
      status: charge.status,
      amount_cents: charge.amountCents,
      due_date: charge.boletoDueDate,
      linha_digitavel: charge.boletoLinhaDigitavel,
      barcode: charge.boletoBarcode,
      pix_copia_e_cola: charge.pixCopiaECola,
    },
    qr: qrCodeDataUrl(charge.pixCopiaECola),
  };
}
