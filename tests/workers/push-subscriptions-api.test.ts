/** Web Push subscriptions (/api/push/*): subscribe, list, remove, and every refusal (decision record 0044). */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { base64url } from '~/domain/base64url';
import { call, insertedMember, VALID_PASSWORD } from './fixtures';
import { newBrowser, ORIGIN, subscribeBrowser, subscribedBrowser } from './push-browsers';
import { TEST_PUSH_VARS } from './push-vars';

const devicesOf = (member: { cookie: string }) => call('/api/push/devices', { cookie: member.cookie });
const rowsOf = async (userId: number) =>
  (await env.DB.prepare('select id, endpoint, device_label from push_subscriptions where user_id = ?').bind(userId).all()).results;

describe('/api/push: a member switches this browser on', () => {
  it("gives the house's VAPID public key to a signed-in member, and nothing to a visitor", async () => {
    const ana = await insertedMember();
    expect((await call('/api/push/key', { cookie: ana.cookie })).json.data).toEqual({ public_key: TEST_PUSH_VARS.VAPID_PUBLIC_KEY });
    expect((await call('/api/push/key')).status).toBe(401);
  });

  it("stores the subscription and lists the device as 'Chrome em Android', marked as this browser, without endpoint or keys", async () => {
    const ana = await insertedMember();
    const browser = await subscribedBrowser(ana);
    const list = await devicesOf(ana);
    expect(list.status).toBe(200);
    expect(list.json.data).toEqual([{ id: browser.deviceId, label: 'Chrome em Android', created_at: expect.any(String), current: true }]);
    expect(list.text).not.toContain(browser.subscription.endpoint);
    expect(list.text).not.toContain(browser.subscription.keys.auth);
  });

  it('updates rather than duplicates when the same browser subscribes again', async () => {
    const ana = await insertedMember();
    const browser = await newBrowser();
    const first = await subscribeBrowser(ana, browser.subscription);
    const again = await subscribeBrowser(
      ana,
      browser.subscription,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    );
    expect(again.status).toBe(201);
    expect(again.json.data.id).toBe(first.json.data.id);
    expect(await rowsOf(ana.id)).toEqual([expect.objectContaining({ device_label: 'Firefox em Windows' })]);
  });

  it('moves an endpoint to the member who subscribes it now (one endpoint, one member)', async () => {
    const [ana, beto] = await Promise.all([insertedMember(), insertedMember()]);
    const browser = await newBrowser();
    await subscribeBrowser(ana, browser.subscription);
    expect((await subscribeBrowser(beto, browser.subscription)).status).toBe(201);
    expect(await rowsOf(ana.id)).toEqual([]);
    expect(await rowsOf(beto.id)).toHaveLength(1);
  });

  it('refuses a non-https endpoint, an endpoint on a private or loopback address, and keys of the wrong size, storing nothing', async () => {
    const ana = await insertedMember();
    const { subscription } = await newBrowser();
    const p256dh = subscription.keys.p256dh;
    const cases: [unknown, string][] = [
      [{ ...subscription, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' }, 'O endereço de notificações do navegador deve usar https.'],
      [
        { ...subscription, endpoint: 'https://192.168.0.10/push/abc' },
        'O endereço de notificações do navegador aponta para uma rede privada ou local e não pode ser usado.',
      ],
      [
        { ...subscription, endpoint: 'https://[::1]/push/abc' },
        'O endereço de notificações do navegador aponta para uma rede privada ou local e não pode ser usado.',
      ],
      [
        { ...subscription, endpoint: 'https://169.254.169.254/latest' },
        'O endereço de notificações do navegador aponta para uma rede privada ou local e não pode ser usado.',
      ],
      [
        {
          ...subscription,
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
          keys: { ...subscription.keys, p256dh: p256dh.slice(0, 40) },
        },
        'A chave pública do navegador é inválida (deve ter 65 bytes, um ponto P-256 não comprimido).',
      ],
      [
        // 65 bytes starting with 0x04, but no point of the curve
        {
          ...subscription,
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
          keys: { ...subscription.keys, p256dh: base64url(new Uint8Array(65).fill(4)) },
        },
        'A chave pública do navegador é inválida (deve ter 65 bytes, um ponto P-256 não comprimido).',
      ],
      [
        {
          ...subscription,
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
          keys: { ...subscription.keys, auth: base64url(new Uint8Array(12)) },
        },
        'O segredo de autenticação do navegador é inválido (deve ter 16 bytes).',
      ],
      [
        { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' },
        'Inscrição de notificações inválida: o navegador enviou dados incompletos.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await subscribeBrowser(ana, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error).toBe(message);
    }
    expect(await rowsOf(ana.id)).toEqual([]);
  });

  it('refuses an eleventh device with a message that says how to make room', async () => {
    const ana = await insertedMember();
    for (let i = 0; i < 10; i++) await subscribedBrowser(ana);
    const eleventh = await subscribeBrowser(ana, (await newBrowser()).subscription);
    expect(eleventh.status).toBe(409);
    expect(eleventh.json.error).toBe(
      'Você já tem 10 dispositivos recebendo notificações. Remova um deles em Meu Perfil → Notificações para ativar este navegador.',
    );
    expect(await rowsOf(ana.id)).toHaveLength(10);
  });

  it('refuses a subscription posted from another site (CSRF)', async () => {
    const ana = await insertedMember();
    const res = await call('/api/push/devices', {
      method: 'POST',
      cookie: ana.cookie,
      body: (await newBrowser()).subscription,
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await rowsOf(ana.id)).toEqual([]);
  });
});

describe('/api/push/devices with `replaces`: the browser rotated its subscription (pushsubscriptionchange)', () => {
  const rowOf = async (id: number) =>
    env.DB.prepare('select id, user_id, endpoint, p256dh, auth, session_id, device_label, created_at from push_subscriptions where id = ?')
      .bind(id)
      .first<Record<string, unknown>>();

  it("moves the member's own device to the new endpoint in place: same row, member, session and label", async () => {
    const ana = await insertedMember();
    const old = await subscribedBrowser(ana);
    const before = await rowOf(old.deviceId);
    const rotated = await newBrowser();
    // The service worker's request: another User-Agent string must not relabel the device.
    const res = await subscribeBrowser(
      ana,
      { ...rotated.subscription, replaces: old.subscription.endpoint },
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    );
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toEqual({ id: old.deviceId, label: 'Chrome em Android', created_at: before!.created_at, current: true });
    expect(await rowOf(old.deviceId)).toEqual({
      ...before,
      endpoint: rotated.subscription.endpoint,
      p256dh: rotated.subscription.keys.p256dh,
      auth: rotated.subscription.keys.auth,
    });
    expect(await rowsOf(ana.id)).toHaveLength(1);
  });

  it("leaves another member's old endpoint alone and only subscribes the new one", async () => {
    const [ana, beto] = await Promise.all([insertedMember(), insertedMember()]);
    const anas = await subscribedBrowser(ana);
    const before = await rowOf(anas.deviceId);
    const rotated = await newBrowser();
    const res = await subscribeBrowser(beto, { ...rotated.subscription, replaces: anas.subscription.endpoint });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.id).not.toBe(anas.deviceId);
    expect(await rowOf(anas.deviceId)).toEqual(before);
    expect(await rowsOf(beto.id)).toEqual([expect.objectContaining({ endpoint: rotated.subscription.endpoint })]);
  });

  it('drops the old row when the new endpoint is already stored, keeping one device', async () => {
    const ana = await insertedMember();
    const old = await subscribedBrowser(ana);
    const rotated = await subscribedBrowser(ana);
    const res = await subscribeBrowser(ana, { ...rotated.subscription, replaces: old.subscription.endpoint });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.id).toBe(rotated.deviceId);
    expect(await rowsOf(ana.id)).toEqual([expect.objectContaining({ id: rotated.deviceId, endpoint: rotated.subscription.endpoint })]);
  });

  it('replacing counts as no new device: the tenth device rotates where an eleventh is refused', async () => {
    const ana = await insertedMember();
    const devices = [];
    for (let i = 0; i < 10; i++) devices.push(await subscribedBrowser(ana));
    const rotated = await newBrowser();
    const res = await subscribeBrowser(ana, { ...rotated.subscription, replaces: devices[9]!.subscription.endpoint });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.id).toBe(devices[9]!.deviceId);
    expect(await rowsOf(ana.id)).toHaveLength(10);
  });

  it('refuses a bad new subscription, a malformed `replaces`, a visitor and another site, and the old row stays', async () => {
    const ana = await insertedMember();
    const old = await subscribedBrowser(ana);
    const before = await rowOf(old.deviceId);
    const { subscription } = await newBrowser();
    const replaces = old.subscription.endpoint;
    const refused: [unknown, number, string][] = [
      [
        { ...subscription, endpoint: 'http://fcm.googleapis.com/fcm/send/abc', replaces },
        422,
        'O endereço de notificações do navegador deve usar https.',
      ],
      [
        { ...subscription, endpoint: 'https://10.0.0.1/push/abc', replaces },
        422,
        'O endereço de notificações do navegador aponta para uma rede privada ou local e não pode ser usado.',
      ],
      [
        { ...subscription, keys: { ...subscription.keys, auth: base64url(new Uint8Array(12)) }, replaces },
        422,
        'O segredo de autenticação do navegador é inválido (deve ter 16 bytes).',
      ],
      [{ ...subscription, replaces: 42 }, 422, 'Inscrição de notificações inválida: o navegador enviou dados incompletos.'],
      [{ ...subscription, replaces: '' }, 422, 'Inscrição de notificações inválida: o navegador enviou dados incompletos.'],
      [
        { ...subscription, replaces: `https://push.example/${'a'.repeat(2048)}` },
        422,
        'Inscrição de notificações inválida: o navegador enviou dados incompletos.',
      ],
    ];
    for (const [body, status, message] of refused) {
      const res = await subscribeBrowser(ana, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.error).toBe(message);
    }
    // Signed out (the service worker's fetch carries no session): nothing happens.
    const visitor = await call('/api/push/devices', { method: 'POST', body: { ...subscription, replaces }, headers: { Origin: ORIGIN } });
    expect(visitor.status).toBe(401);
    const forged = await call('/api/push/devices', {
      method: 'POST',
      cookie: ana.cookie,
      body: { ...subscription, replaces },
      headers: { Origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(await rowOf(old.deviceId)).toEqual(before);
    expect(await rowsOf(ana.id)).toHaveLength(1);
  });

  it("accepts the service worker's own request: the member's cookie, same origin as browsers mark it", async () => {
    const ana = await insertedMember();
    const old = await subscribedBrowser(ana);
    // What a service worker's fetch('/api/push/devices', { method: 'POST' }) carries: Origin (every POST has it,
    // under the worker's default referrer policy) and Sec-Fetch-Site; an older browser may send Sec-Fetch-Site alone.
    const sent: Record<string, string>[] = [
      { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' },
      { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' },
    ];
    let replaces = old.subscription.endpoint;
    for (const headers of sent) {
      const rotated = await newBrowser();
      const res = await call('/api/push/devices', {
        method: 'POST',
        cookie: ana.cookie,
        body: { ...rotated.subscription, replaces },
        headers,
      });
      expect(res.status, res.text).toBe(201);
      expect(res.json.data.id).toBe(old.deviceId);
      replaces = rotated.subscription.endpoint;
    }
    expect(await rowsOf(ana.id)).toEqual([expect.objectContaining({ id: old.deviceId, endpoint: replaces })]);
  });
});

describe('/api/push/devices/{id}: Remover', () => {
  it("removes one of the member's own devices", async () => {
    const ana = await insertedMember();
    const browser = await subscribedBrowser(ana);
    const res = await call(`/api/push/devices/${browser.deviceId}`, { method: 'DELETE', cookie: ana.cookie, headers: { Origin: ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.json.data.message).toBe('Chrome em Android não receberá mais notificações.');
    expect((await devicesOf(ana)).json.data).toEqual([]);
  });

  it("answers 404 for another member's device and leaves it (IDOR)", async () => {
    const [ana, beto] = await Promise.all([insertedMember(), insertedMember()]);
    const browser = await subscribedBrowser(ana);
    const res = await call(`/api/push/devices/${browser.deviceId}`, { method: 'DELETE', cookie: beto.cookie, headers: { Origin: ORIGIN } });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('Dispositivo não encontrado.');
    expect(await rowsOf(ana.id)).toHaveLength(1);
  });
});

describe('a subscription ends with its session', () => {
  it("signing out of the browser's session removes its subscription, and only its", async () => {
    const ana = await insertedMember();
    const other = await insertedMember();
    await subscribedBrowser(ana);
    await subscribedBrowser(other);
    const out = await call('/api/auth/logout', { method: 'POST', cookie: ana.cookie, headers: { Origin: ORIGIN } });
    expect(out.status).toBe(200);
    expect(await rowsOf(ana.id)).toEqual([]);
    expect(await rowsOf(other.id)).toHaveLength(1);
  });

  it("changing the password removes the other browsers' subscriptions and keeps this one's", async () => {
    const ana = await insertedMember();
    const other = await call('/api/auth/login', { method: 'POST', body: { email: ana.email, password: VALID_PASSWORD } });
    const otherBrowser = { cookie: other.headers.get('set-cookie')!.split(';')[0]! };
    const mine = await subscribedBrowser(ana);
    await subscribedBrowser(otherBrowser);
    expect(await rowsOf(ana.id)).toHaveLength(2);
    const changed = await call('/api/auth/password', {
      method: 'PUT',
      cookie: ana.cookie,
      headers: { Origin: ORIGIN },
      body: { current_password: VALID_PASSWORD, new_password: 'Nova12345' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await rowsOf(ana.id)).toEqual([expect.objectContaining({ id: mine.deviceId })]);
  });

  it('erasing the account removes every subscription, and the LGPD export lists the devices without endpoint or keys', async () => {
    const ana = await insertedMember();
    const browser = await subscribedBrowser(ana);
    const exported = await call('/api/account/export', { cookie: ana.cookie });
    expect(exported.json.settings.push_devices).toEqual([
      { device: 'Chrome em Android', created_at: expect.any(String), last_success_at: null },
    ]);
    expect(exported.text).not.toContain(browser.subscription.endpoint);
    const erased = await call('/api/account', {
      method: 'DELETE',
      cookie: ana.cookie,
      headers: { Origin: ORIGIN },
      body: { password: VALID_PASSWORD },
    });
    expect(erased.status, erased.text).toBe(200);
    expect(await rowsOf(ana.id)).toEqual([]);
  });
});
