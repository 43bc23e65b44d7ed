/**
 * Watchers of the live-lot benchmark, in a process of their own: signed-in sockets on one lot, each
 * timestamping every lot update on receipt (latency = receipt − the message's server_time; one machine,
 * one clock) and checking `seq` for gaps. After 'finish' each should have had every accepted bid.
 * With `trackEnds`, each also notes when it first saw each new `ends_at` (the lot's end moved).
 * The connect storm (bench/connect-storm.ts) also uses: `credential: 'ticket'` (socket tickets in place of
 * bearer tokens), `startAt` (every process starts connecting at the same instant) and
 * `reconnect` (after 'go', drop every socket and open them all again at the parent's word).
 */
import type WebSocket from 'ws';
import { serveParent } from './fleet-client';
import {
  addEndSeen,
  widenSpread,
  type ConnectWave,
  type EndSeen,
  type WatcherConfig,
  type WatcherReady,
  type WatcherResult,
} from './fleet-protocol';
import { endsAtOf, epochNow, messageHead, openLotSocket, type SocketCredential } from './lot-socket';
import { Histogram } from './stats';

interface Watcher {
  ws: WebSocket;
  /** seq of the snapshot on connect; updates are the messages after it */
  firstSeq: number | null;
  lastSeq: number;
  /** the last `ends_at` this watcher saw */
  endsAt: string | null;
  updates: number;
  gaps: number;
  repeats: number;
  closed: boolean;
}

serveParent<WatcherConfig, WatcherReady, WatcherResult>(15 * 60_000, async (config, { next, ready }) => {
  const latency = new Histogram();
  const warmup = new Histogram();
  /** epoch ms of 'go'; until then every update would count as warm-up (none comes before it) */
  let goAt = Number.POSITIVE_INFINITY;
  const spread: WatcherResult['spread'] = {};
  const watchers: Watcher[] = [];
  let failures: string[] = [];
  let failed = 0;
  const ends: Record<string, EndSeen> = {};
  let firstAt = Number.POSITIVE_INFINITY;
  let lastAt = 0;
  let finishing = false;
  let closedEarly = 0;

  const credentials: SocketCredential[] = config.tokens.map((token) =>
    config.credential === 'ticket' ? { ticket: token } : { bearer: token },
  );

  const connect = (n: number) =>
    new Promise<void>((resolve) => {
      const ws = openLotSocket(config.socketUrl, credentials[n % credentials.length]!, config.connectTimeoutMs);
      const w: Watcher = { ws, firstSeq: null, lastSeq: 0, endsAt: null, updates: 0, gaps: 0, repeats: 0, closed: false };
      let settled = false;
      const settle = (failure?: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (failure) failed++;
        if (failure && failures.length < 10) failures.push(failure);
        if (failure) ws.terminate();
        resolve();
      };
      const timer = setTimeout(() => settle(`no snapshot in ${config.connectTimeoutMs} ms`), config.connectTimeoutMs);
      ws.on('message', (data) => {
        const at = epochNow();
        const text = String(data);
        const head = messageHead(text);
        if (!head || head.type !== 'auction_update' || head.seq === null) return;
        if (w.firstSeq === null) {
          // the snapshot every socket gets on connect
          w.firstSeq = w.lastSeq = head.seq;
          if (config.trackEnds) w.endsAt = endsAtOf(text);
          watchers.push(w);
          settle();
          return;
        }
        if (head.seq <= w.lastSeq) {
          w.repeats++;
          return;
        }
        if (head.seq !== w.lastSeq + 1) w.gaps++;
        w.lastSeq = head.seq;
        if (config.trackEnds) {
          const endsAt = endsAtOf(text);
          if (endsAt !== null && endsAt !== w.endsAt) addEndSeen(ends, endsAt, { watchers: 1, firstAt: at, lastAt: at });
          w.endsAt = endsAt;
        }
        w.updates++;
        const ms = at - head.serverTime;
        (head.serverTime - goAt < (config.warmupMs ?? 0) ? warmup : latency).add(ms);
        widenSpread(spread, head.seq, [ms, ms, head.serverTime]);
        if (at < firstAt) firstAt = at;
        if (at > lastAt) lastAt = at;
      });
      ws.on('unexpected-response', (_req, res) => settle(`HTTP ${res.statusCode}`));
      ws.on('error', (error) => settle(error.message));
      ws.on('close', (code) => {
        w.closed = true;
        if (w.firstSeq === null) settle(`closed (${code}) before the first message`);
        else if (!finishing) closedEarly++;
      });
    });

  /** Every watcher connects, a bounded number of handshakes at a time (so a thousand sockets need not all knock at once). */
  const connectAll = async (): Promise<ConnectWave> => {
    failures = [];
    failed = 0;
    const startedAt = epochNow();
    let issued = 0;
    await Promise.all(
      Array.from({ length: Math.min(config.connectConcurrency, config.count) }, async () => {
        while (issued < config.count) await connect(issued++);
      }),
    );
    return { connected: watchers.length, failures, failed, startedAt, endedAt: epochNow() };
  };
  const waitUntil = async (at: number) => {
    while (epochNow() < at) await new Promise((r) => setTimeout(r, Math.min(50, Math.max(1, at - epochNow()))));
  };

  if (config.startAt !== undefined) await waitUntil(config.startAt);
  ready(await connectAll());

  await next('go');
  goAt = epochNow();
  let reconnect: ConnectWave | undefined;
  if (config.reconnect) {
    const { at } = await next('reconnect');
    finishing = true;
    for (const w of watchers) w.ws.terminate();
    watchers.length = 0;
    await waitUntil(at);
    finishing = false;
    reconnect = await connectAll();
  }
  const cpuBefore = process.cpuUsage();
  const { expectedUpdates } = await next('finish');
  const settleBy = performance.now() + config.settleMs;
  while (performance.now() < settleBy && watchers.some((w) => !w.closed && w.updates < expectedUpdates)) {
    await new Promise((r) => setTimeout(r, 50));
  }
  finishing = true;
  const cpu = process.cpuUsage(cpuBefore);
  const missing = watchers.map((w) => Math.max(0, expectedUpdates - w.updates));
  for (const w of watchers) w.ws.terminate();
  return {
    watchers: watchers.length,
    latency: latency.toJSON(),
    warmup: warmup.toJSON(),
    spread,
    updates: watchers.reduce((n, w) => n + w.updates, 0),
    missed: missing.reduce((a, b) => a + b, 0),
    watchersMissing: missing.filter((m) => m > 0).length,
    gaps: watchers.reduce((n, w) => n + w.gaps, 0),
    repeats: watchers.reduce((n, w) => n + w.repeats, 0),
    closedEarly,
    firstAt,
    lastAt,
    cpuMs: (cpu.user + cpu.system) / 1000,
    ends,
    ...(reconnect ? { reconnect } : {}),
  };
});
