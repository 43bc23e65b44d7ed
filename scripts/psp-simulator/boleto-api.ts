/**
 * The provider's boleto API (not part of the standard; this simulator defines it), under /boletos/v1:
 * PUT/GET /boletos/{txid} (a boleto híbrido over the cobv of the same txid; idempotent) and PUT /webhook.
 */
import { boletoBarcode, linhaDigitavel } from '../../app/domain/boleto';
import type { SimContext } from './context';
import { findCharge } from './context';
import { boletoBody, invalidBody, notFound, problemResponse, readJson, TXID } from './schemas';
import type { SimBoleto } from './state';
import { toCents } from './state';

const BOLETO_ERROR = 'https://psp-simulador.invalid/boletos/v1/error/BoletoInvalido';

function invalid(detail: string, propriedade: string, valor?: string): Response {
  return problemResponse({
    type: BOLETO_ERROR,
    title: 'Boleto inválido.',
    status: 400,
    detail,
    violacoes: [{ razao: detail, propriedade, ...(valor === undefined ? {} : { valor }) }],
  });
}

export function boletoJson(boleto: SimBoleto) {
  const { pagador: _pagador, mensagem: _mensagem, criacao: _criacao, ...rest } = boleto;
  return rest;
}

async function putBoleto(ctx: SimContext, request: Request, txid: string): Promise<Response> {
  if (!TXID.test(txid)) return invalid('O txid deve ter de 26 a 35 letras e dígitos.', 'boleto.txid', txid);
  const parsed = boletoBody.safeParse(await readJson(request));
  if (!parsed.success)
    return invalidBody('BoletoInvalido', 'Boleto inválido.', 'boleto', 'O boleto não respeita o _schema_.', parsed.error);
  const data = parsed.data;
  const existing = ctx.state.boletos.find((b) => b.txid === txid);
  if (existing) {
    if (existing.valor !== data.valor) return invalid('Já existe um boleto com este txid e outro valor.', 'boleto.valor', data.valor);
    return Response.json(boletoJson(existing), { status: 200 });
  }
  const charge = findCharge(ctx.state, txid);
  if (!charge || charge.kind !== 'cobv') return invalid('Crie antes a cobrança com vencimento (cobv) deste txid.', 'boleto.txid', txid);
  if (charge.status !== 'ATIVA')
    return invalid(`A cobrança com vencimento deste txid não está ativa (${charge.status}).`, 'boleto.txid', txid);
  // Nosso número: the txid's last 17 digits, after the simulated agency and account.
  const digits = txid.replace(/\D/g, '').slice(-17).padStart(17, '0');
  const barcode = boletoBarcode({
    bankCode: ctx.settings.boletoBankCode,
    currencyCode: '9',
    dueDate: data.dataDeVencimento,
    amountCents: toCents(data.valor),
    freeField: `00010001234${digits.slice(-14)}`,
  });
  const boleto: SimBoleto = {
    txid,
    status: 'EMITIDO',
    valor: data.valor,
    dataDeVencimento: data.dataDeVencimento,
    pagador: data.pagador,
    mensagem: data.mensagem,
    linhaDigitavel: linhaDigitavel(barcode),
    codigoBarras: barcode,
    pixCopiaECola: charge.pixCopiaECola,
    criacao: ctx.now().toISOString(),
  };
  ctx.state.boletos.push(boleto);
  ctx.changed();
  return Response.json(boletoJson(boleto), { status: 201 });
}

/** Routes /boletos/v1/...; null when the path is none of its own. */
export async function boletoApi(ctx: SimContext, request: Request, path: string): Promise<Response | null> {
  const m = /^\/boletos\/([^/]+)$/.exec(path);
  if (m) {
    const txid = decodeURIComponent(m[1]!);
    if (request.method === 'PUT') return putBoleto(ctx, request, txid);
    if (request.method === 'GET') {
      const boleto = ctx.state.boletos.find((b) => b.txid === txid);
      return boleto ? Response.json(boletoJson(boleto)) : notFound();
    }
    return null;
  }
  if (path === '/webhook' && request.method === 'PUT') {
    const body = (await readJson(request)) as { webhookUrl?: unknown } | undefined;
    let url: URL | null = null;
    try {
      url = typeof body?.webhookUrl === 'string' ? new URL(body.webhookUrl) : null;
    } catch {
      url = null;
    }
    if (!url) return invalid('webhookUrl deve ser uma URL.', 'webhook.webhookUrl');
    ctx.state.boletoWebhook = { webhookUrl: String(body!.webhookUrl), criacao: ctx.now().toISOString() };
    ctx.changed();
    return new Response(null, { status: 204 });
  }
  return null;
}
