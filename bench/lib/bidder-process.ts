/**
 * Bidders of the live-lot benchmark, in a process of their own: `turns` (bidders take turns, each after
 * the other's bid was acknowledged, optionally pausing), `contend` (every bidder its own closed loop,
 * bidding current + R$ 10 from its last view: the bid answers and, optionally, the lot socket), `maxima`
 * (every bidder its own loop raising its secret maximum over its last view, `PUT /api/auctions/{id}/auto-bid`)
 * and `probe` (bidding across the lot's end, once the others have stopped). Bids go on each bidder's lot
 * socket, as the lot page sends them, or over HTTP, as API clients do.
 */
import type WebSocket from 'ws';
import { BID_INCREMENT_CENTS, minimumBidCents } from '~/domain/bid-rules';
import { centsToReais, reaisToNearestCents } from '~/domain/money';
import type { LiveBid, BidResultMessage, LotSocketMessage } from '~/schemas/live';
import { serveParent } from './fleet-client';
import type { AcceptedBid, BidderConfig, BidderResult, SlowDecision } from './fleet-protocol';
import { timedJson } from './http';
import { epochNow, lotSocketUrl, openLotSocket } from './lot-socket';
import { Histogram } from './stats';

/** Refusals the bid rules give when bidders race; any other answer is a defect (unless the part expects more). */
const RULE_REASONS = ['too_low', 'top_bidder'];
const MAX_DEFECTS_LISTED = 20;
/** Every loop ends at its deadline, and at this many bids whatever the clock says. */
const MAX_BIDS_PER_LOOP = 50_000;

interface LotView {
  current_price?: number;
  top_bid_user_id?: number | null;
  ends_at?: string | null;
  bids?: LiveBid[];
}

/** An accepted decision records its bids: the bid itself and the automatic answers, or a maximum's. */
type Outcome = { kind: 'accepted'; bids: AcceptedBid[] } | { kind: 'rejected'; reason: string } | { kind: 'defect'; what: string };

class Tally {
  readonly latency = new Histogram();
  readonly accepted: AcceptedBid[] = [];
  readonly rejections: Record<string, number> = {};
  readonly defects: string[] = [];
  readonly maxima: Record<number, number> = {};
  /** the slowest decisions: when each was sent (epoch ms) and how long it took */
  readonly slowest: SlowDecision[] = [];
  defectCount = 0;
  decisions = 0;

  record({ outcome, ms, at }: { outcome: Outcome; ms: number; at: number }) {
    if (outcome.kind !== 'defect' || !outcome.what.startsWith('network')) this.latency.add(ms);
    keepSlowest(this.slowest, { at, ms });
    if (outcome.kind === 'accepted') {
      this.decisions++;
      this.accepted.push(...outcome.bids);
    } else if (outcome.kind === 'rejected') {
      this.decisions++;
      this.rejections[outcome.reason] = (this.rejections[outcome.reason] ?? 0) + 1;
    } else {
      this.defectCount++;
      if (this.defects.length < MAX_DEFECTS_LISTED) this.defects.push(outcome.what);
    }
  }
}

/** How many of a process's slowest decisions it reports (for --profile). */
const SLOWEST_KEPT = 10;

/** Keeps `decision` among the `SLOWEST_KEPT` slowest in `slowest`, slowest first. */
function keepSlowest(slowest: SlowDecision[], decision: SlowDecision): void {
  if (slowest.length === SLOWEST_KEPT && decision.ms <= slowest.at(-1)!.ms) return;
  slowest.push(decision);
  slowest.sort((a, b) => b.ms - a.ms);
  slowest.length = Math.min(slowest.length, SLOWEST_KEPT);
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
      body: JSON.stringify({ amount: centsToReais(amountCents) }),
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
      sockets.get(bidder.id)!.send(JSON.stringify({ type: 'bid', amount: centsToReais(amountCents), key }));
    });
  };
}

/** What an answer's body may carry: a bid's or a maximum's, or a refusal. */
interface AnswerBody {
  data?: { bid?: { seq?: number; amount?: number }; auto_bid?: { max_amount?: number }; auction?: LotView };
  reason?: string;
  auction?: LotView;
  error?: string;
}

