/**
 * Acknowledged means visible: after a 2xx from a bid, a close or a new end, the very next read of that lot,
 * by another member or a visitor, through the API, the page or D1's lists, shows it. The room's D1 mirror
 * trails a bid by its coalescing window, so these reads come straight after the answer.
 */
import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { LotRoom } from '../../workers/durable/lot-room/lot-room';
import { call, DAY, failNext, insertLot, signedInUser, TEST_ORIGIN } from './fixtures';
import { lotRoomStub as room } from './objects';

const iso = (ms: number) => new Date(ms).toISOString();
type Who = Awaited<ReturnType<typeof signedInUser>>;

const bid = (lotId: number, who: Who, amount: number) =>
  call(`/api/auctions/${lotId}/bid`, { method: 'POST', token: who.token, body: { amount } });
const lotAs = (lotId: number, who?: Who) => call(`/api/auctions/${lotId}`, { token: who?.token });
const d1Lot = (lotId: number) =>
  env.DB.prepare('SELECT status, current_price_cents, ends_at FROM lots WHERE id = ?')
    .bind(lotId)
    .first<{ status: string; current_price_cents: number; ends_at: string }>();

describe('read-your-writes', () => {
  it('a bid is in the next read of the lot by another member, price and history, API and page', async () => {
    const [ana, beto] = await Promise.all([signedInUser({ approved: true }), signedInUser({ approved: true })]);
    const lot = await insertLot({ startPriceCents: 100_000 });
    for (const [who, amount] of [
      [ana, 1010],
      [beto, 1020],
      [ana, 1030],
    ] as const) {
      expect((await bid(lot.id, who, amount)).status).toBe(201);
      const seen = await lotAs(lot.id, beto);
      expect(seen.json.data).toMatchObject({ current_price: amount, status: 'active' });
      expect(seen.json.data.bids[0]).toMatchObject({ amount });
    }
    expect((await bid(lot.id, beto, 1040)).status).toBe(201);
    const page = await SELF.fetch(`${TEST_ORIGIN}/lotes/${lot.id}`, { headers: { Cookie: ana.cookie } });
    expect(await page.text()).toContain('1.040,00');
  });

  it("a bid stays visible when D1 refuses the room's mirror: the room's live fields are laid over the row", async () => {
    const [ana, beto] = await Promise.all([signedInUser({ approved: true }), signedInUser({ approved: true })]);
    const lot = await insertLot({ startPriceCents: 100_000 });
    expect((await bid(lot.id, ana, 1010)).status).toBe(201);
    expect((await lotAs(lot.id, beto)).json.data).toMatchObject({ current_price: 1010 }); // and D1 has it
    await runInDurableObject(room(lot.id), (instance: LotRoom) => {
      failNext(instance.mirror, 'write', 3, 'injected D1 failure');
    });
    expect((await bid(lot.id, beto, 1020)).status).toBe(201);
    expect((await lotAs(lot.id, ana)).json.data).toMatchObject({ current_price: 1020 });
    expect((await d1Lot(lot.id))?.current_price_cents).toBe(101_000); // D1 still behind
  });

  it("an administrator's close is in the next read by anyone, D1's lists included", async () => {
    const [admin, ana] = await Promise.all([signedInUser({ admin: true }), signedInUser({ approved: true })]);
    const lot = await insertLot({ title: `Fechamento ${crypto.randomUUID().slice(0, 8)}`, startPriceCents: 100_000 });
    expect((await bid(lot.id, ana, 1010)).status).toBe(201);
    expect((await call(`/api/auctions/${lot.id}/close`, { method: 'POST', token: admin.token })).status).toBe(200);
    expect(await d1Lot(lot.id)).toMatchObject({ status: 'closed', current_price_cents: 101_000 });
    expect((await lotAs(lot.id)).json.data.status).toBe('closed');
    expect((await lotAs(lot.id, ana)).json.data).toMatchObject({ status: 'closed', winner_user_id: ana.id });
    const listed = await call(`/api/auctions?status=closed&search=${encodeURIComponent(lot.title)}`, { token: ana.token });
    expect(listed.json.data.map((l: { id: number }) => l.id)).toContain(lot.id);
  });

  it('a new end is in the next read, D1 included', async () => {
    const admin = await signedInUser({ admin: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    const endsAt = iso(Date.now() + 3 * DAY);
    expect((await call(`/api/auctions/${lot.id}`, { method: 'PUT', token: admin.token, body: { ends_at: endsAt } })).status).toBe(200);
    expect((await d1Lot(lot.id))?.ends_at).toBe(endsAt);
    expect((await lotAs(lot.id)).json.data.ends_at).toBe(endsAt);
  });
});
