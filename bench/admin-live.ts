/**
 * Admin live-metrics benchmark (`npm run bench:admin-live [-- --port 8791] [-- --bids 300]`) against a
 * seeded `wrangler dev`: two bidders take turns on one lot, one bid at a time, while an administrator's
 * /api/admin/live socket is open. For each bid: the time from the bid's 2xx answer to the socket's
 * `admin_metrics_update` of `daily_bids` reaching that bid's count (the lot room's outbox → AdminPulse →
 * the admin socket), and from the bid being sent. Target p99 ≤ 1 s. Run through wrangler dev's proxy and
 * on workerd's own port.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { minimumBidCents } from '~/domain/bid-rules';
import { centsToReais } from '~/domain/money';
import type { AdminSocketMessage } from '~/schemas/admin-pulse';
import { DEMO_CREDENTIALS } from '../scripts/lib/demo-data';
import { timedJson } from './lib/http';
import { keepOutput } from './lib/kept-output';
import { bearerProtocols } from './lib/lot-socket';
import { benchStateDir, startBenchServer } from './lib/server';
import { Histogram, ms, ratio } from './lib/stats';
import { stopAfter } from './lib/time-limit';
import type { BenchAuction } from './seed/auction';

await keepOutput('admin-live');

const { values: args } = parseArgs({ options: { port: { type: 'string' }, bids: { type: 'string' } } });
const PORT = Number(args.port ?? process.env.BENCH_PORT ?? 8791);
const BIDS = Number(args.bids ?? 300);
const TARGET_P99_MS = 1_000;
const UPDATE_TIMEOUT_MS = 10_000;

stopAfter('bench:admin-live', 10 * 60_000);

const persistTo = benchStateDir('admin-live');
const fixtureFile = `${persistTo}/fixture.json`;
console.log(`Admin live-metrics benchmark — ${BIDS} bids per run, state in ${persistTo}`);
const server = await startBenchServer({
  port: PORT,
  persistTo,
  lots: 0,
  seedArgs: ['--bidders', '2', '--live-lots', '2', '--auction-out', fixtureFile],
});
const fixture = JSON.parse(readFileSync(fixtureFile, 'utf8')) as BenchAuction;

/** The administrator's socket, resolving each wait when `daily_bids` reaches a value. */
async function openAdminSocket(baseUrl: string, token: string) {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/admin/live`, bearerProtocols(token), {
    perMessageDeflate: false,
  });
  let dailyBids = -1;
  const waiters = new Map<number, (at: number) => void>();
  ws.on('message', (raw) => {
    const at = performance.now();
    const message = JSON.parse(String(raw)) as AdminSocketMessage;
    if (message.type === 'admin_snapshot') dailyBids = message.data.metrics.daily_bids;
    else if (message.type === 'admin_metrics_update' && message.data.type === 'daily_bids') dailyBids = message.data.value;
    else return;
    for (const [value, resolve] of waiters) {
      if (dailyBids >= value) {
        waiters.delete(value);
        resolve(at);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.on('error', reject);
    ws.on('unexpected-response', (_req, res) => reject(new Error(`admin socket: HTTP ${res.statusCode}`)));
    const poll = setInterval(() => {
      if (dailyBids >= 0) {
        clearInterval(poll);
        resolve();
      }
    }, 10);
  });
  return {
    get dailyBids() {
      return dailyBids;
    },
    /** performance.now() when daily_bids reached `value` (at once if it already has) */
    reached(value: number): Promise<number> {
      if (dailyBids >= value) return Promise.resolve(performance.now());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`daily_bids never reached ${value}`)), UPDATE_TIMEOUT_MS);
        waiters.set(value, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
    },
    close: () => ws.close(1000, 'bye'),
  };
}

async function run(label: string, baseUrl: string, lot: BenchAuction['lots'][number]) {
  const login = await timedJson(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Arremate-Client': 'api' },
    body: JSON.stringify({ email: DEMO_CREDENTIALS.admin.email, password: DEMO_CREDENTIALS.admin.password }),
  });
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
  const adminToken = (login.body as { data: { access_token: string } }).data.access_token;
  const socket = await openAdminSocket(baseUrl, adminToken);
  const afterAnswer = new Histogram();
  const afterSend = new Histogram();
  let priceCents = lot.startPriceCents;
  let refused = 0;
  const started = performance.now();
  for (let i = 0; i < BIDS; i++) {
    const bidder = fixture.bidders[i % 2]!;
    const expected = socket.dailyBids + 1;
    priceCents = minimumBidCents(priceCents);
    const sent = performance.now();
    const res = await timedJson(`${baseUrl}/api/auctions/${lot.id}/bid`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${bidder.token}`,
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify({ amount: centsToReais(priceCents) }),
      timeoutMs: 10_000,
    });
    const answered = performance.now();
    if (res.status < 200 || res.status >= 300) {
      if (refused++ === 0) console.log(`  first refusal: HTTP ${res.status} ${JSON.stringify(res.body)}`);
      continue;
    }
    const seen = await socket.reached(expected);
    afterAnswer.add(Math.max(0, seen - answered));
    afterSend.add(seen - sent);
  }
  const wallMs = performance.now() - started;
  socket.close();
  const p50 = afterAnswer.percentile(50);
  const p99 = afterAnswer.percentile(99);
  console.log(
    `\n${label} (${baseUrl}): ${afterAnswer.count} bids accepted, ${refused} refused, ${(afterAnswer.count / (wallMs / 1000)).toFixed(0)} bids/s`,
  );
  console.log(`  bid answered → admin metric update: p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(afterAnswer.max)}`);
  console.log(`  bid sent → admin metric update:     p50 ${ms(afterSend.percentile(50))}, p99 ${ms(afterSend.percentile(99))}`);
  console.log(`  p99 / target ${TARGET_P99_MS} ms: ${ratio(p99, TARGET_P99_MS)}`);
  return refused === 0 && p99 <= TARGET_P99_MS;
}

try {
  const proxied = await run('through wrangler dev', server.url, fixture.lots[0]!);
  const runtime = await run("on workerd's own port", server.runtimeUrl, fixture.lots[1]!);
  process.exitCode = proxied && runtime ? 0 : 1;
} finally {
  await server.stop();
}
