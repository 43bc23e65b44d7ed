/**
 * GET /api/admin/auctions: the back office's lot list through the real Worker (D1 and the lots' rooms):
 * each filter, the São Paulo calendar day of 'Início' and 'Fim', paging, refusals in Portuguese, and
 * the live price read from the lot's room even while D1's mirror still lags.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lots } from '~/server/db/schema';
import { call, DAY, db, eventually, insertLot, signedInUser } from './fixtures';

type Who = Awaited<ReturnType<typeof signedInUser>>;
let admin: Who;
let bidder: Who;

interface Listed {
  id: number;
  title: string;
  status: string;
  current_price: number;
  top_bid_amount: number | null;
  winner: { id: number; name: string | null; email: string | null } | null;
  starts_at: string | null;
  ends_at: string | null;
  images: string[];
}

/** A word no other test's lot has, so that each test sees only its own lots. */
const tag = () => `zq${crypto.randomUUID().slice(0, 8)}`;

async function list(query: string) {
  const res = await call(`/api/admin/auctions?${query}`, { token: admin.token });
  expect(res.status, res.text).toBe(200);
  return res.json.data as { auctions: Listed[]; pagination: { page: number; per_page: number; total: number; pages: number } };
}

const titles = (auctions: Listed[]) => auctions.map((a) => a.title);

beforeAll(async () => {
  [admin, bidder] = await Promise.all([signedInUser({ admin: true }), signedInUser({ approved: true, name: 'Bia Lances' })]);
});

