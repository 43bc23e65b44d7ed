/**
 * Meu Perfil → Notificações' Web Push (docs/decisions/0044) in Chromium: no permission prompt on load, the click asks
 * for it, the device appears ('Chrome em Linux, desde dd/mm') and 'Remover' removes it; and an outbid while the
 * member's tab is closed reaches the tests' push service, encrypted for the browser. Headless Chromium has no push
 * service to subscribe to here, so an init script replaces `PushManager.prototype.subscribe` with one that returns a
 * subscription at the tests' push service (tests/support/push-service.ts), whose keys the test holds (it plays the
 * browser's decryption with tests/support/push-browser.ts).
 */
import type { APIRequestContext } from '@playwright/test';
import { fromBase64url } from '~/domain/base64url';
import { makeBrowserSubscription } from '../support/push-browser';
import type { ReceivedPush } from '../support/push-service';
import { expect, expectAccessible, lotEndingIn, pageAs, PHONE, signInOnce, snap, test, type Session } from './helpers';

const PUSH_SERVICE = `http://localhost:${process.env.E2E_PUSH_PORT ?? Number(process.env.E2E_PORT ?? 8788) + 3}`;

/** Counts the permission requests, and makes `pushManager.subscribe` answer with `subscription` (see above). */
const fakePushManager = (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) => `
  window.__permissionAsks = 0;
  const ask = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = (...args) => { window.__permissionAsks++; return ask(...args); };
  const json = ${JSON.stringify(subscription)};
  PushManager.prototype.subscribe = async function (options) {
    window.__subscribedWith = options;
    return { endpoint: json.endpoint, options, toJSON: () => ({ ...json, expirationTime: null }), unsubscribe: async () => true };
  };`;

const dayMonthSP = (date: Date) => date.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit' });

let sessions: Record<'bidder' | 'rival' | 'admin', Session>;
test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signInOnce(browser, baseURL, ['bidder', 'rival', 'admin']);
});

const bearer = (who: Session) => ({ Authorization: `Bearer ${who.token}` });

async function received(request: APIRequestContext, box: string): Promise<ReceivedPush[]> {
  return (await (await request.get(`${PUSH_SERVICE}/_push/${box}`)).json()) as ReceivedPush[];
}

test('Receber notificações neste navegador: asked only on the click; the device is listed and removed', async ({ browser, baseURL }) => {
  const box = crypto.randomUUID();
  const pushBrowser = await makeBrowserSubscription(`${PUSH_SERVICE}/push/${box}`);
  const { context, page } = await pageAs(browser, baseURL, sessions.bidder);
  await context.addInitScript({ content: fakePushManager(pushBrowser.subscription) });
  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Configurações de notificação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurações de notificação' });
  const enable = dialog.getByRole('button', { name: 'Receber notificações neste navegador' });
  await expect(enable).toBeVisible();
  await expect(dialog.getByText('Nenhum dispositivo recebe notificações push.')).toBeVisible();
  // Loading the page and opening the settings asked nothing of the browser.
  expect(await page.evaluate(() => (window as unknown as { __permissionAsks: number }).__permissionAsks)).toBe(0);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await expectAccessible(page);

  await context.grantPermissions(['notifications'], { origin: baseURL });
  await enable.click();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Pronto: este navegador receberá as notificações do Arremate.' }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __permissionAsks: number }).__permissionAsks)).toBe(1);
  const options = await page.evaluate(() => {
    const o = (window as unknown as { __subscribedWith: { userVisibleOnly: boolean; applicationServerKey: Uint8Array } }).__subscribedWith;
    return { userVisibleOnly: o.userVisibleOnly, keyBytes: o.applicationServerKey.length };
  });
  expect(options).toEqual({ userVisibleOnly: true, keyBytes: 65 });
  const devices = dialog.getByRole('list', { name: 'Dispositivos que recebem notificações' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByRole('listitem')).toContainText(`Chrome em Linux, desde ${dayMonthSP(new Date())}`);
  await expect(devices.getByRole('listitem')).toContainText('Este navegador');
  await expect(dialog.getByText('Este navegador recebe notificações.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Parar neste navegador' })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'push-devices', { fullPage: false });

  // The same member on a phone (390 px) sees the device too.
  const phone = await pageAs(browser, baseURL, sessions.bidder, PHONE);
  await phone.page.goto('/perfil');
  await phone.page.getByRole('button', { name: 'Configurações de notificação' }).click();
  await expect(phone.page.getByRole('list', { name: 'Dispositivos que recebem notificações' }).getByRole('listitem')).toHaveCount(1);
  await expectAccessible(phone.page);
  await snap(phone.page, 'push-devices-phone', { fullPage: false });
  await phone.context.close();

  await devices.getByRole('button', { name: 'Remover Chrome em Linux' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Este navegador não receberá mais notificações.' })).toBeVisible();
  await expect(dialog.getByText('Nenhum dispositivo recebe notificações push.')).toBeVisible();
  await expect(enable).toBeVisible();
  await expectAccessible(page);
  await context.close();
});

test('an outbid while the tab is closed reaches the push service, encrypted with the lot title and price', async ({
  browser,
  baseURL,
  request,
}) => {
  const box = crypto.randomUUID();
  const pushBrowser = await makeBrowserSubscription(`${PUSH_SERVICE}/push/${box}`);
  const { context, page } = await pageAs(browser, baseURL, sessions.bidder);
  await context.addInitScript({ content: fakePushManager(pushBrowser.subscription) });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  // Quiet hours off for the test (the house's default 22:00–08:00 would hold the push at night).
  const settings = await request.put('/api/notification-settings', {
    headers: bearer(sessions.bidder),
    data: { quiet_hours_start: '00:00', quiet_hours_end: '00:00', push_notifications: true, bid_outbid: true },
  });
  expect(settings.ok()).toBe(true);
  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Configurações de notificação' }).click();
  await page.getByRole('button', { name: 'Receber notificações neste navegador' }).click();
  await expect(page.getByText('Este navegador recebe notificações.')).toBeVisible();
  await context.close();

  const title = `Notebook do push ${Date.now()}`;
  const lotId = await lotEndingIn(request, sessions.admin.token, 3600, title);
  const mine = await request.post(`/api/auctions/${lotId}/bid`, { headers: bearer(sessions.bidder), data: { amount: 110 } });
  expect(mine.status(), await mine.text()).toBe(201);
  const theirs = await request.post(`/api/auctions/${lotId}/bid`, { headers: bearer(sessions.rival), data: { amount: 120 } });
  expect(theirs.status(), await theirs.text()).toBe(201);

  await expect.poll(async () => (await received(request, box)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [push] = await received(request, box);
  expect(push!.headers).toMatchObject({ urgency: 'high', ttl: '300', 'content-encoding': 'aes128gcm' });
  const payload = JSON.parse(new TextDecoder().decode(await pushBrowser.decrypt(fromBase64url(push!.body)!))) as Record<string, unknown>;
  expect(payload).toMatchObject({
    title: 'Seu lance foi superado',
    body: `Alguém ofereceu R$ 120,00 em "${title}".`,
    url: `/lotes/${lotId}`,
  });

  // The house's defaults again for the other files.
  await request.put('/api/notification-settings', {
    headers: bearer(sessions.bidder),
    data: { quiet_hours_start: '22:00', quiet_hours_end: '08:00' },
  });
  const devices = (await (await request.get('/api/push/devices', { headers: bearer(sessions.bidder) })).json()).data as { id: number }[];
  for (const device of devices) await request.delete(`/api/push/devices/${device.id}`, { headers: bearer(sessions.bidder) });
});
