import { describe, expect, it } from 'vitest';
import { boletoBarcode, linhaDigitavel } from '~/domain/boleto';
import { createPixClient } from '~/server/payments/pix-client.server';
import { PspRejectedError, PspUnavailableError, type ChargeRequest } from '~/server/payments/provider.server';
import { paymentProviderOf } from '~/server/payments/psp.server';
import type { PspSettings } from '~/server/platform/settings.server';

const TXID = 'ARREMATEP00000000000000042';
const COBV_TXID = 'ARREMATEB00000000000000042';
const E2E = 'E12345678202611281300abcdefghijk';

/** A PSP configured whole; a new object per test, so that no token is shared between tests. */
const settings = (): PspSettings => ({
  apiUrl: 'https://pix.psp.example/api/v2',
  tokenUrl: 'https://pix.psp.example/oauth/token',
  boletoApiUrl: 'https://pix.psp.example/boletos/v1',
  clientId: 'arremate',
  clientSecret: 'segredo',
  pixKey: 'pix@arremate.com.br',
  webhookSecret: 'w'.repeat(43),
  siteUrl: 'https://arremate.com.br',
  timeoutMs: 50,
});

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: string | undefined;
}

type Reply = (sent: Sent, signal: AbortSignal) => Response | Promise<Response>;

/**
 * A fake PSP that answers each request with the next step of its script, checking it is the request expected
 * ("METHOD /path", or the method alone for this test's cob).
 */
function scripted(steps: [string, Reply][]) {
  const sent: Sent[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const request: Sent = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    sent.push(request);
    const step = steps.shift();
    if (!step) throw new Error(`unexpected ${request.method} ${request.path}`);
    const [method, reply] = step;
    const expected = method.includes(' ') ? method : `${method} /api/v2/cob/${TXID}`;
    if (expected !== `${request.method} ${request.path}`) throw new Error(`expected ${expected}, got ${request.method} ${request.path}`);
    return reply(request, init!.signal!);
  }) as typeof fetch;
  return { fetcher, sent, left: () => steps.length };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, title: string, detail: string) => () =>
  new Response(JSON.stringify({ type: `https://pix.bcb.gov.br/api/v2/error/${title}`, title, status, detail }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
const status = (code: number) => () => new Response(null, { status: code });
/** Never answers: the client's time-out aborts it. */
const hang: Reply = (_sent, signal) =>
  new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted', { cause: signal.reason }))));

const token = (value = 't1', expiresIn = 3600): [string, Reply] => [
  'POST /oauth/token',
  json({ access_token: value, token_type: 'Bearer', expires_in: expiresIn }),
];

const cobAnswer = (overrides: Record<string, unknown> = {}) => ({
  calendario: { criacao: '2026-11-28T10:00:00-03:00', expiracao: 3600 },
  txid: TXID,
  revisao: 0,
  status: 'ATIVA',
  devedor: { cpf: '12345678909', nome: 'Ana Souza' },
  valor: { original: '1234567.89' },
  chave: 'pix@arremate.com.br',
  pixCopiaECola: '00020101021226830014br.gov.bcb.pix2561pix.psp.example/qr/v2/9d36b84f',
  ...overrides,
});

const cobRequest = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  kind: 'cob',
  txid: TXID,
  amountCents: 123456789,
  expiresInSeconds: 3600,
  debtor: { name: 'Ana Souza', document: '12345678909' },
  payerMessage: 'Lote 42: Notebook Dell Latitude',
  info: [{ name: 'Lote', value: '42' }],
  ...overrides,
});

const client = (fetcher: typeof fetch, psp = settings()) => createPixClient(psp, fetcher, { retryBaseMs: 1 });

