/**
 * Authenticated reads (`npm run bench:auth-reads`), before and after in the same run: the dashboard bench's
 * member (500 bids over 150 lots, 50 won; `bench/seed/seed.ts --dashboard-out`) asks for
 * `GET /api/auth/me` (bearer), `GET /api/dashboard/overview` (bearer) and `/lotes` (session cookie) from 20
 * concurrent clients on workerd's own port, against this checkout ("after") and against a baseline commit
 * ("before", `--baseline REF`), each server on its own copy of one seeded state. The two are measured
 * alternately, round after round, so that neither has the machine's quiet moments alone. Prints req/s,
 * p50, p99 and workerd's CPU per request (from /proc: what other processes on a busy machine do not move)
 * of each, the after ÷ before ratios, and the verdict: at least twice the baseline's requests per second for
 * each of the three (exit 1 on a miss).
 *
 *   npm run bench:auth-reads                          # baseline: the commit before authenticated reads were cut
 *   npm run bench:auth-reads -- --baseline main~3     # another baseline
 *   npm run bench:auth-reads -- --rounds 2 --per-round 100   # a short run while developing (default 10 × 125)
 *   npm run bench:auth-reads -- --profile             # then perf on the after's workerd, each read alone
 *
 * With `--profile`, after the rounds, each read (and `/api/auth/me` without credentials: a request's fixed cost)
 * runs alone on the after's server under perf (bench/lib/perf-profile.ts), which prints where its main thread
 * spent the time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sessionCookieName } from '~/server/auth/request-auth.server';
import { Baseline } from './lib/baseline';
import { load, timedRequest } from './lib/http';
import { keepOutput } from './lib/kept-output';
import { shortCommit } from './lib/machine';
import { PerfProfile } from './lib/perf-profile';
import { pidListeningOn, processTree } from './lib/procfs';
import { BENCH_VARS, benchStateDir, seedBenchState, startBenchServer, type BenchServer } from './lib/server';
import { ms, percentile, ratio, exitOnMissedTargets } from './lib/stats';

await keepOutput('auth-reads');

/** The commit before authenticated reads were cut to one D1 round trip (issue 23, item 5). */
const DEFAULT_BASELINE = 'be741bfc8195b4b1bfa197d263e54b10b5d02f1a';
const CONCURRENCY = 20;
/** after ÷ before, in requests per second, for each read */
const TARGET_SPEEDUP = 2;

const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    'baseline-port': { type: 'string' },
    rounds: { type: 'string', default: '10' },
    'per-round': { type: 'string', default: '125' },
    profile: { type: 'boolean', default: false },
  },
});
const PORT = Number(process.env.BENCH_PORT ?? 8790);
const BASELINE_PORT = Number(values['baseline-port'] ?? PORT + 100);
const ROUNDS = Number(values.rounds);
const PER_ROUND = Number(values['per-round']);

interface Read {
  label: string;
  path: string;
  headers: Record<string, string>;
}

const baseline = new Baseline(values.baseline ?? DEFAULT_BASELINE, 'auth-reads-baseline');
const stateDir = path.resolve(benchStateDir('auth-reads', { fresh: true }));
const memberFile = `${stateDir}/dashboard-member.json`;

console.log(`Authenticated reads — after: this checkout (${shortCommit()}); before: ${baseline.label}`);
console.log(`State in ${stateDir}`);

seedBenchState({ persistTo: stateDir, lots: 0, seedArgs: ['--dashboard-out', memberFile] });
const member = JSON.parse(readFileSync(memberFile, 'utf8')) as { token: string; cookieToken: string; bids: number; won: number };
const bearer = { Authorization: `Bearer ${member.token}` };
const reads: Read[] = [
  { label: 'GET /api/auth/me (bearer)', path: '/api/auth/me', headers: bearer },
  { label: 'GET /api/dashboard/overview (bearer)', path: '/api/dashboard/overview', headers: bearer },
  {
    label: 'GET /lotes (session cookie)',
    path: '/lotes',
    headers: { Cookie: `${sessionCookieName(BENCH_VARS.APP_ENV)}=${member.cookieToken}` },
  },
];