/** An accepted answer's bids as the benchmark keeps them (null: refused, or not as asked, which `decide` names a defect). */
type Acceptance = (status: number, body: AnswerBody) => AcceptedBid[] | string | null;

/**
 * One request (a bid or a maximum), timed and classified: accepted (its bids), a refusal the part expects, or a
 * defect. `seen` gets the lot as the answer shows it.
 */
async function decide(
  config: BidderConfig,
  send: () => Promise<Answer>,
  accept: Acceptance,
  seen: (lot: LotView) => void,
): Promise<{ outcome: Outcome; ms: number; at: number }> {
  const at = epochNow();
  const started = performance.now();
  let status = 0;
  let raw: unknown;
  try {
    ({ status, body: raw } = await send());
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const what = code === 'ETIMEDOUT' ? `timeout after ${config.timeoutMs} ms` : `network error ${code ?? (error as Error).message}`;
    return { outcome: { kind: 'defect', what }, ms: performance.now() - started, at };
  }
  const ms = performance.now() - started;
  const body = (raw ?? {}) as AnswerBody;
  const lot = body.data?.auction ?? body.auction;
  if (lot) seen(lot);
  const accepted = accept(status, body);
  const expected = config.expectedRefusals ?? RULE_REASONS;
  let outcome: Outcome;
  if (Array.isArray(accepted)) outcome = { kind: 'accepted', bids: accepted };
  else if (typeof accepted === 'string') outcome = { kind: 'defect', what: accepted };
  else if (status >= 400 && status < 500 && body.reason && expected.includes(body.reason))
    outcome = { kind: 'rejected', reason: body.reason };
  else
    outcome = { kind: 'defect', what: `${status} ${body.reason ?? ''} ${body.error ?? JSON.stringify(raw)?.slice(0, 120) ?? ''}`.trim() };
  return { outcome, ms, at };
}

/**
 * The bids of a decision as its answer lists them (`auction.bids`: the manual bid, then the automatic answer).
 * The answer names the owner of `own`'s bids and of the last one (the leader after the decision) when
 * `leaderKnown`; an automatic bid's owner is otherwise left null (D1 names it).
 */
function decidedBids(lot: LotView | undefined, own: { seq: number; userId: number } | null, leaderKnown: boolean): AcceptedBid[] {
  const list = lot?.bids ?? [];
  return list.map((b, i) => ({
    seq: b.seq,
    userId: b.seq === own?.seq ? own.userId : leaderKnown && i === list.length - 1 ? (lot?.top_bid_user_id ?? null) : null,
    amountCents: reaisToNearestCents(b.amount),
    isAuto: b.is_auto,
    endsAt: lot?.ends_at ?? null,
  }));
}

/** A manual bid of `amountCents` by `bidder`: 201 with that bid, and any automatic answer to it. */
const bidAccepted =
  (bidder: Bidder, amountCents: number): Acceptance =>
  (status, body) => {
    const bid = body.data?.bid;
    if (status !== 201 || typeof bid?.seq !== 'number') return null;
    if (reaisToNearestCents(bid.amount ?? 0) !== amountCents)
      return `201 with amount ${bid.amount} for a bid of ${centsToReais(amountCents)}`;
    const own = { seq: bid.seq, userId: bidder.id, amountCents, isAuto: false, endsAt: body.data?.auction?.ends_at ?? null };
    // The room builds a bid's answer in the decision itself: its leader is the owner of the decision's last bid.
    const decided = decidedBids(body.data?.auction, own, true);
    return decided.some((b) => b.seq === bid.seq) ? decided : [own];
  };

/** A maximum of `maxCents`: 200 with that maximum, and the bids it set off (their owners left to D1). */
const maximumAccepted =
  (maxCents: number): Acceptance =>
  (status, body) => {
    const maximum = body.data?.auto_bid;
    if (status !== 200 || typeof maximum?.max_amount !== 'number') return null;
    if (reaisToNearestCents(maximum.max_amount) !== maxCents)
      return `200 with a maximum of ${maximum.max_amount} for ${centsToReais(maxCents)}`;
    // The answer's lot is read after the maximum reached D1, when later decisions may have moved its leader.
    return decidedBids(body.data?.auction, null, false);
  };

