/**
 * The member's dashboard: overview counters, favorites, bid history, payments, won lots and personal
 * statistics. Every query is the viewer's own (their id comes from the session, never from the request).
 * The reads that count or list the member's bids run after the rooms of the member's running lots have
 * settled, so a bid just answered is in them (decision 0028).
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import type { Lot } from '~/schemas/lot';
import { pagination, type Page } from '~/schemas/paging';
import type { Viewer } from '~/schemas/viewer';
import { settleMemberLots, type MemberReadContext } from '~/server/bidding/member-lots.server';
import type { Db } from '~/server/db/client.server';
import { bids, lotImages, lots, payments, pickupAppointments } from '~/server/db/schema';
import { getLotsByIds } from '~/server/lots/lots.server';

const cover = sql<
  string | null
>`(select ${lotImages.url} from ${lotImages} where ${lotImages.lotId} = ${lots.id} order by ${lotImages.position} limit 1)`;

/** yyyy-mm of a bid in São Paulo (UTC−3 all year since 2019). */
const saoPauloMonth = sql<string>`substr(datetime(${bids.createdAt}, '-3 hours'), 1, 7)`;

export async function overview(rc: MemberReadContext, userId: number) {
  const { db } = rc;
  await settleMemberLots(rc, userId);
  const [[bidCount], [won], [spent], [active], [pending], [scheduled]] = await db.batch([
    db.select({ n: count() }).from(bids).where(eq(bids.userId, userId)),
    db
      .select({ n: count() })
      .from(lots)
      .where(and(eq(lots.winnerUserId, userId), eq(lots.status, 'closed'))),
    db
      .select({ cents: sql<number>`coalesce(sum(${payments.totalCents}), 0)` })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'approved'))),
    db
      .select({ n: sql<number>`count(distinct ${bids.lotId})` })
      .from(bids)
      .innerJoin(lots, eq(lots.id, bids.lotId))
      .where(and(eq(bids.userId, userId), eq(lots.status, 'active'))),
    db
      .select({ n: count() })
      .from(payments)
      .innerJoin(lots, eq(lots.id, payments.lotId))
      .where(and(eq(payments.userId, userId), eq(payments.status, 'pending'), eq(lots.winnerUserId, userId))),
    db
      .select({ n: count() })
      .from(pickupAppointments)
      .where(and(eq(pickupAppointments.userId, userId), inArray(pickupAppointments.status, ['scheduled', 'ready']))),
  ]);
  return {
    total_bids: bidCount?.n ?? 0,
    won_auctions: won?.n ?? 0,
    total_spent: centsToReais(spent?.cents ?? 0),
    active_participating: active?.n ?? 0,
    pending_payments: pending?.n ?? 0,
    scheduled_pickups: scheduled?.n ?? 0,
  };
}

/** Favorite lots (by the ids the browser keeps, or the account's), with what is left of their time. */
export async function favoriteLots(db: Db, ids: readonly number[], viewer: Viewer, now = Date.now()) {
  const found: Lot[] = await getLotsByIds(db, ids.slice(0, 100), viewer);
  return found.map((lot) => ({
    ...lot,
    time_remaining: lot.ends_at && lot.status === 'active' ? Math.max(0, Math.floor((Date.parse(lot.ends_at) - now) / 1000)) : null,
  }));
}

