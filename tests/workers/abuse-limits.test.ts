/**
 * Limits against abuse, each answering 429 with Retry-After and a Portuguese message: live sockets per
 * network address and per lot, a socket's messages, a member's bids per second, passkey options per address
 * and per account, wrong current passwords on the account's confirmation limit; an upgrade for a lot that does not
 * exist is refused before any object exists.
 */
import { env, listDurableObjectIds, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '~/schemas/live-close';
import { call, insertLot, signedInUser, sleep, TEST_ORIGIN, VALID_PASSWORD } from './fixtures';
import { lotRoomId } from './objects';

const upgrade = (lotId: number, ip: string) =>
  SELF.fetch(`${TEST_ORIGIN}/api/auctions/${lotId}/live`, {
    headers: { Upgrade: 'websocket', Origin: TEST_ORIGIN, 'CF-Connecting-IP': ip },
  });

describe('live sockets', () => {
  it('a lot that does not exist answers 404 and no room is created for it', async () => {
    const missing = 987_654_321;
    const res = await upgrade(missing, '203.0.113.1');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Leilão não encontrado.' });
    const target = lotRoomId(missing);
    const ids = await listDurableObjectIds(env.LOT_ROOM);
    expect(ids.some((id) => id.equals(target))).toBe(false);
  });

  it('caps the sockets one address opens on a lot (20); other addresses still get in', async () => {
    const lot = await insertLot();
    const open: WebSocket[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await upgrade(lot.id, '198.51.100.7');
      expect(res.status).toBe(101);
      res.webSocket!.accept();
      open.push(res.webSocket!);
    }
    const refused = await upgrade(lot.id, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('30');
    expect(await refused.json()).toEqual({
      error: 'Muitas conexões a este leilão a partir da sua rede. Feche outras abas e tente novamente em instantes.',
    });
    const other = await upgrade(lot.id, '198.51.100.8');
    expect(other.status).toBe(101);
    other.webSocket!.accept();
    other.webSocket!.close(1000, 'done');
    // One closes: that address may open one again.
    open.pop()!.close(1000, 'done');
    await sleep(100);
    const again = await upgrade(lot.id, '198.51.100.7');
    expect(again.status).toBe(101);
    again.webSocket!.accept();
    // …and no more than one: the count follows sockets closing and opening.
    expect((await upgrade(lot.id, '198.51.100.7')).status).toBe(429);
    for (const ws of [...open, again.webSocket!]) ws.close(1000, 'done');
  });

  it('answers 20 messages per 10 s on a socket, ignores the next ones and closes it at 60 (4008)', async () => {
    const lot = await insertLot();
    const res = await upgrade(lot.id, '198.51.100.20');
    const ws = res.webSocket!;
    const pongs: unknown[] = [];
    let closedWith: number | null = null;
    ws.addEventListener('message', (event) => {
      if (typeof event.data === 'string' && event.data.includes('"pong"')) pongs.push(event.data);
    });
    ws.addEventListener('close', (event) => {
      closedWith = event.code;
    });
    ws.accept();
    await sleep(100);
    for (let i = 0; i < 30; i++) ws.send(JSON.stringify({ type: 'ping' }));
    await sleep(300);
    expect(pongs.length).toBe(20);
    expect(closedWith).toBeNull();
    for (let i = 0; i < 40; i++) ws.send(JSON.stringify({ type: 'ping' }));
    await sleep(300);
    expect(pongs.length).toBe(20);
    expect(closedWith).toBe(LIVE_CLOSE.flooding);
  });
});

describe('bids', () => {
  it('refuses a member past 5 bids a second on a lot with 429 and Retry-After, deciding nothing', async () => {
    const [ana, beto] = await Promise.all([signedInUser({ approved: true }), signedInUser({ approved: true })]);
    const lot = await insertLot({ startPriceCents: 100_000 });
    const bid = (who: typeof ana, amount: number) =>
      call(`/api/auctions/${lot.id}/bid`, { method: 'POST', token: who.token, body: { amount } });
    // Wait for the start of a fresh second so that all six fall in one window.
    await sleep(1_000 - (Date.now() % 1_000));
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await bid(ana, 1010 + i * 10));
    expect(answers.map((a) => a.status)).toEqual([201, 409, 409, 409, 409, 429]);
    expect(answers[5]!.headers.get('Retry-After')).toBe('1');
    expect(answers[5]!.json).toMatchObject({ error: 'Muitos lances em sequência. Aguarde 1 s e tente novamente.', reason: 'too_fast' });
    // Another member is not held back, and the limited one may bid again a second later.
    expect((await bid(beto, 1020)).status).toBe(201);
    await sleep(1_000);
    expect((await bid(ana, 1030)).status).toBe(201);
    expect((await call(`/api/auctions/${lot.id}`, { token: beto.token })).json.data).toMatchObject({ bid_count: 3, current_price: 1030 });
  });
});

describe('accounts', () => {
  it('passkey sign-in options: 60 per 15 minutes from one address, then 429 with Retry-After', async () => {
    const options = (ip: string) => call('/api/auth/passkeys/login/options', { method: 'POST', headers: { 'CF-Connecting-IP': ip } });
    for (let i = 0; i < 60; i++) expect((await options('192.0.2.60')).status).toBe(200);
    const refused = await options('192.0.2.60');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.json.error).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect((await options('192.0.2.61')).status).toBe(200);
  });

  it('passkey registration options: 20 an hour per account', async () => {
    const member = await signedInUser({ approved: true });
    const options = () =>
      call('/api/auth/passkeys/register/options', { method: 'POST', token: member.token, body: { password: VALID_PASSWORD } });
    for (let i = 0; i < 20; i++) expect((await options()).status).toBe(200);
    const refused = await options();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it("a password change's wrong current passwords draw on the account's confirmation limit: then even the right one waits, and signing in does not", async () => {
    const member = await signedInUser({ approved: true });
    const change = (current: string) =>
      call('/api/auth/password', {
        method: 'PUT',
        token: member.token,
        body: { current_password: current, new_password: 'Outra#Senha2027' },
      });
    for (let i = 0; i < 10; i++) expect((await change('Errada#123')).status).toBe(401);
    const refused = await change(VALID_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.json.error).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    // Sign-in is limited per address: guesses made through a session do not lock the owner out of signing in.
    expect((await call('/api/auth/login', { method: 'POST', body: { email: member.email, password: VALID_PASSWORD } })).status).toBe(200);
  });
});