let after: BenchServer | null = null;
try {
  baseline.prepare(stateDir);
  after = await startBenchServer({ port: PORT, persistTo: stateDir, lots: 0, seed: false, inspector: false });
  const before = await baseline.start(BASELINE_PORT);
  const servers = { before, after };
  // Every read must answer 200 as the member on both, before anything is timed (then a warm-up).
  for (const [name, server] of Object.entries(servers)) {
    for (const read of reads) {
      for (let i = 0; i < 50; i++) {
        const { status } = await timedRequest(server.runtimeUrl + read.path, { headers: read.headers });
        if (status !== 200) throw new Error(`${name}: ${read.path} answered ${status}, not 200`);
      }
    }
  }
  // workerd's CPU over each server's own requests: a figure the other processes on the machine do not move.
  const runtimePid = (server: BenchServer) => {
    const workerds = processTree(server.pid).filter((p) => p.name === 'workerd');
    return pidListeningOn(
      Number(new URL(server.runtimeUrl).port),
      workerds.map((p) => p.pid),
    );
  };
  const pids = { before: runtimePid(before), after: runtimePid(after) };
  if (pids.before === null || pids.after === null) throw new Error("workerd's process behind a server's own port was not found in /proc");
  const cpuMsOf = (pid: number | null) => (pid === null ? Number.NaN : (processTree(pid)[0]?.cpuMs ?? Number.NaN));
  const samples = new Map<string, { times: number[]; seconds: number; cpuMs: number }>();
  const key = (name: string, read: Read) => `${name} ${read.path}`;
  for (let round = 1; round <= ROUNDS; round++) {
    // A, B, then B, A: neither is always the one measured first.
    const order = round % 2 === 1 ? (['before', 'after'] as const) : (['after', 'before'] as const);
    for (const read of reads) {
      for (const name of order) {
        const url = servers[name].runtimeUrl + read.path;
        const cpuBefore = cpuMsOf(pids[name]);
        const r = await load(CONCURRENCY, PER_ROUND, () => timedRequest(url, { headers: read.headers }));
        const into = samples.get(key(name, read)) ?? { times: [], seconds: 0, cpuMs: 0 };
        into.times.push(...r.samples);
        into.seconds += r.seconds;
        into.cpuMs += cpuMsOf(pids[name]) - cpuBefore;
        samples.set(key(name, read), into);
      }
    }
    console.log(`  round ${round}/${ROUNDS} done`);
  }
  const figures = (name: string, read: Read) => {
    const { times, seconds, cpuMs } = samples.get(key(name, read))!;
    times.sort((a, b) => a - b);
    return {
      n: times.length,
      rps: times.length / seconds,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      cpu: cpuMs / times.length,
    };
  };
  if (values.profile) {
    const roles = new Map([
      [pids.after, 'workerd (after)'],
      [pids.before, 'workerd (before)'],
    ]);
    for (const read of [{ label: 'GET /api/auth/me without credentials (401)', path: '/api/auth/me', headers: {} }, ...reads]) {
      const profile = await PerfProfile.start(pids.after, `${stateDir}/perf.data`, roles);
      const r = await load(CONCURRENCY, PER_ROUND * 4, () => timedRequest(after!.runtimeUrl + read.path, { headers: read.headers }));
      console.log(`\n--profile: ${read.label}, alone on the after's server: ${(r.samples.length / r.seconds).toFixed(0)} req/s`);
      await profile?.report([]);
    }
  }
  console.log(
    `\nA member with ${member.bids} bids and ${member.won} won lots; ${CONCURRENCY} concurrent clients on workerd's own port, ` +
      `${ROUNDS} rounds of ${PER_ROUND} requests each, alternating; time to first byte`,
  );
  for (const read of reads) {
    console.log(`\n${read.label}`);
    for (const name of ['before', 'after'] as const) {
      const f = figures(name, read);
      console.log(
        `  ${name.padEnd(6)}  ${String(f.n).padStart(5)} samples  ${f.rps.toFixed(0).padStart(5)} req/s  p50 ${ms(f.p50).padStart(9)}  p99 ${ms(f.p99).padStart(9)}  workerd CPU ${Number.isNaN(f.cpu) ? 'not measured' : `${f.cpu.toFixed(2)} ms`}/request`,
      );
    }
  }
  console.log(`\nTargets: req/s after ≥ ${TARGET_SPEEDUP}× before (${TARGET_SPEEDUP} ÷ (after ÷ before); ≤ 1.00 meets it)`);
  for (const read of reads) {
    const speedup = figures('after', read).rps / figures('before', read).rps;
    const p50 = figures('after', read).p50 / figures('before', read).p50;
    const cpu = figures('after', read).cpu / figures('before', read).cpu;
    console.log(
      `  ${read.label.padEnd(40)} after ÷ before: req/s ${speedup.toFixed(2)}×, p50 ${p50.toFixed(2)}×, workerd CPU per request ${cpu.toFixed(2)}×   ${ratio(TARGET_SPEEDUP, speedup)}`,
    );
  }
} finally {
  await after?.stop();
  await baseline.remove();
}
exitOnMissedTargets();
