/**
 * A payment provider (PSP) of our own for local runs and tests, fetch-style: `createPspSimulator(options)`
 * gives `{ fetch(request) }`, served over HTTP by server.ts (`npm start`) or called in-process by the Workers
 * tests (outbound.ts). It speaks a subset of the Central Bank's API Pix (standard 2.9.0) under /api/v2, the
 * provider's own boleto API under /boletos/v1, OAuth2 client credentials at /oauth/token, control endpoints
 * under /_sim, and a page at /.
 *
 * Behaviours the house relies on (kept on purpose, tested):
 * - A PUT of a cob/cobv whose txid already exists never overwrites it: 400 CobOperacaoInvalida (CobVOperacaoInvalida)
 *   "A cobrança já existe". A client retrying a create GETs the existing charge. Likewise a PUT of an existing
 *   devolução id is a 400 PixDevolucaoInvalida; its GET answers it.
 * - A webhook is POSTed to `${webhookUrl}/pix` by plain concatenation, body `{ pix: [Pix] }`, one per Pix (a
 *   charge paid twice sends two); when a refund settles, the Pix again with its `devolucoes`. Pix without a
 *   txid are never notified. The boleto webhook is POSTed to its URL as registered, `{ boletos: [{ txid, status }] }`.
 * - Paying a cobv by Pix writes its boleto off (BAIXADO, boleto webhook); paying the boleto removes the cobv
 *   (REMOVIDA_PELO_PSP).
 * - A 'timeout' fault holds the answer, then performs the call anyway: the client gave up, the PSP did it.
 */
import { boletoApi } from './boleto-api';
import type { SimContext, SimSettings } from './context';
import { settleRefund } from './context';
import type { ControlHooks } from './control';
import { control } from './control';
import { renderPage } from './page';
import { pixApi } from './pix-api';
import { problem, unauthorized, unavailable } from './schemas';
import type { SimDelivery, SimState } from './state';
import { emptyState, randomToken } from './state';

export const SIM_DEFAULTS: SimSettings = {
  clientId: 'arremate-dev',
  clientSecret: 'arremate-dev-secret',
  pixKey: 'pix@arremate.com.br',
  merchantName: 'Arremate Leiloes',
  merchantCity: 'Sao Paulo',
  boletoBankCode: '999',
};

export interface PspSimulatorOptions extends Partial<SimSettings> {
  now?: () => Date;
  /** a saved state to start from */
  state?: SimState;
  /** called after every change (server mode saves the state) */
  onChange?: (state: SimState) => void;
  /** server mode: sends a webhook itself (recording each attempt, then calling `changed`); absent, webhooks are queued */
  send?: (delivery: SimDelivery, changed: () => void) => void;
  /** server mode: a refund left EM_PROCESSAMENTO settles as DEVOLVIDO after this many ms; absent, only by control */
  refundSettleMs?: number;
  /** how long a 'timeout' fault holds its answer (default 10 s) */
  timeoutMs?: number;
}

export interface PspSimulator {
  fetch(request: Request): Promise<Response>;
  readonly state: SimState;
}

const TOKEN_SECONDS = 3600;
const KEEP_DELIVERIES = 100;

function basicCredentials(request: Request, form: URLSearchParams): { id: string; secret: string } | null {
  const header = request.headers.get('authorization') ?? '';
  if (header.startsWith('Basic ')) {
    const decoded = atob(header.slice(6).trim());
    const colon = decoded.indexOf(':');
    if (colon > 0) return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  }
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  return id && secret ? { id, secret } : null;
}

