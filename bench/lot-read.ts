/**
 * Read-your-writes benchmark (`npm run bench:lot-read`): what it costs that a member's read of a live lot
 * shows every acknowledged bid (the room settles its D1 mirror before the read, app/server/lots/lot-read.server.ts).
 * On workerd's own port: `GET /api/auctions/{id}` p50/p99 as a visitor (D1 alone) and as a member (the room
 * asked first) with no bid pending, then 300 bids each followed at once by a member's read — the read's
 * latency, whether it showed that bid, and the bid's own answer time.
 */
import { readFileSync } from 'node:fs';
import { minimumBidCents } from '~/domain/bid-rules';
import { centsToReais, reaisToNearestCents } from '~/domain/money';
import { load, timedJson, timedRequest } from './lib/http';
import { keepOutput } from './lib/kept-output';
import { benchStateDir, startBenchServer } from './lib/server';
import { Histogram, loadRow, ms } from './lib/stats';
import type { BenchAuction } from './seed/auction';

await keepOutput('lot-read');

const PORT = Number(process.env.BENCH_PORT ?? 8792);
const BIDS = 300;

const persistTo = benchStateDir('lot-read');
const fixtureFile = `${persistTo}/fixture.json`;
console.log(`Read-your-writes benchmark — state in ${persistTo}`);
const server = await startBenchServer({
  port: PORT,
  persistTo,
  lots: 0,
  seedArgs: ['--bidders', '3', '--live-lots', '1', '--auction-out', fixtureFile],
});
try {
  const fixture = JSON.parse(readFileSync(fixtureFile, 'utf8')) as BenchAuction;
  const lot = fixture.lots[0]!;
  const base = server.runtimeUrl;
  const url = `${base}/api/auctions/${lot.id}`;
  const [ana, beto, reader] = fixture.bidders.map((b) => ({ Authorization: `Bearer ${b.token}` }));
  let n = 0;
  // A query string of its own per request: visitors' reads miss the anonymous cache and reach D1.
  const read = async (headers?: Record<string, string>) => {
    const { status, ms: took } = await timedRequest(`${url}?n=${++n}`, { headers });
    if (status !== 200) throw new Error(`${url}: ${status}`);
    return took;
  };
  for (let i = 0; i < 20; i++) await Promise.all([read(), read(reader)]); // warm-up
  const idle: string[] = [];
  for (const [who, headers] of [
    ['visitor (D1 alone)', undefined],
    ['member (room settles first)', reader],
  ] as const) {
    for (const [concurrency, total] of [
      [1, 300],
      [10, 1_000],
    ] as const) {
      const r = await load(concurrency, total, async () => ({ status: 200, ms: await read(headers) }));
      idle.push(loadRow(`  ${who}`, 32, concurrency, r));
    }
  }
  const bidTimes = new Histogram();
  const readTimes = new Histogram();
  let price = lot.startPriceCents;
  let stale = 0;
  for (let i = 0; i < BIDS; i++) {
    price = minimumBidCents(price);
    const sent = performance.now();
    const bid = await timedJson(`${base}/api/auctions/${lot.id}/bid`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID(), ...(i % 2 ? beto : ana) },
      body: JSON.stringify({ amount: centsToReais(price) }),
    });
    if (bid.status !== 201) throw new Error(`bid ${i}: ${bid.status} ${JSON.stringify(bid.body)}`);
    bidTimes.add(performance.now() - sent);
    const readSent = performance.now();
    const seen = await timedJson(url, { headers: reader });
    readTimes.add(performance.now() - readSent);
    const data = (seen.body as { data: { current_price: number; bids: { amount: number }[] } }).data;
    if (reaisToNearestCents(data.current_price) !== price || reaisToNearestCents(data.bids[0]!.amount) !== price) stale++;
  }
  console.log(`\nGET /api/auctions/${lot.id} on workerd's own port (${base}), no bid pending`);
  for (const line of idle) console.log(line);
  console.log(`\n${BIDS} bids, each followed at once by another member's read of the lot`);
  console.log(`  bid answered:           p50 ${ms(bidTimes.percentile(50))}, p99 ${ms(bidTimes.percentile(99))}`);
  console.log(`  read right after it:    p50 ${ms(readTimes.percentile(50))}, p99 ${ms(readTimes.percentile(99))}`);
  console.log(`  reads without that bid: ${stale} of ${BIDS} (must be 0)`);
  process.exitCode = stale === 0 ? 0 : 1;
} finally {
  await server.stop();
}
