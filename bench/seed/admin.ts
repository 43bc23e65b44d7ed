/**
 * The house at scale, for the back-office benchmark (`npm run bench:admin`): 10,000 accounts and 50,000 bids
 * spread over every lot of the catalogue (5,000 when seeded with `--lots 5000`), the lots' mirror columns
 * brought in line with their bids, and for each closed lot its winner, payment, withdrawal request and, for
 * some, a pickup (its fee and deadline by the app's rules). Generated inside D1 with recursive CTEs (a few
 * statements, not 60,000 round trips). Each
 * step runs once (accounts and bids are looked for first; the rest is idempotent), and every call mints
 * fresh administrator sessions.
 */
import { eq } from 'drizzle-orm';
import { BID_INCREMENT_CENTS, feeCents } from '~/domain/bid-rules';
import { paymentDueAt } from '~/domain/payment-rules';
import { hashPassword } from '~/server/auth/password.server';
import { createSession } from '~/server/auth/sessions.server';
import { createDb } from '~/server/db/client.server';
import { users } from '~/server/db/schema';
import { DEMO_CREDENTIALS } from '../../scripts/lib/demo-data';
import type { LocalBindings } from '../../scripts/lib/local-platform';
import { BENCH_PASSWORD } from './auction';

const DOMAIN = '@bench-admin.example.com';
export const BENCH_ADMIN_USERS = 10_000;
export const BENCH_ADMIN_BIDS = 50_000;

export interface BenchAdmin {
  /** bearer token of the demo administrator (API) */
  token: string;
  /** cookie session of the same administrator (pages) */
  cookieToken: string;
  users: number;
  lots: number;
  bids: number;
}

const count = async (env: LocalBindings, query: string) => (await env.DB.prepare(query).first<{ n: number }>())!.n;

export async function seedBenchAdmin(env: LocalBindings, now = Date.now()): Promise<BenchAdmin> {
  const db = createDb(env.DB);
  await seedHouse(env, now);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CREDENTIALS.admin.email)).limit(1);
  if (!admin) throw new Error('the demo administrator is missing: seed the demo data first');
  const { token } = await createSession(db, admin.id, 'bearer', { userAgent: 'bench:admin' }, now);
  const { token: cookieToken } = await createSession(db, admin.id, 'cookie', { userAgent: 'bench:admin' }, now);
  return {
    token,
    cookieToken,
    users: await count(env, 'SELECT count(*) AS n FROM users'),
    lots: await count(env, 'SELECT count(*) AS n FROM lots'),
    bids: await count(env, 'SELECT count(*) AS n FROM bids'),
  };
}

async function seedHouse(env: LocalBindings, now: number) {
  const nowIso = new Date(now).toISOString();
  const benchUsers = `SELECT count(*) AS n FROM users WHERE email LIKE '%${DOMAIN}'`;
  // Accounts: created over the last 180 days, one in ten waiting for approval.
  if ((await count(env, benchUsers)) === 0) {
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    await env.DB.prepare(
      `INSERT INTO users (email, name, password_hash, account_type, is_approved, created_at)
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
     SELECT 'licitante' || i || '${DOMAIN}', 'Licitante ' || i, ?1, 'PF', i % 10 != 0,
            ${iso(`?3, '-' || (i * 1555 % 15552000) || ' seconds'`)}
     FROM n`,
    )
      .bind(passwordHash, BENCH_ADMIN_USERS, nowIso)
      .run();
  }
  const benchBids = `SELECT count(*) AS n FROM bids WHERE user_id IN (SELECT id FROM users WHERE email LIKE '%${DOMAIN}')`;
  if ((await count(env, benchBids)) === 0) await seedBids(env, nowIso);
  await seedAfterSale(env);
}

