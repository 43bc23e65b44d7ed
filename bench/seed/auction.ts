/**
 * Accounts and lots for the live-lot benchmark (`npm run bench:bids`): approved bidders with a known
 * password (created once, by e-mail), fresh active lots on every call (no bids, far end; some with a
 * 1-minute prorrogação window, for the final minute's part, whose end the benchmark then moves through the
 * admin API), and bearer sessions minted for the bidders and the demo administrator the way sign-in does, so
 * a bench needs no login (rate limited).
 */
import { eq, inArray } from 'drizzle-orm';
import { normalizeSearchText } from '~/domain/search-text';
import { hashPassword } from '~/server/auth/password.server';
import { createSession } from '~/server/auth/sessions.server';
import { inChunks } from '~/server/db/chunked.server';
import { createDb, type Db } from '~/server/db/client.server';
import { lots, notificationSettings, users } from '~/server/db/schema';
import { DEMO_CREDENTIALS } from '../../scripts/lib/demo-data';
import type { LocalBindings } from '../../scripts/lib/local-platform';

export const BENCH_PASSWORD = 'Lances@2026';
export const BENCH_START_PRICE_CENTS = 100_000;

const DAY = 24 * 60 * 60_000;
const benchEmail = (n: number) => `licitante${n}@bench.example.com`;

export interface BenchAuction {
  password: string;
  /** in creation order; `token` is a bearer access token (valid for the session policy's bearer lifetime) */
  bidders: { id: number; email: string; token: string }[];
  /** new active lots, oldest first */
  lots: { id: number; startPriceCents: number }[];
  /** new active lots with a 1-minute prorrogação window (`extension_minutes` 1), oldest first */
  finalMinuteLots: { id: number; startPriceCents: number }[];
  /** bearer token of the demo administrator (to move a lot's end) */
  adminToken: string;
}

/** The prorrogação window of the final minute's lots. */
export const FINAL_MINUTE_EXTENSION_MINUTES = 1;

/**
 * The bench's accounts, approved, with the bench's password: those missing are created (the first of `emails` is
 * account 1), those already there left as they are. `account` names account n (and may give its CPF).
 */
export async function ensureBenchAccounts(db: Db, emails: readonly string[], account: (n: number) => { name: string; cpf?: string }) {
  // D1 binds at most 100 variables per query: the accounts already there are looked up in slices.
  const found = await inChunks(emails, (slice) => db.select({ email: users.email }).from(users).where(inArray(users.email, slice)));
  const known = new Set(found.map((row) => row.email));
  const missing = emails.filter((email) => !known.has(email));
  if (!missing.length) return;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  for (const email of missing) {
    const n = emails.indexOf(email) + 1;
    await db
      .insert(users)
      .values({ email, passwordHash, accountType: 'PF', isApproved: true, ...account(n) })
      .onConflictDoNothing();
  }
}

export async function seedBenchAuction(
  env: LocalBindings,
  {
    bidders,
    lotCount,
    finalMinuteLotCount = 0,
    now = Date.now(),
  }: { bidders: number; lotCount: number; finalMinuteLotCount?: number; now?: number },
): Promise<BenchAuction> {
  const db = createDb(env.DB);
  const emails = Array.from({ length: bidders }, (_, i) => benchEmail(i + 1));
  await ensureBenchAccounts(db, emails, (n) => ({ name: `Licitante ${n}` }));
  const accounts = [];
  for (const email of emails) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    await db.insert(notificationSettings).values({ userId: user!.id }).onConflictDoNothing();
    const { token } = await createSession(db, user!.id, 'bearer', { userAgent: 'bench:bids' }, now);
    accounts.push({ id: user!.id, email, token });
  }

  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CREDENTIALS.admin.email)).limit(1);
  if (!admin) throw new Error('the demo administrator is missing: seed the demo data first');
  const { token: adminToken } = await createSession(db, admin.id, 'bearer', { userAgent: 'bench:bids' }, now);

  const created: BenchAuction['lots'] = [];
  const finalMinuteLots: BenchAuction['finalMinuteLots'] = [];
  for (let i = 0; i < lotCount + finalMinuteLotCount; i++) {
    const finalMinute = i >= lotCount;
    const title = `Lote de benchmark ${now}-${i + 1}`;
    const description = 'Lote criado para medir lances ao vivo.';
    const [lot] = await db
      .insert(lots)
      .values({
        title,
        description,
        searchText: normalizeSearchText(`${title} ${description}`),
        category: 'Notebooks',
        condition: 'Usado - Bom',
        status: 'active',
        startPriceCents: BENCH_START_PRICE_CENTS,
        currentPriceCents: BENCH_START_PRICE_CENTS,
        startsAt: new Date(now - 60_000).toISOString(),
        endsAt: new Date(now + 30 * DAY).toISOString(),
        ...(finalMinute ? { extensionMinutes: FINAL_MINUTE_EXTENSION_MINUTES } : {}),
        createdBy: 1,
      })
      .returning({ id: lots.id });
    (finalMinute ? finalMinuteLots : created).push({ id: lot!.id, startPriceCents: BENCH_START_PRICE_CENTS });
  }
  return { password: BENCH_PASSWORD, bidders: accounts, lots: created, finalMinuteLots, adminToken };
}