/** One bid, timed and classified; `seen` gets the lot as the answer shows it. */
const bid = (config: BidderConfig, place: Place, bidder: Bidder, amountCents: number, seen: (lot: LotView) => void) =>
  decide(config, () => place(bidder, amountCents), bidAccepted(bidder, amountCents), seen);

/** PUT /api/auctions/{id}/auto-bid: the bidder's secret maximum. */
function setMaximum(config: BidderConfig, bidder: Bidder, maxCents: number, seen: (lot: LotView) => void) {
  const send = () =>
    timedJson(`${config.baseUrl}/api/auctions/${config.lotId}/auto-bid`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${bidder.token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify({ max_amount: centsToReais(maxCents) }),
      timeoutMs: config.timeoutMs,
    });
  return decide(config, send, maximumAccepted(maxCents), seen);
}

const pause = (range: [number, number] | undefined) =>
  range ? new Promise((r) => setTimeout(r, range[0] + Math.random() * (range[1] - range[0]))) : Promise.resolve();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A bidder's view of the lot: the highest price seen (answers and its lot socket) and the end as the socket's
 * updates last gave it (in order; an administrator may also move it earlier).
 */
class View {
  priceCents: number;
  endsAtMs: number | null = null;

  constructor(startPriceCents: number) {
    this.priceCents = startPriceCents;
  }

  readonly see = (lot: LotView) => {
    if (lot.current_price !== undefined) this.priceCents = Math.max(this.priceCents, reaisToNearestCents(lot.current_price));
  };

  /** Follows the lot's updates on `ws`. */
  follow(ws: WebSocket | undefined) {
    ws?.on('message', (data) => {
      const msg = JSON.parse(String(data)) as LotSocketMessage;
      if (msg.type !== 'auction_update') return;
      const lot = msg.data as LotView;
      this.see(lot);
      if (lot.ends_at) this.endsAtMs = Date.parse(lot.ends_at);
    });
  }
}

/**
 * Bidders taking turns until the deadline, and past it until `minAccepted` bids were accepted (no later than
 * `maxDurationMs` after the start).
 */
async function takeTurns(config: BidderConfig, place: Place, tally: Tally, deadline: number, started: number) {
  let priceCents = config.startPriceCents;
  const hardDeadline = started + Math.max(config.durationMs, config.maxDurationMs ?? 0);
  const going = () => {
    const now = performance.now();
    return now < deadline || (tally.accepted.length < (config.minAccepted ?? 0) && now < hardDeadline);
  };
  for (let turn = 0; turn < MAX_BIDS_PER_LOOP && going(); turn++) {
    await pause(config.pauseMs);
    if (!going()) break;
    const bidder = config.bidders[turn % config.bidders.length]!;
    const decision = await bid(config, place, bidder, minimumBidCents(priceCents), (lot) => {
      if (lot.current_price !== undefined) priceCents = reaisToNearestCents(lot.current_price);
    });
    // After a refusal the same bidder would only be refused again as top bidder: the turn passes anyway.
    tally.record(decision);
  }
}

async function contend(config: BidderConfig, place: Place, tally: Tally, deadline: number, sockets: Map<number, WebSocket>) {
  await Promise.all(
    config.bidders.map(async (bidder) => {
      const view = new View(config.startPriceCents);
      view.follow(sockets.get(bidder.id));
      for (let n = 0; n < MAX_BIDS_PER_LOOP && performance.now() < deadline; n++) {
        if (config.pauseMs) {
          await pause(config.pauseMs);
          if (performance.now() >= deadline) break;
        }
        const decision = await bid(config, place, bidder, minimumBidCents(view.priceCents), view.see);
        tally.record(decision);
      }
    }),
  );
}

