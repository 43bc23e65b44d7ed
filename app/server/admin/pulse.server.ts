/**
 * AdminPulse's reads of D1: the counters it rebuilds from (spec §3 'Admin live metrics'), the names and
 * titles its activity list shows, and the recent activity it starts with. Money in cents; times UTC ISO.
 */
import { sql } from 'drizzle-orm';
import type { PulseCalendar, PulseCounters } from '~/domain/admin-metrics';
import { unusualLeaders } from '~/domain/unusual-leaders';
import type { ActivityKind, UnusualLeaderView } from '~/schemas/admin-pulse';
import type { Db } from '~/server/db/client.server';

/** Everything but the online users (sockets, not D1); `bid_base` is today's bids before `bidCutoff`. */
export type HouseCounters = Omit<PulseCounters, 'online_users'> & { bid_base: number };

export async function readHouseCounters(db: Db, cal: PulseCalendar, now: string, bidCutoff: string): Promise<HouseCounters> {
  const row = await db.get<Record<keyof HouseCounters, number | null>>(sql`
    SELECT
      (SELECT COUNT(*) FROM lots WHERE status = 'active' AND (starts_at IS NULL OR starts_at <= ${now})) AS active_auctions,
      (SELECT COUNT(*) FROM lots WHERE status = 'active' AND starts_at > ${now})
        + (SELECT COUNT(*) FROM auction_schedules WHERE status = 'scheduled') AS scheduled_auctions,
      (SELECT SUM(total_cents) FROM payments
        WHERE status = 'approved' AND approved_at >= ${cal.dayStart} AND approved_at < ${cal.dayEnd}) AS daily_revenue_cents,
      (SELECT SUM(total_cents) FROM payments
        WHERE status = 'approved' AND approved_at >= ${cal.monthStart} AND approved_at < ${cal.dayEnd}) AS monthly_revenue_cents,
      (SELECT COUNT(*) FROM bids WHERE created_at >= ${cal.dayStart} AND created_at < ${bidCutoff}) AS bid_base,
      0 AS daily_bids,
      (SELECT COUNT(*) FROM users WHERE deleted_at IS NULL AND created_at >= ${cal.dayStart}) AS new_users_today,
      (SELECT COUNT(*) FROM users WHERE deleted_at IS NULL) AS total_users,
      (SELECT COUNT(*) FROM lots) AS total_auctions,
      (SELECT COUNT(*) FROM payments WHERE status = 'pending') AS pending_payments,
      (SELECT COUNT(*) FROM pickup_appointments WHERE pickup_date = ${cal.day} AND status != 'cancelled') AS pickups_today,
      (SELECT COUNT(*) FROM pickup_appointments WHERE status IN ('scheduled', 'ready')) AS pending_pickups
  `);
  const out = {} as HouseCounters;
  for (const [key, value] of Object.entries(row ?? {})) out[key as keyof HouseCounters] = Number(value ?? 0);
  return out;
}

/**
 * The members who lead an unusual share of the running lots (started, not closed), with their names: the
 * dashboard's flag (decision record 0038).
 */