describe('the OAuth2 token', () => {
  it('is fetched once with Basic auth and client_credentials, then reused by the next calls', async () => {
    const psp = scripted([token('t1'), ['GET', json(cobAnswer())], ['GET', json(cobAnswer())]]);
    const pix = client(psp.fetcher);
    await pix.getCharge('cob', TXID);
    await pix.getCharge('cob', TXID);
    expect(psp.sent.map((s) => s.method)).toEqual(['POST', 'GET', 'GET']);
    const [tokenCall, first, second] = psp.sent;
    expect(tokenCall!.headers.get('authorization')).toBe(`Basic ${btoa('arremate:segredo')}`);
    expect(tokenCall!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(tokenCall!.body).toBe('grant_type=client_credentials');
    expect(first!.headers.get('authorization')).toBe('Bearer t1');
    expect(second!.headers.get('authorization')).toBe('Bearer t1');
  });

  it('is fetched again shortly before it expires', async () => {
    let clock = 0;
    const psp = scripted([token('t1', 300), ['GET', json(cobAnswer())], token('t2', 300), ['GET', json(cobAnswer())]]);
    const pix = createPixClient(settings(), psp.fetcher, { retryBaseMs: 1, now: () => clock });
    await pix.getCharge('cob', TXID);
    clock = 241_000; // 300 s less a minute has passed
    await pix.getCharge('cob', TXID);
    expect(psp.sent.map((s) => s.headers.get('authorization'))).toEqual([
      expect.stringMatching(/^Basic /),
      'Bearer t1',
      expect.anything(),
      'Bearer t2',
    ]);
  });

  it('is fetched again once on a 401, and the call repeated with the new one', async () => {
    const psp = scripted([token('t1'), ['GET', status(401)], token('t2'), ['GET', json(cobAnswer())]]);
    const charge = await client(psp.fetcher).getCharge('cob', TXID);
    expect(charge?.txid).toBe(TXID);
    expect(psp.sent[3]!.headers.get('authorization')).toBe('Bearer t2');
  });

  it('a second 401 with the new token is the PSP refusing us, not retried again', async () => {
    const psp = scripted([token('t1'), ['GET', status(401)], token('t2'), ['GET', status(401)]]);
    await expect(client(psp.fetcher).getCharge('cob', TXID)).rejects.toMatchObject({ name: 'PspRejectedError', status: 401 });
    expect(psp.left()).toBe(0);
  });

  it('credentials the token endpoint refuses are a PspRejectedError with its reason', async () => {
    const psp = scripted([['POST /oauth/token', json({ error: 'invalid_client', error_description: 'Client inválido' }, 401)]]);
    const error = await client(psp.fetcher)
      .getCharge('cob', TXID)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PspRejectedError);
    expect(error).toMatchObject({ status: 401, problem: { title: 'invalid_client', detail: 'Client inválido' } });
  });
});

describe('retries', () => {
  it('a PUT answered 500 is retried, and the charge the second attempt created is returned', async () => {
    const psp = scripted([token(), ['PUT', status(500)], ['PUT', json(cobAnswer(), 201)]]);
    const charge = await client(psp.fetcher).createCharge(cobRequest());
    expect(charge).toMatchObject({ txid: TXID, status: 'ATIVA', amountCents: 123456789 });
    expect(psp.sent[1]!.body).toBe(psp.sent[2]!.body);
  });

  it('three answers of 503 are PspUnavailableError', async () => {
    const psp = scripted([token(), ['GET', status(503)], ['GET', status(503)], ['GET', status(503)]]);
    await expect(client(psp.fetcher).getCharge('cob', TXID)).rejects.toBeInstanceOf(PspUnavailableError);
    expect(psp.left()).toBe(0);
  });

  it('a 400 is not retried: PspRejectedError with the problem details', async () => {
    const psp = scripted([
      token(),
      ['PUT', problem(400, 'CobOperacaoInvalida', 'O campo cob.valor.original não respeita o schema.')],
      ['GET', status(404)],
    ]);
    const error = await client(psp.fetcher)
      .createCharge(cobRequest())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PspRejectedError);
    expect(error).toMatchObject({
      status: 400,
      problem: { title: 'CobOperacaoInvalida', detail: 'O campo cob.valor.original não respeita o schema.' },
    });
    // One PUT (not retried), then the look for an existing charge of that txid, which there is not.
    expect(psp.sent.map((s) => s.method)).toEqual(['POST', 'PUT', 'GET']);
  });

  it('a call that times out is retried, and so is one that fails on the network', async () => {
    const psp = scripted([
      token(),
      ['GET', hang],
      [
        'GET',
        () => {
          throw new TypeError('Network connection lost.');
        },
      ],
      ['GET', json(cobAnswer())],
    ]);
    expect((await client(psp.fetcher).getCharge('cob', TXID))?.txid).toBe(TXID);
  });

  it('three time-outs are PspUnavailableError', async () => {
    const psp = scripted([token(), ['GET', hang], ['GET', hang], ['GET', hang]]);
    await expect(client(psp.fetcher).getCharge('cob', TXID)).rejects.toBeInstanceOf(PspUnavailableError);
  });
});