const iso = (expr: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${expr})`;

async function seedBids(env: LocalBindings, nowIso: string) {
  // Bids: bid i goes to the (i mod L)-th lot without a winner yet (a lot already won keeps its payment), by an approved bench account;
  // each lot's bids climb by the increment from its current price, after its mirror's last sequence number, and before its end (or now).
  await env.DB.prepare(
    `INSERT INTO bids (lot_id, user_id, seq, amount_cents, created_at)
     WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?1 - 1),
       l AS (SELECT id, mirror_seq, current_price_cents, min(coalesce(ends_at, ?2), ?2) AS until,
                    row_number() OVER (ORDER BY id) - 1 AS k FROM lots
              WHERE winner_user_id IS NULL),
       lc AS (SELECT count(*) AS c FROM l),
       u AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM users WHERE email LIKE '%${DOMAIN}' AND is_approved = 1),
       uc AS (SELECT count(*) AS c FROM u)
     SELECT l.id, u.id, l.mirror_seq + n.i / lc.c + 1, l.current_price_cents + (n.i / lc.c + 1) * ?3,
            ${iso(`l.until, '-' || ((?1 - n.i) * 97 % 2592000 + 60) || ' seconds'`)}
     FROM n, lc, uc JOIN l ON l.k = n.i % lc.c JOIN u ON u.k = (n.i * 7919) % uc.c`,
  )
    .bind(BENCH_ADMIN_BIDS, nowIso, BID_INCREMENT_CENTS)
    .run();
}

async function seedAfterSale(env: LocalBindings) {
  await env.DB.batch([
    // The mirror columns of every lot, from its log.
    env.DB.prepare(
      `UPDATE lots SET
         bid_count = (SELECT count(*) FROM bids b WHERE b.lot_id = lots.id),
         mirror_seq = (SELECT max(seq) FROM bids b WHERE b.lot_id = lots.id),
         current_price_cents = (SELECT amount_cents FROM bids b WHERE b.lot_id = lots.id ORDER BY seq DESC LIMIT 1),
         top_bid_user_id = (SELECT user_id FROM bids b WHERE b.lot_id = lots.id ORDER BY seq DESC LIMIT 1)
       WHERE EXISTS (SELECT 1 FROM bids b WHERE b.lot_id = lots.id)`,
    ),
    env.DB.prepare(
      `UPDATE lots SET winner_user_id = top_bid_user_id, final_price_cents = current_price_cents, closed_at = coalesce(closed_at, ends_at)
       WHERE status = 'closed' AND top_bid_user_id IS NOT NULL AND winner_user_id IS NULL`,
    ),
  ]);
  await seedPayments(env);
  await env.DB.batch([
    env.DB.prepare(
      `INSERT OR IGNORE INTO withdrawal_requests (lot_id, user_id, created_at, payment_approved_at)
       SELECT p.lot_id, p.user_id, ${iso(`p.created_at, '+2 hours'`)}, p.approved_at FROM payments p WHERE p.lot_id % 2 = 0`,
    ),
    env.DB.prepare(
      `INSERT OR IGNORE INTO pickup_appointments (lot_id, user_id, pickup_at, pickup_date, pickup_time, release_code, status, completed_at, created_at)
       SELECT p.lot_id, p.user_id, date(p.approved_at, '+3 days') || 'T13:00:00.000Z', date(p.approved_at, '+3 days'), '10:00',
              printf('%06d', p.lot_id * 7919 % 1000000), CASE WHEN p.lot_id % 8 = 0 THEN 'completed' ELSE 'scheduled' END,
              CASE WHEN p.lot_id % 8 = 0 THEN date(p.approved_at, '+3 days') || 'T13:20:00.000Z' END, p.approved_at
       FROM payments p WHERE p.status = 'approved' AND p.lot_id % 4 = 0`,
    ),
  ]);
}

/**
 * Each closed lot's payment, its fee and deadline as the lot room sets them (~/domain), passed to D1 as one JSON
 * argument: two in three approved, the rest pending (some overdue).
 */
async function seedPayments(env: LocalBindings) {
  const { results } = await env.DB.prepare(
    `SELECT id, final_price_cents AS amountCents, closed_at AS closedAt FROM lots WHERE status = 'closed' AND winner_user_id IS NOT NULL`,
  ).all<{ id: number; amountCents: number; closedAt: string | null }>();
  const terms = results.map(({ id, amountCents, closedAt }) => ({
    id,
    fee: feeCents(amountCents),
    due: closedAt === null ? null : paymentDueAt(closedAt),
  }));
  await env.DB.prepare(
    `INSERT OR IGNORE INTO payments (lot_id, user_id, amount_cents, fee_cents, total_cents, method, status, due_at, approved_at, created_at)
     SELECT l.id, l.winner_user_id, l.final_price_cents, t.fee, l.final_price_cents + t.fee,
            CASE l.id % 3 WHEN 0 THEN 'pix' WHEN 1 THEN 'transfer' ELSE 'boleto' END,
            CASE WHEN l.id % 3 = 2 THEN 'pending' ELSE 'approved' END,
            t.due,
            CASE WHEN l.id % 3 = 2 THEN NULL ELSE ${iso(`l.closed_at, '+1 day'`)} END,
            l.closed_at
     FROM (SELECT json_extract(value, '$.id') AS id, json_extract(value, '$.fee') AS fee, json_extract(value, '$.due') AS due
           FROM json_each(?1)) t
     JOIN lots l ON l.id = t.id`,
  )
    .bind(JSON.stringify(terms))
    .run();
}
