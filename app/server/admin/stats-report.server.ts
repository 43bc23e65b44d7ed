/**
 * 'Relatórios' (GET /api/admin/stats): accounts (deleted ones left out), lots by status, bids, lots per
 * category and the ten members with the most bids.
 */
import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client.server';
import { bids, lots, users } from '~/server/db/schema';

export const TOP_BIDDERS = 10;

export async function statsReport(db: Db) {
  const [[people], [auctions], [bidCount], categories, top] = await Promise.all([
    db
      .select({
        total: count(),
        approved: sql<number>`count(case when ${users.isApproved} then 1 end)`,
        admins: sql<number>`count(case when ${users.isAdmin} then 1 end)`,
      })
      .from(users)
      .where(isNull(users.deletedAt)),
    db
      .select({
        total: count(),
        active: sql<number>`count(case when ${lots.status} = 'active' then 1 end)`,
        closed: sql<number>`count(case when ${lots.status} = 'closed' then 1 end)`,
      })
      .from(lots),
    db.select({ total: count() }).from(bids),
    db.select({ name: lots.category, count: count() }).from(lots).groupBy(lots.category).orderBy(desc(count()), lots.category),
    db
      .select({ name: users.name, email: users.email, bid_count: count() })
      .from(bids)
      .innerJoin(users, eq(users.id, bids.userId))
      .groupBy(users.id)
      .orderBy(desc(count()), users.name)
      .limit(TOP_BIDDERS),
  ]);
  const total = people?.total ?? 0;
  const approved = Number(people?.approved ?? 0);
  return {
    users: { total, approved, pending: total - approved, admins: Number(people?.admins ?? 0) },
    auctions: { total: auctions?.total ?? 0, active: Number(auctions?.active ?? 0), closed: Number(auctions?.closed ?? 0) },
    bids: { total: bidCount?.total ?? 0 },
    categories,
    top_bidders: top,
  };
}

export type StatsReport = Awaited<ReturnType<typeof statsReport>>;
