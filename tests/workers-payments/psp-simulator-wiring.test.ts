import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';

const PSP = 'http://psp.test';
const TXID = 'ARREMATEP00000000000000001';

describe('the PSP simulator inside the Workers runtime', () => {
  beforeEach(async () => {
    await fetch(`${PSP}/_sim/reset`, { method: 'POST' });
  });

  it("the Worker's settings point at psp.test, and its token endpoint answers there", async () => {
    const vars = env as unknown as Record<string, string>;
    expect(vars.PSP_TOKEN_URL).toBe(`${PSP}/oauth/token`);
    const response = await fetch(vars.PSP_TOKEN_URL!, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${vars.PSP_CLIENT_ID}:${vars.PSP_CLIENT_SECRET}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
  });

  it('a charge paid through the control endpoints queues its webhook for the test to post', async () => {
    const vars = env as unknown as Record<string, string>;
    const { access_token: token } = await (
      await fetch(vars.PSP_TOKEN_URL!, {
        method: 'POST',
        headers: { authorization: `Basic ${btoa(`${vars.PSP_CLIENT_ID}:${vars.PSP_CLIENT_SECRET}`)}` },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
      })
    ).json<{ access_token: string }>();
    const api = (method: string, path: string, body: unknown) =>
      fetch(`${vars.PSP_API_URL}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await api('PUT', `/webhook/${encodeURIComponent(vars.PSP_PIX_KEY!)}`, {
      webhookUrl: `https://arremate.test/webhooks/pix?secret=${vars.PSP_WEBHOOK_SECRET}&ignorar=`,
    });
    expect(
      (await api('PUT', `/cob/${TXID}`, { calendario: { expiracao: 600 }, valor: { original: '10.00' }, chave: vars.PSP_PIX_KEY })).status,
    ).toBe(201);
    expect((await fetch(`${PSP}/_sim/pay`, { method: 'POST', body: JSON.stringify({ txid: TXID }) })).status).toBe(200);
    const deliveries = await (await fetch(`${PSP}/_sim/deliveries`)).json<{ url: string; body: { pix: { txid: string }[] } }[]>();
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.url).toBe(`https://arremate.test/webhooks/pix?secret=${vars.PSP_WEBHOOK_SECRET}&ignorar=/pix`);
    expect(deliveries[0]!.body.pix[0]!.txid).toBe(TXID);
  });
});