/** Each bidder raises its secret maximum to its last view + a random number of steps, in a loop of its own. */
async function raiseMaxima(config: BidderConfig, tally: Tally, deadline: number, sockets: Map<number, WebSocket>) {
  const step = config.maximumStep ?? { cents: BID_INCREMENT_CENTS, maxSteps: 10 };
  await Promise.all(
    config.bidders.map(async (bidder) => {
      const view = new View(config.startPriceCents);
      view.follow(sockets.get(bidder.id));
      for (let n = 0; n < MAX_BIDS_PER_LOOP && performance.now() < deadline; n++) {
        if (config.pauseMs) {
          await pause(config.pauseMs);
          if (performance.now() >= deadline) break;
        }
        const maxCents = view.priceCents + step.cents * (1 + Math.floor(Math.random() * step.maxSteps));
        const decision = await setMaximum(config, bidder, maxCents, view.see);
        if (decision.outcome.kind === 'accepted') tally.maxima[bidder.id] = Math.max(tally.maxima[bidder.id] ?? 0, maxCents);
        tally.record(decision);
      }
    }),
  );
}

/**
 * Probes of the lot's final end: each waits until the end its socket shows is `leadMs` away, then bids R$ 10
 * over its view every `everyMs` until `afterMs` past that end. A probe's bid accepted before the end moves
 * it (prorrogação): the probes then wait for the new end and bid from the end itself, so the lot ends.
 */
async function probeTheEnd(config: BidderConfig, place: Place, tally: Tally, deadline: number, sockets: Map<number, WebSocket>) {
  const probe = config.probe ?? { leadMs: 25, afterMs: 2_000, everyMs: 20 };
  const view = new View(config.startPriceCents);
  for (const ws of sockets.values()) view.follow(ws);
  let leadMs = probe.leadMs;
  await Promise.all(
    config.bidders.map(async (bidder, i) => {
      await sleep((probe.everyMs * i) / config.bidders.length);
      while (performance.now() < deadline) {
        const end = view.endsAtMs;
        const now = epochNow();
        if (end === null || now < end - leadMs) {
          await sleep(end === null ? 50 : Math.min(250, Math.max(1, end - leadMs - now)));
          continue;
        }
        if (now > end + probe.afterMs) break;
        const decision = await bid(config, place, bidder, minimumBidCents(view.priceCents), view.see);
        tally.record(decision);
        // Accepted before the end, a probe's bid moved it: from now on the probes start at the end itself.
        if (view.endsAtMs !== end) leadMs = 0;
        await sleep(probe.everyMs);
      }
    }),
  );
}

/** Each bidder's bell socket, as every signed-in page keeps one: the notices its bids set off reach it. */
async function openBells(config: BidderConfig, onMessage: () => void): Promise<WebSocket[]> {
  const url = `${config.baseUrl.replace(/^http/, 'ws')}/api/notifications/live`;
  return Promise.all(
    config.bidders.map(
      (bidder) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = openLotSocket(url, bidder.token);
          ws.on('open', () => resolve(ws));
          ws.on('message', onMessage);
          ws.on('error', reject);
        }),
    ),
  );
}

serveParent<BidderConfig, null, BidderResult>(15 * 60_000, async (config, { next, ready }) => {
  let bellMessages = 0;
  const bells = config.bell ? await openBells(config, () => bellMessages++) : [];
  const sockets = new Map<number, WebSocket>();
  if (config.transport === 'socket' || config.mode === 'probe' || (config.mode !== 'turns' && config.viewSockets)) {
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
  if (config.mode === 'turns') await takeTurns(config, place, tally, deadline, started);
  else if (config.mode === 'contend') await contend(config, place, tally, deadline, sockets);
  else if (config.mode === 'maxima') await raiseMaxima(config, tally, deadline, sockets);
  else await probeTheEnd(config, place, tally, deadline, sockets);
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  for (const ws of [...sockets.values(), ...bells]) ws.terminate();
  return {
    decisions: tally.decisions,
    accepted: tally.accepted,
    rejections: tally.rejections,
    maxima: tally.maxima,
    defects: tally.defects,
    defectCount: tally.defectCount,
    latency: tally.latency.toJSON(),
    elapsedMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    bellMessages,
    slowest: tally.slowest,
  };
});
