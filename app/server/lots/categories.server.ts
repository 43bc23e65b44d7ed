/**
 * The catalogue's categories as everyone reads them (decision 0034): the active ones in their order, with how many
 * lots each has (the catalogue's chips, GET /api/categories), their names (what the forms offer), and the check a
 * lot, schedule or template's category passes. Administrators change the list in admin/categories.server.ts.
 */
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { pickCategory, type CategoryPick } from '~/domain/categories';
import type { CategoryCount } from '~/schemas/lot';
import type { Db } from '~/server/db/client.server';
import { categories, lots } from '~/server/db/schema';

/** The active categories with their lots (any status), in the house's order: one statement, for a batch. */
export const activeCategoryCountsStatement = (db: Db) =>
  db
    .select({ category: categories.name, count: sql<number>`count(${lots.id})` })
    .from(categories)
    .leftJoin(lots, eq(lots.category, categories.name))
    .where(isNull(categories.retiredAt))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(categories.id));

/** Every lot, whatever its category (retired ones included): the 'Todas' chip's count. One statement, for a batch. */
export const lotCountStatement = (db: Db) => db.select({ n: sql<number>`count(*)` }).from(lots);

export async function listActiveCategoryCounts(db: Db): Promise<CategoryCount[]> {
  return activeCategoryCountsStatement(db);
}

/** The names of the active categories, in order: what the lot, schedule and template forms and the import accept. */
export async function listActiveCategoryNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: categories.name })
    .from(categories)
    .where(isNull(categories.retiredAt))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => row.name);
}

/**
 * The category a lot, schedule or template takes for `raw` (the list's spelling), or why not: unknown, or
 * retired (unless it is `current`, the one the record already has). The list is short: read whole.
 */
export async function checkCategory(db: Db, raw: string, current: string | null = null): Promise<CategoryPick> {
  const rows = await db.select({ name: categories.name, retiredAt: categories.retiredAt }).from(categories);
  return pickCategory(
    rows.map((row) => ({ name: row.name, retired: row.retiredAt !== null })),
    raw,
    current,
  );
}

/** The category a lot has now (what an edit may keep though it was retired), or null when there is no such lot. */
export async function categoryOfLot(db: Db, lotId: number): Promise<string | null> {
  const [row] = await db.select({ category: lots.category }).from(lots).where(eq(lots.id, lotId)).limit(1);
  return row?.category ?? null;
}
