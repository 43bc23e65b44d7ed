/** A payment the PSP confirms reaches the winner's browser by Web Push, once, however often its webhook comes (decision record 0044). */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureWebhooks, webhookUrls } from '~/server/payments/reconciliation.server';
import { call, eventually, lotWonBy, post, signedInUser, sleep, TEST_ORIGIN, type Member } from '../workers/fixtures';
import { openPush, receivedBy, subscribedBrowser } from '../workers/push-browsers';
import { deliveries, post as deliver, sim, withDeps } from './psp';

vi.setConfig({ testTimeout: 60_000 });

const urls = webhookUrls(TEST_ORIGIN, env.PSP_WEBHOOK_SECRET as string);
let admin: Member;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
});

beforeEach(async () => {
  await sim('reset', {});
  await withDeps((deps) => ensureWebhooks(deps, urls));
});

describe('payment confirmed by the PSP', () => {
  it("is pushed to the winner's browser once, kept for days, and leads to the checkout", async () => {
    const [ana, beto] = [await signedInUser({ approved: true }), await signedInUser({ approved: true })];
    await call('/api/notification-settings', {
      method: 'PUT',
      cookie: ana.cookie,
      headers: { Origin: TEST_ORIGIN },
      body: { quiet_hours_start: '00:00', quiet_hours_end: '00:00' },
    });
    const browser = await subscribedBrowser(ana);
    const { lot } = await lotWonBy(admin, ana, beto);
    const charged = await post(`/api/auctions/${lot.id}/charge`, ana, { method: 'pix' });
    expect(charged.status, charged.text).toBe(201);
    await sim('pay', { txid: charged.json.data.txid });
    const [delivery] = await deliveries();
    for (let i = 0; i < 3; i++) expect(await deliver(delivery!)).toBe(204);

    const approvedPush = async () => {
      const opened = await Promise.all((await receivedBy(browser.box)).map(async (push) => ({ push, ...(await openPush(browser, push)) })));
      return opened.filter((o) => o.payload.type === 'payment_approved');
    };
    await eventually(approvedPush, (found) => found.length > 0);
    await sleep(300);
    const found = await approvedPush();
    expect(found).toHaveLength(1);
    expect(found[0]!.payload).toMatchObject({ title: 'Pagamento aprovado', url: `/checkout/${lot.id}` });
    expect(found[0]!.push.headers).toMatchObject({ ttl: String(3 * 86_400), urgency: 'normal' });
  });
});
