/**
 * The live lot inside the Workers runtime: the real Worker, the real LotRoom and UserInbox objects, real D1.
 * Bid rules through the API, concurrency, idempotency, the closing alarm, eviction and D1 failures.
 */
import { abortAllDurableObjects, env, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { armDueLots } from '../../workers/due-lots';
import type { LotRoom } from '../../workers/durable/lot-room/lot-room';
import { call, eventually, failNext, insertBid, insertLot, insertUser, signedInUser, sleep } from './fixtures';
import { lotRoomStub as room } from './objects';

// Signing in costs a real scrypt per bidder, and the storms are real: generous limits.
vi.setConfig({ testTimeout: 90_000 });

type Bidder = Awaited<ReturnType<typeof signedInUser>>;

function bid(lotId: number, who: Bidder, amount: unknown, key?: string) {
  return call(`/api/auctions/${lotId}/bid`, {
    method: 'POST',
    token: who.token,
    body: { amount },
    headers: key ? { 'Idempotency-Key': key } : {},
  });
}

async function d1Bids(lotId: number) {
  const { results } = await env.DB.prepare('SELECT seq, user_id, amount_cents FROM bids WHERE lot_id = ? ORDER BY seq')
    .bind(lotId)
    .all<{ seq: number; user_id: number; amount_cents: number }>();
  return results;
}

async function d1Lot(lotId: number) {
  return (await env.DB.prepare('SELECT * FROM lots WHERE id = ?').bind(lotId).first<Record<string, unknown>>())!;
}

async function bidders(n: number): Promise<Bidder[]> {
  const out: Bidder[] = [];
  for (let i = 0; i < n; i++) out.push(await signedInUser({ approved: true, name: `Licitante ${i + 1}` }));
  return out;
}

/** Invariants of a bid log: strictly increasing by at least R$ 10, never the same bidder twice in a row. */
function expectValidLog(log: { user_id: number; amount_cents: number }[], startCents: number) {
  let previous = startCents;
  let previousUser = -1;
  for (const b of log) {
    expect(b.amount_cents - previous).toBeGreaterThanOrEqual(1000);
    expect(b.user_id).not.toBe(previousUser);
    previous = b.amount_cents;
    previousUser = b.user_id;
  }
}

describe('bid rules through POST /api/auctions/{id}/bid', () => {
  it('answers each refusal with the spec message and status, and changes nothing', async () => {
    const [ana, beto] = await bidders(2);
    const pending = await signedInUser({ approved: false });
    const lot = await insertLot({ startPriceCents: 100_000 });

    expect((await call(`/api/auctions/${lot.id}/bid`, { method: 'POST', body: { amount: 1010 } })).status).toBe(401);
    const unapproved = await bid(lot.id, pending, 1010);
    expect(unapproved.status).toBe(403);
    expect(unapproved.json.error).toContain('aprovada pelo administrador');

    expect(await bid(lot.id, ana!, '')).toMatchObject({ status: 422, json: { error: 'Valor do lance é obrigatório' } });
    for (const amount of ['abc', -5, 0, '10,999', 'Infinity', 1e300, {}]) {
      expect(await bid(lot.id, ana!, amount)).toMatchObject({ status: 422, json: { error: 'Valor do lance inválido' } });
    }
    expect(await bid(lot.id, ana!, '1.009,99')).toMatchObject({ status: 422, json: { error: 'Lance deve ser pelo menos R$ 1.010,00' } });
    expect(await bid(lot.id, ana!, 1010, 'x y')).toMatchObject({ status: 400, json: { error: 'Cabeçalho Idempotency-Key inválido.' } });
    expect((await d1Bids(lot.id)).length).toBe(0);

    const ok = await bid(lot.id, ana!, '1.010,00');
    expect(ok.status).toBe(201);
    expect(ok.json.message).toBe('Lance realizado com sucesso!');
    expect(ok.json.data.auction).toMatchObject({ current_price: 1010, top_bid_user_id: ana!.id, bid_count: 1 });

    expect(await bid(lot.id, ana!, 2000)).toMatchObject({ status: 409, json: { error: 'Você já é o maior lance atual' } });
    expect(await bid(lot.id, beto!, 1019.99)).toMatchObject({ status: 422, json: { error: 'Lance deve ser pelo menos R$ 1.020,00' } });
    expect((await bid(lot.id, beto!, 1020.5)).status).toBe(201);

    const log = await eventually(
      () => d1Bids(lot.id),
      (l) => l.length === 2,
    );
    expect(log.map((b) => b.amount_cents)).toEqual([101_000, 102_050]);
    expect(await d1Lot(lot.id)).toMatchObject({ current_price_cents: 102_050, top_bid_user_id: beto!.id, bid_count: 2 });
  });

  it('refuses lots that are closed, pending, not started, or unknown', async () => {
    const [ana] = await bidders(1);
    const closed = await insertLot({ status: 'closed' });
    const pending = await insertLot({ status: 'pending' });
    const later = await insertLot({ startsAt: Date.now() + 3_600_000 });
    for (const lot of [closed, pending, later]) {
      expect(await bid(lot.id, ana!, 5000)).toMatchObject({ status: 409, json: { error: 'Leilão não está ativo' } });
    }
    expect(await bid(999_999, ana!, 5000)).toMatchObject({ status: 404, json: { error: 'Lote não encontrado.' } });
  });

  it('a bid after ends_at is refused even when the closing alarm has not run yet', async () => {
    const [ana] = await bidders(1);
    // Without prorrogação: the bid in the last seconds leaves the end where it is.
    const lot = await insertLot({ endsAt: Date.now() + 1_500, extensionMinutes: 0 });
    expect((await bid(lot.id, ana!, 1010)).status).toBe(201);
    // The room's alarm first sends the 'auction_ending' notice (the end is near), then stands at ends_at: remove it.
    await sleep(300);
    await runInDurableObject(room(lot.id), async (_instance: LotRoom, state) => {
      await state.storage.deleteAlarm();
      expect(await state.storage.getAlarm()).toBeNull();
    });
    await sleep(1_300);
    const late = await bid(lot.id, ana!, 5000);
    expect(late).toMatchObject({ status: 409, json: { error: 'Leilão não está ativo', reason: 'ended' } });
    expect((await d1Bids(lot.id)).length).toBe(1);
  });

  it('continues a log that started in D1 (lots made before their room existed)', async () => {
    const [ana, beto] = await bidders(2);
    const lot = await insertLot({ startPriceCents: 50_000, currentPriceCents: 52_000, topBidUserId: ana!.id, bidCount: 2 });
    await insertBid(lot.id, beto!.id, 1, 51_000);
    await insertBid(lot.id, ana!.id, 2, 52_000);
    expect(await bid(lot.id, ana!, 600)).toMatchObject({ status: 409, json: { error: 'Você já é o maior lance atual' } });
    expect((await bid(lot.id, beto!, 530)).status).toBe(201);
    const log = await eventually(
      () => d1Bids(lot.id),
      (l) => l.length === 3,
    );
    expect(log.map((b) => [b.seq, b.amount_cents])).toEqual([
      [1, 51_000],
      [2, 52_000],
      [3, 53_000],
    ]);
  });
});

describe('concurrency', () => {
  it('40 identical concurrent bids: exactly one accepted', async () => {
    const crowd = await bidders(8);
    const lot = await insertLot({ startPriceCents: 100_000 });
    // 8 bidders × 5 requests each, all for R$ 1.010,00, all at once
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => bid(lot.id, crowd[i % 8]!, 1010)));
    const accepted = results.filter((r) => r.status === 201);
    expect(accepted.length).toBe(1);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status === 422 || r.status === 409).toBe(true);
      expect(['too_low', 'top_bidder']).toContain(r.json.reason);
    }
    expect(
      (
        await eventually(
          () => d1Bids(lot.id),
          (l) => l.length === 1,
        )
      ).length,
    ).toBe(1);
  });

  it('the same Idempotency-Key 40 times at once: one bid, the same answer each time', async () => {
    const [ana] = await bidders(1);
    const lot = await insertLot({ startPriceCents: 100_000 });
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 40 }, () => bid(lot.id, ana!, 1010, key)));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.json.data.bid.seq))).toEqual(new Set([1]));
    expect(results.filter((r) => r.headers.get('Idempotent-Replayed') === 'true').length).toBe(39);
    // A retry later, even with another amount, is still the same decision.
    const retry = await bid(lot.id, ana!, 5000, key);
    expect(retry.json.data.bid).toMatchObject({ seq: 1, amount: 1010 });
    await sleep(200);
    expect((await d1Bids(lot.id)).length).toBe(1);
  });

  it('20 bidders × 10 bids: the log is valid and matches every acknowledgement', async () => {
    const crowd = await bidders(20);
    const lot = await insertLot({ startPriceCents: 100_000 });
    const acknowledged: { user: number; amount: number; seq: number }[] = [];
    const refusals: Record<string, number> = {};
    await Promise.all(
      crowd.map(async (who) => {
        let view = 100_000;
        for (let i = 0; i < 10; i++) {
          const res = await bid(lot.id, who, (view + 1000) / 100);
          if (res.status === 201) {
            acknowledged.push({ user: who.id, amount: Math.round(res.json.data.bid.amount * 100), seq: res.json.data.bid.seq });
            view = Math.round(res.json.data.auction.current_price * 100);
          } else {
            refusals[res.json.reason] = (refusals[res.json.reason] ?? 0) + 1;
            if (res.json.auction) view = Math.round(res.json.auction.current_price * 100);
          }
        }
      }),
    );
    expect(
      Object.keys(refusals).filter((r) => !['too_low', 'top_bidder', 'too_fast'].includes(r)),
      JSON.stringify(refusals),
    ).toEqual([]);
    // Everyone bids at once from the same view: at least one bid per round is accepted.
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    const log = await eventually(
      () => d1Bids(lot.id),
      (l) => l.length === acknowledged.length,
    );
    expect(log.length).toBe(acknowledged.length);
    expectValidLog(log, 100_000);
    const bySeq = [...acknowledged].sort((a, b) => a.seq - b.seq);
    expect(log.map((b) => [b.seq, b.user_id, b.amount_cents])).toEqual(bySeq.map((a) => [a.seq, a.user, a.amount]));
    const row = await eventually(
      () => d1Lot(lot.id),
      (r) => r.bid_count === log.length,
    );
    expect(row).toMatchObject({
      current_price_cents: log.at(-1)!.amount_cents,
      top_bid_user_id: log.at(-1)!.user_id,
      bid_count: log.length,
    });
  });
});

