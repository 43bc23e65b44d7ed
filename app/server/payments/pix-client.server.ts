/**
 * The payment provider over HTTP: the Central Bank's API Pix standard (cob, cobv, received Pix, devoluções,
 * webhook) and the same provider's boleto API, for any PSP that implements them (decision record 0040).
 *
 * Every call: an OAuth2 client-credentials token (cached per isolate until shortly before it expires, fetched
 * again once on a 401); a time-out per attempt; up to 3 attempts, with exponential backoff and jitter, on a 5xx,
 * a network error or a time-out only, then PspUnavailableError; a 4xx is never retried: PspRejectedError with the
 * standard's problem details. Creates are idempotent on our ids: a PUT of a txid or devolução id that exists
 * returns the existing one when its amount is ours. Answers are parsed (pix-api-schemas.server.ts); one that
 * breaks the schema is PspUnavailableError (nothing may be assumed from it), never a wrong amount.
 */
import { centsToDecimalReais } from '~/domain/money';
import { saoPauloDayRange } from '~/domain/sao-paulo-day';
import { nextDay } from '~/domain/sao-paulo-time';
import type { z } from '~/schemas/zod';
import type { PspSettings } from '~/server/platform/settings.server';
import {
  boletoSchema,
  cobSchema,
  cobvSchema,
  devolucaoSchema,
  pixPageSchema,
  type pixSchema,
  problemSchema,
  tokenSchema,
  webhookSchema,
} from './pix-api-schemas.server';
import type { components } from './pix-api.generated';
import {
  PspRejectedError,
  PspUnavailableError,
  type Boleto,
  type BoletoRequest,
  type Charge,
  type ChargeKind,
  type ChargeRequest,
  type Debtor,
  type PaymentProvider,
  type ReceivedPix,
  type Refund,
} from './provider.server';

type Schemas = components['schemas'];

/** How the client waits between attempts; the tests shorten it. */
export interface PixClientOptions {
  /** the first backoff (doubled at each attempt, ±50 % jitter); 250 ms */
  retryBaseMs?: number;
  /** the clock the token's expiry is read on */
  now?: () => number;
}

const ATTEMPTS = 3;
/** A token is fetched again this long before the PSP says it expires (at most half its life). */
const TOKEN_MARGIN_MS = 60_000;
/** Pix per page of GET /pix, and the most pages one listing reads. */
const PAGE_SIZE = 100;
const MAX_PAGES = 1_000;

interface CachedToken {
  value: string;
  refreshAt: number;
}

/** Tokens per isolate, per PSP settings (one object per env: context/settings.server.ts). */
const tokens = new WeakMap<PspSettings, Promise<CachedToken>>();

