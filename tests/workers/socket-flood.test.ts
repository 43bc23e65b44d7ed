/**
 * A flood of bid frames on the lot socket: every frame counts in the socket's message limit before any
 * other work, a socket that bids without a session or keeps drawing 429 is closed with its close code, and
 * the real bidders' bids are decided meanwhile about as fast as without the flood.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BidResultMessage, LotSocketMessage } from '~/schemas/live';
import { LIVE_CLOSE } from '~/schemas/live-close';
import { call, insertLot, openTestSocket, signedInUser, sleep } from './fixtures';

let keySeq = 0;
const newKey = () => `flood-${Date.now()}-${++keySeq}`;

async function lotSocket(lotId: number, cookie?: string) {
  const socket = await openTestSocket<LotSocketMessage>(`/api/auctions/${lotId}/live`, cookie);
  expect(socket.status).toBe(101);
  await socket.waitFor((m) => m.type === 'auction_update');
  return socket;
}

type LotSocket = Awaited<ReturnType<typeof lotSocket>>;

async function bidOn(socket: LotSocket, amount: number): Promise<BidResultMessage> {
  const key = newKey();
  const from = socket.messages.length;
  socket.send({ type: 'bid', amount, key });
  return (await socket.waitFor((m) => m.type === 'bid_result' && m.key === key, 15_000, from)) as BidResultMessage;
}

/** Bid frames as fast as the socket takes them (a burst every 10 ms) while it is open and `going()`: how many were sent. */
async function flood(socket: LotSocket, amount: number, going: () => boolean): Promise<number> {
  let sent = 0;
  while (going() && socket.isOpen()) {
    for (let i = 0; i < 100; i++) socket.send({ type: 'bid', amount, key: `flood-frame-${++sent}` });
    await sleep(10);
  }
  return sent;
}
const bidResults = (socket: LotSocket) => socket.messages.filter((m): m is BidResultMessage => m.type === 'bid_result');

/** The JSON lines logged while `run` ran. */
async function loggedLines(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    if (typeof line === 'string' && line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  try {
    await run();
  } finally {
    log.mockRestore();
  }
  return lines;
}

afterEach(() => vi.restoreAllMocks());

describe('a flood of bid frames on the lot socket', () => {
  it("bid frames count in the socket's message limit: past 20 in 10 s, a bid is not read or answered", async () => {
    const ana = await signedInUser({ approved: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    const socket = await lotSocket(lot.id, ana.cookie);
    const from = socket.messages.length;
    for (let i = 0; i < 20; i++) socket.send({ type: 'ping' });
    await socket.waitFor((m) => m.type === 'pong', 5_000, from + 19);
    socket.send({ type: 'bid', amount: 1010, key: 'over-the-limit-1' });
    await socket.expectNone((m) => m.type === 'bid_result', 1_000, from);
    expect((await call(`/api/auctions/${lot.id}`, { token: ana.token })).json.data).toMatchObject({ bid_count: 0 });
    socket.close();
  });

  it("closes the visitor's socket (4001) and the member's (4008), and the real bids are decided meanwhile in the usual time", async () => {
    const [ana, beto, mallory] = await Promise.all([
      signedInUser({ approved: true }),
      signedInUser({ approved: true }),
      signedInUser({ approved: true }),
    ]);
    const lot = await insertLot({ startPriceCents: 100_000 });
    const [anas, betos] = await Promise.all([lotSocket(lot.id, ana.cookie), lotSocket(lot.id, beto.cookie)]);
    let price = 1000;
    /** Four real bids, Ana and Beto in turn, each waited for: how long they took (ms). */
    const realBids = async () => {
      const started = Date.now();
      for (const socket of [anas, betos, anas, betos]) expect((await bidOn(socket, (price += 10))).status).toBe(201);
      return Date.now() - started;
    };

    const unflooded = await realBids();

    const [visitor, flooder] = await Promise.all([lotSocket(lot.id), lotSocket(lot.id, mallory.cookie)]);
    let flooded = 0;
    const logged = await loggedLines(async () => {
      let flooding = true;
      // The member's bids are below the minimum: each one let through still costs a session read and a decision.
      const floods = [flood(visitor, 5_000, () => flooding), flood(flooder, 1, () => flooding)];
      flooded = await realBids();
      flooding = false;
      expect(Math.min(...(await Promise.all(floods)))).toBeGreaterThanOrEqual(100);
      await visitor.waitForClose();
      await flooder.waitForClose();
    });
    expect(flooded).toBeLessThan(Math.max(unflooded * 5, 1_000));

    expect(await visitor.waitForClose()).toEqual({ code: LIVE_CLOSE.bidWithoutSession, reason: 'Faça login para continuar.' });
    expect(await flooder.waitForClose()).toEqual({ code: LIVE_CLOSE.flooding, reason: 'Mensagens demais nesta conexão.' });
    // The visitor's first bid is answered 401 and its socket closed; the member's frames past the limit are never answered.
    expect(bidResults(visitor).map((m) => m.status)).toEqual([401]);
    expect(bidResults(flooder).length).toBeLessThanOrEqual(20);
    expect(bidResults(flooder).map((m) => m.status)).toContain(429);
    // Only the member's bids that were decided are logged one by one; the refused frames are one line per socket.
    expect(logged.filter((line) => String(line.requestId).startsWith('flood-frame-')).length).toBeLessThanOrEqual(5);
    const summaries = logged.filter((line) => line.event === 'refused_frames');
    expect(summaries).toHaveLength(2);
    expect(summaries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ lotId: lot.id, userId: null, noSession: 1, closeCode: LIVE_CLOSE.bidWithoutSession }),
        expect.objectContaining({ lotId: lot.id, userId: mallory.id, closeCode: LIVE_CLOSE.flooding }),
      ]),
    );
    anas.close();
    betos.close();
  });
});