describe('charges', () => {
  it('sends a cob as the standard asks and reads it back in cents, expiring at criacao + expiracao', async () => {
    const psp = scripted([token(), ['PUT', json(cobAnswer(), 201)]]);
    const charge = await client(psp.fetcher).createCharge(cobRequest());
    expect(psp.sent[1]!.path).toBe(`/api/v2/cob/${TXID}`);
    expect(JSON.parse(psp.sent[1]!.body!)).toEqual({
      calendario: { expiracao: 3600 },
      devedor: { cpf: '12345678909', nome: 'Ana Souza' },
      valor: { original: '1234567.89', modalidadeAlteracao: 0 },
      chave: 'pix@arremate.com.br',
      solicitacaoPagador: 'Lote 42: Notebook Dell Latitude',
      infoAdicionais: [{ nome: 'Lote', valor: '42' }],
    });
    expect(charge).toEqual({
      kind: 'cob',
      txid: TXID,
      status: 'ATIVA',
      amountCents: 123456789,
      pixCopiaECola: cobAnswer().pixCopiaECola,
      createdAt: '2026-11-28T13:00:00.000Z',
      expiresAt: '2026-11-28T14:00:00.000Z',
      pix: [],
    });
  });

  it('sends a company as devedor.cnpj', async () => {
    const psp = scripted([token(), ['PUT', json(cobAnswer(), 201)]]);
    await client(psp.fetcher).createCharge(cobRequest({ debtor: { name: 'Empresa Ltda', document: '11222333000181' } }));
    expect(JSON.parse(psp.sent[1]!.body!).devedor).toEqual({ cnpj: '11222333000181', nome: 'Empresa Ltda' });
  });

  it('sends a cobv with its due date and no validity after it, and it expires at the end of that day in São Paulo', async () => {
    const cobv = {
      calendario: { criacao: '2026-11-28T13:00:00Z', dataDeVencimento: '2026-12-01', validadeAposVencimento: 0 },
      txid: COBV_TXID,
      revisao: 0,
      status: 'ATIVA',
      devedor: { cpf: '12345678909', nome: 'Ana Souza' },
      recebedor: { cnpj: '11222333000181', nome: 'Arremate' },
      valor: { original: '10.00' },
      chave: 'pix@arremate.com.br',
      pixCopiaECola: '00020101021226830014br.gov.bcb.pix',
    };
    const psp = scripted([token(), [`PUT /api/v2/cobv/${COBV_TXID}`, json(cobv, 201)]]);
    const charge = await client(psp.fetcher).createCharge(
      cobRequest({ kind: 'cobv', txid: COBV_TXID, amountCents: 1000, expiresInSeconds: undefined, dueDate: '2026-12-01' }),
    );
    expect(psp.sent[1]!.path).toBe(`/api/v2/cobv/${COBV_TXID}`);
    const body = JSON.parse(psp.sent[1]!.body!);
    expect(body.calendario).toEqual({ dataDeVencimento: '2026-12-01', validadeAposVencimento: 0 });
    expect(body.valor).toEqual({ original: '10.00' });
    expect(charge).toMatchObject({ kind: 'cobv', amountCents: 1000, expiresAt: '2026-12-02T03:00:00.000Z' });
  });

  it('a PUT of a txid that exists returns the existing charge when its amount is ours', async () => {
    const psp = scripted([
      token(),
      ['PUT', problem(400, 'CobOperacaoInvalida', 'A cobrança já existe.')],
      ['GET', json(cobAnswer({ status: 'CONCLUIDA' }))],
    ]);
    expect(await client(psp.fetcher).createCharge(cobRequest())).toMatchObject({ txid: TXID, status: 'CONCLUIDA', amountCents: 123456789 });
  });

  it('a PUT answered 409 because the txid exists returns the existing charge too', async () => {
    const psp = scripted([token(), ['PUT', status(409)], ['GET', json(cobAnswer())]]);
    expect((await client(psp.fetcher).createCharge(cobRequest())).txid).toBe(TXID);
  });

  it('a PUT of a txid that exists with another amount is PspRejectedError', async () => {
    const psp = scripted([
      token(),
      ['PUT', problem(400, 'CobOperacaoInvalida', 'A cobrança já existe.')],
      ['GET', json(cobAnswer({ valor: { original: '1.00' } }))],
    ]);
    await expect(client(psp.fetcher).createCharge(cobRequest())).rejects.toMatchObject({ name: 'PspRejectedError', status: 400 });
  });

  it('an unknown txid is null', async () => {
    const psp = scripted([token(), ['GET', problem(404, 'CobNaoEncontrado', 'Cobrança não encontrada.')]]);
    expect(await client(psp.fetcher).getCharge('cob', TXID)).toBeNull();
  });

  it('an answer whose valor.original is "12,50" is an error, not an amount', async () => {
    const psp = scripted([token(), ['GET', json(cobAnswer({ valor: { original: '12,50' } }))]]);
    await expect(client(psp.fetcher).getCharge('cob', TXID)).rejects.toThrow(/valor\.original/);
  });

  it('an ATIVA charge without its BR Code is an error', async () => {
    const { pixCopiaECola: _code, ...withoutCode } = cobAnswer();
    const psp = scripted([token(), ['GET', json(withoutCode)]]);
    await expect(client(psp.fetcher).getCharge('cob', TXID)).rejects.toBeInstanceOf(PspUnavailableError);
  });

  it('reads the Pix that paid a charge and their refunds, times in UTC', async () => {
    const paid = cobAnswer({
      status: 'CONCLUIDA',
      pix: [
        {
          endToEndId: E2E,
          txid: TXID,
          valor: '1234567.89',
          horario: '2026-11-28T10:05:00.123-03:00',
          devolucoes: [
            {
              id: 'ARREMATED00000000000000007',
              rtrId: 'D12345678202611281400abcdefghijk',
              valor: '0.01',
              horario: { solicitacao: '2026-11-28T14:00:00Z', liquidacao: '2026-11-28T14:00:02Z' },
              status: 'DEVOLVIDO',
            },
          ],
        },
      ],
    });
    const psp = scripted([token(), ['GET', json(paid)]]);
    const charge = await client(psp.fetcher).getCharge('cob', TXID);
    expect(charge?.pix).toEqual([
      {
        endToEndId: E2E,
        txid: TXID,
        amountCents: 123456789,
        paidAt: '2026-11-28T13:05:00.123Z',
        refunds: [
          {
            id: 'ARREMATED00000000000000007',
            rtrId: 'D12345678202611281400abcdefghijk',
            amountCents: 1,
            status: 'DEVOLVIDO',
            reason: null,
            requestedAt: '2026-11-28T14:00:00.000Z',
            settledAt: '2026-11-28T14:00:02.000Z',
          },
        ],
      },
    ]);
  });
});