interface Answer {
  status: number;
  text: string;
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** A path segment: our ids are letters and digits; a chave Pix may hold @, + and : (all legal in a path). */
function segment(value: string): string {
  return encodeURIComponent(value).replace(/%(40|2B|3A)/gi, (escaped) => decodeURIComponent(escaped));
}

function debtorOf(debtor: Debtor): Schemas['PessoaFisica'] | Schemas['PessoaJuridica'] {
  const nome = debtor.name.trim().slice(0, 200);
  if (/^\d{11}$/.test(debtor.document)) return { cpf: debtor.document, nome };
  if (/^\d{14}$/.test(debtor.document)) return { cnpj: debtor.document, nome };
  throw new RangeError('a debtor needs a CPF (11 digits) or a CNPJ (14 digits)');
}

function checkTxid(txid: string): void {
  if (!/^[a-zA-Z0-9]{26,35}$/.test(txid)) throw new RangeError(`not a txid of 26 to 35 letters and digits: ${txid}`);
}

function refundOf(devolucao: z.output<typeof devolucaoSchema>): Refund {
  return {
    id: devolucao.id,
    rtrId: devolucao.rtrId ?? null,
    amountCents: devolucao.valor,
    status: devolucao.status,
    reason: devolucao.motivo ?? null,
    requestedAt: devolucao.horario.solicitacao,
    settledAt: devolucao.horario.liquidacao ?? null,
  };
}

function receivedOf(pix: z.output<typeof pixSchema>): ReceivedPix {
  return {
    endToEndId: pix.endToEndId,
    txid: pix.txid ?? null,
    amountCents: pix.valor,
    paidAt: pix.horario,
    refunds: (pix.devolucoes ?? []).map(refundOf),
  };
}

/** The end of a cobv's last day to pay, in São Paulo: its due date plus the days it stays valid after it. */
function cobvExpiry(dueDate: string, daysAfter: number): string {
  let day = dueDate;
  for (let i = 0; i < daysAfter; i++) day = nextDay(day);
  return saoPauloDayRange(day).until;
}

function chargeOf(kind: ChargeKind, cob: z.output<typeof cobSchema> | z.output<typeof cobvSchema>): Charge {
  const calendario = cob.calendario;
  const expiresAt =
    'expiracao' in calendario
      ? new Date(Date.parse(calendario.criacao) + calendario.expiracao * 1000).toISOString()
      : cobvExpiry(calendario.dataDeVencimento, calendario.validadeAposVencimento ?? 0);
  return {
    kind,
    txid: cob.txid,
    status: cob.status,
    amountCents: cob.valor.original,
    pixCopiaECola: cob.pixCopiaECola ?? '',
    createdAt: calendario.criacao,
    expiresAt,
    pix: (cob.pix ?? []).map(receivedOf),
  };
}

function boletoOf(boleto: z.output<typeof boletoSchema>): Boleto {
  return {
    txid: boleto.txid,
    status: boleto.status,
    amountCents: boleto.valor,
    dueDate: boleto.dataDeVencimento,
    linhaDigitavel: boleto.linhaDigitavel,
    barcode: boleto.codigoBarras,
    pixCopiaECola: boleto.pixCopiaECola,
    paidCents: boleto.pagamento?.valorPago ?? null,
    paidAt: boleto.pagamento?.dataPagamento ?? null,
  };
}

function chargeBody(request: ChargeRequest, pixKey: string): Schemas['CobSolicitada'] | Schemas['CobVSolicitada'] {
  const common = {
    devedor: debtorOf(request.debtor),
    chave: pixKey,
    solicitacaoPagador: request.payerMessage.slice(0, 140),
    infoAdicionais: request.info.map(({ name, value }) => ({ nome: name.slice(0, 50), valor: value.slice(0, 200) })),
  };
  const original = centsToDecimalReais(request.amountCents);
  if (request.kind === 'cob') {
    if (!request.expiresInSeconds || request.expiresInSeconds <= 0) throw new RangeError('a cob needs expiresInSeconds');
    const body: Schemas['CobSolicitada'] = {
      calendario: { expiracao: request.expiresInSeconds },
      valor: { original, modalidadeAlteracao: 0 },
      ...common,
    };
    return body;
  }
  if (!request.dueDate) throw new RangeError('a cobv needs a dueDate');
  const body: Schemas['CobVSolicitada'] = {
    calendario: { dataDeVencimento: request.dueDate, validadeAposVencimento: 0 },
    valor: { original },
    ...common,
  };
  return body;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function createPixClient(settings: PspSettings, fetcher: typeof fetch = fetch, options: PixClientOptions = {}): PaymentProvider {
  const retryBaseMs = options.retryBaseMs ?? 250;
  const now = options.now ?? Date.now;

  /** One request, attempted up to 3 times while the PSP answers 5xx, fails on the network or times out. */
  async function attempt(method: Method, url: string, init: { headers: Record<string, string>; body?: string }): Promise<Answer> {
    let last = '';
    for (let round = 1; round <= ATTEMPTS; round++) {
      try {
        const response = await fetcher(url, {
          method,
          headers: init.headers,
          body: init.body,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        const text = await response.text(); // under the same time-out: a body that never ends is a time-out too
        if (response.status < 500) return { status: response.status, text };
        last = `${response.status}`;
      } catch (error) {
        last = describe(error);
      }
      if (round < ATTEMPTS) await sleep(retryBaseMs * 2 ** (round - 1) * (0.5 + Math.random()));
    }
    throw new PspUnavailableError(`${method} ${new URL(url).pathname}: ${last} after ${ATTEMPTS} attempts`);
  }

  function rejection(answer: Answer): PspRejectedError {
    let body: unknown = {};
    try {
      body = JSON.parse(answer.text);
    } catch {
      // not JSON: no problem details
    }
    const problem = problemSchema.parse(body);
    // The token endpoint answers OAuth2's own shape (RFC 6749 §5.2).
    if (!problem.title && body && typeof body === 'object' && 'error' in body) {
      const oauth = body as { error?: unknown; error_description?: unknown };
      return new PspRejectedError(answer.status, {
        title: String(oauth.error),
        ...(typeof oauth.error_description === 'string' ? { detail: oauth.error_description } : {}),
      });
    }
    return new PspRejectedError(answer.status, problem);
  }

  function parse<S extends z.ZodType>(schema: S, answer: Answer, what: string): z.output<S> {
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      throw new PspUnavailableError(`${what}: the answer is not JSON`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
      throw new PspUnavailableError(`${what}: the answer breaks the API Pix schema (${issues})`);
    }
    return parsed.data;
  }

  async function fetchToken(): Promise<CachedToken> {
    const answer = await attempt('POST', settings.tokenUrl, {
      headers: {
        Authorization: `Basic ${btoa(`${settings.clientId}:${settings.clientSecret}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (answer.status >= 300) throw rejection(answer);
    const token = parse(tokenSchema, answer, 'POST token');
    const lifeMs = token.expires_in * 1000;
    return { value: token.access_token, refreshAt: now() + lifeMs - Math.min(TOKEN_MARGIN_MS, lifeMs / 2) };
  }

  /** The cached token, or a new one (also when `stale` is the cached one: the PSP refused it). */
  async function token(stale?: string): Promise<string> {
    const cached = tokens.get(settings);
    if (cached) {
      const current = await cached.catch(() => null);
      if (current && current.refreshAt > now() && current.value !== stale) return current.value;
      if (tokens.get(settings) !== cached) return token(stale); // another call is fetching one already
    }
    const fresh = fetchToken();
    tokens.set(settings, fresh);
    fresh.catch(() => {
      if (tokens.get(settings) === fresh) tokens.delete(settings);
    });
    return (await fresh).value;
  }

  /** A call with the bearer token; on a 401, once more with a new token. */
  async function call(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const send = async (bearer: string) =>
      attempt(method, url, {
        headers: {
          ...headers,
          Authorization: `Bearer ${bearer}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const first = await token();
    const answer = await send(first);
    if (answer.status !== 401) return answer;
    return send(await token(first));
  }

  /** A 2xx parsed with the schema; a 404 is null; any other answer is the PSP's refusal. */
  async function read<S extends z.ZodType>(schema: S, method: Method, url: string, body?: unknown): Promise<z.output<S> | null> {
    const answer = await call(method, url, body);
    if (answer.status === 404) return null;
    if (answer.status >= 300) throw rejection(answer);
    return parse(schema, answer, `${method} ${new URL(url).pathname}`);
  }

  /** A 2xx, nothing to read. */
  async function write(
    method: Method,
    url: string,
    body?: unknown,
    { notFoundIsDone = false, headers = {} }: { notFoundIsDone?: boolean; headers?: Record<string, string> } = {},
  ): Promise<void> {
    const answer = await call(method, url, body, headers);
    if (answer.status < 300 || (notFoundIsDone && answer.status === 404)) return;
    throw rejection(answer);
  }

  /**
   * An idempotent create (PUT of our own id): its result, or, when the PSP refuses it because the id exists (the
   * standard answers 4xx, e.g. CobOperacaoInvalida; some PSPs 409), the existing one if its amount is ours.
   */
  async function create<S extends z.ZodType, T extends { amountCents: number }>(
    schema: S,
    url: string,
    body: unknown,
    toResult: (parsed: z.output<S>) => T,
    existing: () => Promise<T | null>,
    amountCents: number,
  ): Promise<T> {
    const answer = await call('PUT', url, body);
    if (answer.status < 300) return toResult(parse(schema, answer, `PUT ${new URL(url).pathname}`));
    const refused = rejection(answer);
    if (answer.status === 401 || answer.status === 403 || answer.status === 429) throw refused;
    const found = await existing();
    if (found && found.amountCents === amountCents) return found;
    throw refused;
  }

  const chargeUrl = (kind: ChargeKind, txid: string) => `${settings.apiUrl}/${kind}/${segment(txid)}`;
  const refundUrl = (endToEndId: string, id: string) => `${settings.apiUrl}/pix/${segment(endToEndId)}/devolucao/${segment(id)}`;
  const webhookUrl = () => `${settings.apiUrl}/webhook/${segment(settings.pixKey)}`;
  const boletoUrl = (txid: string) => `${settings.boletoApiUrl}/boletos/${segment(txid)}`;

  async function getCharge(kind: ChargeKind, txid: string): Promise<Charge | null> {
    const cob = await read(kind === 'cob' ? cobSchema : cobvSchema, 'GET', chargeUrl(kind, txid));
    return cob && chargeOf(kind, cob);
  }

  async function getRefund(endToEndId: string, refundId: string): Promise<Refund | null> {
    const devolucao = await read(devolucaoSchema, 'GET', refundUrl(endToEndId, refundId));
    return devolucao && refundOf(devolucao);
  }

  async function getBoleto(txid: string): Promise<Boleto | null> {
    const boleto = await read(boletoSchema, 'GET', boletoUrl(txid));
    return boleto && boletoOf(boleto);
  }

  return {
    createCharge(request) {
      checkTxid(request.txid);
      const body = chargeBody(request, settings.pixKey);
      const schema = request.kind === 'cob' ? cobSchema : cobvSchema;
      return create(
        schema,
        chargeUrl(request.kind, request.txid),
        body,
        (cob) => chargeOf(request.kind, cob),
        () => getCharge(request.kind, request.txid),
        request.amountCents,
      );
    },

    getCharge,

    async listReceived(from, to) {
      const received: ReceivedPix[] = [];
      for (let page = 0; ; page++) {
        if (page >= MAX_PAGES) throw new PspUnavailableError(`GET /pix: more than ${MAX_PAGES} pages; ask for a shorter period`);
        const query = new URLSearchParams({
          inicio: from.toISOString(),
          fim: to.toISOString(),
          'paginacao.paginaAtual': String(page),
          'paginacao.itensPorPagina': String(PAGE_SIZE),
        });
        const answer = await read(pixPageSchema, 'GET', `${settings.apiUrl}/pix?${query}`);
        if (!answer) break;
        received.push(...(answer.pix ?? []).map(receivedOf));
        if (page + 1 >= answer.parametros.paginacao.quantidadeDePaginas) break;
      }
      return received;
    },

    requestRefund(endToEndId, refundId, amountCents, description) {
      if (!/^[a-zA-Z0-9]{1,35}$/.test(refundId)) throw new RangeError(`not a devolução id of 1 to 35 letters and digits: ${refundId}`);
      const body: Schemas['DevolucaoSolicitada'] = { valor: centsToDecimalReais(amountCents), descricao: description.slice(0, 140) };
      return create(devolucaoSchema, refundUrl(endToEndId, refundId), body, refundOf, () => getRefund(endToEndId, refundId), amountCents);
    },

    getRefund,

    async registerWebhook(url) {
      const body: Schemas['WebhookSolicitado'] = { webhookUrl: url };
      // A Worker cannot ask the PSP's calls for a client certificate: Efí, which would, is told not to (other PSPs
      // ignore the header). The secret in the URL and the re-read of every charge stand in (decision record 0040).
      await write('PUT', webhookUrl(), body, { headers: { 'x-skip-mtls-checking': 'true' } });
    },

    async getWebhook() {
      const webhook = await read(webhookSchema, 'GET', webhookUrl());
      return webhook?.webhookUrl ?? null;
    },

    async deleteWebhook() {
      await write('DELETE', webhookUrl(), undefined, { notFoundIsDone: true });
    },

    createBoleto(request: BoletoRequest) {
      checkTxid(request.txid);
      const body = {
        valor: centsToDecimalReais(request.amountCents),
        dataDeVencimento: request.dueDate,
        pagador: debtorOf(request.debtor),
        mensagem: request.message,
      };
      return create(boletoSchema, boletoUrl(request.txid), body, boletoOf, () => getBoleto(request.txid), request.amountCents);
    },

    getBoleto,

    async registerBoletoWebhook(url) {
      await write('PUT', `${settings.boletoApiUrl}/webhook`, { webhookUrl: url });
    },
  };
}