describe('nothing lost', () => {
  it('an object restarted mid-storm keeps every acknowledged bid', async () => {
    const crowd = await bidders(6);
    const lot = await insertLot({ startPriceCents: 100_000 });
    const acknowledged = new Map<number, { user: number; amount: number }>();
    let failures = 0;
    // Restarts begun and finished so far; a request started before restart r began and answered after it
    // finished was in flight through it.
    let begun = 0;
    let finished = 0;
    const inFlightThrough = [0, 0];
    const storm = Promise.all(
      crowd.map(async (who) => {
        let view = 100_000;
        for (let i = 0; i < 12; i++) {
          const key = crypto.randomUUID();
          const amount = (view + 1000) / 100;
          // A failed request (object reset under it) is retried with the same key, as a client would.
          for (let attempt = 0; attempt < 5; attempt++) {
            const startedBefore = begun;
            const res = await bid(lot.id, who, amount, key).catch(() => null);
            for (let r = startedBefore; r < finished; r++) inFlightThrough[r]!++;
            if (!res || res.status >= 500) {
              failures++;
              await sleep(20);
              continue;
            }
            if (res.status === 201) {
              acknowledged.set(res.json.data.bid.seq, { user: who.id, amount: Math.round(amount * 100) });
              view = Math.round(res.json.data.auction.current_price * 100);
            } else if (res.json.auction) view = Math.round(res.json.auction.current_price * 100);
            break;
          }
        }
      }),
    );
    const restart = async () => {
      begun++;
      await abortAllDurableObjects();
      finished++;
    };
    // Each restart lands while the storm is on: bids have been acknowledged since the previous one.
    await eventually(
      () => acknowledged.size,
      (n) => n >= 2,
    );
    await restart();
    const afterFirst = acknowledged.size;
    await eventually(
      () => acknowledged.size,
      (n) => n >= afterFirst + 2,
      15_000,
    );
    await restart();
    await storm;
    // Both restarts hit requests in flight.
    expect(inFlightThrough[0]).toBeGreaterThan(0);
    expect(inFlightThrough[1]).toBeGreaterThan(0);
    expect(acknowledged.size).toBeGreaterThan(6);
    const snapshot = await room(lot.id).snapshot();
    expect(snapshot!.bid_count).toBe(acknowledged.size);
    const log = await eventually(
      () => d1Bids(lot.id),
      (l) => l.length === acknowledged.size,
      15_000,
    );
    expect(log.map((b) => [b.seq, b.user_id, b.amount_cents])).toEqual(
      [...acknowledged.entries()].sort((a, b) => a[0] - b[0]).map(([seq, a]) => [seq, a.user, a.amount]),
    );
    expectValidLog(log, 100_000);
    console.info(
      `restart storm: ${acknowledged.size} acknowledged, ${failures} failed requests retried, ${inFlightThrough.join(' and ')} in flight through the restarts`,
    );
  });

  it('D1 failing and then recovering: the mirror ends complete', async () => {
    const [ana, beto] = await bidders(2);
    const lot = await insertLot({ startPriceCents: 100_000 });
    expect((await bid(lot.id, ana!, 1010)).status).toBe(201); // hydrates the room
    await eventually(
      () => d1Bids(lot.id),
      (l) => l.length === 1,
    );
    // D1 refuses the room's next two mirror writes.
    const fault = await runInDurableObject(room(lot.id), (instance: LotRoom) =>
      failNext(instance.mirror, 'write', 2, 'injected D1 failure'),
    );
    expect((await bid(lot.id, beto!, 1020)).status).toBe(201);
    expect((await bid(lot.id, ana!, 1030)).status).toBe(201);
    await sleep(300);
    expect((await d1Bids(lot.id)).length).toBe(1); // D1 refused so far
    expect(fault.fired).toBeGreaterThan(0);
    const log = await eventually(
      () => d1Bids(lot.id),
      (l) => l.length === 3,
      15_000,
    );
    expect(log.map((b) => b.amount_cents)).toEqual([101_000, 102_000, 103_000]);
    expect(
      await eventually(
        () => d1Lot(lot.id),
        (r) => r.current_price_cents === 103_000,
      ),
    ).toMatchObject({ current_price_cents: 103_000, bid_count: 3 });
    expect(fault.fired).toBe(2);
  });
});

