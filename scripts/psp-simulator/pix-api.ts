/**
 * The API Pix subset (standard 2.9.0), under /api/v2: cob and cobv (PUT, GET, PATCH to remove), received Pix
 * (GET /pix with paginacao, GET /pix/{e2eid}), devoluções and the webhook of the house's key.
 */
import type { SimContext } from './context';
import { chargePayload, findCharge, findPix, pixJson, requestRefund } from './context';
import {
  chargePatchBody,
  cobBody,
  cobvBody,
  E2E_ID,
  invalidBody,
  notFound,
  problem,
  readJson,
  REFUND_ID,
  refundBody,
  TXID,
  webhookBody,
} from './schemas';
import type { ChargeKind, SimCharge } from './state';
import { locationId, toCents } from './state';

const DETAIL: Record<ChargeKind, string> = {
  cob: 'A requisição que busca alterar ou criar uma cobrança para pagamento imediato não respeita o _schema_ ou está semanticamente errada.',
  cobv: 'A requisição que busca alterar ou criar uma cobrança com vencimento não respeita o _schema_ ou está semanticamente errada.',
};
const OPERATION: Record<ChargeKind, string> = { cob: 'CobOperacaoInvalida', cobv: 'CobVOperacaoInvalida' };

/** The house's details as the PSP knows them (cobv's `recebedor`). */
const RECEIVER = {
  cnpj: '12345678000195',
  nome: 'Arremate Leilões Ltda.',
  nomeFantasia: 'Arremate',
  logradouro: 'Avenida Paulista, 1000',
  cidade: 'São Paulo',
  uf: 'SP',
  cep: '01310100',
};

/** A charge as GET answers it (CobCompleta / CobVCompleta). */
export function chargeJson(ctx: SimContext, charge: SimCharge) {
  const { kind: _kind, loc, ...rest } = charge;
  const pix = ctx.state.pix.filter((p) => p.txid === charge.txid).map(pixJson);
  return {
    ...rest,
    loc,
    location: loc.location,
    ...(charge.kind === 'cobv' ? { recebedor: RECEIVER } : {}),
    ...(pix.length ? { pix } : {}),
  };
}

async function putCharge(ctx: SimContext, request: Request, kind: ChargeKind, txid: string, host: string): Promise<Response> {
  if (!TXID.test(txid)) {
    return problem(OPERATION[kind], 'Cobrança inválida.', 400, DETAIL[kind], [
      { razao: 'O txid deve ter de 26 a 35 letras e dígitos.', propriedade: `${kind}.txid`, valor: txid },
    ]);
  }
  const body = await readJson(request);
  if (findCharge(ctx.state, txid)) {
    // Deliberately the strict reading of the standard: a PUT never overwrites, the client GETs the existing one.
    return problem(OPERATION[kind], 'Operação inválida.', 400, 'A cobrança já existe', [
      { razao: 'Já existe uma cobrança com este txid.', propriedade: `${kind}.txid`, valor: txid },
    ]);
  }
  const parsed = (kind === 'cob' ? cobBody : cobvBody).safeParse(body);
  if (!parsed.success) return invalidBody(OPERATION[kind], 'Cobrança inválida.', kind, DETAIL[kind], parsed.error);
  const data = parsed.data;
  if (data.chave !== ctx.settings.pixKey) {
    return problem(OPERATION[kind], 'Cobrança inválida.', 400, DETAIL[kind], [
      { razao: 'A chave não pertence a este usuário recebedor.', propriedade: `${kind}.chave`, valor: data.chave },
    ]);
  }
  const criacao = ctx.now().toISOString();
  const location = `${host}/qr/v2/${locationId()}`;
  const cal = data.calendario as { expiracao?: number; dataDeVencimento?: string; validadeAposVencimento?: number };
  const charge: SimCharge = {
    kind,
    txid,
    revisao: 0,
    status: 'ATIVA',
    calendario:
      kind === 'cob'
        ? { criacao, expiracao: cal.expiracao ?? 86_400 }
        : { criacao, dataDeVencimento: cal.dataDeVencimento!, validadeAposVencimento: cal.validadeAposVencimento ?? 30 },
    ...(data.devedor ? { devedor: data.devedor } : {}),
    valor: data.valor,
    chave: data.chave,
    ...(data.solicitacaoPagador ? { solicitacaoPagador: data.solicitacaoPagador } : {}),
    ...(data.infoAdicionais ? { infoAdicionais: data.infoAdicionais } : {}),
    loc: { id: ctx.state.nextLocId++, location, tipoCob: kind, criacao },
    pixCopiaECola: chargePayload(ctx, location, toCents(data.valor.original)),
  };
  ctx.state.charges.push(charge);
  ctx.changed();
  return Response.json(chargeJson(ctx, charge), { status: 201 });
}

