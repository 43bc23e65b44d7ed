/**
 * Dashboard benchmark (part of `npm run bench`): the demo catalogue and a member with 500 bids over 150
 * lots, 50 of them won (payments and pickups included); time to first byte p50/p99 of
 * `GET /api/dashboard/overview`, `/bid-history?per_page=20` and `/won-auctions` at 1 and 20 concurrent
 * clients, through `wrangler dev` and on workerd's own port. Target: p50 ≤ 30 ms at 20 on workerd's port.
 */
import { readFileSync } from 'node:fs';
import { load, timeToFirstByte } from './lib/http';
import { keepOutput } from './lib/kept-output';
import { benchStateDir, serverPlaces, startBenchServer } from './lib/server';
import { loadRow, ms, ratio, exitOnMissedTargets } from './lib/stats';

await keepOutput('dashboard');

const PORT = Number(process.env.BENCH_PORT ?? 8790);
const TARGET_P50 = 30;
const PATHS = ['/api/dashboard/overview', '/api/dashboard/bid-history?per_page=20', '/api/dashboard/won-auctions'];

const persistTo = benchStateDir('dashboard');
const memberFile = `${persistTo}/dashboard-member.json`;
console.log(`Dashboard benchmark — state in ${persistTo}`);
const server = await startBenchServer({ port: PORT, persistTo, lots: 0, seedArgs: ['--dashboard-out', memberFile] });
try {
  const member = JSON.parse(readFileSync(memberFile, 'utf8')) as { token: string; bids: number; won: number };
  const headers = { Authorization: `Bearer ${member.token}` };
  const ttfb = (url: string) => timeToFirstByte(url, headers);
  const rows: string[] = [];
  const p50At20: Record<string, number> = {};
  for (const [where, base] of serverPlaces(server)) {
    for (const path of PATHS) for (let i = 0; i < 20; i++) await ttfb(base + path); // warm-up
    for (const path of PATHS) {
      for (const [concurrency, total] of [
        [1, 200],
        [20, 1_000],
      ] as const) {
        const r = await load(concurrency, total, async () => ({ status: 200, ms: await ttfb(base + path) }));
        if (where === 'workerd' && concurrency === 20) p50At20[path] = r.p50;
        rows.push(loadRow(`${where} ${path}`, 56, concurrency, r));
      }
    }
  }
  console.log(`\nA member with ${member.bids} bids and ${member.won} won lots; time to first byte`);
  for (const row of rows) console.log(row);
  console.log('\nTargets (figure / target; ≤ 1.00 meets it)');
  for (const [path, p50] of Object.entries(p50At20)) {
    console.log(`  ${path.padEnd(44)} p50 @20 (workerd) ${ms(p50).padStart(9)} / ${TARGET_P50} ms   ${ratio(p50, TARGET_P50)}`);
  }
} finally {
  await server.stop();
}
exitOnMissedTargets();
