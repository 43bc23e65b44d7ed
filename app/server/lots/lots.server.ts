/** The public catalogue: list and detail, read from D1 (the LotRooms' mirror); the categories are categories.server.ts. */
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import { nextDay, zonedTimeToUtc } from '~/domain/sao-paulo-time';
import { escapeLike, normalizeSearchText } from '~/domain/search-text';
import { memberPriceFields, type CategoryCount, type Lot, type LotBid, type LotPage, type MemberLot, type PublicLot } from '~/schemas/lot';
import { equipmentFigures } from '~/schemas/lot-equipment';
import type { LotListQuery } from '~/schemas/lot-list-query';
import type { LotSpecs } from '~/schemas/lot-specs';
import type { Viewer } from '~/schemas/viewer';
import type { Db } from '~/server/db/client.server';
import { bids, lots, type LotRow } from '~/server/db/schema';
import { activeCategoryCountsStatement, lotCountStatement } from './categories.server';
import { equipmentConditions, lotEquipmentColumns } from './equipment-filters.server';

/**
 * A lot's image URLs in order, as a JSON array. Written as raw SQL because drizzle drops table
 * qualifiers in single-table selects, which would make `id` ambiguous inside the subquery.
 */
export const imagesJson = sql<string>`(select json_group_array(url) from (select li.url as url from lot_images li where li.lot_id = "lots"."id" order by li.position))`;

const lotColumns = {
  id: lots.id,
  title: lots.title,
  description: lots.description,
  category: lots.category,
  condition: lots.condition,
  status: lots.status,
  startPriceCents: lots.startPriceCents,
  currentPriceCents: lots.currentPriceCents,
  topBidUserId: lots.topBidUserId,
  bidCount: lots.bidCount,
  winnerUserId: lots.winnerUserId,
  finalPriceCents: lots.finalPriceCents,
  reservePriceCents: lots.reservePriceCents,
  extensionMinutes: lots.extensionMinutes,
  extended: lots.extended,
  originalEndsAt: lots.originalEndsAt,
  outcome: lots.outcome,
  startsAt: lots.startsAt,
  endsAt: lots.endsAt,
  closedAt: lots.closedAt,
  createdAt: lots.createdAt,
  assetTag: lots.assetTag,
  functionalGrade: lots.functionalGrade,
  cosmeticGrade: lots.cosmeticGrade,
  ...lotEquipmentColumns,
  images: imagesJson,
};

type LotSelection = Pick<
  LotRow,
  | 'id'
  | 'title'
  | 'description'
  | 'category'
  | 'condition'
  | 'status'
  | 'startPriceCents'
  | 'currentPriceCents'
  | 'topBidUserId'
  | 'bidCount'
  | 'winnerUserId'
  | 'finalPriceCents'
  | 'reservePriceCents'
  | 'extensionMinutes'
  | 'extended'
  | 'originalEndsAt'
  | 'outcome'
  | 'startsAt'
  | 'endsAt'
  | 'closedAt'
  | 'createdAt'
  | 'assetTag'
  | 'functionalGrade'
  | 'cosmeticGrade'
  | 'verifiedAt'
  | 'wipeMethod'
  | 'memoryGb'
  | 'storageGb'
  | 'storageClass'
  | 'batteryHealth'
> & { images: string | null };

/** The one place that decides what a lot looks like to whom: visitors never get a price, bid or bidder. */
export function toLotDto(row: LotSelection, viewer: Viewer | null): Lot {
  const base: PublicLot = {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    condition: row.condition,
    images: row.images ? (JSON.parse(row.images) as string[]) : [],
    status: row.status,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
    end_time: row.endsAt,
    extension_minutes: row.extensionMinutes,
    extended: row.extended,
    original_ends_at: row.originalEndsAt,
    closed_at: row.closedAt,
    created_at: row.createdAt,
    functional_grade: row.functionalGrade,
    cosmetic_grade: row.cosmeticGrade,
    ...equipmentFigures(row),
  };
  if (!viewer) return base;
  const member: MemberLot = { ...base, ...memberPriceFields(row) };
  // The reserve's amount and the asset tag are for administrators only; members see whether the reserve is met.
  return viewer.isAdmin
    ? { ...member, reserve_price: row.reservePriceCents === null ? null : centsToReais(row.reservePriceCents), asset_tag: row.assetTag }
    : member;
}

