/**
 * The pre-start notice of a scheduled auction ('auction_starting'): `notification_minutes` before its start
 * (15 when unset), once per schedule (`notified_at`, claimed with one conditional UPDATE), to the members who
 * follow its category — approved, not deleted, who favourited or bid on a lot of that category (same name,
 * case-insensitive) in the last 90 days. See docs/decisions/0011-scheduled-auctions.md.
 * Delivery goes through each member's inbox, which applies their settings and quiet hours.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { FALLBACK_NOTICE_MINUTES } from '~/domain/schedule-preview';
import type { Db } from '~/server/db/client.server';
import { auctionSchedules } from '~/server/db/schema';
import type { Deliver } from '~/server/notifications/delivery.server';
import { logError } from '~/server/platform/error-log.server';

export const FOLLOW_WINDOW_DAYS = 90;
const PER_RUN = 50;

/** Members following `category`: a favourite or a bid on a lot of it since `since`. */
export async function categoryFollowers(db: Db, category: string, since: string): Promise<number[]> {
  const rows = await db.all<{ id: number }>(sql`
    select u.id as id from users u
    where u.deleted_at is null and u.is_approved = 1 and u.id in (
      select f.user_id from favorites f join lots l on l.id = f.lot_id
        where lower(l.category) = lower(${category}) and f.created_at >= ${since}
      union
      select b.user_id from bids b join lots l on l.id = b.lot_id
        where lower(l.category) = lower(${category}) and b.created_at >= ${since}
    )
    order by u.id`);
  return rows.map((r) => r.id);
}

/** Sends every notice now due; returns, per schedule noticed, who was told. */
export async function sendPreStartNotices(
  db: Db,
  deliver: Deliver,
  now = Date.now(),
): Promise<{ scheduleId: number; userIds: number[] }[]> {
  const nowIso = new Date(now).toISOString();
  const minutes = sql`coalesce(nullif(${auctionSchedules.notificationMinutes}, 0), ${FALLBACK_NOTICE_MINUTES})`;
  const due = await db
    .select({ id: auctionSchedules.id })
    .from(auctionSchedules)
    .where(
      and(
        eq(auctionSchedules.status, 'scheduled'),
        eq(auctionSchedules.notifyBeforeStart, true),
        isNull(auctionSchedules.notifiedAt),
        sql`${auctionSchedules.scheduledStart} > ${nowIso}`,
        sql`julianday(${auctionSchedules.scheduledStart}) - ${minutes} / 1440.0 <= julianday(${nowIso})`,
      ),
    )
    .limit(PER_RUN);
  const since = new Date(now - FOLLOW_WINDOW_DAYS * 86_400_000).toISOString();
  const sent: { scheduleId: number; userIds: number[] }[] = [];
  for (const { id } of due) {
    const [claimed] = await db
      .update(auctionSchedules)
      .set({ notifiedAt: nowIso })
      .where(and(eq(auctionSchedules.id, id), isNull(auctionSchedules.notifiedAt), eq(auctionSchedules.status, 'scheduled')))
      .returning();
    if (!claimed) continue;
    const userIds = await categoryFollowers(db, claimed.category, since);
    await Promise.all(
      userIds.map((userId) =>
        deliver({
          userId,
          type: 'auction_starting',
          lotId: null,
          amountCents: null,
          key: `starting:${claimed.id}:${claimed.scheduledStart}`,
          subject: { title: claimed.title, at: claimed.scheduledStart },
        }).catch((error: unknown) => logError('pre-start notice', error, { scheduleId: claimed.id, userId })),
      ),
    );
    sent.push({ scheduleId: claimed.id, userIds });
  }
  return sent;
}
