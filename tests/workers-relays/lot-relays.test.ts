/**
 * A hot lot past one room (decision record 0031), with the relays on: the room keeps its first socket and hands
 * every later one to one of two relays, chosen by the socket's address. The relays' sockets get every update in
 * order, their bids are decided by the room with the room's answers and limits, and a relay that lost its memory
 * loses no update.
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fnv1a } from '~/domain/lot-relays';
import { networkKey } from '~/domain/network-address';
import type { AuctionUpdateMessage, LotSocketMessage } from '~/schemas/live';
import { LIVE_CLOSE } from '~/schemas/live-close';
import { bidOn, call, insertLot, lotSocket, newKey, openTestSocket, signedInUser, sleep } from '../workers/fixtures';
import { lotRelayStub, lotRoomStub } from '../workers/objects';

const RELAYS = 2;
const ADDRESS = '198.51.100.7';
const relayOf = (address: string) => fnv1a(address) % RELAYS;
const from = (address: string) => ({ 'CF-Connecting-IP': address });
const updates = (messages: LotSocketMessage[]) => messages.filter((m): m is AuctionUpdateMessage => m.type === 'auction_update');
const price = (m: AuctionUpdateMessage) => ('current_price' in m.data ? m.data.current_price : null);

/** A lot with a watcher on the room (its first socket) and `members` on the relay of ADDRESS. */
async function hotLot(members = 1) {
  const lot = await insertLot({ startPriceCents: 100_000 });
  const host = await signedInUser({ approved: true });
  const onRoom = await lotSocket(lot.id, host.cookie, from('203.0.113.1'));
  const users = await Promise.all(Array.from({ length: members }, () => signedInUser({ approved: true })));
  const relayed = [];
  for (const user of users) relayed.push(await lotSocket(lot.id, user.cookie, from(ADDRESS)));
  return { lot, host, onRoom, users, relayed };
}