describe('closing', () => {
  it('the alarm closes the lot once even when it fails the first time: winner, payment, notices', async () => {
    const [ana, beto] = await bidders(2);
    const lot = await insertLot({ startPriceCents: 100_000, endsAt: Date.now() + 2_000, extensionMinutes: 0 });
    expect((await bid(lot.id, ana!, 1010)).status).toBe(201);
    expect((await bid(lot.id, beto!, 1100)).status).toBe(201);
    // The alarm's next run fails once (its drain throws; nothing else here asks the room for an immediate drain).
    const fault = await runInDurableObject(room(lot.id), (instance: LotRoom) =>
      failNext(instance.outbox, 'drainNow', 1, 'injected alarm failure'),
    );
    const closed = await eventually(
      () => d1Lot(lot.id),
      (r) => r.status === 'closed',
      20_000,
    );
    expect(closed).toMatchObject({ status: 'closed', winner_user_id: beto!.id, final_price_cents: 110_000 });
    // The fault fired: the close and the notices below came from the alarm's retry.
    expect(fault.fired).toBe(1);
    const payments = await eventually(
      async () => (await env.DB.prepare('SELECT * FROM payments WHERE lot_id = ?').bind(lot.id).all()).results,
      (p) => p.length > 0,
    );
    expect(payments).toMatchObject([
      { user_id: beto!.id, amount_cents: 110_000, fee_cents: 11_000, total_cents: 121_000, status: 'pending' },
    ]);
    await eventually(
      async () =>
        (await env.DB.prepare('SELECT type FROM notifications WHERE auction_id = ?').bind(lot.id).all<{ type: string }>()).results,
      (n) => n.some((x) => x.type === 'auction_won') && n.some((x) => x.type === 'auction_lost'),
    );
    await sleep(300);
    // One winner, one loser, one outbid; the end was near from the start, so whoever had bid when the
    // 'auction_ending' notice went out got it, once.
    const stored = (
      await env.DB.prepare('SELECT user_id, type FROM notifications WHERE auction_id = ?')
        .bind(lot.id)
        .all<{ user_id: number; type: string }>()
    ).results;
    const order = (a: { user_id: number; type: string }, b: { user_id: number; type: string }) =>
      a.type.localeCompare(b.type) || a.user_id - b.user_id;
    expect(stored.filter((n) => n.type !== 'auction_ending').sort(order)).toEqual(
      [
        { user_id: beto!.id, type: 'auction_won' },
        { user_id: ana!.id, type: 'auction_lost' },
        { user_id: ana!.id, type: 'bid_outbid' },
      ].sort(order),
    );
    const ending = stored.filter((n) => n.type === 'auction_ending').map((n) => n.user_id);
    expect(ending).toContain(ana!.id);
    expect(new Set(ending).size).toBe(ending.length);
    expect(await bid(lot.id, ana!, 5000)).toMatchObject({ status: 409, json: { reason: 'not_active' } });
    const winner = await call(`/api/auctions/${lot.id}/winner`, { token: ana!.token });
    expect(winner.json.data).toEqual({ status: 'closed', amount: 1100, winner: { user_id: beto!.id } });
  });

  it('a lot without bids closes without a winner or payment; the sweep arms lots the rooms never saw', async () => {
    const lot = await insertLot({ endsAt: Date.now() - 1_000 });
    const someone = await insertUser();
    expect(someone.id).toBeGreaterThan(0);
    expect(await armDueLots(env)).toBeGreaterThan(0);
    const row = await eventually(
      () => d1Lot(lot.id),
      (r) => r.status === 'closed',
    );
    expect(row).toMatchObject({ status: 'closed', winner_user_id: null, final_price_cents: null });
    expect((await env.DB.prepare('SELECT count(*) AS n FROM payments WHERE lot_id = ?').bind(lot.id).first<{ n: number }>())!.n).toBe(0);
  });
});