/** 0 active, 1 not started yet, 2 closed (or past its end), 3 anything else. */
function statusGroup(nowIso: string): SQL<number> {
  return sql<number>`case
    when ${lots.status} = 'active' and ${lots.endsAt} <= ${nowIso} then 2
    when ${lots.status} = 'active' and ${lots.startsAt} > ${nowIso} then 1
    when ${lots.status} = 'active' then 0
    when ${lots.status} = 'closed' then 2
    else 3 end`;
}

function filters(query: LotListQuery, viewer: Viewer | null, nowIso: string): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.category) where.push(eq(lots.category, query.category));
  if (query.q) {
    for (const word of normalizeSearchText(query.q).split(' ').filter(Boolean)) {
      where.push(sql`${lots.searchText} like ${`%${escapeLike(word)}%`} escape '\\'`);
    }
  }
  if (query.status === 'active') {
    where.push(and(eq(lots.status, 'active'), or(sql`${lots.endsAt} is null`, sql`${lots.endsAt} > ${nowIso}`)));
  } else if (query.status === 'closed') {
    where.push(or(eq(lots.status, 'closed'), and(eq(lots.status, 'active'), lte(lots.endsAt, nowIso))));
  } else if (query.status === 'pending') {
    where.push(eq(lots.status, 'pending'));
  }
  if (query.endBefore) {
    // The whole chosen day, São Paulo time.
    where.push(lt(lots.endsAt, zonedTimeToUtc(nextDay(query.endBefore)).toISOString()));
  }
  // Price filters reveal prices, so they apply to signed-in members only.
  if (viewer) {
    if (query.minPrice !== undefined) where.push(gte(lots.currentPriceCents, query.minPrice));
    if (query.maxPrice !== undefined) where.push(lte(lots.currentPriceCents, query.maxPrice));
  }
  where.push(...equipmentConditions(query));
  return and(...where);
}

function ordering(query: LotListQuery, viewer: Viewer | null, nowIso: string): SQL[] {
  const group = statusGroup(nowIso);
  const sort = !viewer && query.sort.startsWith('price') ? 'ending-soon' : query.sort;
  switch (sort) {
    case 'newest':
      return [asc(group), desc(lots.createdAt), desc(lots.id)];
    case 'price-low':
      return [asc(group), asc(lots.currentPriceCents), asc(lots.id)];
    case 'price-high':
      return [asc(group), desc(lots.currentPriceCents), asc(lots.id)];
    default:
      // Closest end first: the soonest to end among open lots, the most recently ended among closed ones.
      return [asc(group), sql`${lots.endsAt} is null`, sql`abs(julianday(${lots.endsAt}) - julianday(${nowIso}))`, asc(lots.id)];
  }
}

/** The list's one statement (a page of lots and the total), apart so its query plan can be checked. */
export function lotListStatement(db: Db, query: LotListQuery, viewer: Viewer | null, nowIso: string) {
  return db
    .select({ ...lotColumns, total: sql<number>`count(*) over ()` })
    .from(lots)
    .where(filters(query, viewer, nowIso))
    .orderBy(...ordering(query, viewer, nowIso))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
}

export async function listLots(db: Db, query: LotListQuery, viewer: Viewer | null, now = new Date()): Promise<LotPage> {
  const nowIso = now.toISOString();
  return lotPage(db, query, viewer, nowIso, await lotListStatement(db, query, viewer, nowIso));
}

/**
 * A page of lots, the active categories with their counts and the number of every lot ('Todas'), in one D1 round
 * trip (the catalogue pages).
 */
