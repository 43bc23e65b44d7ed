/**
 * 'Preços realizados', read: only lots that closed sold, with a verified sheet (a hardware report) and a final
 * price, closed in the last 90 days, count. Every read is one query on the lots' model index
 * (`lots_model_sold_idx`: model, outcome, closing date) or, for /precos's search, on the sold lots of the window
 * (`lots_outcome_closed_idx`). Members only: the callers never call these for a visitor. No bidder is named.
 * Amounts leave in reais (the edge's unit), computed from integer cents.
 */
import { and, asc, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { modelSlug, REALIZED_MODEL_KEY_MAX } from '~/domain/equipment/realized-model';
import { centsToReais } from '~/domain/money';
import { priceRange, realizedSince } from '~/domain/realized-prices';
import { escapeLike } from '~/domain/search-text';
import type { Db } from '~/server/db/client.server';
import { lots } from '~/server/db/schema';

/** What the lot page's line says: the model's range and count, and where its lots are. */
export interface LotRealizedPrices {
  model_key: string;
  min_price: number;
  max_price: number;
  count: number;
}

/** The conditions a lot meets to count, the model aside. */
const counted = (now: number): SQL[] => [
  eq(lots.status, 'closed'),
  eq(lots.outcome, 'sold'),
  gte(lots.closedAt, realizedSince(now)),
  isNotNull(lots.finalPriceCents),
  isNotNull(lots.verifiedAt),
];

/** The realized prices of the lot's model, in one query (the lot's key read inside it); null when none counts. */
export async function lotRealizedPrices(db: Db, lotId: number, now = Date.now()): Promise<LotRealizedPrices | null> {
  const ownKey = sql`(select l2.model_key from lots l2 where l2.id = ${lotId})`;
  const [row] = await db
    .select({
      key: sql<string | null>`max(${lots.modelKey})`,
      min: sql<number | null>`min(${lots.finalPriceCents})`,
      max: sql<number | null>`max(${lots.finalPriceCents})`,
      count: sql<number>`count(*)`,
    })
    .from(lots)
    .where(and(sql`${lots.modelKey} = ${ownKey}`, ...counted(now)));
  if (!row?.key || row.min === null || row.max === null || !row.count) return null;
  return { model_key: row.key, min_price: centsToReais(row.min), max_price: centsToReais(row.max), count: row.count };
}

export interface RealizedModelSummary {
  key: string;
  label: string;
  count: number;
  min_price: number;
  max_price: number;
  last_closed_at: string;
}

export const MODEL_SEARCH_LIMIT = 30;

/**
 * The models sold in the window whose name holds every word of `text` (accents and case aside; maker, model, CPU,
 * memory, storage): the key is the name's slug, so each word's slug is looked for in it. Without words, the models
 * sold most recently.
 */
export async function searchRealizedModels(db: Db, text: string, now = Date.now()): Promise<RealizedModelSummary[]> {
  const words = text
    .split(/\s+/)
    .map(modelSlug)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  const rows = await db
    .select({
      key: lots.modelKey,
      label: sql<string>`max(${lots.modelLabel})`,
      count: sql<number>`count(*)`,
      min: sql<number>`min(${lots.finalPriceCents})`,
      max: sql<number>`max(${lots.finalPriceCents})`,
      lastClosedAt: sql<string>`max(${lots.closedAt})`,
    })
    .from(lots)
    .where(
      and(...counted(now), isNotNull(lots.modelKey), ...words.map((w) => sql`${lots.modelKey} like ${`%${escapeLike(w)}%`} escape '\\'`)),
    )
    .groupBy(lots.modelKey)
    .orderBy(words.length ? desc(sql`count(*)`) : desc(sql`max(${lots.closedAt})`), asc(sql`max(${lots.modelLabel})`))
    .limit(MODEL_SEARCH_LIMIT);
  return rows.flatMap((r) =>
    r.key
      ? [
          {
            key: r.key,
            label: r.label,
            count: r.count,
            min_price: centsToReais(r.min),
            max_price: centsToReais(r.max),
            last_closed_at: r.lastClosedAt,
          },
        ]
      : [],
  );
}

export interface RealizedSale {
  id: number;
  title: string;
  closed_at: string;
  final_price: number;
  functional_grade: (typeof lots.$inferSelect)['functionalGrade'];
  cosmetic_grade: (typeof lots.$inferSelect)['cosmeticGrade'];
}

export interface ModelSales {
  key: string;
  label: string;
  sales: RealizedSale[];
  min_price: number;
  max_price: number;
  median_price: number;
}

export const MODEL_SALES_LIMIT = 500;

/** A model's counted lots, oldest first, with their range and median; null when none counts. */
export async function modelSales(db: Db, key: string, now = Date.now()): Promise<ModelSales | null> {
  if (key.length > REALIZED_MODEL_KEY_MAX) return null;
  const rows = await db
    .select({
      id: lots.id,
      title: lots.title,
      label: lots.modelLabel,
      closedAt: lots.closedAt,
      finalPriceCents: lots.finalPriceCents,
      functionalGrade: lots.functionalGrade,
      cosmeticGrade: lots.cosmeticGrade,
    })
    .from(lots)
    .where(and(eq(lots.modelKey, key), ...counted(now)))
    .orderBy(asc(lots.closedAt), asc(lots.id))
    .limit(MODEL_SALES_LIMIT);
  const range = priceRange(rows.map((r) => r.finalPriceCents ?? 0));
  if (!range) return null;
  return {
    key,
    label: rows[rows.length - 1]?.label ?? key,
    sales: rows.map((r) => ({
      id: r.id,
      title: r.title,
      closed_at: r.closedAt!,
      final_price: centsToReais(r.finalPriceCents!),
      functional_grade: r.functionalGrade,
      cosmetic_grade: r.cosmeticGrade,
    })),
    min_price: centsToReais(range.minCents),
    max_price: centsToReais(range.maxCents),
    median_price: centsToReais(range.medianCents),
  };
}
