/**
 * One part of the live-lot benchmark on one lot: its bidder and watcher processes, started together,
 * released at once, and their results merged with the server's CPU over the bidding.
 */
import { allReady, allResults, FleetClient } from '../lib/fleet';
import {
  addEndSeen,
  widenSpread,
  type BidderConfig,
  type BidderResult,
  type WatcherConfig,
  type WatcherReady,
  type WatcherResult,
} from '../lib/fleet-protocol';
import { detail } from '../lib/kept-output';
import { fetchSocketTicket, lotSocketUrl } from '../lib/lot-socket';
import { cpuByRole, cpuSpent } from '../lib/procfs';
import type { BenchServer } from '../lib/server';
import { Histogram } from '../lib/stats';
import type { BenchAuction } from '../seed/auction';
import { BID_TIMEOUT_MS } from './settings';

export type BenchLot = BenchAuction['lots'][number];

/** A bidder process's config, less what `runPart` fills in from the lot. */
export type BidderPlan = Omit<BidderConfig, 'lotId' | 'startPriceCents' | 'timeoutMs'>;

/** What every part runs against: the server, its processes' roles (for CPU) and the watchers' sessions. */
export interface Rig {
  server: BenchServer;
  cpuRoles: Map<number, string>;
  watcherTokens: string[];
}

export interface PartRun {
  label: string;
  /**
   * What the invariants also check on the lot: `maxima` (secret maxima on it: the leader and price of rule 2),
   * `final-minute` (it ran into its end: no bid at or after the final end, closed once).
   */
  kind?: 'maxima' | 'final-minute';
  lotId: number;
  startPriceCents: number;
  bidders: BidderResult;
  /** each bidder process's own result, in the order of the part's plans */
  bidderProcesses: BidderResult[];
  /** `asked`: how many watchers the part opened, `connected` how many got their snapshot */
  watchers: (WatcherResult & { asked: number; connected: number; failures: string[] }) | null;
  cpu: Map<string, number>;
  wallMs: number;
  /** epoch ms when the bidding started */
  goAt: number;
  /** how long the watchers took to connect (0 without watchers) */
  connectMs: number;
}

/**
 * Bidders in `processes` processes (config per process) and optional watchers; bidding starts once all are
 * ready and `beforeGo` (if any) is done.
 */
export async function runPart(
  rig: Rig,
  label: string,
  lot: BenchLot,
  bidderConfigs: BidderPlan[],
  watchers?: { processes: number; perProcess: number; baseUrl: string; trackEnds?: boolean; warmupMs?: number },
  { kind, beforeGo }: { kind?: PartRun['kind']; beforeGo?: () => Promise<void> } = {},
): Promise<PartRun> {
  const { server, cpuRoles } = rig;
  const bidderClients = bidderConfigs.map(
    (config, i) =>
      new FleetClient<BidderConfig, null, BidderResult>('./bidder-process.ts', `${label} bidders #${i + 1}`, {
        ...config,
        lotId: lot.id,
        startPriceCents: lot.startPriceCents,
        timeoutMs: BID_TIMEOUT_MS,
      }),
  );
  // Watchers open their sockets as the signed-in pages do, with a socket ticket (decision record 0029), fetched
  // from our server before the timing (the floor ignores it).
  const tickets = watchers ? await Promise.all(rig.watcherTokens.map((token) => fetchSocketTicket(server.runtimeUrl, token))) : [];
  const watcherClients = Array.from(
    { length: watchers?.processes ?? 0 },
    (_, i) =>
      new FleetClient<WatcherConfig, WatcherReady, WatcherResult>('./watcher-process.ts', `${label} watchers #${i + 1}`, {
        socketUrl: lotSocketUrl(watchers!.baseUrl, lot.id),
        tokens: tickets,
        credential: 'ticket',
        count: watchers!.perProcess,
        connectConcurrency: 25,
        connectTimeoutMs: 30_000,
        settleMs: 5_000,
        trackEnds: watchers!.trackEnds,
        warmupMs: watchers!.warmupMs,
      }),
  );
  try {
    const connectStarted = performance.now();
    const [, watcherReady] = await Promise.all([allReady(bidderClients), allReady(watcherClients)]);
    const connected = watcherReady.reduce((n, r) => n + r.connected, 0);
    const connectMs = watchers ? performance.now() - connectStarted : 0;
    if (watchers) detail(`  ${label}: ${connected} watchers connected in ${(connectMs / 1000).toFixed(1)} s`);
    await beforeGo?.();

    const cpuBefore = cpuByRole(server.pid, cpuRoles);
    const goAt = Date.now();
    const started = performance.now();
    for (const c of [...watcherClients, ...bidderClients]) c.send({ type: 'go' });
    const bidderResults = await allResults(bidderClients);
    const wallMs = performance.now() - started;
    const cpu = cpuSpent(cpuBefore, cpuByRole(server.pid, cpuRoles));
    const bidders = mergeBidders(bidderResults);
    for (const c of watcherClients) c.send({ type: 'finish', expectedUpdates: bidders.accepted.length });
    const watcherResults = await allResults(watcherClients);
    return {
      label,
      kind,
      lotId: lot.id,
      startPriceCents: lot.startPriceCents,
      bidders,
      bidderProcesses: bidderResults,
      watchers: watchers
        ? {
            ...mergeWatchers(watcherResults),
            asked: watchers.processes * watchers.perProcess,
            connected,
            failures: watcherReady.flatMap((r) => r.failures),
          }
        : null,
      cpu,
      wallMs,
      goAt,
      connectMs,
    };
  } finally {
    for (const c of [...bidderClients, ...watcherClients]) c.kill();
  }
}

