/**
 * The service worker in Chromium (public/sw.js; docs/decisions/0043): it registers on page load without asking for
 * permission, shows a delivered push as the lot's notice, and a click brings the open tab to the lot. Pushes are
 * delivered through DevTools (ServiceWorker.deliverPushMessage): headless Chromium has no push service to subscribe
 * to, which is push-server's part to simulate.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { makeBrowserSubscription } from '../support/push-browser';
import { expect, expectAccessible, pageAs, signInOnce, test } from './helpers';

const PUSH_SERVICE = `http://localhost:${process.env.E2E_PUSH_PORT ?? Number(process.env.E2E_PORT ?? 8788) + 3}`;

const outbid = {
  title: 'Seu lance foi superado',
  body: 'Seu lance em "Dell Latitude 5420" foi superado. Lance atual: R$ 1.250,00',
  url: '/lotes/1',
  tag: 'lot-1',
  timestamp: Date.UTC(2026, 10, 28, 15, 0),
  type: 'bid_outbid',
};

/** Counts every request for notification permission and every push subscription the page makes. */
const COUNT_PERMISSION_ASKS = `window.__permissionAsks = 0;
  const ask = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = (...args) => { window.__permissionAsks++; return ask(...args); };
  const subscribe = PushManager.prototype.subscribe;
  PushManager.prototype.subscribe = function (...args) { window.__permissionAsks++; return subscribe.apply(this, args); };`;

/** Opens `path` and waits until the service worker is active and controls the page. */
async function openControlled(page: Page, path: string) {
  await page.goto(path);
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return registration;
}

/** The service worker's registration id, as DevTools knows it. */
async function registrationId(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && new URL(r.scopeURL).pathname === '/');
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, id: await registered };
}