async function patchCharge(ctx: SimContext, request: Request, kind: ChargeKind, txid: string): Promise<Response> {
  const charge = findCharge(ctx.state, txid);
  if (!charge || charge.kind !== kind) return notFound();
  const parsed = chargePatchBody.safeParse(await readJson(request));
  if (!parsed.success) return invalidBody(OPERATION[kind], 'Cobrança inválida.', kind, DETAIL[kind], parsed.error);
  if (charge.status !== 'ATIVA') {
    return problem(
      OPERATION[kind],
      'Operação inválida.',
      400,
      'Cobrança não encontra-se mais com o status ATIVA, somente cobranças ativas podem ser revisadas.',
    );
  }
  charge.status = parsed.data.status;
  charge.revisao += 1;
  ctx.changed();
  return Response.json(chargeJson(ctx, charge));
}

function listPix(ctx: SimContext, url: URL): Response {
  const inicio = url.searchParams.get('inicio') ?? '';
  const fim = url.searchParams.get('fim') ?? '';
  const page = Number(url.searchParams.get('paginacao.paginaAtual') ?? 0);
  const perPage = Number(url.searchParams.get('paginacao.itensPorPagina') ?? 100);
  const txid = url.searchParams.get('txid');
  const violacoes = [];
  if (Number.isNaN(Date.parse(inicio)))
    violacoes.push({ razao: 'inicio deve ser uma data RFC 3339.', propriedade: 'inicio', valor: inicio });
  if (Number.isNaN(Date.parse(fim))) violacoes.push({ razao: 'fim deve ser uma data RFC 3339.', propriedade: 'fim', valor: fim });
  if (!Number.isInteger(page) || page < 0) violacoes.push({ razao: 'Página inválida.', propriedade: 'paginacao.paginaAtual' });
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 1000) {
    violacoes.push({ razao: 'De 1 a 1000 itens por página.', propriedade: 'paginacao.itensPorPagina' });
  }
  if (violacoes.length) return problem('RequisicaoInvalida', 'Requisição inválida.', 400, 'Parâmetros de consulta inválidos.', violacoes);
  const from = Date.parse(inicio);
  const to = Date.parse(fim);
  const found = ctx.state.pix.filter((p) => {
    const at = Date.parse(p.horario);
    return at >= from && at <= to && (!txid || p.txid === txid);
  });
  return Response.json({
    parametros: {
      inicio,
      fim,
      paginacao: {
        paginaAtual: page,
        itensPorPagina: perPage,
        quantidadeDePaginas: Math.max(1, Math.ceil(found.length / perPage)),
        quantidadeTotalDeItens: found.length,
      },
    },
    pix: found.slice(page * perPage, (page + 1) * perPage).map(pixJson),
  });
}

