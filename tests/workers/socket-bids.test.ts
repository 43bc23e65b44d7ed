/**
 * Bids sent on the lot socket: decided by the room like the endpoint's, answered on the same socket with the
 * endpoint's status and body for the bid's key, and checked against the session and the approval of now,
 * not of the upgrade.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { BidResultMessage, LotSocketMessage } from '~/schemas/live';
import { LIVE_CLOSE } from '~/schemas/live-close';
import { bidOn, call, insertLot, lotSocket, newKey, signedInUser } from './fixtures';

const lotState = async (lotId: number, token: string) => (await call(`/api/auctions/${lotId}`, { token })).json.data;

describe('bids on the lot socket', () => {
  it("are decided by the room and answered with the endpoint's body; every watcher and the next read see them", async () => {
    const [ana, beto] = await Promise.all([signedInUser({ approved: true }), signedInUser({ approved: true })]);
    const lot = await insertLot({ startPriceCents: 100_000 });
    const [mine, theirs] = await Promise.all([lotSocket(lot.id, ana.cookie), lotSocket(lot.id, beto.cookie)]);

    const answer = await bidOn(mine, '1.010,00');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      data: { bid: { id: 1, seq: 1, amount: 1010 }, auction: { current_price: 1010, top_bid_user_id: ana.id, bid_count: 1 } },
      message: 'Lance realizado com sucesso!',
    });
    const isUpdateTo = (price: number) => (m: LotSocketMessage) =>
      m.type === 'auction_update' && 'current_price' in m.data && m.data.current_price === price;
    await theirs.waitFor(isUpdateTo(1010));
    expect(await lotState(lot.id, beto.token)).toMatchObject({ current_price: 1010, bid_count: 1 });
    expect((await bidOn(theirs, 1020)).status).toBe(201);
    expect(await lotState(lot.id, ana.token)).toMatchObject({ current_price: 1020, top_bid_user_id: beto.id, bid_count: 2 });
    // A member's later bid on the lot is answered before the update every watcher gets (their first waits for D1).
    const again = await bidOn(mine, 1030);
    expect(again.status).toBe(201);
    await mine.waitFor(isUpdateTo(1030));
    expect(mine.messages.indexOf(again)).toBeLessThan(mine.messages.findIndex(isUpdateTo(1030)));
    mine.close();
    theirs.close();
  });

  it('answer a retried key with the same decision and never take the bid twice', async () => {
    const ana = await signedInUser({ approved: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    const socket = await lotSocket(lot.id, ana.cookie);
    const key = newKey();
    const first = await bidOn(socket, 1010, key);
    const again = await bidOn(socket, 1010, key);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: { data: { bid: { seq: 1, amount: 1010 } } } });
    // The same key over HTTP (the page's fallback when the socket gives no answer) is the same bid too.
    const overHttp = await call(`/api/auctions/${lot.id}/bid`, {
      method: 'POST',
      token: ana.token,
      body: { amount: 1010 },
      headers: { 'Idempotency-Key': key },
    });
    expect(overHttp.status).toBe(201);
    expect(overHttp.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await lotState(lot.id, ana.token)).toMatchObject({ current_price: 1010, bid_count: 1 });
    socket.close();
  });

  it('refuse as the endpoint does, with its status and Portuguese message, and change nothing', async () => {
    const [ana, beto] = await Promise.all([signedInUser({ approved: true }), signedInUser({ approved: true })]);
    const lot = await insertLot({ startPriceCents: 100_000 });
    const socket = await lotSocket(lot.id, ana.cookie);
    expect(await bidOn(socket, 1005)).toMatchObject({
      status: 422,
      body: { error: 'Lance deve ser pelo menos R$ 1.010,00', reason: 'too_low', auction: { current_price: 1000 } },
    });
    expect(await bidOn(socket, 'mil reais')).toMatchObject({ status: 422, body: { error: 'Valor do lance inválido' } });
    expect((await bidOn(socket, 1010)).status).toBe(201);
    expect(await bidOn(socket, 1020)).toMatchObject({ status: 409, body: { reason: 'top_bidder' } });
    expect(await lotState(lot.id, beto.token)).toMatchObject({ current_price: 1010, bid_count: 1 });
    socket.close();
  });

  it("are refused to a visitor's socket (401, then closed with 4001) and to an account not approved (403), whose next bid counts once approved", async () => {
    const pending = await signedInUser();
    const lot = await insertLot({ startPriceCents: 100_000 });
    const visitor = await lotSocket(lot.id);
    expect(await bidOn(visitor, 1010)).toMatchObject({ status: 401, body: { error: 'Faça login para continuar.' } });
    expect(await visitor.waitForClose()).toEqual({ code: LIVE_CLOSE.bidWithoutSession, reason: 'Faça login para continuar.' });
    const socket = await lotSocket(lot.id, pending.cookie);
    expect(await bidOn(socket, 1010)).toMatchObject({
      status: 403,
      body: { error: 'Sua conta precisa ser aprovada pelo administrador para esta ação.' },
    });
    // Approval is read on every bid, not at the socket's upgrade.
    await env.DB.prepare('update users set is_approved = 1 where id = ?').bind(pending.id).run();
    expect((await bidOn(socket, 1010)).status).toBe(201);
    await env.DB.prepare('update users set is_approved = 0 where id = ?').bind(pending.id).run();
    expect((await bidOn(socket, 1020)).status).toBe(403);
    const admin = await signedInUser({ admin: true });
    expect(await lotState(lot.id, admin.token)).toMatchObject({ current_price: 1010, bid_count: 1 });
    visitor.close();
    socket.close();
  });

  it('stop at logout: the ended session is refused (401), nothing is placed and the socket is closed (4001)', async () => {
    const ana = await signedInUser({ approved: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    const socket = await lotSocket(lot.id, ana.cookie);
    const bearer = await lotSocket(lot.id, undefined, { 'Sec-WebSocket-Protocol': `arremate, bearer.${ana.token}` });
    expect((await bidOn(bearer, 1010)).status).toBe(201);
    expect((await call('/api/auth/logout', { method: 'POST', cookie: ana.cookie })).status).toBe(200);
    expect(await bidOn(socket, 1020)).toMatchObject({ status: 401, body: { error: 'Faça login para continuar.' } });
    expect(await lotState(lot.id, ana.token)).toMatchObject({ current_price: 1010, bid_count: 1 });
    // The bearer session lives on; the cookie's socket was closed by the room.
    expect(await socket.waitForClose()).toEqual({ code: LIVE_CLOSE.bidWithoutSession, reason: 'Faça login para continuar.' });
    bearer.close();
  });

  it("are paced at the member's bid rate: past it, 429 with the wait", async () => {
    const ana = await signedInUser({ approved: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    const socket = await lotSocket(lot.id, ana.cookie);
    const keys = Array.from({ length: 6 }, newKey);
    const from = socket.messages.length;
    for (const [i, key] of keys.entries()) socket.send({ type: 'bid', amount: 1010 + i * 10, key });
    const answers = await Promise.all(
      keys.map((key) => socket.waitFor((m) => m.type === 'bid_result' && m.key === key, 5_000, from) as Promise<BidResultMessage>),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 409, 409, 409, 409, 429]);
    expect(answers[5]!.body).toMatchObject({ error: 'Muitos lances em sequência. Aguarde 1 s e tente novamente.', reason: 'too_fast' });
    socket.close();
  });
});
