/**
 * Catalogue benchmark (`npm run bench`): 2,000 lots seeded, time to first byte p50/p99 of `/`, `/lotes`
 * and `GET /api/auctions` at 1 and 20 concurrent clients against `wrangler dev`, and the gzip size of all
 * JavaScript the lot page loads. Targets: /lotes p50 ≤ 30 ms and p99 ≤ 100 ms at 20 concurrent;
 * lot page JS ≤ 95 KB gzip.
 */
import { load, timeToFirstByte } from './lib/http';
import { keepOutput } from './lib/kept-output';
import { pageJavaScript } from './lib/page-javascript';
import { benchStateDir, serverPlaces, startBenchServer } from './lib/server';
import { kb, loadRow, ms, ratio, exitOnMissedTargets } from './lib/stats';

await keepOutput('catalogue');

const LOTS = 2_000;
const PORT = Number(process.env.BENCH_PORT ?? 8790);
const TARGETS = { lotesP50: 30, lotesP99: 100, lotPageJsKb: 95 };

/** `total` requests from `concurrency` clients; `url` may differ per request (n counts from 1). */
const measure = (url: string | ((n: number) => string), concurrency: number, total: number) =>
  load(concurrency, total, async (n) => ({ status: 200, ms: await timeToFirstByte(typeof url === 'string' ? url : url(n)) }));

const persistTo = benchStateDir('catalogue');
console.log(`Catalogue benchmark — ${LOTS} lots, state in ${persistTo}`);
const server = await startBenchServer({ port: PORT, persistTo, lots: LOTS });
try {
  const paths = ['/', '/lotes', '/api/auctions'];
  const rows: string[] = [];
  const results: Record<string, { p50: number; p99: number; rps: number }> = {};
  const row = (label: string, concurrency: number, r: { p50: number; p99: number; rps: number }) =>
    rows.push(loadRow(label, 38, concurrency, r));

  for (const [where, base] of serverPlaces(server)) {
    for (const path of paths) for (let i = 0; i < 30; i++) await timeToFirstByte(base + path); // warm-up
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
} finally {
  await server.stop();
}
exitOnMissedTargets();
