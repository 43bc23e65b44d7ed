/**
 * A lot room woken from hibernation with sockets open: a new instance of the class on the same object state
 * (what the runtime makes when a message arrives for a hibernated room) knows each socket's viewer from the
 * socket itself, and counts the open sockets per address from their tags.
 */
import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { BidResultMessage, LotSocketMessage } from '~/schemas/live';
import { LIVE_CLOSE } from '~/schemas/live-close';
import { LotRoom } from '../../workers/durable/lot-room/lot-room';
import { SOCKET_ADDRESS_HEADER } from '../../workers/durable/object-sockets';
import { insertLot, openTestSocket, signedInUser, sleep, TEST_ORIGIN } from './fixtures';
import { lotRoomStub } from './objects';

const upgradeFrom = (lotId: number, ip: string) =>
  SELF.fetch(`${TEST_ORIGIN}/api/auctions/${lotId}/live`, {
    headers: { Upgrade: 'websocket', Origin: TEST_ORIGIN, 'CF-Connecting-IP': ip },
  });

/** An upgrade as the Worker forwards it to the room, from `ip`. */
const forwardedUpgrade = (lotId: number, ip: string) =>
  new Request(`https://lot-room/?lot=${lotId}`, { headers: { Upgrade: 'websocket', [SOCKET_ADDRESS_HEADER]: ip } });

/** A new instance of the room on the object's state, once its constructor's start-up (storage, alarm) has run. */
async function wake(state: DurableObjectState): Promise<LotRoom> {
  const woken = new LotRoom(state, env);
  await state.blockConcurrencyWhile(async () => {});
  return woken;
}

describe('a lot room woken with sockets open', () => {
  it("knows each socket's viewer: a member's bid is the member's, a visitor's socket is still a visitor's", async () => {
    const ana = await signedInUser({ approved: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    const member = await openTestSocket<LotSocketMessage>(`/api/auctions/${lot.id}/live`, ana.cookie);
    const visitor = await openTestSocket<LotSocketMessage>(`/api/auctions/${lot.id}/live`);
    await member.waitFor((m) => m.type === 'auction_update');
    await visitor.waitFor((m) => m.type === 'auction_update');

    await runInDurableObject(lotRoomStub(lot.id), async (_instance: LotRoom, state) => {
      const woken = await wake(state);
      const [memberSocket] = state.getWebSockets('member');
      const [visitorSocket] = state.getWebSockets('anon');
      await woken.webSocketMessage(memberSocket!, JSON.stringify({ type: 'bid', amount: 1010, key: 'woken-member-1' }));
      await woken.webSocketMessage(visitorSocket!, JSON.stringify({ type: 'bid', amount: 1020, key: 'woken-visitor-1' }));
    });

    const answer = (await member.waitFor((m) => m.type === 'bid_result' && m.key === 'woken-member-1')) as BidResultMessage;
    expect(answer).toMatchObject({ status: 201, body: { data: { auction: { current_price: 1010, top_bid_user_id: ana.id } } } });
    expect(await visitor.waitFor((m) => m.type === 'bid_result')).toMatchObject({ key: 'woken-visitor-1', status: 401 });
    expect((await visitor.waitForClose()).code).toBe(LIVE_CLOSE.bidWithoutSession);
    member.close();
  });

  it('counts the sockets per address: an address at its cap is still refused, another is let in, one that closed frees a place', async () => {
    const lot = await insertLot();
    const open: WebSocket[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await upgradeFrom(lot.id, '198.51.100.90');
      expect(res.status).toBe(101);
      res.webSocket!.accept();
      open.push(res.webSocket!);
    }
    await runInDurableObject(lotRoomStub(lot.id), async (_instance: LotRoom, state) => {
      const woken = await wake(state);
      const refused = await woken.fetch(forwardedUpgrade(lot.id, '198.51.100.90'));
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: 'Muitas conexões a este leilão a partir da sua rede. Feche outras abas e tente novamente em instantes.',
      });
      const other = await woken.fetch(forwardedUpgrade(lot.id, '198.51.100.91'));
      expect(other.status).toBe(101);
      other.webSocket!.accept();
      other.webSocket!.close(1000, 'done');
    });
    // One of them closes; a room woken after that lets that address open exactly one again.
    open.pop()!.close(1000, 'done');
    await sleep(200);
    await runInDurableObject(lotRoomStub(lot.id), async (_instance: LotRoom, state) => {
      const woken = await wake(state);
      const again = await woken.fetch(forwardedUpgrade(lot.id, '198.51.100.90'));
      expect(again.status).toBe(101);
      again.webSocket!.accept();
      expect((await woken.fetch(forwardedUpgrade(lot.id, '198.51.100.90'))).status).toBe(429);
      again.webSocket!.close(1000, 'done');
    });
    for (const ws of open) ws.close(1000, 'done');
  });
});
