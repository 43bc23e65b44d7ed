/**
 * Live-lot benchmark (`npm run bench:bids [-- --port 8790] [-- --quick] [-- --parts sequential,fan-out] [-- --watchers 100,1000]`)
 * against a seeded `wrangler dev`, with every load client in a process of its own: the parts sequential, contention,
 * fan-out, saturation and the scale curve (bench/bids/parts.ts), maxima (bench/bids/maxima.ts) and final-minute
 * (bench/bids/final-minute.ts), then every lot's bids checked against the answers, the API and D1
 * (bench/bids/invariants.ts). What each part measures and its targets: bench/README.md.
 *
 * `--baseline REF [--baseline-port N]` (default port: ours + 100; off unless asked for): sequential also runs, on workerd's
 * own port, against REF checked out and built beside this one, on its own copy of the same seeded state and with
 * the same bidders, right after ours on each place (A B B A on workerd's port); the target is our bids/s ÷ the
 * baseline's ≥ 1.00 less the runs' own spread (bench/bids/parts.ts, bench/lib/baseline.ts). For example:
 *
 *   npm run bench:bids -- --parts sequential --baseline abc6d96
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { finalMinute } from './bids/final-minute';
import { checkAnswersAndApi, checkD1 } from './bids/invariants';
import { maxima } from './bids/maxima';
import { contention, fanOut, saturation, scaleCurve, sequential, type Bench } from './bids/parts';
import { TargetSheet } from './bids/report';
import type { Rig } from './bids/run-part';
import { BENCH_BIDDERS, FINAL_MINUTE_LOTS, FIXED_LOTS, FULL, PART_NAMES, QUICK, WATCHER_SESSIONS, type PartName } from './bids/settings';
import { Baseline } from './lib/baseline';
import { keepOutput } from './lib/kept-output';
import { nameListeners } from './lib/procfs';
import { benchStateDir, seedBenchState, startBenchServer, type BenchServer } from './lib/server';
import { exitOnMissedTargets } from './lib/stats';
import { stopAfter } from './lib/time-limit';
import type { BenchAuction } from './seed/auction';

await keepOutput('bids');

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    quick: { type: 'boolean' },
    parts: { type: 'string' },
    watchers: { type: 'string' },
    profile: { type: 'boolean' },
    baseline: { type: 'string' },
    'baseline-port': { type: 'string' },
  },
});
const PORT = Number(args.port ?? process.env.BENCH_PORT ?? 8790);
const BASELINE_PORT = Number(args['baseline-port'] ?? PORT + 100);
/** The parts to run (`--parts`, by name; all by default). */
const PARTS = new Set(
  (args.parts ?? PART_NAMES.join(',')).split(',').map((p) => {
    const name = p.trim() as PartName;
    if (!PART_NAMES.includes(name)) throw new Error(`--parts: ${p} is not a part (${PART_NAMES.join(', ')})`);
    return name;
  }),
);
if (args.baseline && !PARTS.has('sequential')) throw new Error('--baseline measures the sequential part: add sequential to --parts');
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
const seedArgs = [
  ...['--bidders', String(BENCH_BIDDERS), '--live-lots', String(FIXED_LOTS + CURVE.length)],
  ...['--final-minute-lots', String(FINAL_MINUTE_LOTS), '--auction-out', fixtureFile],
];
// The baseline's ref is resolved before anything is seeded; its state is copied before either server starts.
const baseline = args.baseline ? new Baseline(args.baseline, `bids-${BASELINE_PORT}-baseline`) : null;
seedBenchState({ persistTo, lots: 0, seedArgs });
const fixture = JSON.parse(readFileSync(fixtureFile, 'utf8')) as BenchAuction;
const watcherTokens = fixture.bidders.slice(-WATCHER_SESSIONS).map((b) => b.token);

/** A server, and its processes named by the ports they listen on (for the CPU each spends); `who`: besides ours. */
async function rigOf(server: BenchServer, who = ''): Promise<Rig> {
  const runtimePort = Number(new URL(server.runtimeUrl).port);
  const port = Number(new URL(server.url).port);
  const cpuRoles = await nameListeners(server.pid, [
    { port: runtimePort, role: `workerd runtime :${runtimePort}` },
    { port, role: `wrangler dev proxy :${port}` },
  ]);
  console.log(
    `Server processes measured${who}: the tree of pid ${server.pid} (${[...cpuRoles].map(([pid, role]) => `${role} = pid ${pid}`).join(', ')}; others by name)`,
  );
  return { server, cpuRoles, watcherTokens };
}

let server: BenchServer | null = null;
try {
  baseline?.prepare(persistTo);
  server = await startBenchServer({ port: PORT, persistTo, lots: 0, seed: false, inspector: false });
  const rig = await rigOf(server);
  const baselineRig = baseline
    ? { rig: await rigOf(await baseline.start(BASELINE_PORT), ` (baseline ${baseline.label})`), label: baseline.label }
    : undefined;
  const bench: Bench = {
    ...rig,
    baseline: baselineRig,
    bidderAccounts: fixture.bidders.slice(0, BENCH_BIDDERS - WATCHER_SESSIONS),
    sizes: args.quick ? QUICK : FULL,
    targets: new TargetSheet(),
    runs: [],
    profile: args.profile,
  };
  // Each part, place and transport on a lot of its own, in the fixture's order: sequential four, contention four,
  // fan-out two, saturation one, maxima one (FIXED_LOTS in all), then one per size of the curve; final-minute on a
  // lot of its own.
  const lots = fixture.lots;
  if (PARTS.has('sequential')) await sequential(bench, lots.slice(0, 4));
  await baseline?.remove();
  if (PARTS.has('contention')) await contention(bench, lots.slice(4, 8));
  if (PARTS.has('fan-out')) await fanOut(bench, lots.slice(8, 10));
  if (CURVE.length > 0) await scaleCurve(bench, CURVE, lots.slice(FIXED_LOTS));
  if (PARTS.has('saturation')) await saturation(bench, lots[10]!);
  if (PARTS.has('maxima')) await maxima(bench, lots[11]!);
  if (PARTS.has('final-minute')) await finalMinute(bench, fixture.finalMinuteLots[0]!, fixture.adminToken, fixture.bidders[0]!.token);

  console.log('\nInvariants (answers, GET /api/auctions/{id} as a member, then D1)');
  const answered = await checkAnswersAndApi(server, bench.runs, fixture.bidders[0]!.token);
  await server.stop();
  const stored = await checkD1(persistTo, answered.chains);
  console.log(`  ${answered.chains.size} lots checked: ${answered.problems + stored} problem(s)`);

  bench.targets.zero('invariants broken', answered.problems + stored);
  bench.targets.print(`\nTargets (figure / target; ≤ 1.00 meets it) — wrangler dev on :${PORT}, workerd on ${server.runtimeUrl}`);
  // A count that must be 0 and is not (a defect, a missed update, a broken invariant) fails the run, and so does
  // a figure over its target or not measured.
  if (bench.targets.failures > 0) process.exitCode = 1;
  exitOnMissedTargets();
} finally {
  await server?.stop();
  await baseline?.remove();
}
