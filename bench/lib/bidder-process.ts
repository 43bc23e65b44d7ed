/**
 * Bidders of the live-lot benchmark, in a process of their own: `turns` (bidders take turns, each after
 * the other's bid was acknowledged, optionally pausing) or `contend` (every bidder its own closed loop,
 * bidding current + R$ 10 from its last view: the bid answers and, optionally, the lot socket). Bids go on
 * each bidder's lot socket, as the lot page sends them, or over HTTP, as API clients do.
 */
import type WebSocket from 'ws';
import type { BidResultMessage, LotSocketMessage } from '~/schemas/live';
import { serveParent } from './fleet-client';
import type { AcceptedBid, BidderConfig, BidderResult } from './fleet-protocol';
import { timedJson } from './http';
import { lotSocketUrl, openLotSocket } from './lot-socket';
import { Histogram } from './stats';

const INCREMENT_CENTS = 1_000;
/** Refusals the bid rules give when bidders race; any other answer is a defect. */
const RULE_REASONS = new Set(['too_low', 'top_bidder']);
const MAX_DEFECTS_LISTED = 20;
/** Every loop ends at its deadline, and at this many bids whatever the clock says. */
const MAX_BIDS_PER_LOOP = 50_000;

interface LotView {
  current_price?: number;
  top_bid_user_id?: number | null;
}

type Outcome = { kind: 'accepted'; bid: AcceptedBid } | { kind: 'rejected'; reason: string } | { kind: 'defect'; what: string };

const cents = (reais: number) => Math.round(reais * 100);

class Tally {
  readonly latency = new Histogram();
  readonly accepted: AcceptedBid[] = [];
  readonly rejections: Record<string, number> = {};
  readonly defects: string[] = [];
  defectCount = 0;
  decisions = 0;

  record(outcome: Outcome, ms: number) {
    if (outcome.kind !== 'defect' || !outcome.what.startsWith('network')) this.latency.add(ms);
    if (outcome.kind === 'accepted') {
      this.decisions++;
      this.accepted.push(outcome.bid);
    } else if (outcome.kind === 'rejected') {
      this.decisions++;
      this.rejections[outcome.reason] = (this.rejections[outcome.reason] ?? 0) + 1;
    } else {
      this.defectCount++;
      if (this.defects.length < MAX_DEFECTS_LISTED) this.defects.push(outcome.what);
    }
  }
}

type Bidder = BidderConfig['bidders'][number];
/** An answer as the bid endpoint gives it (the socket's `bid_result` carries the same status and body). */
type Answer = { status: number; body: unknown };
/** Places one bid and resolves with its answer (throws on a network error or a timeout). */
type Place = (bidder: Bidder, amountCents: number) => Promise<Answer>;

/** POST /api/auctions/{id}/bid. */
function overHttp(config: BidderConfig): Place {
  return async (bidder, amountCents) =>
    timedJson(`${config.baseUrl}/api/auctions/${config.lotId}/bid`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${bidder.token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify({ amount: amountCents / 100 }),
      timeoutMs: config.timeoutMs,
    });
}

/** On the bidder's own lot socket: a `bid` message, answered by the `bid_result` with its key. */
function overSocket(config: BidderConfig, sockets: Map<number, WebSocket>): Place {
  const waiting = new Map<string, (answer: Answer) => void>();
  for (const ws of sockets.values()) {
    ws.on('message', (data) => {
      const text = String(data);
      if (!text.startsWith('{"type":"bid_result"')) return;
      const msg = JSON.parse(text) as BidResultMessage;
      waiting.get(msg.key)?.({ status: msg.status, body: msg.body });
    });
  }
  return (bidder, amountCents) => {
    const key = crypto.randomUUID();
    return new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(key);
        reject(Object.assign(new Error('no answer'), { code: 'ETIMEDOUT' }));
      }, config.timeoutMs);
      waiting.set(key, (answer) => {
        clearTimeout(timer);
        waiting.delete(key);
        resolve(answer);
      });
      sockets.get(bidder.id)!.send(JSON.stringify({ type: 'bid', amount: amountCents / 100, key }));
    });
  };
}

