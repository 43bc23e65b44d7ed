/**
 * Connect storm (`npm run bench:connect [-- --port 8790] [-- --watchers 1000]`): a crowd of signed-in watchers,
 * each a member of its own, opening the same lot's socket at once (4 processes, every handshake in flight
 * together), then all dropped and reconnecting at once, as after a deploy. Measured on workerd's own port
 * with bearer tokens (every upgrade reads its session in D1) and with socket tickets (none does: decision
 * 0029; fetched before the timing, as a page has its ticket from its HTML), after a warm-up storm that
 * creates every inbox and the room, and on the floor (bench/floor/: a bare Node `ws` server, the least this machine can do) in the same
 * run. Reported: the time from the first handshake to the last snapshot, refusals (must be 0) and
 * workerd's CPU per connect. Targets: tickets connect and reconnect in no more time and CPU than bearer
 * tokens, and in at most 2× the floor's time.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Floor } from './floor/floor';
import { allReady, allResults, FleetClient } from './lib/fleet';
import type { ConnectWave, WatcherConfig, WatcherReady, WatcherResult } from './lib/fleet-protocol';
import { keepOutput } from './lib/kept-output';
import { epochNow, fetchSocketTicket, lotSocketUrl } from './lib/lot-socket';
import { cpuByRole, cpuSpent, nameListeners } from './lib/procfs';
import { benchStateDir, startBenchServer } from './lib/server';
import { exitOnMissedTargets, ratio } from './lib/stats';
import { stopAfter } from './lib/time-limit';
import type { BenchAuction } from './seed/auction';

await keepOutput('connect-storm');

const { values: args } = parseArgs({ options: { port: { type: 'string' }, watchers: { type: 'string' } } });
const PORT = Number(args.port ?? process.env.BENCH_PORT ?? 8790);
const WATCHERS = Number(args.watchers ?? 1000);
const PROCESSES = 4;
if (!Number.isSafeInteger(WATCHERS) || WATCHERS < PROCESSES || WATCHERS > 5_000 || WATCHERS % PROCESSES !== 0)
  throw new Error(`--watchers: ${args.watchers} is not a multiple of ${PROCESSES} from ${PROCESSES} to 5000`);
const PER_PROCESS = WATCHERS / PROCESSES;
/** Time for the processes to start before the storm's common start. */
const PREPARE_MS = 4_000;
/** Between dropping every socket and reconnecting: the server sees the closes first, as after a deploy. */
const DROPPED_MS = 2_000;

stopAfter('bench:connect', 10 * 60_000);

const persistTo = benchStateDir(`connect-${PORT}`, { fresh: true });
const fixtureFile = `${persistTo}/fixture.json`;
console.log(
  `Connect-storm benchmark: ${WATCHERS} watchers (${PROCESSES} processes × ${PER_PROCESS}), each a member of its own — state in ${persistTo}`,
);
const server = await startBenchServer({
  port: PORT,
  persistTo,
  lots: 0,
  seedArgs: ['--bidders', String(WATCHERS), '--live-lots', '1', '--auction-out', fixtureFile],
  inspector: false,
});
const fixture = JSON.parse(readFileSync(fixtureFile, 'utf8')) as BenchAuction;
const lot = fixture.lots[0]!;
const tokens = fixture.bidders.map((b) => b.token);
const runtimePort = Number(new URL(server.runtimeUrl).port);
const RUNTIME = `workerd runtime :${runtimePort}`;
const cpuRoles = await nameListeners(server.pid, [{ port: runtimePort, role: RUNTIME }]);
if (![...cpuRoles.values()].includes(RUNTIME)) console.log(`workerd's process was not found: its CPU is not measured`);

interface Wave {
  connected: number;
  failed: number;
  failures: string[];
  /** from the first handshake to the last snapshot, over every process */
  ms: number;
  /** workerd's CPU over the wave (NaN when not measured) */
  cpuMs: number;
}

interface Storm {
  label: string;
  connect: Wave;
  reconnect: Wave;
}

const sleepUntil = async (at: number) => {
  while (epochNow() < at) await new Promise((r) => setTimeout(r, Math.min(50, Math.max(1, at - epochNow()))));
};

const runtimeCpu = () => cpuByRole(server.pid, cpuRoles);
const runtimeSpent = (before: Map<string, number>) => cpuSpent(before, runtimeCpu()).get(RUNTIME) ?? Number.NaN;

function wave(waves: ConnectWave[], cpuMs: number): Wave {
  return {
    connected: waves.reduce((n, w) => n + w.connected, 0),
    failed: waves.reduce((n, w) => n + w.failed, 0),
    failures: waves.flatMap((w) => w.failures).slice(0, 5),
    ms: Math.max(...waves.map((w) => w.endedAt)) - Math.min(...waves.map((w) => w.startedAt)),
    cpuMs,
  };
}

/** A socket ticket for every watcher, fetched before any timing (a page has its ticket from its HTML), 20 at a time. */
async function ticketsFor(bearerTokens: string[]): Promise<string[]> {
  const tickets: string[] = [];
  for (let i = 0; i < bearerTokens.length; i += 20) {
    tickets.push(...(await Promise.all(bearerTokens.slice(i, i + 20).map((token) => fetchSocketTicket(server.runtimeUrl, token)))));
  }
  return tickets;
}

