/**
 * The simulator's working parts shared by its API, control and page: the state, the clock, and the
 * operations a payer or the PSP itself performs (a Pix paying a charge, a boleto paid at a bank, a refund
 * settling), each telling the registered webhook.
 */
import { pixDynamicPayload } from '../../app/domain/pix';
import type { SimBoleto, SimCharge, SimPix, SimRefund, SimState } from './state';
import { endToEndId, toCents, toValor } from './state';

export interface SimSettings {
  clientId: string;
  clientSecret: string;
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  /** the 3 digits the boletos' barcodes start with */
  boletoBankCode: string;
}

export interface SimContext {
  state: SimState;
  settings: SimSettings;
  now(): Date;
  /** the state changed: save it */
  changed(): void;
  /** a webhook to send (server mode) or queue (in-process) */
  deliver(kind: 'pix' | 'boleto', txid: string, url: string, body: unknown, replay?: boolean): void;
  /** a refund was requested: server mode settles it by itself later */
  refundRequested(endToEndId: string, id: string): void;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

const fail = (status: number, error: string) => ({ ok: false as const, status, error });

/** When a charge stops accepting payment: cob at criacao + expiracao; cobv at the end of its last valid day in São Paulo (UTC−3). */
export function chargeExpiresAt(charge: SimCharge): Date {
  if (charge.kind === 'cob') return new Date(Date.parse(charge.calendario.criacao) + (charge.calendario.expiracao ?? 86_400) * 1000);
  const [y, m, d] = (charge.calendario.dataDeVencimento ?? '').split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + (charge.calendario.validadeAposVencimento ?? 30) + 1, 3));
}

export function findCharge(state: SimState, txid: string): SimCharge | undefined {
  return state.charges.find((c) => c.txid === txid);
}

export function findPix(state: SimState, e2eId: string): SimPix | undefined {
  return state.pix.find((p) => p.endToEndId === e2eId);
}

/** The BR Code of a charge at its location. */
export function chargePayload(ctx: SimContext, location: string, amountCents: number): string {
  return pixDynamicPayload({ location, merchantName: ctx.settings.merchantName, merchantCity: ctx.settings.merchantCity, amountCents });
}

/** The Pix as the standard shows it (devolucoes only when there are some). */
export function pixJson(pix: SimPix) {
  const { devolucoes, ...rest } = pix;
  return devolucoes.length ? { ...rest, devolucoes } : rest;
}

function notifyPix(ctx: SimContext, pix: SimPix, replay = false) {
  const hook = ctx.state.webhooks[pix.chave];
  // The standard notifies only Pix that carry a txid.
  if (!hook || !pix.txid) return;
  ctx.deliver('pix', pix.txid, `${hook.webhookUrl}/pix`, { pix: [pixJson(pix)] }, replay);
}

function notifyBoleto(ctx: SimContext, boleto: SimBoleto) {
  const hook = ctx.state.boletoWebhook;
  if (!hook) return;
  ctx.deliver('boleto', boleto.txid, hook.webhookUrl, { boletos: [{ txid: boleto.txid, status: boleto.status }] });
}

/** A payer's bank pays a charge by Pix (`times` 2: the payer paid it twice). */
export function payCharge(ctx: SimContext, txid: string, amountCents?: number, times = 1): Outcome<string[]> {
  const charge = findCharge(ctx.state, txid);
  if (!charge) return fail(404, `Cobrança ${txid} não encontrada.`);
  if (charge.status !== 'ATIVA') return fail(409, `A cobrança ${txid} não está ativa (${charge.status}).`);
  if (ctx.now() >= chargeExpiresAt(charge)) return fail(409, `A cobrança ${txid} expirou.`);
  const cents = amountCents ?? toCents(charge.valor.original);
  if (!Number.isSafeInteger(cents) || cents <= 0) return fail(400, 'O valor pago deve ser um inteiro positivo de centavos.');
  charge.status = 'CONCLUIDA';
  const ids: string[] = [];
  for (let i = 0; i < Math.max(1, times); i++) {
    const pix: SimPix = {
      endToEndId: endToEndId(ctx.now()),
      txid,
      valor: toValor(cents),
      chave: charge.chave,
      horario: ctx.now().toISOString(),
      infoPagador: 'Pagamento pelo simulador',
      componentesValor: { original: { valor: toValor(cents) } },
      devolucoes: [],
    };
    ctx.state.pix.push(pix);
    ids.push(pix.endToEndId);
    notifyPix(ctx, pix);
  }
  // A boleto híbrido paid by its Pix is written off at the bank.
  const boleto = ctx.state.boletos.find((b) => b.txid === txid && b.status === 'EMITIDO');
  if (boleto) {
    boleto.status = 'BAIXADO';
    notifyBoleto(ctx, boleto);
  }
  ctx.changed();
  return { ok: true, value: ids };
}

