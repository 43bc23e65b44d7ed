/**
 * Catalogue benchmark (`npm run bench`): 2,000 lots seeded, time to first byte p50/p99 of `/`, `/lotes`
 * and `GET /api/auctions` at 1 and 20 concurrent clients against `wrangler dev`, and the gzip size of all
 * JavaScript the lot page loads. Then the member's dashboard: `GET /api/dashboard/overview` and
 * `/api/dashboard/bid-history` for a member with 500 bids and 50 won lots.
 * Targets: /lotes p50 ≤ 30 ms and p99 ≤ 100 ms at 20 concurrent; lot page JS ≤ 100 KB gzip; dashboard
 * overview and bid history p50 ≤ 30 ms at 20 concurrent on workerd's own port.
 */
import { readFileSync } from 'node:fs';
import { load, timedRequest } from './lib/http';
import { pageJavaScript } from './lib/page-javascript';
import { benchStateDir, startBenchServer } from './lib/server';
import { kb, ms, ratio } from './lib/stats';

const LOTS = 2_000;
const PORT = Number(process.env.BENCH_PORT ?? 8790);
const TARGETS = { lotesP50: 30, lotesP99: 100, lotPageJsKb: 100, dashboardP50: 30 };

async function ttfb(url: string, headers?: Record<string, string>): Promise<number> {
  const { status, ms } = await timedRequest(url, { headers });
  if (status !== 200) throw new Error(`${url}: ${status}`);
  return ms;
}

/** `total` requests from `concurrency` clients; `url` may differ per request (n counts from 1). */
const measure = (url: string | ((n: number) => string), concurrency: number, total: number, headers?: Record<string, string>) =>
  load(concurrency, total, async (n) => ({ status: 200, ms: await ttfb(typeof url === 'string' ? url : url(n), headers) }));

const persistTo = benchStateDir('catalogue');
console.log(`Catalogue benchmark — ${LOTS} lots, state in ${persistTo}`);
const memberFile = `${persistTo}/dashboard-member.json`;
const server = await startBenchServer({ port: PORT, persistTo, lots: LOTS, seedArgs: ['--bench-dashboard', memberFile] });
const member = JSON.parse(readFileSync(memberFile, 'utf8')) as { token: string; bids: number; won: number };
try {
  const paths = ['/', '/lotes', '/api/auctions'];
  const rows: string[] = [];
  const results: Record<string, { p50: number; p99: number; rps: number }> = {};
  const row = (label: string, concurrency: number, r: { p50: number; p99: number; rps: number }) =>
    rows.push(
      `${label.padEnd(38)} ${String(concurrency).padStart(3)}  p50 ${ms(r.p50).padStart(9)}  p99 ${ms(r.p99).padStart(9)}  ${r.rps.toFixed(0).padStart(5)} req/s`,
    );

  for (const [where, base] of [
    ['wrangler dev', server.url],
    ['workerd', server.runtimeUrl],
  ] as const) {
    for (const path of paths) for (let i = 0; i < 30; i++) await ttfb(base + path); // warm-up
    for (const path of paths) {
      for (const [concurrency, total] of [
        [1, 300],
        [20, 2_000],
      ] as const) {
        const r = await measure(base + path, concurrency, total);
        results[`${where} ${path}@${concurrency}`] = r;
        row(`${where} ${path}`, concurrency, r);
      }
    }
    // Every request a different URL: nothing from the visitors' micro-cache, a full render each time.
    const uncached = (concurrency: number, total: number) =>
      measure((n) => `${base}/lotes?bench=${process.pid}-${concurrency}-${n}`, concurrency, total);
    row(`${where} /lotes (uncached render)`, 1, await uncached(1, 200));
    row(`${where} /lotes (uncached render)`, 20, await uncached(20, 400));
  }
  // The member's dashboard: every request signed in, nothing cacheable.
  const auth = { Authorization: `Bearer ${member.token}` };
  const dashboardPaths = ['/api/dashboard/overview', '/api/dashboard/bid-history?per_page=20', '/api/dashboard/won-auctions'];
  for (const [where, base] of [
    ['wrangler dev', server.url],
    ['workerd', server.runtimeUrl],
  ] as const) {
    for (const path of dashboardPaths) for (let i = 0; i < 20; i++) await ttfb(base + path, auth);
    for (const path of dashboardPaths) {
      for (const [concurrency, total] of [
        [1, 200],
        [20, 1_000],
      ] as const) {
        const r = await measure(base + path, concurrency, total, auth);
        results[`${where} ${path}@${concurrency}`] = r;
        row(`${where} ${path.replace('/api/dashboard/', 'dashboard ')}`, concurrency, r);
      }
    }
  }
  const js = await pageJavaScript(server.url, '/lotes/1');

  console.log('\nTime to first byte (wrangler dev on :%d; workerd behind it on %s)', PORT, server.runtimeUrl);
  console.log('where and path                         conc');
  for (const row of rows) console.log(row);
  console.log('\nLot page JavaScript: %s gzip (%s raw) in %d files', kb(js.gzip), kb(js.raw), js.files.length);
  for (const f of js.files) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.url}`);

  console.log('\nTargets (figure / target; ≤ 1.00 meets it)');
  for (const where of ['wrangler dev', 'workerd']) {
    const lotes = results[`${where} /lotes@20`]!;
    console.log(
      `  /lotes p50 @20 (${where.padEnd(12)}) ${ms(lotes.p50).padStart(9)} / ${TARGETS.lotesP50} ms   ${ratio(lotes.p50, TARGETS.lotesP50)}`,
    );
    console.log(
      `  /lotes p99 @20 (${where.padEnd(12)}) ${ms(lotes.p99).padStart(9)} / ${TARGETS.lotesP99} ms  ${ratio(lotes.p99, TARGETS.lotesP99)}`,
    );
  }
  console.log(
    `  lot page JS                   ${kb(js.gzip).padStart(9)} / ${TARGETS.lotPageJsKb} KB  ${ratio(js.gzip / 1024, TARGETS.lotPageJsKb)}`,
  );
  console.log(`  dashboard (a member with ${member.bids} bids and ${member.won} won lots), p50 @20 on workerd:`);
  for (const path of dashboardPaths.slice(0, 2)) {
    const r = results[`workerd ${path}@20`]!;
    console.log(`    ${path.padEnd(40)} ${ms(r.p50).padStart(9)} / ${TARGETS.dashboardP50} ms   ${ratio(r.p50, TARGETS.dashboardP50)}`);
  }
} finally {
  await server.stop();
}
