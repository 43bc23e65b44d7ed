/**
 * One account cannot lead the whole catalogue (decision record 0038), in the Workers runtime: the limite de lances
 * across lots (API and socket bids, maxima), counted in the member's own inbox object; a maximum far above the
 * price asked twice; a suspension cancelling the member's maxima on every running lot while their bids stay.
 * The run keeps the house's default limits: a new member leads at most 3 running lots and holds at most R$ 5.000
 * in maxima; k = 20.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { payments } from '~/server/db/schema';
import worker from '../../workers/app';
import { bidOn, call, DAY, db, eventually, insertBid, insertedMember, insertLot, lotSocket } from '../workers/fixtures';

vi.setConfig({ testTimeout: 90_000 });

type Account = Awaited<ReturnType<typeof insertedMember>>;

const LEADING_LOTS =
  'Limite de lances atingido: você já lidera o número máximo de leilões em andamento. Veja seu limite de lances em Meu Perfil.';
const MAXIMA_TOTAL =
  'Limite de lances atingido: a soma dos seus lances máximos passaria do seu limite. Veja seu limite de lances em Meu Perfil.';

const bid = (who: Account, lotId: number, amount: number) =>
  call(`/api/auctions/${lotId}/bid`, { method: 'POST', token: who.token, body: { amount } });
const setMax = (who: Account, lotId: number, maxAmount: number, extra: Record<string, unknown> = {}) =>
  call(`/api/auctions/${lotId}/auto-bid`, { method: 'PUT', token: who.token, body: { max_amount: maxAmount, ...extra } });
const readMax = (who: Account, lotId: number) => call(`/api/auctions/${lotId}/auto-bid`, { token: who.token });

const lotsAt = (n: number, startPriceCents = 10_000) => Promise.all(Array.from({ length: n }, () => insertLot({ startPriceCents })));

async function bidsOf(userId: number) {
  const { results } = await env.DB.prepare('SELECT lot_id, amount_cents, is_auto FROM bids WHERE user_id = ? ORDER BY lot_id, seq')
    .bind(userId)
    .all<{ lot_id: number; amount_cents: number; is_auto: number }>();
  return results;
}

const maximaInD1 = async (userId: number) =>
  (await env.DB.prepare('SELECT lot_id FROM auto_bids WHERE user_id = ?').bind(userId).all<{ lot_id: number }>()).results;

/** A lot the member won and paid for: the higher limits. */
async function paidFor(member: Account) {
  const lot = await insertLot({ status: 'closed', winnerUserId: member.id, endsAt: Date.now() - DAY });
  await insertBid(lot.id, member.id, 1, 101_000);
  await db
    .insert(payments)
    .values({ lotId: lot.id, userId: member.id, amountCents: 101_000, feeCents: 10_100, totalCents: 111_100, status: 'approved' });
}

async function runCron() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe('limite de lances: running lots led at once', () => {
  it('refuses a new member’s bid that would make them lead a 4th running lot: 403 with the limit’s message, nothing recorded', async () => {
    const member = await insertedMember();
    const lots = await lotsAt(4);
    for (const lot of lots.slice(0, 3)) expect((await bid(member, lot.id, 110)).status).toBe(201);
    const refused = await bid(member, lots[3]!.id, 110);
    expect(refused).toMatchObject({ status: 403, json: { error: LEADING_LOTS, reason: 'leading_lots' } });
    expect((await bidsOf(member.id)).map((b) => b.lot_id)).toEqual(lots.slice(0, 3).map((l) => l.id));
  });

  it('counts bids sent at once on many lots against each other: of 6 parallel first bids, exactly 3 are accepted', async () => {
    const member = await insertedMember();
    const lots = await lotsAt(6);
    const answers = await Promise.all(lots.map((lot) => bid(member, lot.id, 110)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 403).map((a) => a.json.reason)).toEqual(['leading_lots', 'leading_lots', 'leading_lots']);
    expect(await bidsOf(member.id)).toHaveLength(3);
  });

  it('frees a place when the member is outbid, and refuses a socket bid past the limit as the API does', async () => {
    const [member, rival] = await Promise.all([insertedMember(), insertedMember()]);
    const lots = await lotsAt(4);
    for (const lot of lots.slice(0, 3)) expect((await bid(member, lot.id, 110)).status).toBe(201);
    const socket = await lotSocket(lots[3]!.id, member.cookie);
    expect(await bidOn(socket, 110)).toMatchObject({ status: 403, body: { error: LEADING_LOTS } });
    expect((await bid(rival, lots[0]!.id, 200)).status).toBe(201);
    expect(await bidOn(socket, 110)).toMatchObject({ status: 201 });
    socket.close();
  });

  it('raises the limits once the member has paid for a lot: a 4th running lot refused before is accepted after', async () => {
    const member = await insertedMember();
    const lots = await lotsAt(4);
    for (const lot of lots.slice(0, 3)) expect((await bid(member, lot.id, 110)).status).toBe(201);
    expect((await bid(member, lots[3]!.id, 110)).status).toBe(403);
    await paidFor(member);
    expect((await bid(member, lots[3]!.id, 110)).status).toBe(201);
  });
});

describe('limite de lances: the sum of the maxima', () => {
  it('refuses a new member’s maximum that takes their maxima past R$ 5.000: 403 with the limit’s message, nothing set', async () => {
    const [member, rival] = await Promise.all([insertedMember(), insertedMember()]);
    const [first, second] = await lotsAt(2, 20_000);
    expect((await setMax(member, first!.id, 3_000)).status).toBe(200);
    const refused = await setMax(member, second!.id, 2_500);
    expect(refused).toMatchObject({ status: 403, json: { error: MAXIMA_TOTAL, reason: 'maxima_total' } });
    expect((await readMax(member, second!.id)).json).toEqual({ data: { auto_bid: null } });
    expect((await setMax(member, second!.id, 2_000)).status).toBe(200);
    // A maximum another member has passed can no longer answer: it no longer counts.
    expect((await setMax(rival, first!.id, 3_500)).json.data.auction).toMatchObject({ top_bid_user_id: rival.id });
    expect((await setMax(member, second!.id, 3_900)).status).toBe(200);
  });
});

