/**
 * The administrators' side of the catalogue's categories (decision 0034): every category with its lots, add,
 * rename (the lots, schedules and templates filed under it follow, in the same batch), retire and restore, and
 * the order. Each change is audited. What everyone else reads is lots/categories.server.ts.
 */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { categoryKey, clashesWith } from '~/domain/categories';
import type { CategoryMove, ManagedCategory } from '~/schemas/categories';
import type { Db } from '~/server/db/client.server';
import { uniqueViolationOf } from '~/server/db/constraint-error.server';
import { auctionSchedules, auctionTemplates, categories, lots } from '~/server/db/schema';
import { audit, type Actor } from '~/server/platform/audit.server';

export type CategoryRefusal =
  | { ok: false; reason: 'not_found' | 'last_active' }
  /** another category has the name (in any case): `name` is its spelling */
  | { ok: false; reason: 'duplicate' | 'duplicate_retired'; name: string };

export type CategoryChange = { ok: true; category: ManagedCategory } | CategoryRefusal;

const NOT_FOUND = { ok: false, reason: 'not_found' } as const;
const LAST_ACTIVE = { ok: false, reason: 'last_active' } as const;

/** The categories with their lots (any status), in the house's order; one of them when `id` is given. */
function categoriesWithLots(db: Db, id?: number) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      position: categories.position,
      retired_at: categories.retiredAt,
      created_at: categories.createdAt,
      lot_count: sql<number>`count(${lots.id})`,
    })
    .from(categories)
    .leftJoin(lots, eq(lots.category, categories.name))
    .where(id === undefined ? undefined : eq(categories.id, id))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(categories.id));
}

/** Every category, active and retired, in the house's order, each with how many lots have it. */
export async function listAllCategories(db: Db): Promise<ManagedCategory[]> {
  return categoriesWithLots(db);
}

async function findCategory(db: Db, id: number): Promise<ManagedCategory | null> {
  const [row] = await categoriesWithLots(db, id);
  return row ?? null;
}

/** The names and states of every category: short, read whole for the checks. */
const allNames = (db: Db) => db.select({ id: categories.id, name: categories.name, retiredAt: categories.retiredAt }).from(categories);

/** The refusal for a name another category has, if one has it. */
function duplicateOf(list: Awaited<ReturnType<typeof allNames>>, name: string, except?: number): CategoryRefusal | null {
  const other = clashesWith(list, name, except);
  if (!other) return null;
  return { ok: false, reason: other.retiredAt === null ? 'duplicate' : 'duplicate_retired', name: other.name };
}

/** A write the unique index on the name refused: another administrator took the name meanwhile. */
const isNameClash = (error: unknown) => uniqueViolationOf(error)?.includes('categories.name_key') ?? false;

/** The trigger of migration 0016: the write would have retired the last active category. */
function isLastActiveRefusal(error: unknown): boolean {
  const texts = [error, (error as { cause?: unknown } | null)?.cause].map((e) => (e instanceof Error ? e.message : String(e)));
  return texts.some((text) => text.includes('last_active_category'));
}

/** A new active category, after the others. */
export async function createCategory(db: Db, actor: Actor, name: string): Promise<CategoryChange> {
  const duplicate = duplicateOf(await allNames(db), name);
  if (duplicate) return duplicate;
  let id: number;
  try {
    const [row] = await db
      .insert(categories)
      .values({ name, nameKey: categoryKey(name), position: sql`(select coalesce(max(position), 0) + 1 from categories)` })
      .returning({ id: categories.id });
    id = row!.id;
  } catch (error) {
    if (isNameClash(error)) return { ok: false, reason: 'duplicate', name };
    throw error;
  }
  await audit(db, {
    actorUserId: actor.userId,
    action: 'category.create',
    targetType: 'category',
    targetId: id,
    details: { before: null, after: { name } },
    ip: actor.ip,
  });
  return { ok: true, category: (await findCategory(db, id))! };
}

/**
 * A new name for a category, and for every lot, schedule and template filed under the old one: one D1 batch, so
 * nothing keeps the old name. The rows follow only if the category itself took the new name (a rename racing
 * another changes nothing twice).
 */
