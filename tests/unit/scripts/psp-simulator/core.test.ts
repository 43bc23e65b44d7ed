import { describe, expect, it } from 'vitest';
import { isValidLinhaDigitavel } from '~/domain/boleto';
import { pixPayloadIsValid } from '~/domain/pix';
import { createPspSimulator } from '../../../../scripts/psp-simulator/core';

const BASE = 'http://psp.test';
const TXID = 'ARREMATEP00000000000000042';
const COBV_TXID = 'ARREMATEB00000000000000042';

function setup(options: Parameters<typeof createPspSimulator>[0] = {}) {
  const sim = createPspSimulator(options);
  let token = '';
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await sim.fetch(
      new Request(`${BASE}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : null, response };
  };
  const login = async () => {
    const response = await sim.fetch(
      new Request(`${BASE}/oauth/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${btoa('arremate-dev:arremate-dev-secret')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      }),
    );
    token = (await response.json<{ access_token: string }>()).access_token;
  };
  const cob = (valor = '1510.50') => ({
    calendario: { expiracao: 3600 },
    devedor: { cpf: '12345678909', nome: 'Maria Compradora' },
    valor: { original: valor },
    chave: 'pix@arremate.com.br',
    solicitacaoPagador: 'Lote 42',
  });
  const cobv = (valor = '1510.50') => ({
    calendario: { dataDeVencimento: '2099-12-20', validadeAposVencimento: 0 },
    devedor: { cpf: '12345678909', nome: 'Maria Compradora' },
    valor: { original: valor },
    chave: 'pix@arremate.com.br',
  });
  const deliveries = async () =>
    (await call('GET', '/_sim/deliveries')).json as unknown as { url: string; body: { pix: Record<string, unknown>[] } }[];
  return { sim, call, login, cob, cobv, deliveries };
}

