/** A signed-in user's favourite lots (the heart on cards and lot pages). */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from './db/client.server';
import { favourites, lots } from './db/schema';

export async function listFavouriteLots(db: Db, userId: number) {
  return db
    .select({ id: lots.id, title: lots.title })
    .from(favourites)
    .innerJoin(lots, eq(lots.id, favourites.lotId))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt));
}

export async function removeFavourite(db: Db, userId: number, lotId: number) {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.lotId, lotId)));
}
