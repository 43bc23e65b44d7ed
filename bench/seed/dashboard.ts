/**
 * A member with a long history, for the dashboard benchmark (`npm run bench`): 500 bids over 150 lots, 50
 * of them won (with payments, some approved, and some pickups booked), against a rival. Written straight
 * into D1 (the rooms' mirror tables), once: a second call finds the member and only mints fresh sessions
 * (a bearer one, and a browser's for the session cookie).
 */
import { eq, sql } from 'drizzle-orm';
import { BID_INCREMENT_CENTS, feeCents } from '~/domain/bid-rules';
import { paymentDueAt } from '~/domain/payment-rules';
import { normalizeSearchText } from '~/domain/search-text';
import { hashPassword } from '~/server/auth/password.server';
import { createSession } from '~/server/auth/sessions.server';
import { createDb, type Db } from '~/server/db/client.server';
import { bids, lots, payments, pickupAppointments, users } from '~/server/db/schema';
import type { LocalBindings } from '../../scripts/lib/local-platform';
import { BENCH_PASSWORD } from './auction';

const MEMBER = 'painel@bench.example.com';
const RIVAL = 'rival-painel@bench.example.com';
const WON = 50;
const LOST = 50;
const ACTIVE = 50;
const DAY = 86_400_000;
const CATEGORIES = ['Notebooks', 'Desktops', 'Monitores', 'Servidores', 'Redes', 'Periféricos'];

async function account(db: Db, email: string, name: string, passwordHash: string): Promise<number> {
  await db.insert(users).values({ email, name, passwordHash, accountType: 'PF', isApproved: true }).onConflictDoNothing();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row!.id;
}

export interface BenchDashboard {
  userId: number;
  token: string;
  /** a browser session of the member (the value of the session cookie) */
  cookieToken: string;
  bids: number;
  won: number;
}

export async function seedBenchDashboard(env: LocalBindings, now = Date.now()): Promise<BenchDashboard> {
  const db = createDb(env.DB);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const member = await account(db, MEMBER, 'Painel Benchmark', passwordHash);
  const rival = await account(db, RIVAL, 'Rival Benchmark', passwordHash);
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)` })
    .from(bids)
    .where(eq(bids.userId, member))) as [{ n: number }];
  if (n === 0) {
    const plan = [
      ...Array.from({ length: WON }, () => ({ kind: 'won' as const, memberBids: 2 })),
      ...Array.from({ length: LOST }, () => ({ kind: 'lost' as const, memberBids: 4 })),
      ...Array.from({ length: ACTIVE }, () => ({ kind: 'active' as const, memberBids: 4 })),
    ];
    for (const [i, lot] of plan.entries()) {
      const closed = lot.kind !== 'active';
      const endsAt = closed ? now - (i + 1) * 3 * 3_600_000 : now + (i + 1) * 3_600_000;
      const start = 100_000 + i * 1_000;
      // Member and rival take turns; the member bids last on the lots they win (and on every other active one).
      const memberLast = lot.kind === 'won' || (lot.kind === 'active' && i % 2 === 0);
      const count = lot.memberBids * 2;
      const log = Array.from({ length: count }, (_, k) => ({
        seq: k + 1,
        userId: (k % 2 === 0) === memberLast ? rival : member,
        amountCents: start + (k + 1) * BID_INCREMENT_CENTS,
        // Spread over the last three months, always before the lot's end and before now.
        createdAt: new Date(Math.min(endsAt, now) - (count - k) * 600_000 - 30 * DAY * (i % 3)).toISOString(),
      }));
      const top = log.at(-1)!;
      const title = `Lote do painel ${i + 1}`;
      const [row] = await db
        .insert(lots)
        .values({
          title,
          description: 'Lote criado para medir o dashboard.',
          searchText: normalizeSearchText(title),
          category: CATEGORIES[i % CATEGORIES.length]!,
          status: closed ? 'closed' : 'active',
          startPriceCents: start,
          currentPriceCents: top.amountCents,
          topBidUserId: top.userId,
          bidCount: count,
          mirrorSeq: count,
          startsAt: new Date(endsAt - 7 * DAY).toISOString(),
          endsAt: new Date(endsAt).toISOString(),
          closedAt: closed ? new Date(endsAt).toISOString() : null,
          winnerUserId: closed ? top.userId : null,
          finalPriceCents: closed ? top.amountCents : null,
        })
        .returning({ id: lots.id });
      const lotId = row!.id;
      await db.insert(bids).values(log.map((b) => ({ lotId, ...b })));
      if (lot.kind === 'won') {
        const closedAt = new Date(endsAt).toISOString();
        await db.insert(payments).values({
          lotId,
          userId: member,
          amountCents: top.amountCents,
          feeCents: feeCents(top.amountCents),
          totalCents: top.amountCents + feeCents(top.amountCents),
          status: i % 2 === 0 ? 'approved' : 'pending',
          approvedAt: i % 2 === 0 ? closedAt : null,
          createdAt: closedAt,
          dueAt: paymentDueAt(closedAt),
        });
        if (i % 5 === 0) {
          const day = new Date(now + ((i % 20) + 1) * DAY).toISOString().slice(0, 10);
          await db.insert(pickupAppointments).values({
            lotId,
            userId: member,
            pickupAt: `${day}T13:00:00.000Z`,
            pickupDate: day,
            pickupTime: '10:00',
            releaseCode: String(100_000 + i),
          });
        }
      }
    }
  }
  const { token } = await createSession(db, member, 'bearer', { userAgent: 'bench:dashboard' }, now);
  const { token: cookieToken } = await createSession(db, member, 'cookie', { userAgent: 'bench:dashboard' }, now);
  const [{ bidCount }] = (await db
    .select({ bidCount: sql<number>`count(*)` })
    .from(bids)
    .where(eq(bids.userId, member))) as [{ bidCount: number }];
  return { userId: member, token, cookieToken, bids: bidCount, won: WON };
}
