/**
 * Live-lot benchmark (`npm run bench:bids [-- --port 8790] [-- --quick] [-- --parts a,b,c,d,e,f] [-- --watchers 100,1000]`)
 * against a seeded `wrangler dev`, with every load client in a process of its own: (a) sequential, (b) contention,
 * (c) fan-out, (d) saturation and the scale curve (bench/bids/parts.ts), (e) maxima (bench/bids/maxima.ts), (f) the
 * final minute (bench/bids/final-minute.ts), then every lot's bids checked against the answers, the API and D1
 * (bench/bids/invariants.ts). What each part measures and its targets: bench/README.md.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { BenchAuction } from '../scripts/lib/bench-auction';
import { finalMinute } from './bids/final-minute';
import { checkAnswersAndApi, checkD1 } from './bids/invariants';
import { maxima } from './bids/maxima';
import { contention, fanOut, saturation, scaleCurve, sequential, type Bench } from './bids/parts';
import { TargetSheet } from './bids/report';
import { BENCH_BIDDERS, FINAL_MINUTE_LOTS, FIXED_LOTS, FULL, QUICK, WATCHER_SESSIONS } from './bids/settings';
import { keepOutput } from './lib/kept-output';
import { nameListeners } from './lib/procfs';
import { benchStateDir, startBenchServer } from './lib/server';
import { exitOnMissedTargets } from './lib/stats';
import { stopAfter } from './lib/time-limit';

keepOutput('bids');

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    quick: { type: 'boolean' },
    parts: { type: 'string' },
    watchers: { type: 'string' },
    profile: { type: 'boolean' },
  },
});
const PORT = Number(args.port ?? process.env.BENCH_PORT ?? 8790);
const PARTS = new Set((args.parts ?? 'a,b,c,d,e,f').split(',').map((p) => p.trim()));
/** the scale curve's sizes (`--watchers`), each on a lot of its own */
const CURVE = (args.watchers ?? '')
  .split(',')
  .filter(Boolean)
  .map((n) => {
    const size = Number(n);
    if (!Number.isSafeInteger(size) || size < 4 || size > 10_000)
      throw new Error(`--watchers: ${n} is not a number of watchers from 4 to 10000`);
    return size;
  });

// The whole run is bounded: stop everything if it ever takes this long.
stopAfter('bench:bids', 60 * 60_000);

// Anew on every run: the bidders' notices and the day's bid events from earlier runs would weigh on this one.
// Named by the port, so that runs on two ports (two worktrees) never empty each other's state.
const persistTo = benchStateDir(`bids-${PORT}`, { fresh: true });
const fixtureFile = `${persistTo}/fixture.json`;
console.log(`Live-lot benchmark${args.quick ? ' (quick sizes)' : ''} — state in ${persistTo}`);
const server = await startBenchServer({
  port: PORT,
  persistTo,
  lots: 0,
  seedArgs: [
    ...['--bench-bidders', String(BENCH_BIDDERS), '--bench-lots', String(FIXED_LOTS + CURVE.length)],
    ...['--bench-final-minute-lots', String(FINAL_MINUTE_LOTS), '--bench-out', fixtureFile],
  ],
  inspector: false,
});
const fixture = JSON.parse(readFileSync(fixtureFile, 'utf8')) as BenchAuction;
const runtimePort = Number(new URL(server.runtimeUrl).port);
const cpuRoles = await nameListeners(server.pid, [
  { port: runtimePort, role: `workerd runtime :${runtimePort}` },
  { port: PORT, role: `wrangler dev proxy :${PORT}` },
]);
console.log(
  `Server processes measured: the tree of pid ${server.pid} (${[...cpuRoles].map(([pid, role]) => `${role} = pid ${pid}`).join(', ')}; others by name)`,
);

const bench: Bench = {
  server,
  cpuRoles,
  watcherTokens: fixture.bidders.slice(-WATCHER_SESSIONS).map((b) => b.token),
  bidderAccounts: fixture.bidders.slice(0, BENCH_BIDDERS - WATCHER_SESSIONS),
  sizes: args.quick ? QUICK : FULL,
  targets: new TargetSheet(),
  runs: [],
  profile: args.profile,
};
// Each part, place and transport on a lot of its own, in the fixture's order: (a) four, (b) four, (c) two, (d) one,
// (e) one (FIXED_LOTS in all), then one per size of the curve; (f) on a lot of the final minute's own.
const lots = fixture.lots;
try {
  if (PARTS.has('a')) await sequential(bench, lots.slice(0, 4));
  if (PARTS.has('b')) await contention(bench, lots.slice(4, 8));
  if (PARTS.has('c')) await fanOut(bench, lots.slice(8, 10));
  if (CURVE.length > 0) await scaleCurve(bench, CURVE, lots.slice(FIXED_LOTS));
  if (PARTS.has('d')) await saturation(bench, lots[10]!);
  if (PARTS.has('e')) await maxima(bench, lots[11]!);
  if (PARTS.has('f')) await finalMinute(bench, fixture.finalMinuteLots[0]!, fixture.adminToken, fixture.bidders[0]!.token);

  console.log('\nInvariants (answers, GET /api/auctions/{id} as a member, then D1)');
  const answered = await checkAnswersAndApi(server, bench.runs, fixture.bidders[0]!.token);
  await server.stop();
  const stored = await checkD1(persistTo, answered.chains);

  bench.targets.zero('invariants broken', answered.problems + stored);
  bench.targets.print(`\nTargets (figure / target; ≤ 1.00 meets it) — wrangler dev on :${PORT}, workerd on ${server.runtimeUrl}`);
  // A count that must be 0 and is not (a defect, a missed update, a broken invariant) fails the run, and so does
  // a figure over its target or not measured.
  if (bench.targets.failures > 0) process.exitCode = 1;
  exitOnMissedTargets();
} finally {
  await server.stop();
}
