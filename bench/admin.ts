/**
 * Back-office benchmark (`npm run bench:admin`): a house of 10,000 accounts, 5,000 lots and 50,000 bids (with
 * the payments, withdrawal requests and pickups of its closed lots). For every admin tab, its API call and
 * its server-rendered page: time to first byte p50/p99 at 1 and 10 concurrent clients on workerd's own port.
 * Target: p50 ≤ 50 ms. The live dashboard's bid-to-metric latency is measured by `bench/admin-live.ts`.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { load, timeToFirstByte } from './lib/http';
import { keepOutput } from './lib/kept-output';
import { benchStateDir, startBenchServer } from './lib/server';
import { loadRow, ms, ratio, exitOnMissedTargets } from './lib/stats';

await keepOutput('admin');

const PORT = Number(process.env.BENCH_PORT ?? 8790);
const LOTS = 5_000;
const TARGET_P50 = 50;

/** Each admin screen: what its page loads server-side and the API call behind it. */
const SCREENS: { name: string; page: string; api: string }[] = [
  { name: 'lotes', page: '/admin?aba=lotes', api: '/api/admin/auctions?page=1' },
  { name: 'leilões', page: '/admin?aba=leiloes&status=active', api: '/api/admin/auctions?status=active' },
  { name: 'usuários', page: '/admin?aba=usuarios', api: '/api/admin/users?page=1' },
  { name: 'usuários (busca)', page: '/admin?aba=usuarios&email=licitante77', api: '/api/admin/users?email=licitante77' },
  { name: 'banners', page: '/admin?aba=banners', api: '/api/admin/banners' },
  { name: 'financeiro', page: '/admin?aba=financeiro', api: '/api/admin/financial' },
  { name: 'relatórios', page: '/admin?aba=relatorios', api: '/api/admin/stats' },
  { name: 'pagamentos', page: '/admin?aba=pagamentos', api: '/api/admin/payments?page=1' },
  { name: 'retiradas', page: '/admin?aba=retiradas', api: '/api/admin/withdrawal-requests?page=1' },
  { name: 'agendamentos', page: '/admin?aba=agendamentos', api: '/api/admin/scheduled-pickups?page=1' },
  { name: 'auditoria', page: '/admin?aba=auditoria', api: '/api/admin/audit?page=1' },
  { name: 'dashboard admin', page: '/admin-dashboard', api: '/api/admin/dashboard/metrics/realtime' },
  { name: 'leilões programados', page: '/agendamento', api: '/api/auction-schedules?page=1&per_page=10' },
  { name: 'templates', page: '/templates', api: '/api/auction-templates?page=1&per_page=10' },
];

// A fresh house every run: lots seeded on an earlier day would all be closing at once.
const persistTo = benchStateDir('admin');
rmSync(persistTo, { recursive: true, force: true });
mkdirSync(persistTo, { recursive: true });
const houseFile = `${persistTo}/house.json`;
console.log(`Back-office benchmark — state in ${persistTo}`);
const server = await startBenchServer({ port: PORT, persistTo, lots: LOTS, seedArgs: ['--admin-out', houseFile], inspector: false });
try {
  const house = JSON.parse(readFileSync(houseFile, 'utf8')) as {
    token: string;
    cookieToken: string;
    users: number;
    lots: number;
    bids: number;
  };
  const asApi = { Authorization: `Bearer ${house.token}` };
  const asPage = { Cookie: `arremate_session=${house.cookieToken}` };
  const base = server.runtimeUrl;
  const rows: string[] = [];
  const verdicts: string[] = [];
  for (const screen of SCREENS) {
    for (const [kind, path, headers] of [
      ['API', screen.api, asApi],
      ['page', screen.page, asPage],
    ] as const) {
      for (let i = 0; i < 10; i++) await timeToFirstByte(base + path, headers); // warm-up
      for (const [concurrency, total] of [
        [1, 100],
        [10, 300],
      ] as const) {
        const r = await load(concurrency, total, async () => ({ status: 200, ms: await timeToFirstByte(base + path, headers) }));
        const label = `${screen.name} ${kind}`;
        rows.push(loadRow(label, 30, concurrency, r));
        if (concurrency === 1)
          verdicts.push(`  ${label.padEnd(30)} p50 @1 ${ms(r.p50).padStart(9)} / ${TARGET_P50} ms   ${ratio(r.p50, TARGET_P50)}`);
      }
    }
  }
  console.log(`\n${house.users} accounts, ${house.lots} lots, ${house.bids} bids; time to first byte on workerd's own port (${base})`);
  for (const row of rows) console.log(row);
  console.log('\nTargets (figure / target; ≤ 1.00 meets it)');
  for (const line of verdicts) console.log(line);
} finally {
  await server.stop();
}
exitOnMissedTargets();
