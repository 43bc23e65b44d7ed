/**
 * The administrators' reports (spec §3 'Auction performance', 'User behaviour', 'Conversion'), in SQL over
 * D1, with the spec's field names; money in reais at the edge, rates as fractions. Plus the monthly trend of
 * the last six São Paulo months (lots, bids, revenue, new users), counted from D1.
 */
import { sql } from 'drizzle-orm';
import { average, fraction, lastMonths } from '~/domain/admin-metrics';
import { centsToReais } from '~/domain/money';
import type { Db } from '~/server/db/client.server';

/** How many categories the performance report ranks. */
const TOP_CATEGORIES = 10;

export interface AuctionPerformance {
  total_auctions: number;
  total_revenue: number;
  total_bids: number;
  avg_bids_per_auction: number;
  top_categories: { category: string; count: number }[];
}

/** Revenue: approved payments (winning bid plus fee). */
export async function auctionPerformance(db: Db): Promise<AuctionPerformance> {
  const [totals, categories] = await Promise.all([
    db.get<{ lots: number; bids: number; revenue: number | null }>(sql`
      SELECT (SELECT COUNT(*) FROM lots) AS lots, (SELECT COUNT(*) FROM bids) AS bids,
             (SELECT SUM(total_cents) FROM payments WHERE status = 'approved') AS revenue`),
    db.all<{ category: string; count: number }>(sql`
      SELECT category, COUNT(*) AS count FROM lots GROUP BY category ORDER BY count DESC, category LIMIT ${TOP_CATEGORIES}`),
  ]);
  const lots = totals?.lots ?? 0;
  const bids = totals?.bids ?? 0;
  return {
    total_auctions: lots,
    total_revenue: centsToReais(totals?.revenue ?? 0),
    total_bids: bids,
    avg_bids_per_auction: average(bids, lots),
    top_categories: categories,
  };
}

export interface UserBehaviour {
  total_users: number;
  users_with_bids: number;
  users_with_wins: number;
  avg_bids_per_user: number;
  avg_spent_per_user: number;
  /** fraction of the users who bid that came back and bid on another (São Paulo) day */
  retention_rate: number;
}

export async function userBehaviour(db: Db): Promise<UserBehaviour> {
  const row = await db.get<{
    users: number;
    bidders: number;
    winners: number;
    bids: number;
    spent: number | null;
    payers: number;
    returners: number;
  }>(sql`
    SELECT
      (SELECT COUNT(*) FROM users WHERE deleted_at IS NULL) AS users,
      (SELECT COUNT(DISTINCT user_id) FROM bids) AS bidders,
      (SELECT COUNT(DISTINCT winner_user_id) FROM lots WHERE status = 'closed' AND winner_user_id IS NOT NULL) AS winners,
      (SELECT COUNT(*) FROM bids) AS bids,
      (SELECT SUM(total_cents) FROM payments WHERE status = 'approved') AS spent,
      (SELECT COUNT(DISTINCT user_id) FROM payments WHERE status = 'approved') AS payers,
      (SELECT COUNT(*) FROM (
         SELECT user_id FROM bids GROUP BY user_id
         HAVING COUNT(DISTINCT substr(datetime(created_at, '-3 hours'), 1, 10)) > 1)) AS returners`);
  const bidders = row?.bidders ?? 0;
  return {
    total_users: row?.users ?? 0,
    users_with_bids: bidders,
    users_with_wins: row?.winners ?? 0,
    avg_bids_per_user: average(row?.bids ?? 0, bidders),
    avg_spent_per_user: centsToReais(Math.round(average(row?.spent ?? 0, row?.payers ?? 0))),
    retention_rate: fraction(row?.returners ?? 0, bidders),
  };
}

export interface ConversionAnalysis {
  /** per category: closed lots that found a winner / closed lots */
  category_conversion: { category: string; conversion_rate: number; closed: number; sold: number }[];
}

export async function conversionAnalysis(db: Db): Promise<ConversionAnalysis> {
  const rows = await db.all<{ category: string; closed: number; sold: number }>(sql`
    SELECT category, COUNT(*) AS closed, SUM(CASE WHEN winner_user_id IS NOT NULL THEN 1 ELSE 0 END) AS sold
    FROM lots WHERE status = 'closed' GROUP BY category ORDER BY category`);
  return {
    category_conversion: rows.map((r) => ({
      category: r.category,
      conversion_rate: fraction(r.sold, r.closed),
      closed: r.closed,
      sold: r.sold,
    })),
  };
}

export interface MonthlyTrend {
  months: { month: string; lots: number; bids: number; revenue: number; new_users: number }[];
}

/** The last six São Paulo months, oldest first: lots created, bids, approved revenue, new users. */
export async function monthlyTrend(db: Db, now: number): Promise<MonthlyTrend> {
  const months = await Promise.all(
    lastMonths(now, 6).map(async ({ month, start, end }) => {
      const row = await db.get<{ lots: number; bids: number; revenue: number | null; new_users: number }>(sql`
        SELECT
          (SELECT COUNT(*) FROM lots WHERE created_at >= ${start} AND created_at < ${end}) AS lots,
          (SELECT COUNT(*) FROM bids WHERE created_at >= ${start} AND created_at < ${end}) AS bids,
          (SELECT SUM(total_cents) FROM payments WHERE status = 'approved' AND approved_at >= ${start} AND approved_at < ${end}) AS revenue,
          (SELECT COUNT(*) FROM users WHERE deleted_at IS NULL AND created_at >= ${start} AND created_at < ${end}) AS new_users`);
      return {
        month,
        lots: row?.lots ?? 0,
        bids: row?.bids ?? 0,
        revenue: centsToReais(row?.revenue ?? 0),
        new_users: row?.new_users ?? 0,
      };
    }),
  );
  return { months };
}
