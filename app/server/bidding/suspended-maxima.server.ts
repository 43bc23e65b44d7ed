/**
 * A suspension cancels the suspended member's secret maxima on every running lot (decision records 0026 and 0038):
 * each lot's room drops the maximum (their bids stay) and D1's mirror with it. Asked after an administrator's
 * rejection that may have suspended the member, and by the cron after its own suspensions; a maximum still in D1
 * for a suspended member on a running lot is found again by the next run, so a room that failed is retried.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '~/server/db/client.server';
import { lots, maxima, users } from '~/server/db/schema';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import { lotRoom } from '~/server/platform/objects/stubs.server';

/** Cancels the maxima suspended members hold on running lots; returns how many the rooms cancelled. */
export async function cancelSuspendedMaxima(env: Pick<Env, 'LOT_ROOM'>, db: Db): Promise<number> {
  const held = await db
    .select({ lotId: maxima.lotId, userId: maxima.userId })
    .from(maxima)
    .innerJoin(users, eq(users.id, maxima.userId))
    .innerJoin(lots, eq(lots.id, maxima.lotId))
    .where(and(isNotNull(users.biddingSuspendedAt), eq(lots.status, 'active')));
  const cancelled = await Promise.all(
    held.map(({ lotId, userId }) =>
      lotRoom(env, lotId)
        .cancelMaximum(userId)
        .catch((error: unknown) => {
          logError('suspension: cancelling a maximum', error, { lotId, userId });
          return false;
        }),
    ),
  );
  return cancelled.filter(Boolean).length;
}
