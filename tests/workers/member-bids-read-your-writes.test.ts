/**
 * A member's own bids, read back at once: every decision on who leads a running lot (erasing the account)
 * asks the lot's room, and every read of the member's bids (the LGPD export, the dashboard's counters and
 * bid history) has an acknowledged bid, over HTTP or on the lot socket. The room's D1 mirror trails a bid
 * by its coalescing window, so each read comes straight after the bid's answer, many rounds in a row; a
 * round that misses is collected, so a failure says how many did.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bidOn, call, insertedMember, insertLot, lotSocket, type LotSocket } from './fixtures';

const ROUNDS = 30;
/** Thirty rounds of a few calls each, on two shared cores. */
const TIMEOUT_MS = 120_000;

type Member = Awaited<ReturnType<typeof insertedMember>>;

const bidOverHttp = (lotId: number, who: Member, amount: number) =>
  call(`/api/auctions/${lotId}/bid`, { method: 'POST', token: who.token, body: { amount } });

/** One bid, over HTTP or on the member's socket of the lot (opened on first use); answers the status. */
async function placeBid(via: 'http' | 'socket', lotId: number, who: Member, amount: number, sockets: Map<string, LotSocket>) {
  if (via === 'http') return (await bidOverHttp(lotId, who, amount)).status;
  const name = `${lotId}:${who.id}`;
  const socket = sockets.get(name) ?? (await lotSocket(lotId, who.cookie));
  sockets.set(name, socket);
  return (await bidOn(socket, amount)).status;
}

const closeAll = (sockets: Map<string, LotSocket>) => sockets.forEach((socket) => socket.close());

describe("a member's own bids, read right after the answer", () => {
  it(
    "a member's first bid on a lot is in D1's bids when its answer arrives, over HTTP or the socket, every time",
    async () => {
      const ana = await insertedMember();
      const sockets = new Map<string, LotSocket>();
      const missed: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const lot = await insertLot({ startPriceCents: 100_000 });
        expect(await placeBid(round % 2 ? 'socket' : 'http', lot.id, ana, 1010, sockets)).toBe(201);
        const mirrored = await env.DB.prepare('SELECT count(*) AS n FROM bids WHERE lot_id = ? AND user_id = ?')
          .bind(lot.id, ana.id)
          .first<{ n: number }>();
        if (mirrored?.n !== 1) missed.push(round);
      }
      closeAll(sockets);
      expect(missed).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
