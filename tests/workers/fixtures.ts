/** Test data written straight into the real local D1 and R2 of the test runtime. */
import { env, SELF } from 'cloudflare:test';
import { normalizeSearchText } from '~/domain/search-text';
import { createDb } from '~/server/db/client.server';
import { bids, lotImages, lots, users } from '~/server/db/schema';

export const db = createDb(env.DB);

const iso = (ms: number) => new Date(ms).toISOString();
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

let userSeq = 0;
export async function insertUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  userSeq++;
  const [user] = await db
    .insert(users)
    .values({
      email: `user${userSeq}-${crypto.randomUUID().slice(0, 8)}@example.com`,
      name: `Usuário ${userSeq}`,
      passwordHash: '$scrypt$ln=14,r=8,p=5$AAAA$AAAA',
      accountType: 'PF',
      isApproved: true,
      ...overrides,
    })
    .returning();
  return user!;
}

export interface LotFixture {
  title?: string;
  description?: string;
  category?: string;
  status?: 'active' | 'closed' | 'pending';
  startPriceCents?: number;
  currentPriceCents?: number;
  startsAt?: number | null;
  endsAt?: number | null;
  createdAt?: number;
  images?: string[];
  topBidUserId?: number;
  bidCount?: number;
}

export async function insertLot(f: LotFixture = {}) {
  const now = Date.now();
  const title = f.title ?? 'Notebook de teste';
  const description = f.description ?? 'Descrição do lote de teste.';
  const [lot] = await db
    .insert(lots)
    .values({
      title,
      description,
      searchText: normalizeSearchText(`${title} ${description}`),
      category: f.category ?? 'Notebooks',
      status: f.status ?? 'active',
      startPriceCents: f.startPriceCents ?? 100_000,
      currentPriceCents: f.currentPriceCents ?? f.startPriceCents ?? 100_000,
      topBidUserId: f.topBidUserId ?? null,
      bidCount: f.bidCount ?? 0,
      startsAt: f.startsAt === null ? null : iso(f.startsAt ?? now - DAY),
      endsAt: f.endsAt === null ? null : iso(f.endsAt ?? now + DAY),
      createdAt: iso(f.createdAt ?? now - 2 * DAY),
    })
    .returning();
  if (f.images?.length) {
    await db.insert(lotImages).values(f.images.map((url, position) => ({ lotId: lot!.id, position, url })));
  }
  return lot!;
}

export async function insertBid(lotId: number, userId: number, seq: number, amountCents: number) {
  await db.insert(bids).values({ lotId, userId, seq, amountCents, createdAt: new Date().toISOString() });
}

/** A request through the real Worker (Hono / Remix / R2 routing). */
export function get(path: string, init?: RequestInit) {
  return SELF.fetch(`http://arremate.test${path}`, init);
}
