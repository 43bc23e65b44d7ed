/**
 * The secret maxima of a closed lot, for administrators: while the lot runs only each owner sees their own
 * (the room answers it); once it has closed the house may read them all, from D1's mirror.
 */
import { asc, eq } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import type { Viewer } from '~/schemas/viewer';
import type { Db } from '~/server/db/client.server';
import { maxima, users } from '~/server/db/schema';

export interface LotMaximum {
  user_id: number;
  user_name: string;
  max_amount: number;
  created_at: string;
  updated_at: string;
}

/** The maxima, highest first (the earlier on a tie), or null when the viewer may not see them yet. */
export async function closedLotMaxima(db: Db, lot: { id: number; status: string }, viewer: Viewer | null): Promise<LotMaximum[] | null> {
  if (!viewer?.isAdmin || lot.status !== 'closed') return null;
  const rows = await db
    .select({
      user_id: maxima.userId,
      user_name: users.name,
      maxCents: maxima.maxAmountCents,
      reachedAt: maxima.reachedAt,
      created_at: maxima.createdAt,
      updated_at: maxima.updatedAt,
    })
    .from(maxima)
    .innerJoin(users, eq(users.id, maxima.userId))
    .where(eq(maxima.lotId, lot.id))
    .orderBy(asc(maxima.reachedAt));
  return rows
    .sort((a, b) => b.maxCents - a.maxCents || a.reachedAt - b.reachedAt)
    .map(({ maxCents, reachedAt: _, ...row }) => ({ ...row, max_amount: centsToReais(maxCents) }));
}
