/**
 * A hot lot keeps room for its bidders: the per-address cap counts an IPv6 network by its /64, visitors get a
 * capped share of the lot's sockets while members still get in, the lot's frames per second across its sockets
 * are budgeted (frames dropped, the noisiest socket closed), and a socket's resync is answered once per 5 s.
 */
import { runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { FrameBudget } from '~/domain/frame-budget';
import type { LotSocketMessage } from '~/schemas/live';
import { LIVE_CLOSE } from '~/schemas/live-close';
import type { LotRoom } from '../../workers/durable/lot-room/lot-room';
import { insertedMember, insertLot, openTestSocket, sleep, TEST_ORIGIN } from './fixtures';
import { lotRoomStub } from './objects';

const upgrade = (lotId: number, ip: string, cookie?: string) =>
  SELF.fetch(`${TEST_ORIGIN}/api/auctions/${lotId}/live`, {
    headers: { Upgrade: 'websocket', Origin: TEST_ORIGIN, 'CF-Connecting-IP': ip, ...(cookie ? { Cookie: cookie } : {}) },
  });

const opened = (res: Response) => {
  expect(res.status).toBe(101);
  res.webSocket!.accept();
  return res.webSocket!;
};

/** The room's socket module, to set a limit of one live room smaller than the production default for a test. */
type RoomSockets = { limits: Record<string, unknown>; frames: FrameBudget<WebSocket> };
const roomSockets = (room: LotRoom) => (room as unknown as { sockets: RoomSockets }).sockets;

describe('a hot lot keeps room for its bidders', () => {
  it('caps the sockets of one IPv6 /64 on a lot together, whatever addresses of it they come from', async () => {
    const lot = await insertLot();
    const open: WebSocket[] = [];
    for (let i = 1; i <= 20; i++) open.push(opened(await upgrade(lot.id, `2001:db8:77:1::${i.toString(16)}`)));
    const refused = await upgrade(lot.id, '2001:db8:77:1:dead:beef:0:1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: 'Muitas conexões a este leilão a partir da sua rede. Feche outras abas e tente novamente em instantes.',
    });
    // Another /64 still gets in.
    open.push(opened(await upgrade(lot.id, '2001:db8:77:2::1')));
    for (const ws of open) ws.close(1000, 'done');
  });

  it("visitors get a capped share of a lot's sockets; members still get in once it is full", async () => {
    const lot = await insertLot();
    const member = await insertedMember();
    const first = opened(await upgrade(lot.id, '198.51.100.101'));
    await runInDurableObject(lotRoomStub(lot.id), (room: LotRoom) => {
      const sockets = roomSockets(room);
      sockets.limits = { ...sockets.limits, anonSocketsPerLot: 2 };
    });
    const second = opened(await upgrade(lot.id, '198.51.100.102'));
    const third = await upgrade(lot.id, '198.51.100.103');
    expect(third.status).toBe(429);
    expect(third.headers.get('Retry-After')).toBe('30');
    expect(await third.json()).toEqual({
      error: 'Este leilão atingiu o limite de visitantes ao vivo. Entre na sua conta para acompanhar, ou tente novamente em instantes.',
    });
    const theMember = opened(await upgrade(lot.id, '198.51.100.103', member.cookie));
    // A visitor leaving makes room for another.
    first.close(1000, 'done');
    await sleep(100);
    const fourth = opened(await upgrade(lot.id, '198.51.100.104'));
    for (const ws of [second, theMember, fourth]) ws.close(1000, 'done');
  });

  it("over the lot's frame budget, frames are dropped and the noisiest socket is closed (4008); quiet ones stay", async () => {
    const lot = await insertLot();
    const quiet = await openTestSocket<LotSocketMessage>(`/api/auctions/${lot.id}/live`, undefined, {
      'CF-Connecting-IP': '198.51.100.111',
    });
    const noisy = await openTestSocket<LotSocketMessage>(`/api/auctions/${lot.id}/live`, undefined, {
      'CF-Connecting-IP': '198.51.100.112',
    });
    await Promise.all([quiet, noisy].map((s) => s.waitFor((m) => m.type === 'auction_update')));
    await runInDurableObject(lotRoomStub(lot.id), (room: LotRoom) => {
      roomSockets(room).frames = new FrameBudget({ perSecond: 8, noisyFrames: 5, closesPerSecond: 20 });
    });
    // Within a second: the noisy socket sends ten pings (under its own limit of 20 per 10 s), the quiet one one.
    await sleep(1_000 - (Date.now() % 1_000));
    for (let i = 0; i < 10; i++) noisy.send({ type: 'ping' });
    quiet.send({ type: 'ping' });
    expect((await noisy.waitForClose()).code).toBe(LIVE_CLOSE.flooding);
    await sleep(1_100);
    const from = quiet.messages.length;
    quiet.send({ type: 'ping' });
    await quiet.waitFor((m) => m.type === 'pong', 2_000, from);
    expect(quiet.isOpen()).toBe(true);
    quiet.close();
  });

  it('answers a socket’s resync at most once per 5 s', async () => {
    const lot = await insertLot();
    const socket = await openTestSocket<LotSocketMessage>(`/api/auctions/${lot.id}/live`, undefined, {
      'CF-Connecting-IP': '198.51.100.121',
    });
    await socket.waitFor((m) => m.type === 'auction_update');
    const from = socket.messages.length;
    for (let i = 0; i < 3; i++) socket.send({ type: 'resync' });
    await socket.waitFor((m) => m.type === 'auction_update', 2_000, from);
    await sleep(300);
    expect(socket.messages.slice(from).filter((m) => m.type === 'auction_update')).toHaveLength(1);
    expect(socket.isOpen()).toBe(true);
    socket.close();
  });
});
