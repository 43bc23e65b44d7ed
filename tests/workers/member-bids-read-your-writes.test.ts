/**
 * A member's own bids, read back at once: every decision on who leads a running lot (erasing the account)
 * asks the lot's room, and every read of the member's bids (the LGPD export, the dashboard's counters,
 * statistics and bid history) has an acknowledged bid, over HTTP or on the lot socket. The room's D1 mirror
 * trails a bid by its coalescing window, so each read comes straight after the bid's answer, many rounds in
 * a row; a round that misses is collected, so a failure says how many did.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { privacyText } from '~/i18n/pt-BR-privacy';
import { bidOn, call, insertedMember, insertLot, lotSocket, VALID_PASSWORD, type LotSocket } from './fixtures';

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

/** Members approved for bidding. */
const approvedMembers = (n: number) => Promise.all(Array.from({ length: n }, () => insertedMember()));

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

  it(
    'erasing an account right after being outbid, by its holder or an administrator, over HTTP or the socket, is done every time',
    async () => {
      const [admin, beto] = await Promise.all([insertedMember({ admin: true }), insertedMember()]);
      const holders = await approvedMembers(ROUNDS);
      const sockets = new Map<string, LotSocket>();
      const missed: { round: number; status: number; error?: string }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const ana = holders[round]!;
        const lot = await insertLot({ startPriceCents: 100_000 });
        expect(await placeBid('http', lot.id, ana, 1010, sockets)).toBe(201);
        expect(await placeBid(round % 2 ? 'socket' : 'http', lot.id, beto, 1020, sockets)).toBe(201);
        const erased =
          round % 3 === 0
            ? await call('/api/account', { method: 'DELETE', token: ana.token, body: { password: VALID_PASSWORD } })
            : await call(`/api/admin/users/${ana.id}`, { method: 'DELETE', token: admin.token });
        if (erased.status !== 200) missed.push({ round, status: erased.status, error: erased.json?.error });
      }
      closeAll(sockets);
      expect(missed).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    'erasing an account right after its first bid on a lot took the lead is refused every time, with its message',
    async () => {
      const [admin, holders] = await Promise.all([insertedMember({ admin: true }), approvedMembers(ROUNDS)]);
      const sockets = new Map<string, LotSocket>();
      const missed: { round: number; status: number; error?: string }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const ana = holders[round]!;
        const lot = await insertLot({ startPriceCents: 100_000 });
        expect(await placeBid(round % 2 ? 'socket' : 'http', lot.id, ana, 1010, sockets)).toBe(201);
        const bySelf = round % 3 === 0;
        const refused = bySelf
          ? await call('/api/account', { method: 'DELETE', token: ana.token, body: { password: VALID_PASSWORD } })
          : await call(`/api/admin/users/${ana.id}`, { method: 'DELETE', token: admin.token });
        const message = bySelf ? privacyText.errors.leadingBid : privacyText.admin.userHasObligations;
        if (refused.status !== 409 || refused.json?.error !== message)
          missed.push({ round, status: refused.status, error: refused.json?.error });
      }
      closeAll(sockets);
      expect(missed).toEqual([]);
    },
    TIMEOUT_MS,
  );

  /**
   * Ana bids round after round, over HTTP and on the socket by turns: a first bid on a fresh lot every third
   * round, otherwise again on the same lot once Beto has outbid her. `read` runs right after each answer.
   */
  async function biddingRounds(read: (ana: Member, bid: { lotId: number; amount: number; count: number }) => Promise<string[]>) {
    const [ana, beto] = await Promise.all([insertedMember(), insertedMember()]);
    const sockets = new Map<string, LotSocket>();
    const missed: { round: number; problems: string[] }[] = [];
    let lotId = 0;
    let price = 1000;
    for (let round = 0; round < ROUNDS; round++) {
      if (round % 3 === 0) {
        lotId = (await insertLot({ startPriceCents: 100_000 })).id;
        price = 1000;
      } else {
        price += 10;
        expect(await placeBid('http', lotId, beto, price, sockets)).toBe(201);
      }
      price += 10;
      expect(await placeBid(round % 2 ? 'socket' : 'http', lotId, ana, price, sockets)).toBe(201);
      const problems = await read(ana, { lotId, amount: price, count: round + 1 });
      if (problems.length) missed.push({ round, problems });
    }
    closeAll(sockets);
    expect(missed).toEqual([]);
  }

  it(
    'the LGPD export taken right after a bid, over HTTP or the socket, has that bid every time',
    async () => {
      await biddingRounds(async (ana, bid) => {
        const exported = await call('/api/account/export', { token: ana.token });
        expect(exported.status).toBe(200);
        const bids: { lot_id: number; amount: number }[] = exported.json.bids;
        const problems: string[] = [];
        if (bids.length !== bid.count) problems.push(`${bids.length} bids exported of ${bid.count}`);
        if (!bids.some((b) => b.lot_id === bid.lotId && b.amount === bid.amount))
          problems.push(`no bid of ${bid.amount} on lot ${bid.lotId}`);
        return problems;
      });
    },
    TIMEOUT_MS,
  );

  it(
    "the dashboard's counters, statistics and bid history read right after a bid have it, as the winning bid, every time",
    async () => {
      await biddingRounds(async (ana, bid) => {
        const [overview, statistics, history] = await Promise.all([
          call('/api/dashboard/overview', { token: ana.token }),
          call('/api/dashboard/statistics', { token: ana.token }),
          call('/api/dashboard/bid-history?per_page=5', { token: ana.token }),
        ]);
        expect([overview.status, statistics.status, history.status]).toEqual([200, 200, 200]);
        const problems: string[] = [];
        if (overview.json.data.total_bids !== bid.count) problems.push(`total_bids ${overview.json.data.total_bids} of ${bid.count}`);
        if (statistics.json.data.total_bids !== bid.count)
          problems.push(`statistics: ${statistics.json.data.total_bids} bids of ${bid.count}`);
        const [latest] = history.json.data.bids as { amount: number; is_winning: boolean; auction: { id: number } }[];
        if (latest?.amount !== bid.amount || latest.auction.id !== bid.lotId || !latest.is_winning) {
          problems.push(`latest in history: ${JSON.stringify(latest)}`);
        }
        return problems;
      });
    },
    TIMEOUT_MS,
  );
});