describe('live socket', () => {
  async function openSocket(lotId: number, cookie?: string) {
    const res = await SELF.fetch(`http://arremate.test/api/auctions/${lotId}/live`, {
      headers: { Upgrade: 'websocket', ...(cookie ? { Cookie: cookie, Origin: 'http://arremate.test' } : {}) },
    });
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    const messages: any[] = [];
    ws.addEventListener('message', (e) => messages.push(JSON.parse(e.data as string)));
    ws.accept();
    return { ws, messages };
  }

  it('visitors get timing only; members get prices and each bid with server time and sequence', async () => {
    const [ana] = await bidders(1);
    const lot = await insertLot({ startPriceCents: 100_000 });
    const visitor = await openSocket(lot.id);
    const member = await openSocket(lot.id, ana!.cookie);
    // A cookie from another origin is not honoured: that socket is anonymous.
    const forged = await SELF.fetch(`http://arremate.test/api/auctions/${lot.id}/live`, {
      headers: { Upgrade: 'websocket', Cookie: ana!.cookie, Origin: 'https://evil.example' },
    });
    const forgedMessages: any[] = [];
    forged.webSocket!.addEventListener('message', (e) => forgedMessages.push(JSON.parse(e.data as string)));
    forged.webSocket!.accept();

    await eventually(
      () => visitor.messages.length + member.messages.length + forgedMessages.length,
      (n) => n >= 3,
    );
    expect(visitor.messages[0]).toMatchObject({ type: 'auction_update', data: { id: lot.id, status: 'active' } });
    expect(member.messages[0]).toMatchObject({ type: 'auction_update', data: { current_price: 1000 } });
    const before = Date.now();
    expect((await bid(lot.id, ana!, 1010)).status).toBe(201);
    await eventually(
      () => visitor.messages.filter((m) => m.type === 'auction_update').length,
      (n) => n >= 2,
    );
    await eventually(
      () => member.messages.filter((m) => m.type === 'auction_update').length,
      (n) => n >= 2,
    );
    const update = member.messages.filter((m) => m.type === 'auction_update')[1];
    expect(update).toMatchObject({
      seq: member.messages[0].seq + 1,
      data: { current_price: 1010, top_bid_user_id: ana!.id, last_bid: { seq: 1, amount: 1010 } },
    });
    expect(update.server_time).toBeGreaterThanOrEqual(before - 5);
    for (const m of [...visitor.messages, ...forgedMessages]) {
      const text = JSON.stringify(m);
      for (const field of ['price', 'bid_user', 'amount', 'winner', 'last_bid', 'bid_count']) expect(text).not.toContain(field);
    }
    visitor.ws.close();
    member.ws.close();
    forged.webSocket!.close();
  });

  it('a plain GET of the socket path is refused', async () => {
    const lot = await insertLot();
    expect((await call(`/api/auctions/${lot.id}/live`)).status).toBe(426);
  });
});