describe('a maximum far above the price', () => {
  it('is refused 400 without confirm_high_maximum above 20 × the current price, and saved with it', async () => {
    const member = await insertedMember();
    const [lot] = await lotsAt(1);
    const refused = await setMax(member, lot!.id, 2_001);
    expect(refused).toMatchObject({
      status: 400,
      json: {
        reason: 'high_maximum',
        error: 'O lance máximo de R$ 2.001,00 é mais de 20 vezes o preço atual (R$ 100,00). Confirme o valor para salvá-lo.',
      },
    });
    expect((await readMax(member, lot!.id)).json).toEqual({ data: { auto_bid: null } });
    expect((await setMax(member, lot!.id, 2_000)).status).toBe(200);
    expect((await setMax(member, lot!.id, 2_001, { confirm_high_maximum: true })).status).toBe(200);
    expect((await readMax(member, lot!.id)).json.data.auto_bid).toMatchObject({ max_amount: 2_001 });
  });
});

describe('a suspension cancels the member’s maxima', () => {
  it('a member suspended by a second rejected payment keeps their bids but their maxima stop answering on every running lot', async () => {
    const [member, rival, admin] = await Promise.all([insertedMember(), insertedMember(), insertedMember({ admin: true })]);
    const [first, second] = await lotsAt(2);
    expect((await setMax(member, first!.id, 500)).status).toBe(200);
    expect((await setMax(member, second!.id, 400)).status).toBe(200);
    expect((await bid(rival, first!.id, 200)).json.data.auction).toMatchObject({ current_price: 210, top_bid_user_id: member.id });

    for (let i = 0; i < 2; i += 1) {
      const won = await insertLot({ status: 'closed', winnerUserId: member.id, endsAt: Date.now() - 4 * DAY });
      const [payment] = await db
        .insert(payments)
        .values({ lotId: won.id, userId: member.id, amountCents: 101_000, feeCents: 10_100, totalCents: 111_100, status: 'pending' })
        .returning();
      const rejected = await call(`/api/admin/payments/${payment!.id}/status`, {
        method: 'POST',
        token: admin.token,
        body: { status: 'rejected' },
      });
      expect(rejected.status).toBe(200);
    }

    expect(await maximaInD1(member.id)).toEqual([]);
    expect((await readMax(member, first!.id)).json).toEqual({ data: { auto_bid: null } });
    expect((await readMax(member, second!.id)).json).toEqual({ data: { auto_bid: null } });
    // The bids already placed stay; the next bid above them leads, with no automatic answer.
    const after = await bid(rival, first!.id, 220);
    expect(after.json.data.auction).toMatchObject({ current_price: 220, top_bid_user_id: rival.id });
    expect((await bid(rival, second!.id, 120)).json.data.auction).toMatchObject({ current_price: 120, top_bid_user_id: rival.id });
    const kept = await eventually(
      () => bidsOf(member.id),
      (rows) => rows.length === 3,
    );
    expect(kept.map((b) => [b.lot_id, b.amount_cents])).toEqual([
      [first!.id, 11_000],
      [first!.id, 21_000],
      [second!.id, 11_000],
    ]);
  });

  it('the cron cancels the maxima of a member it finds suspended', async () => {
    const [member, rival] = await Promise.all([insertedMember(), insertedMember()]);
    const [lot] = await lotsAt(1);
    expect((await setMax(member, lot!.id, 500)).status).toBe(200);
    await env.DB.prepare('UPDATE users SET bidding_suspended_at = ? WHERE id = ?').bind(new Date().toISOString(), member.id).run();
    await runCron();
    expect(await maximaInD1(member.id)).toEqual([]);
    expect((await bid(rival, lot!.id, 120)).json.data.auction).toMatchObject({ current_price: 120, top_bid_user_id: rival.id });
  });
});

describe('the administrators’ live dashboard', () => {
  const runningLots = async () =>
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM lots WHERE status = 'active' AND (starts_at IS NULL OR starts_at <= ?)")
      .bind(new Date().toISOString())
      .first<{ n: number }>())!.n;
  const flagged = async (admin: Account) =>
    (await call('/api/admin/dashboard/metrics/reset', { method: 'POST', token: admin.token, body: {} })).json.data.unusual_leaders as {
      user_id: number;
      lots: number;
      running: number;
    }[];

  it('flags a member who leads an unusual share of the running lots (25 % or more, and 5 lots or more), and no one below it', async () => {
    const [admin, leader, modest] = await Promise.all([insertedMember({ admin: true }), insertedMember(), insertedMember()]);
    const running = await runningLots();
    const n = Math.max(5, Math.ceil((running + 4) / 3) + 1); // at least a quarter of the running lots, with the 4 below
    const lead = (userId: number, count: number) =>
      Promise.all(Array.from({ length: count }, () => insertLot({ topBidUserId: userId, bidCount: 1, currentPriceCents: 101_000 })));
    await lead(leader.id, n);
    await lead(modest.id, 4);
    const flags = await flagged(admin);
    expect(flags).toContainEqual({ user_id: leader.id, user_name: expect.any(String), lots: n, running: running + n + 4 });
    expect(flags.map((f) => f.user_id)).not.toContain(modest.id);
  });
});