describe('received Pix', () => {
  const page = (paginaAtual: number, quantidadeDePaginas: number, e2e: string[]) =>
    json({
      parametros: {
        inicio: '2026-11-28T00:00:00Z',
        fim: '2026-11-29T00:00:00Z',
        paginacao: { paginaAtual, itensPorPagina: 100, quantidadeDePaginas, quantidadeTotalDeItens: 3 },
      },
      pix: e2e.map((endToEndId) => ({ endToEndId, valor: '5.00', horario: '2026-11-28T12:00:00Z' })),
    });

  it('GET /pix follows every page of the period', async () => {
    const psp = scripted([
      token(),
      ['GET /api/v2/pix', page(0, 3, ['E1'])],
      ['GET /api/v2/pix', page(1, 3, ['E2'])],
      ['GET /api/v2/pix', page(2, 3, ['E3'])],
    ]);
    const received = await client(psp.fetcher).listReceived(new Date('2026-11-28T00:00:00Z'), new Date('2026-11-29T00:00:00Z'));
    expect(received.map((pix) => [pix.endToEndId, pix.txid, pix.amountCents])).toEqual([
      ['E1', null, 500],
      ['E2', null, 500],
      ['E3', null, 500],
    ]);
    expect(psp.sent.slice(1).map((s) => s.query.get('paginacao.paginaAtual'))).toEqual(['0', '1', '2']);
    expect(psp.sent[1]!.query.get('inicio')).toBe('2026-11-28T00:00:00.000Z');
    expect(psp.sent[1]!.query.get('fim')).toBe('2026-11-29T00:00:00.000Z');
  });

  it('an empty period is one page and no Pix', async () => {
    const psp = scripted([token(), ['GET /api/v2/pix', page(0, 0, [])]]);
    expect(await client(psp.fetcher).listReceived(new Date(0), new Date(1000))).toEqual([]);
  });
});