export function createPspSimulator(options: PspSimulatorOptions = {}): PspSimulator {
  const settings: SimSettings = {
    ...SIM_DEFAULTS,
    ...Object.fromEntries(Object.entries(options).filter(([k, v]) => k in SIM_DEFAULTS && v)),
  };
  const now = options.now ?? (() => new Date());
  const changed = () => options.onChange?.(ctx.state);
  const ctx: SimContext = {
    state: options.state ?? emptyState(),
    settings,
    now,
    changed,
    deliver(kind, txid, url, body, replay = false) {
      const delivery: SimDelivery = {
        id: ctx.state.nextDeliveryId++,
        kind,
        txid,
        url,
        headers: { 'content-type': 'application/json' },
        body,
        createdAt: now().toISOString(),
        replay,
        attempts: [],
        outcome: options.send ? 'sending' : 'queued',
      };
      ctx.state.deliveries.push(delivery);
      if (ctx.state.deliveries.length > KEEP_DELIVERIES) ctx.state.deliveries.splice(0, ctx.state.deliveries.length - KEEP_DELIVERIES);
      changed();
      options.send?.(delivery, changed);
    },
    refundRequested(e2eId, id) {
      if (options.refundSettleMs === undefined) return;
      const timer = setTimeout(() => {
        const refund = ctx.state.pix.find((p) => p.endToEndId === e2eId)?.devolucoes.find((r) => r.id === id);
        if (refund?.status === 'EM_PROCESSAMENTO') settleRefund(ctx, e2eId, id, 'DEVOLVIDO');
      }, options.refundSettleMs);
      (timer as { unref?: () => void }).unref?.();
    },
  };

  const hooks: ControlHooks = {
    popDeliveries() {
      const queued = ctx.state.deliveries.filter((d) => d.outcome === 'queued');
      for (const d of queued) d.outcome = 'popped';
      if (queued.length) changed();
      return queued.map(({ url, headers, body }) => ({ url, headers, body }));
    },
    reset() {
      // Business data only: tokens already issued stay valid, as a PSP's sandbox reset would leave them.
      ctx.state = { ...emptyState(), tokens: ctx.state.tokens };
      changed();
    },
  };

  async function token(request: Request): Promise<Response> {
    const text = request.method === 'POST' ? await request.text() : '';
    const form = new URLSearchParams(text.trim().startsWith('{') ? (JSON.parse(text) as Record<string, string>) : text);
    const credentials = basicCredentials(request, form);
    if (!credentials || credentials.id !== settings.clientId || credentials.secret !== settings.clientSecret) {
      return Response.json({ error: 'invalid_client', error_description: 'Credenciais do cliente inválidas.' }, { status: 401 });
    }
    if (form.get('grant_type') !== 'client_credentials') {
      return Response.json({ error: 'unsupported_grant_type', error_description: 'Use grant_type=client_credentials.' }, { status: 400 });
    }
    const accessToken = randomToken();
    const at = now().getTime();
    for (const [t, expires] of Object.entries(ctx.state.tokens)) if (expires <= at) delete ctx.state.tokens[t];
    ctx.state.tokens[accessToken] = at + TOKEN_SECONDS * 1000;
    changed();
    return Response.json({
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_SECONDS,
      scope: 'cob.write cob.read cobv.write cobv.read pix.write pix.read webhook.write webhook.read boleto.write boleto.read',
    });
  }

  function authorized(request: Request): boolean {
    const header = request.headers.get('authorization') ?? '';
    const expires = header.startsWith('Bearer ') ? ctx.state.tokens[header.slice(7).trim()] : undefined;
    return expires !== undefined && expires > now().getTime();
  }

  /** The first fault programmed for this call, spent once. */
  function takeFault(method: string, path: string) {
    const fault = ctx.state.faults.find((f) => (f.method === '*' || f.method === method) && path.startsWith(f.pathPrefix) && f.times > 0);
    if (!fault) return null;
    fault.times -= 1;
    ctx.state.faults = ctx.state.faults.filter((f) => f.times > 0);
    changed();
    return fault;
  }

  function hold(request: Request): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, options.timeoutMs ?? 10_000);
      request.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path === '/' && request.method === 'GET') {
      return new Response(renderPage(ctx.state, url, now()), { headers: { 'content-type': 'text/html; charset=utf-8' } });
    }
    if (path.startsWith('/_sim/')) {
      return (
        (await control(ctx, hooks, request, path.slice('/_sim'.length))) ??
        Response.json({ error: 'Rota de controle desconhecida.' }, { status: 404 })
      );
    }
    const fault = takeFault(request.method, path);
    if (fault?.status === 500) return problem('ErroInterno', 'Erro interno', 500, 'Falha simulada.');
    if (fault?.status === 503) return unavailable();
    if (fault?.status === 'timeout') await hold(request);
    if (path === '/oauth/token') return token(request);
    const api = path.startsWith('/api/v2/') ? 'pix' : path.startsWith('/boletos/v1/') ? 'boleto' : null;
    if (!api) return problem('NaoEncontrado', 'Não Encontrado', 404, 'Rota desconhecida.');
    if (!authorized(request)) return unauthorized();
    const answer =
      api === 'pix' ? await pixApi(ctx, request, path.slice(7), url.host) : await boletoApi(ctx, request, path.slice('/boletos/v1'.length));
    return answer ?? problem('NaoEncontrado', 'Não Encontrado', 404, 'Rota desconhecida.');
  }

  return {
    fetch: handle,
    get state() {
      return ctx.state;
    },
  };
}
