/** The back office's financial report (GET /api/admin/financial). Figures are global, so each check reads them before and after its own rows. */
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '~/server/db/schema';
import { callsAs, DAY, db, insertLot, insertUser, signedInUser, type Member } from './fixtures';

let admin: Member;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
});

const asAdmin = callsAs(() => admin);

async function paidLot(
  title: string,
  user: { id: number },
  p: { amount: number; status: 'pending' | 'approved' | 'rejected'; method?: 'pix' | 'card' | 'boleto' | 'transfer'; at?: number },
) {
  const lot = await insertLot({ title, status: 'closed', winnerUserId: user.id, finalPriceCents: p.amount });
  const fee = Math.round(p.amount / 10);
  const at = new Date(p.at ?? Date.now()).toISOString();
  await db.insert(payments).values({
    lotId: lot.id,
    userId: user.id,
    amountCents: p.amount,
    feeCents: fee,
    totalCents: p.amount + fee,
    method: p.method ?? 'pix',
    status: p.status,
    approvedAt: p.status === 'approved' ? at : null,
    createdAt: at,
  });
  return lot;
}

const financial = async () => (await asAdmin('/api/admin/financial')).json.data;

describe('GET /api/admin/financial', () => {
  it('counts approved payments (revenue, fees, gross), pending ones apart, by method, by São Paulo month, and the top 10', async () => {
    const before = await financial();
    const buyer = await insertUser();
    const now = Date.now();
    await paidLot('Servidor Dell R740', buyer, { amount: 1_000_000, status: 'approved', method: 'pix' }); // R$ 10.000
    await paidLot('Switch HP 1920', buyer, { amount: 250_050, status: 'approved', method: 'card', at: now - 40 * DAY }); // 40 days ago
    await paidLot('Nobreak APC', buyer, { amount: 80_000, status: 'pending', method: 'boleto' });
    await paidLot('Monitor LG', buyer, { amount: 90_000, status: 'rejected', method: 'transfer' });
    const after = await financial();

    const delta = (path: (d: any) => number) => Math.round((path(after) - path(before)) * 100) / 100;
    expect(delta((d) => d.summary.approved.revenue)).toBe(12_500.5);
    expect(delta((d) => d.summary.approved.fees)).toBe(1_250.05);
    expect(delta((d) => d.summary.approved.gross)).toBe(13_750.55);
    expect(delta((d) => d.summary.approved.count)).toBe(2);
    expect(delta((d) => d.summary.pending.count)).toBe(1);
    expect(delta((d) => d.summary.pending.gross)).toBe(880);
    expect(delta((d) => d.summary.recent_30_days.gross)).toBe(11_000); // the 40-day-old one is out
    expect(delta((d) => d.summary.recent_30_days.revenue)).toBe(10_000);

    const method = (d: any, m: string) => d.payment_methods.find((x: { method: string }) => x.method === m) ?? { count: 0, gross: 0 };
    expect(method(after, 'pix').count - method(before, 'pix').count).toBe(1);
    expect(Math.round((method(after, 'card').gross - method(before, 'card').gross) * 100)).toBe(275_055);
    expect(method(after, 'boleto').count - method(before, 'boleto').count).toBe(0); // pending is not revenue
    expect(method(after, 'transfer').count - method(before, 'transfer').count).toBe(0); // nor is rejected

    // Six months, oldest first, ending with the current São Paulo month, empty months as zeros.
    const months = after.monthly_data.map((m: { month: string }) => m.month);
    expect(months).toHaveLength(6);
    const saoPauloMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' })
      .format(new Date(now))
      .slice(0, 7);
    expect(months[5]).toBe(saoPauloMonth);
    expect([...months].sort()).toEqual(months);
    const monthDelta = (i: number) => Math.round((after.monthly_data[i].gross - before.monthly_data[i].gross) * 100);
    expect(monthDelta(5)).toBe(1_100_000);
    const olderMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' })
      .format(new Date(now - 40 * DAY))
      .slice(0, 7);
    expect(monthDelta(months.indexOf(olderMonth))).toBe(275_055);
    expect(after.monthly_data[0]).toEqual(
      expect.objectContaining({ gross: expect.any(Number), revenue: expect.any(Number), fees: expect.any(Number) }),
    );
  });

  it('ranks the ten auctions with the largest gross, largest first', async () => {
    const buyer = await insertUser();
    const lots = [];
    for (let i = 1; i <= 11; i++) lots.push(await paidLot(`Lote top ${i}`, buyer, { amount: 900_000_000 + i * 1_000, status: 'approved' }));
    const { top_auctions: top } = await financial();
    expect(top).toHaveLength(10);
    expect(top.map((t: { id: number }) => t.id)).toEqual(
      lots
        .slice(1)
        .reverse()
        .map((l) => l.id),
    ); // the smallest is left out
    expect(top[0]).toEqual({ id: lots[10]!.id, title: 'Lote top 11', revenue: 9_000_110, fees: 900_011, gross: 9_900_121 });
  });
});
