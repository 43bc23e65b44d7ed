/** The lots' asset tags (unique): which lot holds a tag, for the lot form's refusal and the bulk import's key. */
import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client.server';
import { uniqueViolationOf } from '~/server/db/constraint-error.server';
import { lots } from '~/server/db/schema';

/** The id of the lot tagged `tag` (exact match, as the unique index compares), or null. */
export async function lotIdByAssetTag(db: Db, tag: string): Promise<number | null> {
  const [row] = await db.select({ id: lots.id }).from(lots).where(eq(lots.assetTag, tag)).limit(1);
  return row?.id ?? null;
}

/** Whether another lot than `lotId` already has the tag (a lot keeping its own tag is no conflict). */
export async function assetTagTaken(db: Db, tag: string | null | undefined, lotId?: number): Promise<boolean> {
  if (!tag) return false;
  const holder = await lotIdByAssetTag(db, tag);
  return holder !== null && holder !== lotId;
}

/** A write the unique index refused for its asset tag: the tag was taken between the check and the write. */
export const isAssetTagClash = (error: unknown): boolean => uniqueViolationOf(error)?.includes('lots.asset_tag') ?? false;

/** `write`, or null when the unique index refused its asset tag (another lot took the tag meanwhile). */
export const unlessAssetTagClash = <T>(write: Promise<T>): Promise<T | null> =>
  write.catch((error: unknown) => {
    if (isAssetTagClash(error)) return null;
    throw error;
  });
