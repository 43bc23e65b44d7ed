/**
 * Mutating /api calls take JSON bodies only: a `text/plain` or form body (what another site can send without
 * a preflight) is refused with 415 before any handler reads it. Calls without a body still work.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '~/i18n/auth-messages';
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
});
