/** A signed-in user's favourite lots (the heart on cards and lot pages, 'Meus Favoritos' in Meu Perfil). */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from './db/client.server';
import { favourites, lots } from './db/schema';
import { lotExists } from './lots.server';

export async function listFavouriteLots(db: Db, userId: number) {
  return db
    .select({ id: lots.id, title: lots.title })
    .from(favourites)
    .innerJoin(lots, eq(lots.id, favourites.lotId))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt));
}

/** Just the ids (primary-key lookup): for the hearts on every page. */
export async function listFavouriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: favourites.lotId }).from(favourites).where(eq(favourites.userId, userId));
  return rows.map((row) => row.id);
}

/** Adds the lot (idempotent); false when no such lot exists. */
export async function addFavourite(db: Db, userId: number, lotId: number): Promise<boolean> {
  if (!(await lotExists(db, lotId))) return false;
  await db.insert(favourites).values({ userId, lotId }).onConflictDoNothing();
  return true;
}

/** Removes the lot (idempotent); false when no such lot exists. */
export async function removeFavourite(db: Db, userId: number, lotId: number): Promise<boolean> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.lotId, lotId)));
  return lotExists(db, lotId);
}