describe('GET /api/admin/auctions', () => {
  it('finds a title by any part of it, in any case, newest first', async () => {
    const t = tag();
    await insertLot({ title: `Monitor Dell ${t} 24"` });
    await insertLot({ title: `MONITOR LG ${t.toUpperCase()}` });
    await insertLot({ title: `Teclado ${t}` });
    const found = await list(`title=${t.toUpperCase()}`);
    expect(titles(found.auctions)).toEqual([`Teclado ${t}`, `MONITOR LG ${t.toUpperCase()}`, `Monitor Dell ${t} 24"`]);
    expect(titles((await list(`title=${encodeURIComponent(`dell ${t}`)}`)).auctions)).toEqual([`Monitor Dell ${t} 24"`]);
    expect(titles((await list(`title=${encodeURIComponent(`MONITOR lg ${t}`)}`)).auctions)).toEqual([`MONITOR LG ${t.toUpperCase()}`]);
  });

  it('filters by id and by status', async () => {
    const t = tag();
    const open = await insertLot({ title: `Aberto ${t}` });
    await insertLot({ title: `Fechado ${t}`, status: 'closed', endsAt: Date.now() - DAY });
    await insertLot({ title: `Pendente ${t}`, status: 'pending' });
    expect(titles((await list(`id=${open.id}`)).auctions)).toEqual([`Aberto ${t}`]);
    expect(titles((await list(`title=${t}&status=closed`)).auctions)).toEqual([`Fechado ${t}`]);
    expect(titles((await list(`title=${t}&status=pending`)).auctions)).toEqual([`Pendente ${t}`]);
    expect((await list(`title=${t}&status=all`)).pagination.total).toBe(3);
  });

  it("filters by a part of the winner's e-mail and shows the winner's name and e-mail", async () => {
    const t = tag();
    const won = await insertLot({
      title: `Arrematado ${t}`,
      status: 'closed',
      winnerUserId: bidder.id,
      topBidUserId: bidder.id,
      bidCount: 1,
      currentPriceCents: 123_450,
      finalPriceCents: 123_450,
      endsAt: Date.now() - DAY,
    });
    await insertLot({ title: `Sem lances ${t}`, status: 'closed', endsAt: Date.now() - DAY });
    const part = bidder.email.slice(0, 9).toUpperCase();
    const found = await list(`title=${t}&winner_email=${part}`);
    expect(found.auctions).toHaveLength(1);
    expect(found.auctions[0]).toMatchObject({
      id: won.id,
      current_price: 1234.5,
      top_bid_amount: 1234.5,
      winner: { id: bidder.id, name: 'Bia Lances', email: bidder.email },
    });
    const all = await list(`title=${t}`);
    expect(all.auctions.find((a) => a.title.startsWith('Sem lances'))).toMatchObject({ winner: null, top_bid_amount: null });
  });

  it("matches 'Início' and 'Fim' by São Paulo calendar day, not by UTC day", async () => {
    const t = tag();
    // 10/03/2031 00:00 in São Paulo is 03:00 UTC.
    await insertLot({
      title: `Noite de 9 ${t}`,
      status: 'closed',
      startsAt: Date.parse('2031-03-10T02:59:59.000Z'),
      endsAt: Date.parse('2031-03-11T02:59:59.000Z'),
    });
    await insertLot({
      title: `Madrugada de 10 ${t}`,
      status: 'closed',
      startsAt: Date.parse('2031-03-10T03:00:00.000Z'),
      endsAt: Date.parse('2031-03-11T03:00:00.000Z'),
    });
    await insertLot({
      title: `Fim de 10 ${t}`,
      status: 'closed',
      startsAt: Date.parse('2031-03-11T02:59:59.000Z'),
      endsAt: Date.parse('2031-03-12T02:59:59.000Z'),
    });
    expect(titles((await list(`title=${t}&starts_on=2031-03-10`)).auctions)).toEqual([`Fim de 10 ${t}`, `Madrugada de 10 ${t}`]);
    expect(titles((await list(`title=${t}&starts_on=2031-03-09`)).auctions)).toEqual([`Noite de 9 ${t}`]);
    expect(titles((await list(`title=${t}&ends_on=2031-03-10`)).auctions)).toEqual([`Noite de 9 ${t}`]);
    expect(titles((await list(`title=${t}&starts_on=2031-03-10&ends_on=2031-03-11`)).auctions)).toEqual([
      `Fim de 10 ${t}`,
      `Madrugada de 10 ${t}`,
    ]);
  });

  it('pages 20 at a time unless asked, with the total', async () => {
    const t = tag();
    for (let i = 1; i <= 23; i++)
      await insertLot({ title: `Item ${String(i).padStart(2, '0')} ${t}`, status: 'closed', endsAt: Date.now() - DAY });
    const first = await list(`title=${t}`);
    expect(first.auctions).toHaveLength(20);
    expect(first.pagination).toEqual({ page: 1, per_page: 20, total: 23, pages: 2 });
    expect(first.auctions[0]!.title).toBe(`Item 23 ${t}`);
    const second = await list(`title=${t}&page=2`);
    expect(titles(second.auctions)).toEqual([`Item 03 ${t}`, `Item 02 ${t}`, `Item 01 ${t}`]);
    const small = await list(`title=${t}&page=3&per_page=5`);
    expect(titles(small.auctions)).toEqual([`Item 13 ${t}`, `Item 12 ${t}`, `Item 11 ${t}`, `Item 10 ${t}`, `Item 09 ${t}`]);
  });

  it('refuses malformed filters with a 400 in Portuguese', async () => {
    const cases: [string, string][] = [
      ['id=abc', 'ID inválido'],
      ['id=-3', 'ID inválido'],
      ['starts_on=2031-02-30', 'Data inválida: use o formato AAAA-MM-DD'],
      ['ends_on=10/03/2031', 'Data inválida: use o formato AAAA-MM-DD'],
      ['status=open', 'Status inválido: use active, closed ou pending'],
      ['page=0', 'Página inválida'],
      ['per_page=1000', 'Página inválida'],
      [`title=${'x'.repeat(201)}`, 'Filtro de texto muito longo (máximo de 200 caracteres)'],
    ];
    for (const [query, message] of cases) {
      const res = await call(`/api/admin/auctions?${query}`, { token: admin.token });
      expect(res.status, query).toBe(400);
      expect(res.json, query).toEqual({ error: message });
    }
  });

  it("shows the room's price and top bidder even while D1's mirror has not caught up", async () => {
    const t = tag();
    const lot = await insertLot({ title: `Ao vivo ${t}`, startPriceCents: 100_000 });
    const bid = await call(`/api/auctions/${lot.id}/bid`, { method: 'POST', token: bidder.token, body: { amount: 1010 } });
    expect(bid.status, bid.text).toBe(201);
    await eventually(
      async () => (await db.select().from(lots).where(eq(lots.id, lot.id)))[0]!,
      (row) => row.currentPriceCents === 101_000,
    );
    // The mirror put back as it was before the bid: the list must still show the bid.
    await db.update(lots).set({ currentPriceCents: 100_000, bidCount: 0, topBidUserId: null }).where(eq(lots.id, lot.id));
    const [row] = (await list(`id=${lot.id}`)).auctions;
    expect(row).toMatchObject({
      current_price: 1010,
      top_bid_amount: 1010,
      status: 'active',
      winner: { id: bidder.id, name: 'Bia Lances', email: bidder.email },
    });
  });

  it('is for administrators only', async () => {
    expect((await call('/api/admin/auctions')).status).toBe(401);
    expect((await call('/api/admin/auctions', { token: bidder.token })).status).toBe(403);
  });
});