test.describe('the service worker', () => {
  test('registers on page load for the whole site without asking for notification permission', async ({ page, baseURL }) => {
    await page.addInitScript({ content: COUNT_PERMISSION_ASKS });
    const registration = await openControlled(page, '/lotes');
    expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    expect(await page.evaluate(() => (window as unknown as { __permissionAsks: number }).__permissionAsks)).toBe(0);
    // Loading another page registers again, harmlessly: still the one worker.
    await openControlled(page, '/');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
    await expectAccessible(page);
  });

  test("shows a delivered push as the lot's notice: its title, price line and tag", async ({ context, page, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await openControlled(page, '/lotes');
    const { cdp, id } = await registrationId(context, page);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: id, data: JSON.stringify(outbid) });
    // A newer notice for the same lot replaces the older one (same tag).
    const newer = { ...outbid, body: outbid.body.replace('1.250,00', '1.300,00') };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: id, data: JSON.stringify(newer) });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const shown = await (await navigator.serviceWorker.ready).getNotifications();
          return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown, lang: n.lang }));
        }),
      )
      .toEqual([{ title: outbid.title, body: newer.body, tag: 'lot-1', data: { url: '/lotes/1' }, lang: 'pt-BR' }]);

    // A push it cannot read still shows something: the generic notice.
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: id, data: 'não é JSON' });
    await expect
      .poll(() =>
        page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title}: ${n.body}`)),
      )
      .toContain('Arremate: Você tem uma nova notificação.');
  });

  test('a click on a notice takes the open tab to the lot instead of opening a second one', async ({ context, page, baseURL }) => {
    await openControlled(page, '/lotes');
    const worker = context.serviceWorkers().find((w) => w.url() === `${baseURL}/sw.js`) ?? (await context.waitForEvent('serviceworker'));
    const pagesBefore = context.pages().length;
    // The same function the notificationclick listener runs (a real click on a system notice cannot be scripted).
    await worker.evaluate(
      (url) => (self as unknown as { arremateNotices: { openNotice(url: string): Promise<unknown> } }).arremateNotices.openNotice(url),
      '/lotes/1',
    );
    await expect(page).toHaveURL(`${baseURL}/lotes/1`);
    expect(context.pages()).toHaveLength(pagesBefore);
    // Already at the lot: the tab is only focused, not loaded again.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await worker.evaluate(
      (url) => (self as unknown as { arremateNotices: { openNotice(url: string): Promise<unknown> } }).arremateNotices.openNotice(url),
      '/lotes/1',
    );
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(context.pages()).toHaveLength(pagesBefore);
  });
});

test.describe('the browser replaces its push subscription (pushsubscriptionchange)', () => {
  test("the worker's own request moves the member's device to the new endpoint: same origin, the member's cookie", async ({
    browser,
    baseURL,
  }) => {
    const { rival } = await signInOnce(browser, baseURL, ['rival']);
    const { context, page } = await pageAs(browser, baseURL, rival);
    await openControlled(page, '/lotes');
    const worker = context.serviceWorkers().find((w) => w.url() === `${baseURL}/sw.js`) ?? (await context.waitForEvent('serviceworker'));
    const [old, rotated] = await Promise.all([
      makeBrowserSubscription(`${PUSH_SERVICE}/push/${crypto.randomUUID()}`),
      makeBrowserSubscription(`${PUSH_SERVICE}/push/${crypto.randomUUID()}`),
    ]);
    /** The page's own fetch, as Meu Perfil → Notificações makes it: its status and `data`. */
    async function fromPage<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
      return page.evaluate(
        async (req) => {
          const res = await fetch(req.path, {
            method: req.method,
            headers: { 'Content-Type': 'application/json' },
            body: req.body === undefined ? undefined : JSON.stringify(req.body),
          });
          return { status: res.status, data: (await res.json<{ data: T }>()).data };
        },
        { method, path, body },
      );
    }
    const subscribed = await fromPage<{ id: number }>('POST', '/api/push/devices', old.subscription);
    expect(subscribed.status).toBe(201);

    // The handler's own function, in the real worker (headless Chromium has no push service to rotate a subscription).
    const status = await worker.evaluate(
      ([oldEndpoint, next]) =>
        (
          self as unknown as { arremateNotices: { renewSubscription(old: unknown, next: unknown): Promise<number | null> } }
        ).arremateNotices.renewSubscription({ endpoint: oldEndpoint }, { endpoint: next.endpoint, toJSON: () => next }),
      [old.subscription.endpoint, rotated.subscription] as const,
    );
    expect(status).toBe(201);
    const devices = await fromPage<{ id: number }[]>('GET', '/api/push/devices');
    expect(devices.data.map((d) => d.id)).toEqual([subscribed.data.id]);
    // The old endpoint is no longer stored: posting it again is a second device, not the same one.
    const again = await fromPage<{ id: number }>('POST', '/api/push/devices', old.subscription);
    expect(again.data.id).not.toBe(subscribed.data.id);
    for (const id of [subscribed.data.id, again.data.id]) expect((await fromPage('DELETE', `/api/push/devices/${id}`)).status).toBe(200);
    await context.close();
  });
});

test.describe('what an installed app is served', () => {
  test('/sw.js is never fingerprinted nor kept stale, with its own strict policy', async ({ request }) => {
    const res = await request.get('/sw.js');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/javascript\b/);
    expect(res.headers()['cache-control']).toBe('no-cache');
    expect(res.headers()['service-worker-allowed']).toBe('/');
    expect(res.headers()['content-security-policy']).toContain("script-src 'none'");
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('the page links a manifest Chromium reads without error, whose icons load', async ({ context, page, request }) => {
    await page.goto('/lotes');
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data!) as { start_url: string; icons: { src: string }[] };
    expect(parsed.start_url).toBe('/lotes');
    const res = await request.get('/manifest.webmanifest');
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json\b/);
    for (const icon of [...parsed.icons.map((i) => i.src), '/icons/apple-touch-icon.png', '/icons/badge-96.png']) {
      const image = await request.get(icon);
      expect(image.status(), icon).toBe(200);
      expect(image.headers()['content-type'], icon).toBe('image/png');
    }
    // The installed app opens at its start_url, a page like any other.
    await page.goto(parsed.start_url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
