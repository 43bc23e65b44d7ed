/**
 * The lot socket's viewer count ('X pessoas assistindo'): every update carries how many are watching, and
 * it follows sockets that open and close between bids.
 */
import { describe, expect, it } from 'vitest';
import type { LotSocketMessage } from '~/schemas/live';
import { call, insertLot, openTestSocket, signedInUser, sleep } from './fixtures';

describe('viewer count', () => {
  it('each bid tells every watcher how many are watching, after sockets come and go', async () => {
    const [ana, beto] = await Promise.all([signedInUser({ approved: true }), signedInUser({ approved: true })]);
    const lot = await insertLot({ startPriceCents: 100_000 });
    const path = `/api/auctions/${lot.id}/live`;
    const member = await openTestSocket<LotSocketMessage>(path, ana.cookie);
    const visitor = await openTestSocket<LotSocketMessage>(path);
    const third = await openTestSocket<LotSocketMessage>(path);
    await member.waitFor((m) => m.type === 'auction_update');
    const bid = (who: typeof ana, amount: number) =>
      call(`/api/auctions/${lot.id}/bid`, { method: 'POST', token: who.token, body: { amount } });
    const update = (socket: typeof member, amount: number) =>
      socket.waitFor((m) => m.type === 'auction_update' && 'current_price' in m.data && m.data.current_price === amount);
    const viewersOn = (m: LotSocketMessage) => (m.type === 'auction_update' ? m.data.viewers : null);

    const first = await bid(beto, 1010);
    expect(first.json.data.auction.viewers).toBe(3);
    expect(viewersOn(await update(member, 1010))).toBe(3);
    const seenByVisitor = await visitor.waitFor((m) => m.type === 'auction_update' && m.data.viewers === 3);
    expect(seenByVisitor.type === 'auction_update' && 'current_price' in seenByVisitor.data).toBe(false);

    third.close();
    await sleep(200);
    expect((await bid(ana, 1020)).json.data.auction.viewers).toBe(2);
    expect(viewersOn(await update(member, 1020))).toBe(2);

    const fourth = await openTestSocket<LotSocketMessage>(path);
    await fourth.waitFor((m) => m.type === 'auction_update');
    expect((await bid(beto, 1030)).json.data.auction.viewers).toBe(3);
    for (const socket of [member, visitor, fourth]) socket.close();
  });

  it('a count waiting to go out is dropped when a bid carries it; otherwise it goes out within 2 s', async () => {
    const beto = await signedInUser({ approved: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    const path = `/api/auctions/${lot.id}/live`;
    const watcher = await openTestSocket<LotSocketMessage>(path);
    await watcher.waitFor((m) => m.type === 'auction_update');
    const viewersMessage = (m: LotSocketMessage) => m.type === 'viewers';
    // Nobody bids: the arrival of a second socket reaches the first as a 'viewers' message.
    const second = await openTestSocket<LotSocketMessage>(path);
    expect(await watcher.waitFor(viewersMessage, 3_000)).toMatchObject({ data: { viewers: 2 } });

    // A third arrives and a bid follows at once: the bid's update says 3, and no 'viewers' message follows it.
    const from = watcher.messages.length;
    const third = await openTestSocket<LotSocketMessage>(path);
    await third.waitFor((m) => m.type === 'auction_update');
    await call(`/api/auctions/${lot.id}/bid`, { method: 'POST', token: beto.token, body: { amount: 1010 } });
    expect(await watcher.waitFor((m) => m.type === 'auction_update', 5_000, from)).toMatchObject({ data: { viewers: 3 } });
    await watcher.expectNone(viewersMessage, 2_500, from);
    for (const socket of [watcher, second, third]) socket.close();
  });
});
