/** A signed-in user's favorite lots (the heart on cards and lot pages, 'Meus Favoritos' in Meu Perfil). */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client.server';
import { favorites, lots } from '~/server/db/schema';
import { lotExists } from '~/server/lots/lots.server';

export async function listFavoriteLots(db: Db, userId: number) {
  return db
    .select({ id: lots.id, title: lots.title })
    .from(favorites)
    .innerJoin(lots, eq(lots.id, favorites.lotId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
}

/** Just the ids (primary-key lookup): for the hearts on every page. */
export async function listFavoriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: favorites.lotId }).from(favorites).where(eq(favorites.userId, userId));
  return rows.map((row) => row.id);
}

/** Adds the lot (idempotent); false when no such lot exists. */
export async function addFavorite(db: Db, userId: number, lotId: number): Promise<boolean> {
  if (!(await lotExists(db, lotId))) return false;
  await db.insert(favorites).values({ userId, lotId }).onConflictDoNothing();
  return true;
}

/** Removes the lot (idempotent); false when no such lot exists. */
export async function removeFavorite(db: Db, userId: number, lotId: number): Promise<boolean> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.lotId, lotId)));
  return lotExists(db, lotId);
}
