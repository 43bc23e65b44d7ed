/** What the benchmark's parent and its client processes (bidders, watchers) say to each other over IPC. */
import type { HistogramData } from './stats';

export type ToClient<Config> =
  | { type: 'config'; config: Config }
  /** start the timed run */
  | { type: 'go' }
  /** the bidding is over: `expectedUpdates` lot updates should have reached every watcher */
  | { type: 'finish'; expectedUpdates: number }
  /** watchers with `reconnect`: drop every socket now, and open them all again at `at` (epoch ms), as after a deploy */
  | { type: 'reconnect'; at: number };

export type FromClient<Ready, Result> =
  { type: 'ready'; ready: Ready } | { type: 'result'; result: Result } | { type: 'error'; message: string };

export interface BidderConfig {
  /** http://127.0.0.1:port */
  baseUrl: string;
  lotId: number;
  startPriceCents: number;
  bidders: { id: number; token: string }[];
  /**
   * turns: one loop, the bidders take turns (each bids after the other's bid was acknowledged);
   * contend: every bidder its own loop, bidding current + R$ 10 from its last view;
   * maxima: every bidder its own loop, raising its secret maximum (`PUT …/auto-bid`) to its last view + a step;
   * probe: every bidder its own loop, waiting for the lot's end as its socket shows it, then bidding across it
   * (from `probe.leadMs` before it, the first time) until `probe.afterMs` past it.
   */
  mode: 'turns' | 'contend' | 'maxima' | 'probe';
  durationMs: number;
  /**
   * turns: bid on past `durationMs` until this many bids were accepted (a fan-out part's sample size), though
   * never past `maxDurationMs`
   */
  minAccepted?: number;
  maxDurationMs?: number;
  /** each bidder also keeps its bell socket open (`/api/notifications/live`), as every signed-in page does */
  bell?: boolean;
  /** turns, contend, maxima: a random pause in [min, max] ms before each bid */
  pauseMs?: [number, number];
  /** contend, maxima: each bidder also follows the lot socket to update its view */
  viewSockets?: boolean;
  /** maxima: each new maximum is the last view + a random whole number of these steps, from 1 to `maxSteps` */
  maximumStep?: { cents: number; maxSteps: number };
  /** probe: how far before the end the first burst starts, how long past it the probes go on, and their pace */
  probe?: { leadMs: number; afterMs: number; everyMs: number };
  /** refusals that are expected (a rule's answer, not a defect); default too_low and top_bidder */
  expectedRefusals?: string[];
  /**
   * How bids go: 'socket' on each bidder's own lot socket (what the lot page does; answered by key),
   * 'http' POST /api/auctions/{id}/bid (API clients).
   */
  transport: 'socket' | 'http';
  timeoutMs: number;
}

export interface AcceptedBid {
  seq: number;
  /** null: an automatic bid whose owner the answer does not name */
  userId: number | null;
  amountCents: number;
  isAuto: boolean;
  /** the lot's end as the answer gave it */
  endsAt: string | null;
}

export interface BidderResult {
  decisions: number;
  accepted: AcceptedBid[];
  /** rule rejections by reason (`too_low`, `top_bidder`, and for maxima `lowered`) */
  rejections: Record<string, number>;
  /** maxima: each member's secret maximum as last acknowledged (cents, by user id) */
  maxima: Record<number, number>;
  /** anything else: other reasons, 5xx, timeouts, network errors, malformed answers (the first few) */
  defects: string[];
  defectCount: number;
  latency: HistogramData;
  elapsedMs: number;
  cpuMs: number;
  /** messages the bidders' bell sockets received (notices, unread counts), when they kept one */
  bellMessages: number;
  /** the slowest decisions, slowest first (for --profile: what the server did meanwhile) */
  slowest: SlowDecision[];
}

/** A decision: when it was sent (epoch ms) and how long its answer took. */
export interface SlowDecision {
  at: number;
  ms: number;
}

export interface WatcherConfig {
  /** ws://127.0.0.1:port/api/auctions/{id}/live */
  socketUrl: string;
  /** bearer tokens (or socket tickets, with `credential: 'ticket'`), shared round-robin by the watchers (members get prices) */
  tokens: string[];
  count: number;
  connectConcurrency: number;
  connectTimeoutMs: number;
  /** after 'finish', how long to wait for the last updates */
  settleMs: number;
  /** also note when each watcher first saw each new `ends_at` (prorrogação) */
  trackEnds?: boolean;
  /** updates sent (`server_time`) this soon after 'go' are the warm-up: their latencies are kept apart */
  warmupMs?: number;
  /**
   * What `tokens` are: bearer tokens ('bearer', the default: every upgrade reads its session in D1) or socket
   * tickets ('ticket': none does; decision record 0029).
   */
  credential?: 'bearer' | 'ticket';
  /** epoch ms at which to start connecting, so that the processes of one storm start together (at once when absent) */
  startAt?: number;
  /** after 'go', wait for 'reconnect': drop every socket, then open them all again (the result's `reconnect`) */
  reconnect?: boolean;
}

/** One wave of connects in one process: how many opened, the first few failures, and when it began and ended (epoch ms). */
export interface ConnectWave {
  connected: number;
  failures: string[];
  /** how many failed in all */
  failed: number;
  startedAt: number;
  endedAt: number;
}

export type WatcherReady = ConnectWave;

export interface WatcherResult {
  watchers: number;
  /** receipt time − the message's server_time, per update received after the warm-up */
  latency: HistogramData;
  /** the same, for updates of the warm-up (`warmupMs`; empty without one) */
  warmup: HistogramData;
  /** per update (by seq): the earliest and the latest receipt latency among this process's watchers, and its server_time */
  spread: Record<number, Spread>;
  updates: number;
  /** updates a watcher should have had and did not (summed over watchers) */
  missed: number;
  watchersMissing: number;
  /** jumps in `seq` (a message skipped) and repeats (seq not above the last) */
  gaps: number;
  repeats: number;
  /** sockets the server closed before the end */
  closedEarly: number;
  firstAt: number;
  lastAt: number;
  cpuMs: number;
  /** trackEnds: per `ends_at` seen after the snapshot, how many watchers saw it and when the first and last had it (epoch ms) */
  ends: Record<string, EndSeen>;
  /** with `reconnect`: the second wave */
  reconnect?: ConnectWave;
}

export interface EndSeen {
  watchers: number;
  firstAt: number;
  lastAt: number;
}

/** Adds `seen` (one process's, or one watcher's) to the ends seen so far. */
export function addEndSeen(ends: Record<string, EndSeen>, endsAt: string, seen: EndSeen): void {
  const known = ends[endsAt];
  if (!known) ends[endsAt] = { ...seen };
  else {
    known.watchers += seen.watchers;
    known.firstAt = Math.min(known.firstAt, seen.firstAt);
    known.lastAt = Math.max(known.lastAt, seen.lastAt);
  }
}

/** An update's earliest and latest receipt latency, and when the server sent it (epoch ms). */
export type Spread = [first: number, last: number, serverTime: number];

/** Widens an update's receipt latencies in `spread` to take in another's [first, last]. */
export function widenSpread(spread: WatcherResult['spread'], seq: number, [first, last, serverTime]: Spread): void {
  const seen = (spread[seq] ??= [first, last, serverTime]);
  seen[0] = Math.min(seen[0], first);
  seen[1] = Math.max(seen[1], last);
}
