/**
 * Login benchmark (`npm run bench:auth`): POST /api/auth/login p50/p99 with 1 and 10 concurrent clients
 * against `wrangler dev` — the cost of scrypt (N=2^14, r=8, p=5) on these machines. Bench accounts are
 * created in the bench's own D1; each login uses another account and client IP, so the rate limits
 * (per account and per IP) stay out of the measurement.
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '~/server/auth/password.server';
import { createDb } from '~/server/db/client.server';
import { users } from '~/server/db/schema';
import { openLocalPlatform } from '../scripts/lib/local-platform';
import { load, timedRequest } from './lib/http';
import { keepOutput } from './lib/kept-output';
import { benchStateDir, startBenchServer } from './lib/server';
import { ms } from './lib/stats';

await keepOutput('auth');

const PORT = Number(process.env.BENCH_PORT ?? 8792);
const ACCOUNTS = 80;
const PASSWORD = 'Bench2026x';

const persistTo = benchStateDir('auth');
console.log(`Login benchmark — state in ${persistTo}`);

// Bench accounts, and no rate-limit counters left from an earlier run.
{
  const platform = await openLocalPlatform(persistTo);
  try {
    const { execFileSync } = await import('node:child_process');
    execFileSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], { stdio: 'ignore' });
    const db = createDb(platform.env.DB);
    const hash = await hashPassword(PASSWORD);
    for (let i = 0; i < ACCOUNTS; i++) {
      await db
        .insert(users)
        .values({ email: `bench${i}@example.com`, name: `Bench ${i}`, passwordHash: hash, accountType: 'PF', isApproved: true })
        .onConflictDoNothing();
    }
    await db.run(sql`delete from rate_limits`);
  } finally {
    await platform.dispose();
  }
}

const server = await startBenchServer({ port: PORT, persistTo, lots: 0 });
try {
  const login = (n: number) =>
    timedRequest(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.18.${Math.floor(n / 250)}.${n % 250}` },
      body: JSON.stringify({ email: `bench${n % ACCOUNTS}@example.com`, password: PASSWORD }),
    }).then((r) => {
      if (r.status !== 200) throw new Error(`login ${n}: ${r.status}`);
      return r;
    });
  for (let i = 0; i < 5; i++) await login(10_000 + i); // warm-up
  let offset = 0;
  const run = async (concurrency: number, total: number) => {
    const base = offset;
    offset += total;
    return load(concurrency, total, (n) => login(base + n));
  };
  const one = await run(1, 60);
  const ten = await run(10, 200);
  console.log('\nPOST /api/auth/login (wrangler dev, scrypt N=2^14 r=8 p=5)');
  console.log(`  1 client    p50 ${ms(one.p50).padStart(9)}  p99 ${ms(one.p99).padStart(9)}  ${one.rps.toFixed(1)} logins/s`);
  console.log(`  10 clients  p50 ${ms(ten.p50).padStart(9)}  p99 ${ms(ten.p99).padStart(9)}  ${ten.rps.toFixed(1)} logins/s`);
} finally {
  await server.stop();
}