/** Every bid of the user, newest first; `is_winning` when it is the lot's top (or winning) bid. */
export async function bidHistory(rc: MemberReadContext, userId: number, page: Page) {
  const { db } = rc;
  await settleMemberLots(rc, userId);
  // Two queries side by side, not a D1 batch: a batched select whose joined columns share names (id,
  // status, title) comes back with its fields shifted.
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: bids.id,
        seq: bids.seq,
        amountCents: bids.amountCents,
        isAuto: bids.isAuto,
        createdAt: bids.createdAt,
        lotId: lots.id,
        title: lots.title,
        category: lots.category,
        status: lots.status,
        bidCount: lots.bidCount,
        topBidUserId: lots.topBidUserId,
        winnerUserId: lots.winnerUserId,
      })
      .from(bids)
      .innerJoin(lots, eq(lots.id, bids.lotId))
      .where(eq(bids.userId, userId))
      .orderBy(desc(bids.createdAt), desc(bids.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(bids).where(eq(bids.userId, userId)),
  ]);
  return {
    bids: rows.map((r) => ({
      id: r.id,
      amount: centsToReais(r.amountCents),
      created_at: r.createdAt,
      is_auto: r.isAuto,
      // The top bid of its lot is its last one: this bid, when its seq is the lot's count and it is the user's.
      is_winning: r.seq === r.bidCount && (r.status === 'closed' ? r.winnerUserId === userId : r.topBidUserId === userId),
      auction: { id: r.lotId, title: r.title, category: r.category, status: r.status },
    })),
    pagination: pagination(page, counted?.n ?? 0),
  };
}

/** The lots the user won, with their payment and pickup. */
export async function wonAuctions(db: Db, userId: number) {
  const rows = await db
    .select({
      id: lots.id,
      title: lots.title,
      category: lots.category,
      cover,
      finalPriceCents: lots.finalPriceCents,
      closedAt: lots.closedAt,
      paymentStatus: payments.status,
      pickupStatus: pickupAppointments.status,
      pickupDate: pickupAppointments.pickupDate,
      pickupTime: pickupAppointments.pickupTime,
    })
    .from(lots)
    .leftJoin(payments, and(eq(payments.lotId, lots.id), eq(payments.userId, userId)))
    // The member's appointment for the lot: the live one, else the latest cancelled.
    .leftJoin(
      pickupAppointments,
      eq(
        pickupAppointments.id,
        sql`(select p.id from ${pickupAppointments} p where p.lot_id = ${lots.id} and p.user_id = ${userId}
          order by p.status = 'cancelled', p.id desc limit 1)`,
      ),
    )
    .where(and(eq(lots.winnerUserId, userId), eq(lots.status, 'closed')))
    .orderBy(desc(lots.closedAt));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    category: r.category,
    images: r.cover ? [r.cover] : [],
    final_price: r.finalPriceCents === null ? null : centsToReais(r.finalPriceCents),
    closed_at: r.closedAt,
    payment_status: r.paymentStatus,
    pickup_status: r.pickupStatus,
    pickup_date: r.pickupDate,
    pickup_time: r.pickupTime,
  }));
}

/** Personal statistics: success rate, average bid, lots taken part in, top categories, bids per month. */
export async function statistics(rc: MemberReadContext, userId: number) {
  const { db } = rc;
  await settleMemberLots(rc, userId);
  const [[totals], [won], categories, months] = await db.batch([
    db
      .select({
        bids: count(),
        averageCents: sql<number>`coalesce(avg(${bids.amountCents}), 0)`,
        lots: sql<number>`count(distinct ${bids.lotId})`,
      })
      .from(bids)
      .where(eq(bids.userId, userId)),
    db
      .select({ n: count() })
      .from(lots)
      .where(and(eq(lots.winnerUserId, userId), eq(lots.status, 'closed'))),
    db
      .select({ category: lots.category, count: sql<number>`count(distinct ${lots.id})` })
      .from(bids)
      .innerJoin(lots, eq(lots.id, bids.lotId))
      .where(eq(bids.userId, userId))
      .groupBy(lots.category)
      .orderBy(desc(sql`count(distinct ${lots.id})`), lots.category)
      .limit(5),
    db
      .select({ month: saoPauloMonth, bids: count() })
      .from(bids)
      .where(eq(bids.userId, userId))
      .groupBy(saoPauloMonth)
      .orderBy(desc(saoPauloMonth))
      .limit(12),
  ]);
  const participated = totals?.lots ?? 0;
  return {
    success_rate: participated === 0 ? 0 : Math.round(((won?.n ?? 0) / participated) * 1000) / 10,
    average_bid: centsToReais(Math.round(totals?.averageCents ?? 0)),
    unique_auctions: participated,
    total_bids: totals?.bids ?? 0,
    top_categories: categories,
    monthly_activity: months.reverse(),
  };
}