describe('devoluções', () => {
  const devolucao = (valor = '100.00', statusName = 'EM_PROCESSAMENTO') => ({
    id: 'ARREMATED00000000000000007',
    rtrId: 'D12345678202611281400abcdefghijk',
    valor,
    horario: { solicitacao: '2026-11-28T14:00:00Z' },
    status: statusName,
  });
  const path = `/api/v2/pix/${E2E}/devolucao/ARREMATED00000000000000007`;

  it('requests a refund with its amount and description, and reads it in cents', async () => {
    const psp = scripted([token(), [`PUT ${path}`, json(devolucao(), 201)]]);
    const refund = await client(psp.fetcher).requestRefund(E2E, 'ARREMATED00000000000000007', 10000, 'Lote cancelado');
    expect(JSON.parse(psp.sent[1]!.body!)).toEqual({ valor: '100.00', descricao: 'Lote cancelado' });
    expect(refund).toEqual({
      id: 'ARREMATED00000000000000007',
      rtrId: 'D12345678202611281400abcdefghijk',
      amountCents: 10000,
      status: 'EM_PROCESSAMENTO',
      reason: null,
      requestedAt: '2026-11-28T14:00:00.000Z',
      settledAt: null,
    });
  });

  it('a devolução id that exists returns the existing refund when its amount is ours, else PspRejectedError', async () => {
    const again = scripted([token(), [`PUT ${path}`, status(409)], [`GET ${path}`, json(devolucao('100.00', 'DEVOLVIDO'))]]);
    expect(await client(again.fetcher).requestRefund(E2E, 'ARREMATED00000000000000007', 10000, 'x')).toMatchObject({ status: 'DEVOLVIDO' });
    const other = scripted([token(), [`PUT ${path}`, status(409)], [`GET ${path}`, json(devolucao('50.00'))]]);
    await expect(client(other.fetcher).requestRefund(E2E, 'ARREMATED00000000000000007', 10000, 'x')).rejects.toBeInstanceOf(
      PspRejectedError,
    );
  });
});

describe('the webhook', () => {
  const path = '/api/v2/webhook/pix@arremate.com.br';
  const url = `https://arremate.com.br/webhooks/pix?secret=${'w'.repeat(43)}&ignorar=`;

  it('is registered, read and deleted on the house’s chave', async () => {
    const psp = scripted([
      token(),
      [`PUT ${path}`, status(204)],
      [`GET ${path}`, json({ webhookUrl: url, chave: 'pix@arremate.com.br', criacao: '2026-11-28T13:00:00Z' })],
      [`DELETE ${path}`, status(204)],
      [`GET ${path}`, status(404)],
    ]);
    const pix = client(psp.fetcher);
    await pix.registerWebhook(url);
    expect(JSON.parse(psp.sent[1]!.body!)).toEqual({ webhookUrl: url });
    expect(psp.sent[1]!.headers.get('x-skip-mtls-checking')).toBe('true'); // Efí's: a Worker cannot check its certificate
    expect(await pix.getWebhook()).toBe(url);
    await pix.deleteWebhook();
    expect(await pix.getWebhook()).toBeNull();
  });
});

