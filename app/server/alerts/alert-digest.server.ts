/**
 * The daily digest ('Resumo diário', decision record 0045): once São Paulo's `DIGEST_HOUR` has passed, each
 * member with digest matches recorded before it gets one notice listing those lots, and the matches are
 * marked sent. The cron runs every minute: the cut-off makes every run after the first of the day find nothing
 * (later matches wait for tomorrow's cut-off), and the notice's key (the last match it covers) makes a run
 * that crashed between the notice and the mark store it once when the next run sends it again.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { digestCutoff } from '~/domain/search-alerts';
import type { Db } from '~/server/db/client.server';
import { lots, searchAlertMatches } from '~/server/db/schema';
import type { Deliver } from '~/server/notifications/delivery.server';
import { logError } from '~/server/platform/error-log.server';

/** Lots named in a digest notice; the rest are counted ('e mais N'). */
export const DIGEST_LOTS_NAMED = 5;
const MEMBERS_PER_RUN = 200;

const pendingBefore = (cutoff: string) =>
  and(sql`${searchAlertMatches.notifiedAt} is null`, eq(searchAlertMatches.mode, 'digest'), lt(searchAlertMatches.createdAt, cutoff));

/** Sends the digests due at `now`; returns how many members were sent one. */
export async function sendDigests(db: Db, deliver: Deliver, now = new Date()): Promise<number> {
  const cutoff = digestCutoff(now);
  if (!cutoff) return 0;
  const before = cutoff.toISOString();
  const members = await db
    .selectDistinct({ userId: searchAlertMatches.userId })
    .from(searchAlertMatches)
    .where(pendingBefore(before))
    .limit(MEMBERS_PER_RUN);
  let sent = 0;
  for (const { userId } of members) {
    const matches = await db
      .select({ id: searchAlertMatches.id, title: lots.title })
      .from(searchAlertMatches)
      .innerJoin(lots, eq(lots.id, searchAlertMatches.lotId))
      .where(and(eq(searchAlertMatches.userId, userId), pendingBefore(before)))
      .orderBy(asc(searchAlertMatches.id));
    if (!matches.length) continue;
    const last = matches[matches.length - 1]!.id;
    try {
      await deliver({
        userId,
        type: 'search_alert',
        lotId: null,
        amountCents: null,
        key: `search_alert_digest:${last}`,
        alert: { digest: matches.slice(0, DIGEST_LOTS_NAMED).map((m) => m.title), more: Math.max(0, matches.length - DIGEST_LOTS_NAMED) },
      });
    } catch (error) {
      logError('search alert digest', error, { userId });
      continue;
    }
    const ids = JSON.stringify(matches.map((m) => m.id));
    await db
      .update(searchAlertMatches)
      .set({ notifiedAt: now.toISOString() })
      .where(sql`${searchAlertMatches.id} in (select value from json_each(${ids}))`);
    sent += 1;
  }
  return sent;
}
