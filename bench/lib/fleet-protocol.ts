/** What the benchmark's parent and its client processes (bidders, watchers) say to each other over IPC. */
import type { HistogramData } from './stats';

export type ToClient<Config> =
  | { type: 'config'; config: Config }
  /** start the timed run */
  | { type: 'go' }
  /** the bidding is over: `expectedUpdates` lot updates should have reached every watcher */
  | { type: 'finish'; expectedUpdates: number };

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
   * contend: every bidder its own loop, bidding current + R$ 10 from its last view.
   */
  mode: 'turns' | 'contend';
  durationMs: number;
  /** turns: a random pause in [min, max] ms before each bid */
  pauseMs?: [number, number];
  /** contend: each bidder also follows the lot socket to update its view */
  viewSockets?: boolean;
  /**
   * How bids go: 'socket' on each bidder's own lot socket (what the lot page does; answered by key),
   * 'http' POST /api/auctions/{id}/bid (API clients).
   */
  transport: 'socket' | 'http';
  timeoutMs: number;
}

export interface AcceptedBid {
  seq: number;
  userId: number;
  amountCents: number;
}

export interface BidderResult {
  decisions: number;
  accepted: AcceptedBid[];
  /** rule rejections by reason (`too_low`, `top_bidder`) */
  rejections: Record<string, number>;
  /** anything else: other reasons, 5xx, timeouts, network errors, malformed answers (the first few) */
  defects: string[];
  defectCount: number;
  latency: HistogramData;
  elapsedMs: number;
  cpuMs: number;
}

export interface WatcherConfig {
  /** ws://127.0.0.1:port/api/auctions/{id}/live */
  socketUrl: string;
  /** bearer tokens, shared round-robin by the watchers (members get prices) */
  tokens: string[];
  count: number;
  connectConcurrency: number;
  connectTimeoutMs: number;
  /** after 'finish', how long to wait for the last updates */
  settleMs: number;
}

export interface WatcherReady {
  connected: number;
  failures: string[];
}

export interface WatcherResult {
  watchers: number;
  /** receipt time − the message's server_time, per update received */
  latency: HistogramData;
  /** per update (by seq): the earliest and the latest receipt latency among this process's watchers */
  spread: Record<number, [first: number, last: number]>;
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
}

/** Widens an update's [first, last] receipt latencies in `spread` to take in `first` and `last`. */
export function widenSpread(spread: WatcherResult['spread'], seq: number, first: number, last: number): void {
  const seen = (spread[seq] ??= [first, last]);
  seen[0] = Math.min(seen[0], first);
  seen[1] = Math.max(seen[1], last);
}