describe('the boleto API', () => {
  // A real boleto's numbers (domain/boleto.ts): R$ 10,00 due 01/12/2026.
  const BARCODE = boletoBarcode({
    bankCode: '999',
    currencyCode: '9',
    dueDate: '2026-12-01',
    amountCents: 1000,
    freeField: '1234567890123456789012345',
  });
  const LINHA = linhaDigitavel(BARCODE);
  const boleto = (valor = '10.00') => ({
    txid: COBV_TXID,
    status: 'EMITIDO',
    valor,
    dataDeVencimento: '2026-12-01',
    linhaDigitavel: LINHA,
    codigoBarras: BARCODE,
    pixCopiaECola: '00020101021226830014br.gov.bcb.pix',
  });
  const path = `/boletos/v1/boletos/${COBV_TXID}`;

  it('issues a boleto for a cobv and reads it in cents', async () => {
    const psp = scripted([token(), [`PUT ${path}`, json(boleto(), 201)]]);
    const issued = await client(psp.fetcher).createBoleto({
      txid: COBV_TXID,
      amountCents: 1000,
      dueDate: '2026-12-01',
      debtor: { name: 'Ana Souza', document: '12345678909' },
      message: 'Lote 42',
    });
    expect(JSON.parse(psp.sent[1]!.body!)).toEqual({
      valor: '10.00',
      dataDeVencimento: '2026-12-01',
      pagador: { cpf: '12345678909', nome: 'Ana Souza' },
      mensagem: 'Lote 42',
    });
    expect(issued).toEqual({
      txid: COBV_TXID,
      status: 'EMITIDO',
      amountCents: 1000,
      dueDate: '2026-12-01',
      linhaDigitavel: LINHA,
      barcode: BARCODE,
      pixCopiaECola: '00020101021226830014br.gov.bcb.pix',
      paidCents: null,
      paidAt: null,
    });
  });

  it('reads a paid boleto, and an unknown one as null', async () => {
    const paid = { ...boleto(), status: 'PAGO', pagamento: { valorPago: '10.00', dataPagamento: '2026-11-30T15:00:00-03:00' } };
    const psp = scripted([token(), [`GET ${path}`, json(paid)], [`GET ${path}`, status(404)]]);
    const pix = client(psp.fetcher);
    expect(await pix.getBoleto(COBV_TXID)).toMatchObject({ status: 'PAGO', paidCents: 1000, paidAt: '2026-11-30T18:00:00.000Z' });
    expect(await pix.getBoleto(COBV_TXID)).toBeNull();
  });

  it('refuses a boleto whose numbers a bank would refuse: a wrong check digit, or a barcode that is not the linha’s', async () => {
    const wrongDigit = `${LINHA.slice(0, 9)}${(Number(LINHA[9]) + 1) % 10}${LINHA.slice(10)}`;
    for (const bad of [{ linhaDigitavel: wrongDigit }, { codigoBarras: `${BARCODE.slice(0, 43)}${(Number(BARCODE[43]) + 1) % 10}` }]) {
      const psp = scripted([token(), [`GET ${path}`, json({ ...boleto(), ...bad })]]);
      await expect(client(psp.fetcher).getBoleto(COBV_TXID)).rejects.toThrow();
    }
  });

  it('registers the boleto webhook at the boleto API', async () => {
    const psp = scripted([token(), ['PUT /boletos/v1/webhook', status(204)]]);
    await client(psp.fetcher).registerBoletoWebhook('https://arremate.com.br/webhooks/boleto?secret=x&ignorar=');
    expect(JSON.parse(psp.sent[1]!.body!)).toEqual({ webhookUrl: 'https://arremate.com.br/webhooks/boleto?secret=x&ignorar=' });
  });
});

describe('paymentProviderOf', () => {
  it('is null without a PSP', () => {
    expect(paymentProviderOf({}, { psp: null })).toBeNull();
  });

  it('calls the PSP through the PSP_MTLS binding when there is one', async () => {
    const psp = scripted([token(), ['GET', json(cobAnswer())]]);
    const binding = { fetch: psp.fetcher } as unknown as Fetcher;
    const provider = paymentProviderOf({ PSP_MTLS: binding }, { psp: settings() });
    expect((await provider!.getCharge('cob', TXID))?.txid).toBe(TXID);
    expect(psp.sent).toHaveLength(2);
  });
});