/**
 * CPU of workerd's runtime process (the Worker, the objects and local D1), without wrangler's proxy and Node;
 * NaN ('not measured') when the runtime's process was not found.
 */
export function runtimeCpuMs(run: PartRun): number {
  const runtime = [...run.cpu].filter(([role]) => role.startsWith('workerd runtime'));
  return runtime.length ? runtime.reduce((n, [, v]) => n + v, 0) : Number.NaN;
}

export function mergeBidders(results: BidderResult[]): BidderResult {
  const rejections: Record<string, number> = {};
  for (const r of results) for (const [reason, n] of Object.entries(r.rejections)) rejections[reason] = (rejections[reason] ?? 0) + n;
  return {
    decisions: results.reduce((n, r) => n + r.decisions, 0),
    accepted: results.flatMap((r) => r.accepted),
    rejections,
    maxima: Object.assign({}, ...results.map((r) => r.maxima)) as BidderResult['maxima'],
    defects: results.flatMap((r) => r.defects),
    defectCount: results.reduce((n, r) => n + r.defectCount, 0),
    latency: Histogram.merge(results.map((r) => r.latency)).toJSON(),
    elapsedMs: Math.max(...results.map((r) => r.elapsedMs)),
    cpuMs: results.reduce((n, r) => n + r.cpuMs, 0),
    bellMessages: results.reduce((n, r) => n + r.bellMessages, 0),
    slowest: results
      .flatMap((r) => r.slowest)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10),
  };
}

function mergeWatchers(results: WatcherResult[]): WatcherResult {
  const sum = (key: keyof WatcherResult) => results.reduce((n, r) => n + (r[key] as number), 0);
  return {
    watchers: sum('watchers'),
    latency: Histogram.merge(results.map((r) => r.latency)).toJSON(),
    warmup: Histogram.merge(results.map((r) => r.warmup)).toJSON(),
    spread: mergeSpreads(results.map((r) => r.spread)),
    updates: sum('updates'),
    missed: sum('missed'),
    watchersMissing: sum('watchersMissing'),
    gaps: sum('gaps'),
    repeats: sum('repeats'),
    closedEarly: sum('closedEarly'),
    firstAt: Math.min(...results.map((r) => r.firstAt)),
    lastAt: Math.max(...results.map((r) => r.lastAt)),
    cpuMs: sum('cpuMs'),
    ends: mergeEnds(results.map((r) => r.ends)),
  };
}

function mergeEnds(ends: WatcherResult['ends'][]): WatcherResult['ends'] {
  const merged: WatcherResult['ends'] = {};
  for (const part of ends) for (const [endsAt, seen] of Object.entries(part)) addEndSeen(merged, endsAt, seen);
  return merged;
}

function mergeSpreads(spreads: WatcherResult['spread'][]): WatcherResult['spread'] {
  const merged: WatcherResult['spread'] = {};
  for (const spread of spreads) {
    for (const [seq, seen] of Object.entries(spread)) widenSpread(merged, Number(seq), seen);
  }
  return merged;
}