async function putRefund(ctx: SimContext, request: Request, e2eId: string, id: string): Promise<Response> {
  const invalid = (
    razao: string,
    detail = 'A presente requisição de devolução não respeita o _schema_ ou não faz sentido semanticamente.',
  ) => problem('PixDevolucaoInvalida', 'Devolução inválida.', 400, detail, [{ razao, propriedade: 'devolucao' }]);
  if (!E2E_ID.test(e2eId) || !REFUND_ID.test(id)) return invalid('e2eid deve ter 32 e id de 1 a 35 letras e dígitos.');
  const pix = findPix(ctx.state, e2eId);
  if (!pix) return notFound();
  const parsed = refundBody.safeParse(await readJson(request));
  if (!parsed.success) {
    return invalidBody('PixDevolucaoInvalida', 'Devolução inválida.', 'devolucao', 'A devolução não respeita o _schema_.', parsed.error);
  }
  const outcome = requestRefund(ctx, e2eId, id, toCents(parsed.data.valor), parsed.data.descricao);
  if (!outcome.ok) return invalid(outcome.error, outcome.error);
  return Response.json(outcome.value, { status: 201 });
}

async function putWebhook(ctx: SimContext, request: Request, chave: string): Promise<Response> {
  if (chave !== ctx.settings.pixKey) return notFound();
  const parsed = webhookBody.safeParse(await readJson(request));
  if (!parsed.success) {
    return invalidBody(
      'WebhookOperacaoInvalida',
      'Webhook inválido.',
      'webhook',
      'A presente requisição busca criar um webhook sem respeitar o _schema_ ou, ainda, com sentido semanticamente inválido.',
      parsed.error,
    );
  }
  ctx.state.webhooks[chave] = { webhookUrl: parsed.data.webhookUrl, criacao: ctx.now().toISOString() };
  ctx.changed();
  return new Response(null, { status: 200 });
}

/** Routes /api/v2/...; null when the path is none of the subset's. */
export async function pixApi(ctx: SimContext, request: Request, path: string, host: string): Promise<Response | null> {
  const method = request.method;
  let m = /^\/(cob|cobv)\/([^/]+)$/.exec(path);
  if (m) {
    const kind = m[1] as ChargeKind;
    const txid = decodeURIComponent(m[2]!);
    if (method === 'PUT') return putCharge(ctx, request, kind, txid, host);
    if (method === 'PATCH') return patchCharge(ctx, request, kind, txid);
    if (method === 'GET') {
      const charge = findCharge(ctx.state, txid);
      return charge && charge.kind === kind ? Response.json(chargeJson(ctx, charge)) : notFound();
    }
    return null;
  }
  if (path === '/pix' && method === 'GET') return listPix(ctx, new URL(request.url));
  m = /^\/pix\/([^/]+)$/.exec(path);
  if (m && method === 'GET') {
    const pix = findPix(ctx.state, decodeURIComponent(m[1]!));
    return pix ? Response.json(pixJson(pix)) : notFound();
  }
  m = /^\/pix\/([^/]+)\/devolucao\/([^/]+)$/.exec(path);
  if (m) {
    const e2eId = decodeURIComponent(m[1]!);
    const id = decodeURIComponent(m[2]!);
    if (method === 'PUT') return putRefund(ctx, request, e2eId, id);
    if (method === 'GET') {
      const refund = findPix(ctx.state, e2eId)?.devolucoes.find((r) => r.id === id);
      return refund ? Response.json(refund) : notFound();
    }
    return null;
  }
  m = /^\/webhook\/([^/]+)$/.exec(path);
  if (m) {
    const chave = decodeURIComponent(m[1]!);
    if (method === 'PUT') return putWebhook(ctx, request, chave);
    const hook = ctx.state.webhooks[chave];
    if (method === 'GET') return hook ? Response.json({ webhookUrl: hook.webhookUrl, chave, criacao: hook.criacao }) : notFound();
    if (method === 'DELETE') {
      if (!hook) return notFound();
      delete ctx.state.webhooks[chave];
      ctx.changed();
      return new Response(null, { status: 204 });
    }
  }
  return null;
}