export async function renameCategory(db: Db, actor: Actor, id: number, name: string): Promise<CategoryChange> {
  const list = await allNames(db);
  const current = list.find((entry) => entry.id === id);
  if (!current) return NOT_FOUND;
  const duplicate = duplicateOf(list, name, id);
  if (duplicate) return duplicate;
  const old = current.name;
  if (old !== name) {
    const renamed = sql`exists (select 1 from categories c where c.id = ${id} and c.name = ${name})`;
    let lotsMoved: number;
    try {
      const [category, moved] = await db.batch([
        db
          .update(categories)
          .set({ name, nameKey: categoryKey(name), updatedAt: new Date().toISOString() })
          .where(and(eq(categories.id, id), eq(categories.name, old))),
        db
          .update(lots)
          .set({ category: name })
          .where(and(eq(lots.category, old), renamed)),
        db
          .update(auctionSchedules)
          .set({ category: name })
          .where(and(eq(auctionSchedules.category, old), renamed)),
        db
          .update(auctionTemplates)
          .set({ templateCategory: name })
          .where(and(eq(auctionTemplates.templateCategory, old), renamed)),
      ]);
      if (category.meta.changes === 0) return NOT_FOUND;
      lotsMoved = moved.meta.changes;
    } catch (error) {
      if (isNameClash(error)) return { ok: false, reason: 'duplicate', name };
      throw error;
    }
    await audit(db, {
      actorUserId: actor.userId,
      action: 'category.rename',
      targetType: 'category',
      targetId: id,
      details: { before: { name: old }, after: { name }, lots: lotsMoved },
      ip: actor.ip,
    });
  }
  return { ok: true, category: (await findCategory(db, id))! };
}

/**
 * Retires a category (no longer offered, no longer a filter; its lots keep it) or brings it back. The house keeps
 * one active category at least: refused here first, and by migration 0016's trigger for two retirements at once.
 */
export async function setCategoryRetired(db: Db, actor: Actor, id: number, retire: boolean): Promise<CategoryChange> {
  const current = await findCategory(db, id);
  if (!current) return NOT_FOUND;
  if ((current.retired_at !== null) === retire) return { ok: true, category: current };
  if (retire) {
    const [other] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(isNull(categories.retiredAt), ne(categories.id, id)))
      .limit(1);
    if (!other) return LAST_ACTIVE;
  }
  const retiredAt = retire ? new Date().toISOString() : null;
  try {
    await db.update(categories).set({ retiredAt, updatedAt: new Date().toISOString() }).where(eq(categories.id, id));
  } catch (error) {
    if (isLastActiveRefusal(error)) return LAST_ACTIVE;
    throw error;
  }
  await audit(db, {
    actorUserId: actor.userId,
    action: retire ? 'category.retire' : 'category.restore',
    targetType: 'category',
    targetId: id,
    details: { before: { name: current.name, retired_at: current.retired_at }, after: { name: current.name, retired_at: retiredAt } },
    ip: actor.ip,
  });
  return { ok: true, category: (await findCategory(db, id))! };
}

/** Moves a category one place up or down the list; the positions are written again as 1, 2, 3… */
export async function moveCategory(db: Db, actor: Actor, id: number, direction: CategoryMove): Promise<CategoryChange> {
  const order = await db
    .select({ id: categories.id, position: categories.position })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  const from = order.findIndex((entry) => entry.id === id);
  if (from === -1) return NOT_FOUND;
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to >= 0 && to < order.length) {
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved!);
    const updates = order.flatMap((entry, index) =>
      entry.position === index + 1
        ? []
        : [
            db
              .update(categories)
              .set({ position: index + 1 })
              .where(eq(categories.id, entry.id)),
          ],
    );
    if (updates.length) await db.batch(updates as [(typeof updates)[number], ...typeof updates]);
    await audit(db, {
      actorUserId: actor.userId,
      action: 'category.move',
      targetType: 'category',
      targetId: id,
      details: { before: { position: from + 1 }, after: { position: to + 1 } },
      ip: actor.ip,
    });
  }
  return { ok: true, category: (await findCategory(db, id))! };
}