/** One storm: every watcher connects at once, then all are dropped and reconnect at once. */
async function storm(label: string, baseUrl: string, credential: 'bearer' | 'ticket', watchers = PER_PROCESS): Promise<Storm> {
  const credentials = credential === 'ticket' ? await ticketsFor(tokens) : tokens;
  const startAt = epochNow() + PREPARE_MS;
  const clients = Array.from(
    { length: PROCESSES },
    (_, i) =>
      new FleetClient<WatcherConfig, WatcherReady, WatcherResult>('./watcher-process.ts', `${label} watchers #${i + 1}`, {
        socketUrl: lotSocketUrl(baseUrl, lot.id),
        // each watcher a member of its own: no two share a session or an inbox
        tokens: credentials.slice(i * PER_PROCESS, i * PER_PROCESS + watchers),
        count: watchers,
        connectConcurrency: watchers,
        connectTimeoutMs: 30_000,
        settleMs: 0,
        credential,
        startAt,
        reconnect: true,
      }),
  );
  try {
    await sleepUntil(startAt - 20);
    const before = runtimeCpu();
    const ready = await allReady(clients);
    const connect = wave(ready, runtimeSpent(before));
    const late = Math.max(...ready.map((r) => r.startedAt)) - startAt;
    if (late > 100) console.log(`  (${label}: a process started ${late.toFixed(0)} ms late: the storm was not simultaneous)`);

    const at = epochNow() + DROPPED_MS;
    for (const c of clients) {
      c.send({ type: 'go' });
      c.send({ type: 'reconnect', at });
      c.send({ type: 'finish', expectedUpdates: 0 });
    }
    await sleepUntil(at - 20);
    const beforeReconnect = runtimeCpu();
    const results = await allResults(clients);
    const reconnect = wave(
      results.map((r) => r.reconnect!),
      runtimeSpent(beforeReconnect),
    );
    return { label, connect, reconnect };
  } finally {
    for (const c of clients) c.kill();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const perConnect = (w: Wave) => (Number.isNaN(w.cpuMs) ? 'not measured' : `${(w.cpuMs / Math.max(1, w.connected)).toFixed(2)} ms`);

function printStorm(s: Storm) {
  for (const [what, w] of [
    ['connect', s.connect],
    ['reconnect', s.reconnect],
  ] as const) {
    console.log(
      `  ${s.label.padEnd(22)} ${what.padEnd(9)} ${String(w.connected).padStart(5)} connected in ${seconds(w.ms).padStart(8)}` +
        `  refused ${w.failed}${w.failures.length ? ` (${w.failures.join('; ')})` : ''}` +
        (s.label.startsWith('floor') ? '' : `  workerd CPU ${perConnect(w)} per connect (${w.cpuMs.toFixed(0)} ms)`),
    );
  }
}

let refused = 0;
try {
  const floorServer = await Floor.start(server.runtimeUrl, lot.id, tokens[0]!);
  let floor: Storm;
  try {
    floor = await storm('floor (ws on Node)', floorServer.baseUrl, 'bearer');
  } finally {
    floorServer.kill();
  }
  // Every watcher's inbox and the lot's room exist before either storm is timed, so neither pays their creation.
  console.log(`\nWarm-up on workerd (the same ${WATCHERS} watchers with bearer tokens, not reported)`);
  await storm('warm-up', server.runtimeUrl, 'bearer');

  const bearer = await storm('workerd, bearer tokens', server.runtimeUrl, 'bearer');
  const ticket = await storm('workerd, socket tickets', server.runtimeUrl, 'ticket');

  console.log(
    `\nConnect storm on lot ${lot.id}: ${WATCHERS} watchers at once, then dropped and reconnecting at once (workerd on ${server.runtimeUrl})`,
  );
  for (const s of [floor, bearer, ticket]) printStorm(s);
  for (const s of [floor, bearer, ticket]) refused += s.connect.failed + s.reconnect.failed;

  console.log('\nTargets (figure / target; ≤ 1.00 meets it), same run');
  for (const what of ['connect', 'reconnect'] as const) {
    console.log(`  ${what}: tickets' time / bearer tokens' time        ${ratio(ticket[what].ms, bearer[what].ms)}`);
    console.log(`  ${what}: tickets' time / (2 × the floor's time)      ${ratio(ticket[what].ms, 2 * floor[what].ms)}`);
    console.log(
      `  ${what}: tickets' CPU per connect / bearer tokens'  ${ratio(ticket[what].cpuMs / ticket[what].connected, bearer[what].cpuMs / bearer[what].connected)}`,
    );
    console.log(
      `  ${what}: bearer tokens' time / (2 × the floor's time) ${(bearer[what].ms / (2 * floor[what].ms)).toFixed(2)} (for comparison, no target)`,
    );
  }
  console.log(`  refused upgrades (must be 0): ${refused}${refused ? ' FAILED' : ' ok'}`);
  if (refused > 0) process.exitCode = 1;
  exitOnMissedTargets();
} finally {
  await server.stop();
}
