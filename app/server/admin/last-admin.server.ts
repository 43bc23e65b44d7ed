/**
 * The house always keeps an administrator: the last active one cannot be demoted, deleted or erase their own
 * account. Checked first for a clear answer; migration 0010's trigger enforces it inside D1 as well, so two
 * administrators removing each other at the same moment cannot both succeed.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '~/server/db/client.server';
import { users } from '~/server/db/schema';

/** Whether this account is an active administrator and no other one is left. */
export async function isLastAdmin(db: Db, userId: number): Promise<boolean> {
  const [self] = await db
    .select({ isAdmin: users.isAdmin })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!self?.isAdmin) return false;
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.deletedAt), ne(users.id, userId)))
    .limit(1);
  return other === undefined;
}

/** The trigger's refusal, raised from a write that would have left the house without an administrator. */
export function isLastAdminRefusal(error: unknown): boolean {
  const texts = [error, (error as { cause?: unknown } | null)?.cause].map((e) => (e instanceof Error ? e.message : String(e)));
  return texts.some((text) => text.includes('last_admin'));
}