export async function readUnusualLeaders(db: Db, now: string): Promise<UnusualLeaderView[]> {
  const running = sql`status = 'active' AND (starts_at IS NULL OR starts_at <= ${now})`;
  const [counted, led] = await Promise.all([
    db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM lots WHERE ${running}`),
    db.all<{ user_id: number; user_name: string | null; lots: number }>(sql`
      SELECT l.top_bid_user_id AS user_id, u.name AS user_name, COUNT(*) AS lots
      FROM lots l LEFT JOIN users u ON u.id = l.top_bid_user_id
      WHERE l.status = 'active' AND (l.starts_at IS NULL OR l.starts_at <= ${now})
        AND l.top_bid_user_id IS NOT NULL AND l.bid_count > 0
      GROUP BY l.top_bid_user_id`),
  ]);
  const total = Number(counted?.n ?? 0);
  const names = new Map(led.map((row) => [row.user_id, row.user_name]));
  return unusualLeaders(
    led.map((row) => ({ userId: row.user_id, lots: Number(row.lots) })),
    total,
  ).map((flag) => ({ user_id: flag.userId, user_name: names.get(flag.userId) ?? null, lots: flag.lots, running: total }));
}

/** A line of the activity list as D1 tells it (the object numbers its own). */
export interface ActivityRecord {
  kind: ActivityKind;
  at: string;
  user_name: string | null;
  lot_id: number | null;
  lot_title: string | null;
  amount_cents: number | null;
}

export async function userName(db: Db, userId: number): Promise<string | null> {
  const row = await db.get<{ name: string }>(sql`SELECT name FROM users WHERE id = ${userId}`);
  return row?.name ?? null;
}

export async function bidderAndLot(db: Db, userId: number, lotId: number): Promise<{ user_name: string | null; lot_title: string | null }> {
  const row = await db.get<{ user_name: string | null; lot_title: string | null }>(sql`
    SELECT (SELECT name FROM users WHERE id = ${userId}) AS user_name, (SELECT title FROM lots WHERE id = ${lotId}) AS lot_title`);
  return { user_name: row?.user_name ?? null, lot_title: row?.lot_title ?? null };
}

/** A payment's decision as an activity line (approved or rejected); null while pending or when unknown. */
export async function paymentActivity(db: Db, paymentId: number): Promise<ActivityRecord | null> {
  const row = await db.get<{
    status: string;
    at: string | null;
    total_cents: number;
    user_name: string;
    lot_id: number;
    lot_title: string;
  }>(sql`
    SELECT p.status, COALESCE(p.approved_at, p.rejected_at, p.updated_at) AS at, p.total_cents, u.name AS user_name,
           p.lot_id, l.title AS lot_title
    FROM payments p JOIN users u ON u.id = p.user_id JOIN lots l ON l.id = p.lot_id WHERE p.id = ${paymentId}`);
  if (!row || (row.status !== 'approved' && row.status !== 'rejected')) return null;
  return {
    kind: row.status === 'approved' ? 'payment_approved' : 'payment_rejected',
    at: row.at ?? new Date().toISOString(),
    user_name: row.user_name,
    lot_id: row.lot_id,
    lot_title: row.lot_title,
    amount_cents: row.total_cents,
  };
}

const PICKUP_KINDS: Partial<Record<string, ActivityKind>> = {
  scheduled: 'pickup_scheduled',
  completed: 'pickup_completed',
  cancelled: 'pickup_cancelled',
};

/** A pickup appointment's last change as an activity line (scheduled, completed, cancelled). */
export async function pickupActivity(db: Db, pickupId: number): Promise<ActivityRecord | null> {
  const row = await db.get<{ status: string; at: string; user_name: string; lot_id: number; lot_title: string }>(sql`
    SELECT a.status, COALESCE(a.completed_at, a.cancelled_at, a.ready_at, a.created_at) AS at, u.name AS user_name,
           a.lot_id, l.title AS lot_title
    FROM pickup_appointments a JOIN users u ON u.id = a.user_id JOIN lots l ON l.id = a.lot_id WHERE a.id = ${pickupId}`);
  const kind = row ? PICKUP_KINDS[row.status] : undefined;
  if (!row || !kind) return null;
  return { kind, at: row.at, user_name: row.user_name, lot_id: row.lot_id, lot_title: row.lot_title, amount_cents: null };
}

/** The latest bids, registrations and payment approvals, newest first: the list AdminPulse starts with. */
export async function recentActivityFromD1(db: Db, limit: number): Promise<ActivityRecord[]> {
  const [bidRows, userRows, paymentRows] = await Promise.all([
    db.all<ActivityRecord>(sql`
      SELECT 'bid' AS kind, b.created_at AS at, u.name AS user_name, b.lot_id, l.title AS lot_title, b.amount_cents
      FROM bids b JOIN users u ON u.id = b.user_id JOIN lots l ON l.id = b.lot_id ORDER BY b.created_at DESC LIMIT ${limit}`),
    db.all<ActivityRecord>(sql`
      SELECT 'registration' AS kind, created_at AS at, name AS user_name, NULL AS lot_id, NULL AS lot_title, NULL AS amount_cents
      FROM users WHERE deleted_at IS NULL ORDER BY created_at DESC LIMIT ${limit}`),
    db.all<ActivityRecord>(sql`
      SELECT 'payment_approved' AS kind, p.approved_at AS at, u.name AS user_name, p.lot_id, l.title AS lot_title, p.total_cents AS amount_cents
      FROM payments p JOIN users u ON u.id = p.user_id JOIN lots l ON l.id = p.lot_id
      WHERE p.status = 'approved' AND p.approved_at IS NOT NULL ORDER BY p.approved_at DESC LIMIT ${limit}`),
  ]);
  return [...bidRows, ...userRows, ...paymentRows].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit);
}