/** One bid, timed and classified; `seen` gets the lot as the answer shows it. */
async function bid(config: BidderConfig, place: Place, bidder: Bidder, amountCents: number, seen: (lot: LotView) => void) {
  const started = performance.now();
  let status = 0;
  let body: unknown;
  try {
    ({ status, body } = await place(bidder, amountCents));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const what = code === 'ETIMEDOUT' ? `timeout after ${config.timeoutMs} ms` : `network error ${code ?? (error as Error).message}`;
    return { outcome: { kind: 'defect', what } as Outcome, ms: performance.now() - started };
  }
  const ms = performance.now() - started;
  const answer = (body ?? {}) as {
    data?: { bid?: { seq?: number; amount?: number }; auction?: LotView };
    reason?: string;
    auction?: LotView;
    error?: string;
  };
  const lot = answer.data?.auction ?? answer.auction;
  if (lot) seen(lot);
  let outcome: Outcome;
  if (status === 201 && typeof answer.data?.bid?.seq === 'number') {
    outcome =
      cents(answer.data.bid.amount ?? 0) === amountCents
        ? { kind: 'accepted', bid: { seq: answer.data.bid.seq, userId: bidder.id, amountCents } }
        : { kind: 'defect', what: `201 with amount ${answer.data.bid.amount} for a bid of ${amountCents / 100}` };
  } else if (status >= 400 && status < 500 && answer.reason && RULE_REASONS.has(answer.reason)) {
    outcome = { kind: 'rejected', reason: answer.reason };
  } else {
    outcome = {
      kind: 'defect',
      what: `${status} ${answer.reason ?? ''} ${answer.error ?? JSON.stringify(body)?.slice(0, 120) ?? ''}`.trim(),
    };
  }
  return { outcome, ms };
}

const pause = (range: [number, number] | undefined) =>
  range ? new Promise((r) => setTimeout(r, range[0] + Math.random() * (range[1] - range[0]))) : Promise.resolve();

async function takeTurns(config: BidderConfig, place: Place, tally: Tally, deadline: number) {
  let priceCents = config.startPriceCents;
  for (let turn = 0; turn < MAX_BIDS_PER_LOOP && performance.now() < deadline; turn++) {
    await pause(config.pauseMs);
    if (performance.now() >= deadline) break;
    const bidder = config.bidders[turn % config.bidders.length]!;
    const { outcome, ms } = await bid(config, place, bidder, priceCents + INCREMENT_CENTS, (lot) => {
      if (lot.current_price !== undefined) priceCents = cents(lot.current_price);
    });
    // After a refusal the same bidder would only be refused again as top bidder: the turn passes anyway.
    tally.record(outcome, ms);
  }
}

async function contend(config: BidderConfig, place: Place, tally: Tally, deadline: number, sockets: Map<number, WebSocket>) {
  await Promise.all(
    config.bidders.map(async (bidder) => {
      let priceCents = config.startPriceCents;
      const see = (lot: LotView) => {
        if (lot.current_price !== undefined) priceCents = Math.max(priceCents, cents(lot.current_price));
      };
      sockets.get(bidder.id)?.on('message', (data) => {
        const msg = JSON.parse(String(data)) as LotSocketMessage;
        if (msg.type === 'auction_update') see(msg.data as LotView);
      });
      for (let n = 0; n < MAX_BIDS_PER_LOOP && performance.now() < deadline; n++) {
        const { outcome, ms } = await bid(config, place, bidder, priceCents + INCREMENT_CENTS, see);
        tally.record(outcome, ms);
      }
    }),
  );
}

serveParent<BidderConfig, null, BidderResult>(5 * 60_000, async (config, { next, ready }) => {
  const sockets = new Map<number, WebSocket>();
  if (config.transport === 'socket' || (config.mode === 'contend' && config.viewSockets)) {
    const url = lotSocketUrl(config.baseUrl, config.lotId);
    await Promise.all(
      config.bidders.map(
        (bidder) =>
          new Promise<void>((resolve, reject) => {
            const ws = openLotSocket(url, bidder.token);
            sockets.set(bidder.id, ws);
            ws.on('open', () => resolve());
            ws.on('error', reject);
          }),
      ),
    );
  }
  const place = config.transport === 'socket' ? overSocket(config, sockets) : overHttp(config);
  ready(null);
  await next('go');
  const tally = new Tally();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + config.durationMs;
  if (config.mode === 'turns') await takeTurns(config, place, tally, deadline);
  else await contend(config, place, tally, deadline, sockets);
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  for (const ws of sockets.values()) ws.terminate();
  return {
    decisions: tally.decisions,
    accepted: tally.accepted,
    rejections: tally.rejections,
    defects: tally.defects,
    defectCount: tally.defectCount,
    latency: tally.latency.toJSON(),
    elapsedMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
});
