/**
 * Prorrogação and reserva in the Workers runtime: a late decision moves the end (and the alarm) and every
 * watcher sees it; no bid is taken after the final end and the lot closes once; a lot below its reserve
 * closes with no winner and no payment; a maximum that reaches the reserve takes the price to it.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { LotRoom } from '../../workers/durable/lot-room/lot-room';
import { call, eventually, insertedMember, insertLot, lotSocket, mailsTo, notices, sleep } from './fixtures';
import { lotRoomStub, userInboxStub } from './objects';

type Member = Awaited<ReturnType<typeof insertedMember>>;

vi.setConfig({ testTimeout: 120_000 });

const bid = (lotId: number, who: Member, amount: unknown) =>
  call(`/api/auctions/${lotId}/bid`, { method: 'POST', token: who.token, body: { amount } });
const setMax = (lotId: number, who: Member, maxAmount: number) =>
  call(`/api/auctions/${lotId}/auto-bid`, { method: 'PUT', token: who.token, body: { max_amount: maxAmount } });
const d1Lot = async (lotId: number) => (await env.DB.prepare('SELECT * FROM lots WHERE id = ?').bind(lotId).first<Record<string, any>>())!;
const lastBidAt = async (lotId: number) =>
  Date.parse(
    (await env.DB.prepare('SELECT created_at FROM bids WHERE lot_id = ? ORDER BY seq DESC LIMIT 1')
      .bind(lotId)
      .first<{ created_at: string }>())!.created_at,
  );
const MINUTE = 60_000;

describe('prorrogação', () => {
  it('a bid in the last 3 minutes moves the end to 3 minutes after it, moves the alarm, and every watcher sees the new end and the original one at once', async () => {
    const [a, b, follower] = await Promise.all([insertedMember(), insertedMember(), insertedMember()]);
    const endsAt = Date.now() + MINUTE;
    const originalEnd = new Date(endsAt).toISOString();
    const lot = await insertLot({ startPriceCents: 10_000, endsAt });
    await env.DB.prepare('INSERT INTO favorites (user_id, lot_id) VALUES (?, ?)').bind(follower.id, lot.id).run();
    const visitor = await lotSocket(lot.id);
    const member = await lotSocket(lot.id, b.cookie);

    const first = await bid(lot.id, a, 110);
    expect(first.status).toBe(201);
    const decidedAt = await eventually(
      () => lastBidAt(lot.id),
      (t) => Number.isFinite(t),
    );
    const newEnd = new Date(decidedAt + 3 * MINUTE).toISOString();
    expect(first.json.data.auction).toMatchObject({
      ends_at: newEnd,
      end_time: newEnd,
      extended: true,
      original_ends_at: originalEnd,
      extension_minutes: 3,
    });
    for (const socket of [visitor, member]) {
      await socket.waitFor(
        (m) =>
          m.type === 'auction_update' && m.data.ends_at === newEnd && m.data.extended === true && m.data.original_ends_at === originalEnd,
        2_000,
      );
    }
    expect(
      await eventually(
        () => d1Lot(lot.id),
        (row) => row.ends_at === newEnd,
      ),
    ).toMatchObject({ extended: 1, original_ends_at: originalEnd });
    // The ending notice goes out for the new end, then the alarm stands at it.
    await eventually(
      () => runInDurableObject(lotRoomStub(lot.id), (_room: LotRoom, state) => state.storage.getAlarm()),
      (alarm) => alarm === Date.parse(newEnd),
    );

    // A second late bid moves it again; still one 'Leilão prorrogado' notice per bidder and follower.
    expect((await bid(lot.id, b, 120)).status).toBe(201);
    const secondEnd = new Date((await lastBidAt(lot.id)) + 3 * MINUTE).toISOString();
    // The original end stays the one before the first extension.
    await visitor.waitFor(
      (m) => m.type === 'auction_update' && m.data.ends_at === secondEnd && m.data.original_ends_at === originalEnd,
      2_000,
    );
    expect((await call(`/api/auctions/${lot.id}`, { token: a.token })).json.data).toMatchObject({
      ends_at: secondEnd,
      original_ends_at: originalEnd,
    });
    for (const who of [a, follower])
      await eventually(
        () => notices(who.id, 'auction_extended', lot.id),
        (n) => n === 1,
      );
    await sleep(300);
    expect([await notices(a.id, 'auction_extended', lot.id), await notices(follower.id, 'auction_extended', lot.id)]).toEqual([1, 1]);
    const title = await env.DB.prepare("SELECT title FROM notifications WHERE user_id = ? AND type = 'auction_extended'")
      .bind(follower.id)
      .first();
    expect(title).toEqual({ title: 'Leilão prorrogado' });

    // The leader raising their own maximum changes no price and no end.
    const raised = await setMax(lot.id, b, 900);
    expect(raised.json.data.auction).toMatchObject({ current_price: 120, ends_at: secondEnd });
    visitor.close();
    member.close();
  });

  it('a lot without prorrogação (0 minutes) keeps its end whatever comes late', async () => {
    const [a] = await Promise.all([insertedMember()]);
    const endsAt = new Date(Date.now() + MINUTE).toISOString();
    const lot = await insertLot({ startPriceCents: 10_000, endsAt: Date.parse(endsAt), extensionMinutes: 0 });
    expect((await bid(lot.id, a, 110)).json.data.auction).toMatchObject({
      ends_at: endsAt,
      extended: false,
      original_ends_at: null,
      extension_minutes: 0,
    });
  });

  it('bids in the final seconds extend; none is accepted after the final end, and the alarm closes the lot once at it', async () => {
    const crowd = await Promise.all(Array.from({ length: 8 }, () => insertedMember()));
    const lot = await insertLot({ startPriceCents: 10_000, endsAt: Date.now() + 3_000, extensionMinutes: 1 });
    const watcher = await lotSocket(lot.id, crowd[0]!.cookie);
    // Everyone bids for two seconds, starting in the lot's last three.
    const until = Date.now() + 2_000;
    await Promise.all(
      crowd.map(async (who) => {
        while (Date.now() < until) {
          const shown = (await call(`/api/auctions/${lot.id}`, { token: who.token })).json.data;
          await bid(lot.id, who, shown.current_price + 10);
        }
      }),
    );
    // A member's read waits for D1 to hold everything the room decided (read-your-writes).
    const settled = (await call(`/api/auctions/${lot.id}`, { token: crowd[0]!.token })).json.data;
    const finalEnd = (await lastBidAt(lot.id)) + MINUTE;
    expect(settled.ends_at).toBe(new Date(finalEnd).toISOString());
    const row = await d1Lot(lot.id);
    expect(row.ends_at).toBe(settled.ends_at);
    expect(row.extended).toBe(1);
    expect(row.bid_count).toBeGreaterThanOrEqual(4);
    // The watcher saw the final end.
    await watcher.waitFor((m) => m.type === 'auction_update' && m.data.ends_at === row.ends_at, 2_000);

    await sleep(Math.max(0, finalEnd - Date.now()) + 50);
    const late = await bid(lot.id, crowd[1]!, 99_999);
    expect(late).toMatchObject({ status: 409, json: { error: 'Leilão não está ativo' } });
    const closed = await eventually(
      () => d1Lot(lot.id),
      (r) => r.status === 'closed',
      15_000,
    );
    expect(Date.parse(closed.closed_at)).toBeGreaterThanOrEqual(finalEnd);
    expect(closed).toMatchObject({ outcome: 'sold', ends_at: new Date(finalEnd).toISOString(), bid_count: row.bid_count });
    const payments = await env.DB.prepare('SELECT user_id FROM payments WHERE lot_id = ?').bind(lot.id).all();
    expect(payments.results).toEqual([{ user_id: closed.top_bid_user_id }]);
    await eventually(
      () => notices(closed.top_bid_user_id, 'auction_won', lot.id),
      (n) => n === 1,
    );
    watcher.close();
  });
});

describe('soft close cannot flood or stall', () => {
  const runAlarm = (lotId: number) => runDurableObjectAlarm(lotRoomStub(lotId));
  const endsAtOf = async (lotId: number) => (await call(`/api/auctions/${lotId}`, { token: (await insertedMember()).token })).json.data;

  it("'Leilão terminando' reaches each member once per lot however often late bids extend it; its e-mail once too", async () => {
    const [a, b, follower] = await Promise.all([insertedMember(), insertedMember(), insertedMember()]);
    const lot = await insertLot({ startPriceCents: 10_000, endsAt: Date.now() + MINUTE, extensionMinutes: 3 });
    // b follows the lot before bidding: everyone is in the notice's audience from the start.
    for (const who of [follower, b])
      await env.DB.prepare('INSERT INTO favorites (user_id, lot_id) VALUES (?, ?)').bind(who.id, lot.id).run();
    expect((await bid(lot.id, a, 110)).status).toBe(201);
    await eventually(
      () => notices(follower.id, 'auction_ending', lot.id),
      (n) => n === 1,
    );
    // Late bids, each changing the leader, each moving the end; the alarm runs after each.
    let amount = 120;
    for (const who of [b, a, b, a]) {
      const before = (await endsAtOf(lot.id)).ends_at;
      expect((await bid(lot.id, who, amount)).status).toBe(201);
      amount += 10;
      await sleep(5);
      await runAlarm(lot.id);
      expect((await endsAtOf(lot.id)).ends_at).not.toBe(before);
    }
    await runAlarm(lot.id);
    await sleep(300);
    for (const who of [a, b, follower]) {
      expect(await notices(who.id, 'auction_ending', lot.id)).toBe(1);
      expect(await notices(who.id, 'auction_extended', lot.id)).toBe(1);
      const mails = (await mailsTo(who.email)).map((m) => m.kind);
      expect(mails.filter((k) => k === 'notification:auction_ending')).toHaveLength(1);
      expect(mails.filter((k) => k === 'notification:auction_extended')).toHaveLength(1);
    }
  });

  it("the inbox e-mails soft close's notices at most once per lot in 15 minutes, like outbid (the bell gets each)", async () => {
    const member = await insertedMember();
    const lot = await insertLot({ endsAt: Date.now() + MINUTE });
    const endsAt = new Date(Date.now() + 4 * MINUTE).toISOString();
    const inbox = userInboxStub(member.id);
    for (const type of ['auction_extended', 'auction_ending'] as const)
      for (const key of ['first', 'second'])
        await inbox.deliverMany([{ userId: member.id, type, lotId: lot.id, amountCents: null, key: `${type}:${lot.id}:${key}`, endsAt }]);
    expect(await notices(member.id, 'auction_extended', lot.id)).toBe(2);
    const mails = (await mailsTo(member.email)).map((m) => m.kind);
    expect(mails.filter((k) => k === 'notification:auction_extended')).toHaveLength(1);
    expect(mails.filter((k) => k === 'notification:auction_ending')).toHaveLength(1);
  });

  it("extensions stop once the lot's total extension reaches the house's cap (60 min): later bids no longer move the end", async () => {
    const [a, b] = await Promise.all([insertedMember(), insertedMember()]);
    // A lot extended again and again: 59 minutes past its original end, one minute left.
    const originalEnd = Date.now() - 58 * MINUTE;
    const lot = await insertLot({ startPriceCents: 10_000, endsAt: Date.now() + MINUTE, extensionMinutes: 3 });
    await env.DB.prepare('UPDATE lots SET extended = 1, original_ends_at = ? WHERE id = ?')
      .bind(new Date(originalEnd).toISOString(), lot.id)
      .run();
    const cap = new Date(originalEnd + 60 * MINUTE).toISOString();
    // This bid would move the end 3 minutes past it: the end stops at the cap.
    expect((await bid(lot.id, a, 110)).json.data.auction).toMatchObject({ ends_at: cap, extended: true });
    await sleep(5);
    // From then on bids no longer extend.
    for (const [who, amount] of [
      [b, 120],
      [a, 130],
    ] as const) {
      expect((await bid(lot.id, who, amount)).json.data.auction).toMatchObject({ ends_at: cap, top_bid_user_id: who.id });
      await sleep(5);
    }
  });

  it("only a change of leader extends: a challenger's bid answered by the leader's maximum raises the price, not the end", async () => {
    const [leader, challenger] = await Promise.all([insertedMember(), insertedMember()]);
    const lot = await insertLot({ startPriceCents: 10_000, endsAt: Date.now() + 4 * MINUTE, extensionMinutes: 5 });
    const first = (await setMax(lot.id, leader, 500)).json.data.auction;
    expect(first).toMatchObject({ top_bid_user_id: leader.id, extended: true });
    await sleep(20);
    const answered = (await bid(lot.id, challenger, 200)).json.data.auction;
    expect(answered).toMatchObject({ top_bid_user_id: leader.id, current_price: 210, ends_at: first.ends_at });
    await sleep(20);
    // A bid that takes the lead does extend.
    const passed = (await bid(lot.id, challenger, 600)).json.data.auction;
    expect(passed.top_bid_user_id).toBe(challenger.id);
    expect(Date.parse(passed.ends_at)).toBeGreaterThan(Date.parse(first.ends_at));
  });
});

describe('reserva', () => {
  it('a lot closed below its reserve has no winner, no payment and no checkout; members only ever see whether it is met', async () => {
    const [a, admin] = await Promise.all([insertedMember(), insertedMember({ admin: true })]);
    const lot = await insertLot({ startPriceCents: 100_000, reservePriceCents: 200_000, endsAt: Date.now() + 2_500, extensionMinutes: 0 });
    const placed = await bid(lot.id, a, 1010);
    expect(placed.json.data.auction).toMatchObject({ reserve_met: false });
    const seen = await call(`/api/auctions/${lot.id}`, { token: a.token });
    expect(seen.json.data).toMatchObject({ reserve_met: false });
    expect(JSON.stringify(seen.json)).not.toMatch(/reserve_price|2000/);
    expect((await call(`/api/auctions/${lot.id}`, { token: admin.token })).json.data).toMatchObject({
      reserve_price: 2000,
      reserve_met: false,
    });

    const closed = await eventually(
      () => d1Lot(lot.id),
      (r) => r.status === 'closed',
      15_000,
    );
    expect(closed).toMatchObject({ outcome: 'reserve_not_met', winner_user_id: null, final_price_cents: null });
    await sleep(200);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM payments WHERE lot_id = ?').bind(lot.id).first())!.n).toBe(0);
    const message = 'Reserva não atingida: o lote não foi arrematado.';
    expect(await call(`/api/auctions/${lot.id}/payment-status`, { token: a.token })).toMatchObject({
      status: 409,
      json: { error: message },
    });
    expect(
      await call(`/api/auctions/${lot.id}/request-withdrawal`, { method: 'POST', token: a.token, body: { method: 'pix' } }),
    ).toMatchObject({ status: 409, json: { error: message } });
    expect(await call(`/api/auctions/${lot.id}/pickup-info`, { token: a.token })).toMatchObject({ status: 409, json: { error: message } });
    expect((await call(`/api/auctions/${lot.id}`, { token: a.token })).json.data).toMatchObject({
      outcome: 'reserve_not_met',
      winner_user_id: null,
    });
    await eventually(
      () => notices(a.id, 'reserve_not_met', lot.id),
      (n) => n === 1,
    );
    expect(await notices(a.id, 'auction_won', lot.id)).toBe(0);
  });

  it('a maximum that reaches the reserve takes the price to it at once; one below it does not', async () => {
    const [a, b] = await Promise.all([insertedMember(), insertedMember()]);
    const lot = await insertLot({ startPriceCents: 100_000, reservePriceCents: 200_000 });
    expect((await setMax(lot.id, b, 1500)).json.data.auction).toMatchObject({ current_price: 1010, reserve_met: false });
    const reached = await setMax(lot.id, a, 2500);
    expect(reached.json.data.auction).toMatchObject({ current_price: 2000, top_bid_user_id: a.id, reserve_met: true });
    expect((await bid(lot.id, b, 2010)).json.data.auction).toMatchObject({ current_price: 2020, top_bid_user_id: a.id });
  });
});
