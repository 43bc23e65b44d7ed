/**
 * The back office's list of lots (`GET /api/admin/auctions` and the 'Lotes' / 'Leilões' tabs): filters,
 * one page newest first, and each lot's winner — the winner once closed, else the top bidder — with
 * name and e-mail (administrators only).
 *
 * Where the figures come from: the filters, the order and the count read D1, the lot rooms' mirror, so a
 * page costs one query for its rows plus one count. The live fields shown (status, times, current price,
 * top bid, top bidder) come from each listed lot's room, which is the authority and may be a moment ahead
 * of its mirror right after a bid: the page's rooms are asked in parallel, only for lots D1 does not yet
 * show as closed (a closed lot's price no longer moves; the mirror is monotonic). A lot whose room does
 * not answer keeps D1's figures. So a row never lags an accepted bid, while a filter on status or winner
 * may, for the moment the mirror takes to land.
 */
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { CosmeticGrade, FunctionalGrade } from '~/domain/equipment/grades';
import type { WipeMethod } from '~/domain/equipment/summary';
import type { LotStatus } from '~/domain/lot-status';
import { centsToReais } from '~/domain/money';
import { saoPauloDayRange } from '~/domain/sao-paulo-day';
import { escapeLike } from '~/domain/search-text';
import type { AdminLotFilter } from '~/schemas/admin-lot-filter';
import type { LiveLotMember } from '~/schemas/live';
import type { LotSpecs } from '~/schemas/lot-specs';
import { pagination, type Page, type Pagination } from '~/schemas/paging';
import type { Db } from '~/server/db/client.server';
import { lots, users } from '~/server/db/schema';
import { imagesJson } from '~/server/lots/lots.server';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import { lotRoom } from '~/server/platform/objects/stubs.server';

export interface AdminLotWinner {
  id: number;
  name: string | null;
  email: string | null;
}

export interface AdminLot {
  id: number;
  title: string;
  category: string;
  description: string;
  status: LotStatus;
  /** reais */
  current_price: number;
  /** reais; null without bids */
  top_bid_amount: number | null;
  bid_count: number;
  winner: AdminLotWinner | null;
  starts_at: string | null;
  ends_at: string | null;
  images: string[];
  /** reais */
  start_price: number;
  /** reais; null: no reserve (administrators only, like this whole list) */
  reserve_price: number | null;
  /** prorrogação window in minutes (0: off) */
  extension_minutes: number;
  specs: LotSpecs | null;
  asset_tag: string | null;
  functional_grade: FunctionalGrade | null;
  cosmetic_grade: CosmeticGrade | null;
  /** the hardware report's date (null: none attached) */
  verified_at: string | null;
  /** the weakest wipe method over the report's drives (null: no certificate, or a drive without a record) */
  wipe_method: WipeMethod | null;
}

/** Reads a lot's live state from its room (null when it does not answer). */
export type LiveReader = (id: number) => Promise<LiveLotMember | null>;

export function roomReader(env: Env): LiveReader {
  return (id) =>
    lotRoom(env, id)
      .snapshot()
      .catch((error: unknown) => {
        logError('admin lot list: room snapshot', error, { lotId: id });
        return null;
      });
}

/** The winner once closed, else the current top bidder. */
const personId = sql<number | null>`coalesce(${lots.winnerUserId}, ${lots.topBidUserId})`;

function conditions(filter: AdminLotFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.id !== undefined) where.push(eq(lots.id, filter.id));
  // SQLite's LIKE ignores the case of ASCII letters; the typed text is lower-cased for the rest.
  if (filter.title) where.push(sql`${lots.title} like ${`%${escapeLike(filter.title.toLowerCase())}%`} escape '\\'`);
  if (filter.winner_email) {
    where.push(sql`lower(${users.email}) like ${`%${escapeLike(filter.winner_email.toLowerCase())}%`} escape '\\'`);
  }
  if (filter.starts_on) {
    const day = saoPauloDayRange(filter.starts_on);
    where.push(gte(lots.startsAt, day.from), lt(lots.startsAt, day.until));
  }
  if (filter.ends_on) {
    const day = saoPauloDayRange(filter.ends_on);
    where.push(gte(lots.endsAt, day.from), lt(lots.endsAt, day.until));
  }
  if (filter.status) where.push(eq(lots.status, filter.status));
  return and(...where);
}