describe('a hot lot with relays', () => {
  it("keeps the room's first socket and hands the next to the relay of its address, which the room then publishes to", async () => {
    const { lot, onRoom, relayed } = await hotLot(2);
    expect(await runInDurableObject(lotRoomStub(lot.id), (room) => room.relays.list())).toEqual([relayOf(ADDRESS)]);
    // The room holds its own socket, and the relay both of the address (the room learns that count from its next update).
    expect((await lotRoomStub(lot.id).snapshot())!.viewers).toBe(1);
    expect(await lotRelayStub(lot.id, relayOf(ADDRESS)).publish((await roomRow(lot.id))!, [])).toBe(2);
    for (const s of [onRoom, ...relayed]) s.close();
  });

  it("tells the room's and the relay's sockets alike the lot's viewers, every socket of the lot counted", async () => {
    const { lot, onRoom, relayed } = await hotLot(2);
    // The room learns a relay's count from its answer to an update, so the second update carries it everywhere.
    expect((await bidOn(onRoom, 1010)).status).toBe(201);
    expect((await bidOn(relayed[0]!, 1020)).status).toBe(201);
    for (const s of [onRoom, ...relayed]) {
      const last = (await s.waitFor((m) => m.type === 'auction_update' && price(m) === 1020)) as AuctionUpdateMessage;
      expect(last.data.viewers).toBe(3);
    }
    expect((await lotRoomStub(lot.id).snapshot())!.viewers).toBe(3);
    for (const s of [onRoom, ...relayed]) s.close();
  });

  it("gives a relay's sockets every update, in order and without a gap, as the room's own socket gets them", async () => {
    const { lot, host, onRoom, users, relayed } = await hotLot();
    const [mine] = relayed;
    const amounts = [1010, 1020, 1030, 1040, 1050, 1060];
    for (const [i, amount] of amounts.entries()) {
      const res = await call(`/api/auctions/${lot.id}/bid`, {
        method: 'POST',
        token: (i % 2 ? users[0]! : host).token,
        body: { amount },
        headers: { 'Idempotency-Key': newKey() },
      });
      expect(res.status).toBe(201);
    }
    await mine!.waitFor((m) => m.type === 'auction_update' && price(m) === 1060);
    await onRoom.waitFor((m) => m.type === 'auction_update' && price(m) === 1060);
    const seen = updates(mine!.messages);
    // The snapshot at the upgrade, then one update per bid, each `seq` one more than the last.
    expect(seen.map(price)).toEqual([1000, ...amounts]);
    expect(seen.map((m) => m.seq - seen[0]!.seq)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(seen.map((m) => m.seq)).toEqual(updates(onRoom.messages).map((m) => m.seq));
    onRoom.close();
    mine!.close();
  });

  it('misses no update across a relay that lost its memory (an eviction): a resync is answered with the lot as the room has it', async () => {
    const { lot, host, onRoom, relayed } = await hotLot();
    const [mine] = relayed;
    expect((await bidOn(onRoom, 1010)).status).toBe(201);
    await mine!.waitFor((m) => m.type === 'auction_update' && price(m) === 1010);
    // What an eviction takes: the lot the relay held in memory. Its sockets stay open (hibernation).
    await runInDurableObject(lotRelayStub(lot.id, relayOf(ADDRESS)), (relay) => {
      (relay as unknown as { room: unknown }).room = null;
    });
    const before = mine!.messages.length;
    mine!.send({ type: 'resync' });
    const resynced = (await mine!.waitFor((m) => m.type === 'auction_update', 5_000, before)) as AuctionUpdateMessage;
    expect(price(resynced)).toBe(1010);
    // The next bid reaches the relay's socket with the next `seq`.
    const other = await signedInUser({ approved: true });
    const res = await call(`/api/auctions/${lot.id}/bid`, {
      method: 'POST',
      token: other.token,
      body: { amount: 1020 },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(res.status).toBe(201);
    const next = (await mine!.waitFor((m) => m.type === 'auction_update' && price(m) === 1020)) as AuctionUpdateMessage;
    expect(next.seq).toBe(resynced.seq + 1);
    expect(host.id).not.toBe(other.id);
    onRoom.close();
    mine!.close();
  });

  it('sends a relay the lot again when an update fails to reach it, so its sockets are not left behind, and never twice', async () => {
    const { lot, onRoom, relayed } = await hotLot();
    const [mine] = relayed;
    // The relay's next publish throws before its sockets hear of it (as a relay evicted mid-call would fail).
    await runInDurableObject(lotRelayStub(lot.id, relayOf(ADDRESS)), (relay) => {
      const sockets = (relay as unknown as { sockets: { broadcast: (...args: unknown[]) => void } }).sockets;
      const broadcast = sockets.broadcast.bind(sockets);
      let failed = false;
      sockets.broadcast = (...args) => {
        if (!failed) {
          failed = true;
          throw new Error('relay evicted mid-call');
        }
        broadcast(...args);
      };
    });
    expect((await bidOn(onRoom, 1010)).status).toBe(201);
    const update = (await mine!.waitFor((m) => m.type === 'auction_update' && price(m) === 1010)) as AuctionUpdateMessage;
    // It came from the retry: the lot without the decision's bids (the first publish carried them). The page sees
    // its bid count ahead of the bids it knows and fetches the lot.
    expect(update.data).toMatchObject({ bid_count: 1, bids: [] });
    // The lot sent again, as a retry would after an update that did arrive, is not sent a second time.
    await lotRelayStub(lot.id, relayOf(ADDRESS)).publish((await roomRow(lot.id))!, []);
    await mine!.expectNone((m) => m.type === 'auction_update' && m.seq === update.seq, 500, mine!.messages.indexOf(update) + 1);
    onRoom.close();
    mine!.close();
  });

  it("decides a relay socket's bids in the room, with the room's answers: accepted, too low, top bidder, a replayed key, the same key over HTTP", async () => {
    const { lot, onRoom, users, relayed } = await hotLot();
    const [mine] = relayed;
    const key = newKey();
    const accepted = await bidOn(mine!, '1.010,00', key);
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({
      data: { bid: { id: 1, seq: 1, amount: 1010 }, auction: { current_price: 1010, top_bid_user_id: users[0]!.id, bid_count: 1 } },
      message: 'Lance realizado com sucesso!',
    });
    // The room's own socket sees the relay's bid.
    await onRoom.waitFor((m) => m.type === 'auction_update' && price(m) === 1010);
    expect(await bidOn(mine!, 1010, key)).toMatchObject({ status: 201, body: { data: { bid: { seq: 1, amount: 1010 } } } });
    expect(await bidOn(mine!, 1020)).toMatchObject({ status: 409, body: { reason: 'top_bidder' } });
    const overHttp = await call(`/api/auctions/${lot.id}/bid`, {
      method: 'POST',
      token: users[0]!.token,
      body: { amount: 1010 },
      headers: { 'Idempotency-Key': key },
    });
    expect(overHttp.status).toBe(201);
    expect(overHttp.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await bidOn(onRoom, 1015)).toMatchObject({
      status: 422,
      body: { error: 'Lance deve ser pelo menos R$ 1.020,00', reason: 'too_low' },
    });
    expect((await lotRoomStub(lot.id).snapshot())!).toMatchObject({ current_price: 1010, bid_count: 1 });
    onRoom.close();
    mine!.close();
  });

  it("holds a relay socket's bids to the room's limits: a visitor's bid is answered 401 and its socket closed (4001); a sixth bid in a second is refused 429", async () => {
    const { lot, onRoom, relayed } = await hotLot();
    const [mine] = relayed;
    const visitor = await lotSocket(lot.id, undefined, from(ADDRESS));
    expect(await bidOn(visitor, 1010)).toMatchObject({ status: 401 });
    expect((await visitor.waitForClose()).code).toBe(LIVE_CLOSE.bidWithoutSession);

    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await bidOn(mine!, 1005));
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([422, 422, 422, 422, 422]);
    expect(answers[5]).toMatchObject({ status: 429, body: { error: expect.stringContaining('Muitos lances') } });
    expect((await lotRoomStub(lot.id).snapshot())!.bid_count).toBe(0);
    onRoom.close();
    mine!.close();
  });

  it("reaches a relay's socket when its session ends: at logout it watches as a visitor, and the room counts it for the user's inbox", async () => {
    const { lot, onRoom, users, relayed } = await hotLot();
    const [mine] = relayed;
    const ana = users[0]!;
    const from = mine!.messages.length;
    expect((await call('/api/auth/logout', { method: 'POST', cookie: ana.cookie })).status).toBe(200);
    // Stripped: sent the lot as a visitor sees it, and no price after.
    await mine!.waitFor((m) => m.type === 'auction_update' && !('current_price' in m.data), 5_000, from);
    expect((await bidOn(onRoom, 1010)).status).toBe(201);
    await mine!.waitFor((m) => m.type === 'auction_update' && m.seq === 1, 5_000, from);
    expect(mine!.messages.slice(from).filter((m) => m.type === 'auction_update' && 'current_price' in m.data)).toEqual([]);
    expect(await bidOn(mine!, 1020)).toMatchObject({ status: 401 });
    expect((await mine!.waitForClose()).code).toBe(LIVE_CLOSE.bidWithoutSession);
    // Asked again, the room answers for its relays too: nothing of the user's is left open on the lot.
    expect(await lotRoomStub(lot.id).sessionsEnded(ana.id)).toEqual({ stripped: 0, open: 0 });
    onRoom.close();
  });

  it("closes a relay's sockets with the room's when a lot without bids is deleted (1001)", async () => {
    const { lot, onRoom, relayed } = await hotLot();
    expect(await lotRoomStub(lot.id).forget()).toBe(true);
    expect((await onRoom.waitForClose()).code).toBe(1001);
    expect((await relayed[0]!.waitForClose()).code).toBe(1001);
  });

  it("asked about a user's sessions, counts the member sockets open on its relays as the lot's", async () => {
    const { lot, onRoom, users, relayed } = await hotLot();
    expect(await lotRoomStub(lot.id).sessionsEnded(users[0]!.id)).toEqual({ stripped: 0, open: 1 });
    for (const s of [onRoom, ...relayed]) s.close();
  });
});

/** The room's row, as it publishes it to its relays. */
function roomRow(lotId: number) {
  return runInDurableObject(lotRoomStub(lotId), (room) => room.relaySnapshot());
}

describe("a hot lot's relays inherit every limit of the room", () => {
  it('caps the sockets of one IPv6 /64 together: every address of it lands on the same relay, and the 21st is refused', async () => {
    const { lot, onRoom } = await hotLot(0);
    const open = [];
    for (let i = 1; i <= 20; i++)
      open.push(await openTestSocket<LotSocketMessage>(`/api/auctions/${lot.id}/live`, undefined, from(`2001:db8:5:6::${i}`)));
    expect(open.map((s) => s.status)).toEqual(Array(20).fill(101));
    expect(await runInDurableObject(lotRoomStub(lot.id), (room) => room.relays.list())).toEqual([relayOf(networkKey('2001:db8:5:6::1'))]);
    const refused = await openTestSocket<LotSocketMessage>(`/api/auctions/${lot.id}/live`, undefined, from('2001:db8:5:6:abcd::1'));
    expect(refused.status).toBe(429);
    for (const s of [onRoom, ...open]) s.close();
  });

  it("answers a relay socket's resync at most once per 5 s, as the room does", async () => {
    const { onRoom, relayed } = await hotLot();
    const [mine] = relayed;
    const start = mine!.messages.length;
    for (let i = 0; i < 3; i++) mine!.send({ type: 'resync' });
    await mine!.waitFor((m) => m.type === 'auction_update', 2_000, start);
    await sleep(300);
    expect(updates(mine!.messages.slice(start))).toHaveLength(1);
    for (const s of [onRoom, ...relayed]) s.close();
  });
});