export async function listLotsWithCategories(
  db: Db,
  query: LotListQuery,
  viewer: Viewer | null,
  now = new Date(),
): Promise<{ page: LotPage; categories: CategoryCount[]; lotCount: number }> {
  const nowIso = now.toISOString();
  const [rows, categories, [all]] = await db.batch([
    lotListStatement(db, query, viewer, nowIso),
    activeCategoryCountsStatement(db),
    lotCountStatement(db),
  ]);
  return { page: await lotPage(db, query, viewer, nowIso, rows), categories, lotCount: all?.n ?? 0 };
}

async function lotPage(
  db: Db,
  query: LotListQuery,
  viewer: Viewer | null,
  nowIso: string,
  rows: Awaited<ReturnType<typeof lotListStatement>>,
): Promise<LotPage> {
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page: count separately so the client still learns the total.
    const [counted] = await db
      .select({ n: sql<number>`count(*)` })
      .from(lots)
      .where(filters(query, viewer, nowIso));
    total = counted?.n ?? 0;
  }
  return {
    data: rows.map((row) => toLotDto(row, viewer)),
    pagination: {
      page: query.page,
      per_page: query.per_page,
      total,
      pages: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}

export interface LotDetail {
  lot: Lot;
  /** The lot room's event number this row reflects: the live socket's updates with a higher `seq` are newer. */
  seq: number;
  /** Newest first; only for signed-in members. `seq` is the bid's number in the lot (1, 2, …). */
  bids: LotBid[] | null;
  /** Technical specs ('Especificações técnicas'), for everyone (not a price); null when the lot has none. */
  specs: LotSpecs | null;
}

export async function getLot(db: Db, id: number, viewer: Viewer | null): Promise<LotDetail | null> {
  const [row] = await db
    .select({ ...lotColumns, mirrorSeq: lots.mirrorSeq, specs: lots.specs })
    .from(lots)
    .where(eq(lots.id, id))
    .limit(1);
  if (!row) return null;
  const lot = toLotDto(row, viewer);
  const specs = row.specs && Object.keys(row.specs).length ? row.specs : null;
  if (!viewer) return { lot, seq: row.mirrorSeq, bids: null, specs };
  const history = await db
    .select({ id: bids.id, seq: bids.seq, amountCents: bids.amountCents, createdAt: bids.createdAt, isAuto: bids.isAuto })
    .from(bids)
    .where(eq(bids.lotId, id))
    .orderBy(desc(bids.seq))
    .limit(100);
  return {
    lot,
    specs,
    seq: row.mirrorSeq,
    bids: history.map((b) => ({ id: b.id, seq: b.seq, amount: centsToReais(b.amountCents), created_at: b.createdAt, is_auto: b.isAuto })),
  };
}

/** Lots by id, in the order given (unknown ids are left out), as the viewer may see them. */
export async function getLotsByIds(db: Db, ids: readonly number[], viewer: Viewer | null): Promise<Lot[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(lotColumns)
    .from(lots)
    .where(inArray(lots.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toLotDto(row, viewer)] : [];
  });
}

/** How a lot ended (D1 mirror of its room): for the winner call and checkout. */
export async function getLotOutcome(db: Db, id: number) {
  const [row] = await db
    .select({
      status: lots.status,
      winnerUserId: lots.winnerUserId,
      finalPriceCents: lots.finalPriceCents,
      endsAt: lots.endsAt,
      outcome: lots.outcome,
    })
    .from(lots)
    .where(eq(lots.id, id))
    .limit(1);
  return row ?? null;
}

/** Whether a lot with this id exists (favorites, lot management). */
export async function lotExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: lots.id }).from(lots).where(eq(lots.id, id)).limit(1);
  return row !== undefined;
}

/** Active lots whose end is at or before `horizon` (ISO), soonest first: the sweep of due lots hands them to their rooms. */
export async function lotsEndingBy(db: Db, horizon: string, limit: number): Promise<{ id: number; endsAt: string }[]> {
  const rows = await db
    .select({ id: lots.id, endsAt: lots.endsAt })
    .from(lots)
    .where(and(eq(lots.status, 'active'), isNotNull(lots.endsAt), lte(lots.endsAt, horizon)))
    .orderBy(asc(lots.endsAt))
    .limit(limit);
  return rows.filter((row): row is { id: number; endsAt: string } => row.endsAt !== null);
}
