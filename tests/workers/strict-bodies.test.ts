/**
 * Mutating /api calls take JSON bodies only: a `text/plain` or form body (what another site can send without
 * a preflight) is refused with 415 before any handler reads it. Calls without a body still work.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '~/i18n/auth-messages';
import { siteText } from '~/i18n/pt-BR';
import { liveText } from '~/i18n/pt-BR-live';
import { call, eventually, insertLot, signedInUser, TEST_ORIGIN } from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

async function bidCount(lotId: number) {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM bids WHERE lot_id = ?').bind(lotId).first<{ n: number }>();
  return row!.n;
}

/** A bid from the browser's own page (cookie and our Origin), so only the body's type is in question. */
function browserBid(lotId: number, cookie: string, contentType: string, body: string) {
  return call(`/api/auctions/${lotId}/bid`, {
    method: 'POST',
    cookie,
    body,
    headers: { 'Content-Type': contentType, Origin: TEST_ORIGIN },
  });
}

describe('strict request bodies', () => {
  it('a bid sent as text/plain gets 415 with the message, and places nothing', async () => {
    const bidder = await signedInUser({ approved: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    const res = await browserBid(lot.id, bidder.cookie, 'text/plain;charset=UTF-8', JSON.stringify({ amount: 1010 }));
    expect(res.status).toBe(415);
    expect(res.json.error).toBe(authMessages.unsupportedMediaType);
    expect(await bidCount(lot.id)).toBe(0);
    const lotView = await call(`/api/auctions/${lot.id}`, { token: bidder.token });
    expect(lotView.json.data.bid_count).toBe(0);
  });

  it('a form-urlencoded or multipart bid gets 415 too', async () => {
    const bidder = await signedInUser({ approved: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    const form = await browserBid(lot.id, bidder.cookie, 'application/x-www-form-urlencoded', 'amount=1010');
    expect(form.status).toBe(415);
    const multipart = await browserBid(lot.id, bidder.cookie, 'multipart/form-data; boundary=x', '--x\r\n\r\n--x--');
    expect(multipart.status).toBe(415);
    const bearerPlain = await call(`/api/auctions/${lot.id}/bid`, {
      method: 'POST',
      token: bidder.token,
      body: JSON.stringify({ amount: 1010 }),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(bearerPlain.status).toBe(415);
    expect(await bidCount(lot.id)).toBe(0);
  });

  it('a declared non-JSON type is refused even with an empty body; a JSON charset other than UTF-8 too', async () => {
    const bidder = await signedInUser({ approved: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    expect((await browserBid(lot.id, bidder.cookie, 'text/plain', '')).status).toBe(415);
    expect((await browserBid(lot.id, bidder.cookie, 'application/json; charset=latin1', '{"amount":1010}')).status).toBe(415);
    expect(await bidCount(lot.id)).toBe(0);
  });

  it('JSON still works, with or without a UTF-8 charset', async () => {
    const bidder = await signedInUser({ approved: true });
    const rival = await signedInUser({ approved: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    const plain = await browserBid(lot.id, bidder.cookie, 'application/json', JSON.stringify({ amount: 1010 }));
    expect(plain.status).toBe(201);
    const withCharset = await browserBid(lot.id, rival.cookie, 'Application/JSON; charset="UTF-8"', JSON.stringify({ amount: 1020 }));
    expect(withCharset.status).toBe(201);
    expect(withCharset.json.data.auction.bid_count).toBe(2);
    // The room mirrors its log to D1 just after it answers.
    expect(
      await eventually(
        () => bidCount(lot.id),
        (n) => n === 2,
      ),
    ).toBe(2);
  });

  it('a call that takes no body works without one', async () => {
    const user = await signedInUser();
    const logout = await call('/api/auth/logout', { method: 'POST', token: user.token });
    expect(logout.status).toBe(200);
    expect((await call('/api/auth/me', { token: user.token })).status).toBe(401);
  });

  it('/api/uploads keeps its multipart form (administrators)', async () => {
    const admin = await signedInUser({ admin: true });
    const form = new FormData();
    form.append('images', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'nada.txt', { type: 'text/plain' }));
    const res = await SELF.fetch(`${TEST_ORIGIN}/api/uploads`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'CF-Connecting-IP': '10.9.9.9' },
      body: form,
    });
    // The upload's own answer about the file, not the body-type refusal.
    expect(res.status).toBe(415);
    expect((await res.json<{ error: string }>()).error).toBe(liveText.admin.uploadNotImage);
  });

  describe('page actions (Remix) take bodies up to 16 KB', () => {
    const ip = '198.51.100.160';
    const loginCount = async () =>
      (await env.DB.prepare('select count from rate_limits where key = ?').bind(`login:ip:${ip}`).first<{ count: number }>())?.count ?? 0;
    const postLogin = (body: BodyInit, headers: Record<string, string> = {}) =>
      SELF.fetch(`${TEST_ORIGIN}/entrar.data`, {
        method: 'POST',
        headers: {
          Origin: TEST_ORIGIN,
          Host: 'arremate.test',
          'CF-Connecting-IP': ip,
          'Content-Type': 'application/x-www-form-urlencoded',
          ...headers,
        },
        body,
      });
    const oversized = new URLSearchParams({ email: 'grande@example.com', password: `Senha1${'x'.repeat(17 * 1024)}` }).toString();

    it('a larger body with its Content-Length gets 413 and the Portuguese message, and the action never runs', async () => {
      const before = await loginCount();
      const res = await postLogin(oversized);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: siteText.errors.bodyTooLarge });
      expect(await loginCount()).toBe(before);
    });

    it('a larger body streamed without a Content-Length gets 413 too', async () => {
      const before = await loginCount();
      const bytes = new TextEncoder().encode(oversized);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
          controller.close();
        },
      });
      const res = await postLogin(stream);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: siteText.errors.bodyTooLarge });
      expect(await loginCount()).toBe(before);
    });

    it('a body within the limit, streamed or not, reaches the action', async () => {
      const small = new URLSearchParams({ email: 'pequeno@example.com', password: 'Errada123' }).toString();
      const res = await postLogin(small);
      expect(res.status).toBe(401);
      const bytes = new TextEncoder().encode(small);
      const streamed = await postLogin(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(bytes);
            controller.close();
          },
        }),
      );
      expect(streamed.status).toBe(401);
    });
  });
});