/** A payer pays the boleto at a bank: the boleto is PAGO and its cobv is removed by the PSP. */
export function payBoleto(ctx: SimContext, txid: string, amountCents?: number): Outcome<SimBoleto> {
  const boleto = ctx.state.boletos.find((b) => b.txid === txid);
  if (!boleto) return fail(404, `Boleto ${txid} não encontrado.`);
  if (boleto.status !== 'EMITIDO') return fail(409, `O boleto ${txid} não está em aberto (${boleto.status}).`);
  const cents = amountCents ?? toCents(boleto.valor);
  if (!Number.isSafeInteger(cents) || cents <= 0) return fail(400, 'O valor pago deve ser um inteiro positivo de centavos.');
  boleto.status = 'PAGO';
  boleto.pagamento = { valorPago: toValor(cents), dataPagamento: ctx.now().toISOString() };
  const charge = findCharge(ctx.state, txid);
  if (charge && charge.status === 'ATIVA') {
    charge.status = 'REMOVIDA_PELO_PSP';
    charge.revisao += 1;
  }
  notifyBoleto(ctx, boleto);
  ctx.changed();
  return { ok: true, value: boleto };
}

/** A Pix sent to the house's key with no charge: it shows up only in GET /pix. */
export function receivePixWithoutCharge(ctx: SimContext, amountCents: number): Outcome<string> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return fail(400, 'O valor deve ser um inteiro positivo de centavos.');
  const pix: SimPix = {
    endToEndId: endToEndId(ctx.now()),
    valor: toValor(amountCents),
    chave: ctx.settings.pixKey,
    horario: ctx.now().toISOString(),
    infoPagador: 'Pix sem cobrança',
    componentesValor: { original: { valor: toValor(amountCents) } },
    devolucoes: [],
  };
  ctx.state.pix.push(pix);
  ctx.changed();
  return { ok: true, value: pix.endToEndId };
}

/** Refunded so far (refunds that did not fail), in cents. */
export function refundedCents(pix: SimPix): number {
  return pix.devolucoes.filter((r) => r.status !== 'NAO_REALIZADO').reduce((sum, r) => sum + toCents(r.valor), 0);
}

/** The house asks for a refund (the API's PUT, or the page's 'Devolver'). */
export function requestRefund(ctx: SimContext, e2eId: string, id: string, cents: number, descricao?: string): Outcome<SimRefund> {
  const pix = findPix(ctx.state, e2eId);
  if (!pix) return fail(404, `Pix ${e2eId} não encontrado.`);
  if (pix.devolucoes.some((r) => r.id === id)) return fail(400, `A devolução ${id} já existe.`);
  if (refundedCents(pix) + cents > toCents(pix.valor)) return fail(400, 'A soma das devoluções excede o valor do Pix.');
  const refund: SimRefund = {
    id,
    rtrId: endToEndId(ctx.now(), 'D'),
    valor: toValor(cents),
    natureza: 'ORIGINAL',
    ...(descricao ? { descricao } : {}),
    horario: { solicitacao: ctx.now().toISOString() },
    status: 'EM_PROCESSAMENTO',
  };
  pix.devolucoes.push(refund);
  ctx.changed();
  ctx.refundRequested(e2eId, id);
  return { ok: true, value: refund };
}

/** The SPI settles a refund; the webhook carries the Pix with its devolucoes. */
export function settleRefund(
  ctx: SimContext,
  e2eId: string,
  id: string,
  outcome: 'DEVOLVIDO' | 'NAO_REALIZADO',
  reason?: string,
): Outcome<SimRefund> {
  const pix = findPix(ctx.state, e2eId);
  const refund = pix?.devolucoes.find((r) => r.id === id);
  if (!pix || !refund) return fail(404, `Devolução ${id} do Pix ${e2eId} não encontrada.`);
  if (refund.status !== 'EM_PROCESSAMENTO') return fail(409, `A devolução ${id} já foi liquidada (${refund.status}).`);
  refund.status = outcome;
  refund.horario.liquidacao = ctx.now().toISOString();
  if (outcome === 'NAO_REALIZADO') refund.motivo = reason || 'Devolução recusada pelo simulador.';
  else if (reason) refund.motivo = reason;
  notifyPix(ctx, pix);
  ctx.changed();
  return { ok: true, value: refund };
}

/** The last webhook about a charge or boleto, sent again as it was (a PSP's replay). */
export function redeliver(ctx: SimContext, txid: string): Outcome<number> {
  const last = ctx.state.deliveries.filter((d) => d.txid === txid).at(-1);
  if (!last) return fail(404, `Nenhum webhook enviado sobre ${txid}.`);
  ctx.deliver(last.kind, last.txid, last.url, last.body, true);
  return { ok: true, value: ctx.state.deliveries.at(-1)!.id };
}