describe('the simulated PSP', () => {
  it('refuses every API call without a Bearer token, and the token with wrong client credentials', async () => {
    const { sim, call } = setup();
    expect((await call('GET', `/api/v2/cob/${TXID}`)).status).toBe(401);
    expect((await call('GET', `/boletos/v1/boletos/${TXID}`)).status).toBe(401);
    const wrong = await sim.fetch(
      new Request(`${BASE}/oauth/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${btoa('arremate-dev:nope')}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      }),
    );
    expect(wrong.status).toBe(401);
    expect((await call('GET', `/api/v2/cob/${TXID}`, undefined, { authorization: 'Bearer made-up' })).status).toBe(401);
  });

  it('issues a client-credentials token with the standard shape', async () => {
    const { sim } = setup();
    const response = await sim.fetch(
      new Request(`${BASE}/oauth/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${btoa('arremate-dev:arremate-dev-secret')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: expect.any(String),
    });
  });

  it("creates a cob with every field the standard's CobGerada requires, and GETs it back", async () => {
    const { call, login, cob } = setup();
    await login();
    const created = await call('PUT', `/api/v2/cob/${TXID}`, cob());
    expect(created.status).toBe(201);
    const json = created.json!;
    for (const field of ['txid', 'calendario', 'revisao', 'status', 'valor', 'chave', 'loc', 'location', 'pixCopiaECola'])
      expect(json).toHaveProperty(field);
    expect(json).toMatchObject({
      txid: TXID,
      revisao: 0,
      status: 'ATIVA',
      valor: { original: '1510.50' },
      chave: 'pix@arremate.com.br',
      calendario: { expiracao: 3600, criacao: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      loc: { id: expect.any(Number), tipoCob: 'cob', criacao: expect.any(String), location: json.location },
      devedor: { cpf: '12345678909', nome: 'Maria Compradora' },
    });
    expect(String(json.location).length).toBeLessThanOrEqual(77);
    const payload = String(json.pixCopiaECola);
    expect(pixPayloadIsValid(payload)).toBe(true);
    expect(payload).toContain(String(json.location));
    expect(payload).toContain('5407' + '1510.50');
    const read = await call('GET', `/api/v2/cob/${TXID}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(json);
    expect((await call('GET', `/api/v2/cobv/${TXID}`)).status).toBe(404);
  });

  it('creates a cobv with its recebedor and validity, per CobVGerada', async () => {
    const { call, login, cobv } = setup();
    await login();
    const created = await call('PUT', `/api/v2/cobv/${COBV_TXID}`, cobv());
    expect(created.status).toBe(201);
    for (const field of ['location', 'txid', 'devedor', 'calendario', 'revisao', 'status', 'valor', 'chave', 'recebedor']) {
      expect(created.json).toHaveProperty(field);
    }
    expect(created.json).toMatchObject({
      calendario: { dataDeVencimento: '2099-12-20', validadeAposVencimento: 0 },
      loc: { tipoCob: 'cobv' },
    });
  });

  it('answers a second PUT of the same txid with the CobOperacaoInvalida problem, leaving the charge as it was', async () => {
    const { call, login, cob } = setup();
    await login();
    await call('PUT', `/api/v2/cob/${TXID}`, cob());
    const again = await call('PUT', `/api/v2/cob/${TXID}`, cob('9.99'));
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({
      type: 'https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida',
      title: expect.any(String),
      status: 400,
      detail: 'A cobrança já existe',
    });
    expect((await call('GET', `/api/v2/cob/${TXID}`)).json).toMatchObject({ valor: { original: '1510.50' } });
  });

  it('refuses a bad txid or body with the standard problem and its violações, creating nothing', async () => {
    const { call, login, cob, sim } = setup();
    await login();
    expect((await call('PUT', '/api/v2/cob/short', cob())).json).toMatchObject({ status: 400, violacoes: [{ propriedade: 'cob.txid' }] });
    const zero = await call('PUT', `/api/v2/cob/${TXID}`, cob('0.00'));
    expect(zero.status).toBe(400);
    expect(zero.json).toMatchObject({
      type: 'https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida',
      violacoes: [{ propriedade: 'cob.valor.original' }],
    });
    const otherKey = await call('PUT', `/api/v2/cob/${TXID}`, { ...cob(), chave: 'outra@chave.com' });
    expect(otherKey.json).toMatchObject({ violacoes: [{ propriedade: 'cob.chave' }] });
    const both = await call('PUT', `/api/v2/cob/${TXID}`, { ...cob(), devedor: { cpf: '12345678909', cnpj: '12345678000195', nome: 'X' } });
    expect(both.json).toMatchObject({ status: 400, violacoes: [{ propriedade: 'cob.devedor' }] });
    expect(sim.state.charges).toHaveLength(0);
  });

  it('pays a cob: CONCLUIDA, the Pix on the charge, and a queued webhook to …/pix carrying it', async () => {
    const { call, login, cob, deliveries } = setup();
    await login();
    await call('PUT', '/api/v2/webhook/pix@arremate.com.br', { webhookUrl: 'http://site.test/webhooks/pix?secret=s&ignorar=' });
    await call('PUT', `/api/v2/cob/${TXID}`, cob());
    const paid = await call('POST', '/_sim/pay', { txid: TXID });
    expect(paid.status).toBe(200);
    const [e2e] = paid.json!.endToEndIds as string[];
    expect(e2e).toMatch(/^E99999999\d{12}[a-zA-Z0-9]{11}$/);
    const read = await call('GET', `/api/v2/cob/${TXID}`);
    expect(read.json).toMatchObject({
      status: 'CONCLUIDA',
      pix: [{ endToEndId: e2e, txid: TXID, valor: '1510.50', horario: expect.any(String) }],
    });
    const queued = await deliveries();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.url).toBe('http://site.test/webhooks/pix?secret=s&ignorar=/pix');
    expect(queued[0]!.body.pix).toEqual([expect.objectContaining({ endToEndId: e2e, txid: TXID, valor: '1510.50' })]);
    expect(await deliveries()).toEqual([]);
    // a concluded charge takes no further payment
    expect((await call('POST', '/_sim/pay', { txid: TXID })).status).toBe(409);
  });

  it('pays twice: two Pix on the charge and two webhooks', async () => {
    const { call, login, cob, deliveries } = setup();
    await login();
    await call('PUT', '/api/v2/webhook/pix@arremate.com.br', { webhookUrl: 'http://site.test/w?ignorar=' });
    await call('PUT', `/api/v2/cob/${TXID}`, cob());
    const paid = await call('POST', '/_sim/pay', { txid: TXID, times: 2 });
    expect(paid.json!.endToEndIds).toHaveLength(2);
    expect(((await call('GET', `/api/v2/cob/${TXID}`)).json!.pix as unknown[]).length).toBe(2);
    expect(await deliveries()).toHaveLength(2);
  });

  it('records a wrong amount as paid, with the amount the payer sent', async () => {
    const { call, login, cob } = setup();
    await login();
    await call('PUT', `/api/v2/cob/${TXID}`, cob());
    await call('POST', '/_sim/pay', { txid: TXID, amountCents: 150_950 });
    expect((await call('GET', `/api/v2/cob/${TXID}`)).json).toMatchObject({ status: 'CONCLUIDA', pix: [{ valor: '1509.50' }] });
  });

  it('refuses to pay an expired cob', async () => {
    let now = new Date('2026-11-28T12:00:00Z');
    const { call, login, cob } = setup({ now: () => now });
    await login();
    await call('PUT', `/api/v2/cob/${TXID}`, cob());
    now = new Date('2026-11-28T13:00:01Z');
    const refused = await call('POST', '/_sim/pay', { txid: TXID });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ error: expect.stringContaining('expirou') });
  });

  it('refunds up to the Pix valor, and refuses a devolução over it with a 400', async () => {
    const { call, login, cob, deliveries } = setup();
    await login();
    await call('PUT', '/api/v2/webhook/pix@arremate.com.br', { webhookUrl: 'http://site.test/w?ignorar=' });
    await call('PUT', `/api/v2/cob/${TXID}`, cob('100.00'));
    const [e2e] = (await call('POST', '/_sim/pay', { txid: TXID })).json!.endToEndIds as string[];
    await deliveries();
    const first = await call('PUT', `/api/v2/pix/${e2e}/devolucao/ARREMATED00000000000000001`, { valor: '60.00' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      id: 'ARREMATED00000000000000001',
      rtrId: expect.stringMatching(/^D\w{31}$/),
      valor: '60.00',
      status: 'EM_PROCESSAMENTO',
    });
    const over = await call('PUT', `/api/v2/pix/${e2e}/devolucao/ARREMATED00000000000000002`, { valor: '40.01' });
    expect(over.status).toBe(400);
    expect(over.json).toMatchObject({ type: 'https://pix.bcb.gov.br/api/v2/error/PixDevolucaoInvalida' });
    const again = await call('PUT', `/api/v2/pix/${e2e}/devolucao/ARREMATED00000000000000001`, { valor: '1.00' });
    expect(again.status).toBe(400);
    expect((await call('GET', `/api/v2/pix/${e2e}/devolucao/ARREMATED00000000000000001`)).json).toMatchObject({ valor: '60.00' });
    const settled = await call('POST', '/_sim/settle-refund', {
      endToEndId: e2e,
      id: 'ARREMATED00000000000000001',
      outcome: 'NAO_REALIZADO',
      reason: 'Conta encerrada',
    });
    expect(settled.json).toMatchObject({ status: 'NAO_REALIZADO', motivo: 'Conta encerrada', horario: { liquidacao: expect.any(String) } });
    const [hook] = await deliveries();
    expect(hook!.body.pix[0]).toMatchObject({
      endToEndId: e2e,
      devolucoes: [{ id: 'ARREMATED00000000000000001', status: 'NAO_REALIZADO' }],
    });
    // the refused refund no longer counts: the whole valor can be refunded again
    expect((await call('PUT', `/api/v2/pix/${e2e}/devolucao/ARREMATED00000000000000003`, { valor: '100.00' })).status).toBe(201);
  });

  it('settles a refund left in processing as DEVOLVIDO by itself when told to (server mode), with the webhook', async () => {
    const { call, login, cob, deliveries } = setup({ refundSettleMs: 10 });
    await login();
    await call('PUT', '/api/v2/webhook/pix@arremate.com.br', { webhookUrl: 'http://site.test/w?ignorar=' });
    await call('PUT', `/api/v2/cob/${TXID}`, cob('100.00'));
    const [e2e] = (await call('POST', '/_sim/pay', { txid: TXID })).json!.endToEndIds as string[];
    await deliveries();
    await call('PUT', `/api/v2/pix/${e2e}/devolucao/D1`, { valor: '100.00' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await call('GET', `/api/v2/pix/${e2e}/devolucao/D1`)).json).toMatchObject({
      status: 'DEVOLVIDO',
      horario: { liquidacao: expect.any(String) },
    });
    expect((await deliveries())[0]!.body.pix[0]).toMatchObject({ devolucoes: [{ id: 'D1', status: 'DEVOLVIDO' }] });
  });

  it('fails the next matching call as programmed, then answers normally', async () => {
    const { call, login, cob } = setup();
    await login();
    await call('POST', '/_sim/faults', { method: 'PUT', pathPrefix: '/api/v2/cob/', status: 500, times: 1 });
    expect((await call('PUT', `/api/v2/cob/${TXID}`, cob())).status).toBe(500);
    expect((await call('PUT', `/api/v2/cob/${TXID}`, cob())).status).toBe(201);
    await call('POST', '/_sim/faults', { method: 'GET', pathPrefix: '/api/v2/', status: 503, times: 2 });
    expect((await call('GET', `/api/v2/cob/${TXID}`)).json).toMatchObject({
      status: 503,
      type: 'https://pix.bcb.gov.br/api/v2/error/ServicoIndisponivel',
    });
    expect((await call('GET', `/api/v2/cob/${TXID}`)).status).toBe(503);
    expect((await call('GET', `/api/v2/cob/${TXID}`)).status).toBe(200);
  });

  it('holds a timeout fault until the client aborts, and performs the call anyway', async () => {
    const { sim, call, login, cob } = setup({ timeoutMs: 60_000 });
    await login();
    await call('POST', '/_sim/faults', { method: 'PUT', pathPrefix: '/api/v2/cob/', status: 'timeout', times: 1 });
    const abort = new AbortController();
    const started = Date.now();
    setTimeout(() => abort.abort(), 50);
    await sim.fetch(
      new Request(`${BASE}/api/v2/cob/${TXID}`, {
        method: 'PUT',
        signal: abort.signal,
        body: JSON.stringify(cob()),
        headers: { authorization: `Bearer ${sim.state.tokens && Object.keys(sim.state.tokens)[0]}` },
      }),
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await call('GET', `/api/v2/cob/${TXID}`)).status).toBe(200);
  });

  it('lists received Pix between two instants, page by page', async () => {
    const { call, login, cob } = setup();
    await login();
    for (let i = 0; i < 5; i++) {
      const txid = `ARREMATEP${String(i).padStart(17, '0')}`;
      await call('PUT', `/api/v2/cob/${txid}`, cob());
      await call('POST', '/_sim/pay', { txid });
    }
    await call('POST', '/_sim/pix-without-charge', { amountCents: 500 });
    const range = `inicio=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}&fim=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`;
    const page0 = await call('GET', `/api/v2/pix?${range}&paginacao.itensPorPagina=4`);
    expect(page0.json).toMatchObject({
      parametros: { paginacao: { paginaAtual: 0, itensPorPagina: 4, quantidadeDePaginas: 2, quantidadeTotalDeItens: 6 } },
    });
    expect(page0.json!.pix).toHaveLength(4);
    const page1 = await call('GET', `/api/v2/pix?${range}&paginacao.itensPorPagina=4&paginacao.paginaAtual=1`);
    expect(page1.json!.pix).toHaveLength(2);
    expect((page1.json!.pix as { txid?: string }[]).filter((p) => !p.txid)).toHaveLength(1);
    const before = await call('GET', `/api/v2/pix?inicio=2020-01-01T00:00:00Z&fim=2020-01-02T00:00:00Z`);
    expect(before.json).toMatchObject({ pix: [], parametros: { paginacao: { quantidadeDePaginas: 1, quantidadeTotalDeItens: 0 } } });
    expect((await call('GET', '/api/v2/pix?inicio=ontem&fim=hoje')).status).toBe(400);
  });

  it('issues a boleto over its cobv idempotently, with a valid linha digitável and barcode', async () => {
    const { call, login, cobv } = setup();
    await login();
    const boleto = {
      valor: '1510.50',
      dataDeVencimento: '2099-12-20',
      pagador: { nome: 'Maria Compradora', cpf: '12345678909' },
      mensagem: 'Lote 42',
    };
    expect((await call('PUT', `/boletos/v1/boletos/${COBV_TXID}`, boleto)).status).toBe(400);
    await call('PUT', `/api/v2/cobv/${COBV_TXID}`, cobv());
    const created = await call('PUT', `/boletos/v1/boletos/${COBV_TXID}`, boleto);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ txid: COBV_TXID, status: 'EMITIDO', valor: '1510.50', dataDeVencimento: '2099-12-20' });
    expect(isValidLinhaDigitavel(String(created.json!.linhaDigitavel))).toBe(true);
    expect(String(created.json!.codigoBarras)).toMatch(/^\d{44}$/);
    expect(String(created.json!.codigoBarras).slice(9, 19)).toBe('0000151050');
    expect(pixPayloadIsValid(String(created.json!.pixCopiaECola))).toBe(true);
    const again = await call('PUT', `/boletos/v1/boletos/${COBV_TXID}`, boleto);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(created.json);
    expect((await call('GET', `/boletos/v1/boletos/${COBV_TXID}`)).json).toEqual(created.json);
    expect((await call('GET', `/boletos/v1/boletos/${TXID}`)).status).toBe(404);
  });

  it('pays a boleto: PAGO with its pagamento, the cobv removed by the PSP, and the boleto webhook', async () => {
    const { call, login, cobv, deliveries } = setup();
    await login();
    await call('PUT', '/boletos/v1/webhook', { webhookUrl: 'http://site.test/webhooks/boleto?secret=s&ignorar=' });
    await call('PUT', `/api/v2/cobv/${COBV_TXID}`, cobv());
    await call('PUT', `/boletos/v1/boletos/${COBV_TXID}`, {
      valor: '1510.50',
      dataDeVencimento: '2099-12-20',
      pagador: { nome: 'Maria', cpf: '12345678909' },
      mensagem: '',
    });
    expect((await call('POST', '/_sim/pay-boleto', { txid: COBV_TXID })).status).toBe(200);
    expect((await call('GET', `/boletos/v1/boletos/${COBV_TXID}`)).json).toMatchObject({
      status: 'PAGO',
      pagamento: { valorPago: '1510.50', dataPagamento: expect.any(String) },
    });
    expect((await call('GET', `/api/v2/cobv/${COBV_TXID}`)).json).toMatchObject({ status: 'REMOVIDA_PELO_PSP' });
    expect(await deliveries()).toEqual([
      {
        url: 'http://site.test/webhooks/boleto?secret=s&ignorar=',
        headers: expect.any(Object),
        body: { boletos: [{ txid: COBV_TXID, status: 'PAGO' }] },
      },
    ]);
    expect((await call('POST', '/_sim/pay', { txid: COBV_TXID })).status).toBe(409);
  });

  it('replays the last webhook of a charge on redeliver', async () => {
    const { call, login, cob, deliveries } = setup();
    await login();
    await call('PUT', '/api/v2/webhook/pix@arremate.com.br', { webhookUrl: 'http://site.test/w?ignorar=' });
    await call('PUT', `/api/v2/cob/${TXID}`, cob());
    await call('POST', '/_sim/pay', { txid: TXID });
    const [first] = await deliveries();
    await call('POST', '/_sim/redeliver', { txid: TXID });
    const [replay] = await deliveries();
    expect(replay).toEqual(first);
  });

  it('registers, shows and removes the Pix webhook of its key only', async () => {
    const { call, login } = setup();
    await login();
    expect((await call('GET', '/api/v2/webhook/pix@arremate.com.br')).status).toBe(404);
    expect((await call('PUT', '/api/v2/webhook/pix@arremate.com.br', { webhookUrl: 'not a url' })).status).toBe(400);
    expect((await call('PUT', '/api/v2/webhook/other@key.com', { webhookUrl: 'http://x.test/' })).status).toBe(404);
    expect((await call('PUT', '/api/v2/webhook/pix@arremate.com.br', { webhookUrl: 'http://x.test/w' })).status).toBe(200);
    expect((await call('GET', '/api/v2/webhook/pix@arremate.com.br')).json).toMatchObject({
      webhookUrl: 'http://x.test/w',
      chave: 'pix@arremate.com.br',
      criacao: expect.any(String),
    });
    expect((await call('DELETE', '/api/v2/webhook/pix@arremate.com.br')).status).toBe(204);
    expect((await call('GET', '/api/v2/webhook/pix@arremate.com.br')).status).toBe(404);
  });

  it("renders its page with each charge's buttons named after the charge", async () => {
    const { sim, call, login, cob, cobv } = setup();
    await login();
    await call('PUT', `/api/v2/cob/${TXID}`, cob());
    await call('PUT', `/api/v2/cobv/${COBV_TXID}`, cobv());
    await call('PUT', `/boletos/v1/boletos/${COBV_TXID}`, {
      valor: '1510.50',
      dataDeVencimento: '2099-12-20',
      pagador: { nome: 'Maria', cpf: '12345678909' },
      mensagem: '',
    });
    const html = await (await sim.fetch(new Request(`${BASE}/`))).text();
    expect(html).toContain('<title>Simulador de PSP (Pix e boleto) — somente desenvolvimento</title>');
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain(`Pagar<span class="vh"> a cobrança ${TXID}</span>`);
    expect(html).toContain(`Pagar valor errado<span class="vh"> a cobrança ${TXID}</span>`);
    expect(html).toContain(`Pagar duas vezes<span class="vh"> a cobrança ${TXID}</span>`);
    expect(html).toContain(`Pagar boleto<span class="vh"> do txid ${COBV_TXID}</span>`);
    expect(html).toContain('name="amountCents" value="150950"');
    expect(html).toMatch(/R\$\s1\.510,50/);
    expect(html).toContain('20/12/2099');
  });

  it('pays from the page by a form post, then redirects back to it', async () => {
    const { sim, call, login, cob } = setup();
    await login();
    await call('PUT', `/api/v2/cob/${TXID}`, cob());
    const posted = await sim.fetch(
      new Request(`${BASE}/_sim/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `txid=${TXID}`,
      }),
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toMatch(/^\/\?ok=/);
    expect(sim.state.charges[0]!.status).toBe('CONCLUIDA');
    const again = await sim.fetch(
      new Request(`${BASE}/_sim/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `txid=${TXID}`,
      }),
    );
    expect(again.headers.get('location')).toMatch(/^\/\?erro=/);
  });
});