const columns = {
  id: lots.id,
  title: lots.title,
  category: lots.category,
  description: lots.description,
  status: lots.status,
  currentPriceCents: lots.currentPriceCents,
  bidCount: lots.bidCount,
  topBidUserId: lots.topBidUserId,
  winnerUserId: lots.winnerUserId,
  startsAt: lots.startsAt,
  endsAt: lots.endsAt,
  startPriceCents: lots.startPriceCents,
  reservePriceCents: lots.reservePriceCents,
  extensionMinutes: lots.extensionMinutes,
  specs: lots.specs,
  assetTag: lots.assetTag,
  functionalGrade: lots.functionalGrade,
  cosmeticGrade: lots.cosmeticGrade,
  verifiedAt: lots.verifiedAt,
  wipeMethod: lots.wipeMethod,
  personName: users.name,
  personEmail: users.email,
  images: imagesJson,
};

export async function listAdminLots(
  db: Db,
  live: LiveReader,
  filter: AdminLotFilter,
  page: Page,
): Promise<{ auctions: AdminLot[]; pagination: Pagination }> {
  const where = conditions(filter);
  const countQuery = filter.winner_email
    ? db.select({ n: count() }).from(lots).leftJoin(users, eq(users.id, personId)).where(where)
    : db.select({ n: count() }).from(lots).where(where);
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(lots)
      .leftJoin(users, eq(users.id, personId))
      .where(where)
      .orderBy(desc(lots.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    countQuery,
  ]);
  const states = await Promise.all(rows.map((row) => (row.status === 'closed' ? Promise.resolve(null) : live(row.id))));
  const auctions: AdminLot[] = rows.map((row, i) => {
    const state = states[i];
    const bidCount = state?.bid_count ?? row.bidCount;
    const currentPrice = state ? state.current_price : centsToReais(row.currentPriceCents);
    const winnerId = state ? (state.winner_user_id ?? state.top_bid_user_id) : (row.winnerUserId ?? row.topBidUserId);
    const sameAsMirror = winnerId === (row.winnerUserId ?? row.topBidUserId);
    return {
      id: row.id,
      title: row.title,
      category: row.category,
      description: row.description,
      status: state?.status ?? row.status,
      current_price: currentPrice,
      top_bid_amount: bidCount > 0 ? (state?.top_bid_amount ?? currentPrice) : null,
      bid_count: bidCount,
      winner:
        winnerId === null
          ? null
          : { id: winnerId, name: sameAsMirror ? row.personName : null, email: sameAsMirror ? row.personEmail : null },
      starts_at: state?.starts_at ?? row.startsAt,
      ends_at: state?.ends_at ?? row.endsAt,
      images: row.images ? (JSON.parse(row.images) as string[]) : [],
      start_price: centsToReais(row.startPriceCents),
      reserve_price: row.reservePriceCents === null ? null : centsToReais(row.reservePriceCents),
      extension_minutes: state?.extension_minutes ?? row.extensionMinutes,
      specs: row.specs && Object.keys(row.specs).length ? row.specs : null,
      asset_tag: row.assetTag,
      functional_grade: row.functionalGrade,
      cosmetic_grade: row.cosmeticGrade,
      verified_at: row.verifiedAt,
      wipe_method: row.wipeMethod,
    };
  });
  await nameNewLeaders(db, auctions, rows);
  return { auctions, pagination: pagination(page, counted?.n ?? 0) };
}

/** Names the top bidders the room knows of and the mirror not yet (one query, only when there are some). */
async function nameNewLeaders(db: Db, auctions: AdminLot[], rows: { winnerUserId: number | null; topBidUserId: number | null }[]) {
  const unnamed = auctions.filter((a, i) => a.winner && a.winner.id !== (rows[i]!.winnerUserId ?? rows[i]!.topBidUserId));
  if (!unnamed.length) return;
  const ids = [...new Set(unnamed.map((a) => a.winner!.id))];
  const people = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids));
  const byId = new Map(people.map((p) => [p.id, p]));
  for (const a of unnamed) {
    const person = byId.get(a.winner!.id);
    if (person) a.winner = { id: person.id, name: person.name, email: person.email };
  }
}
