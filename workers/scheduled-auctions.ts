/**
 * The Worker's side of scheduled auctions: what publishing needs from the runtime (arming the new lot's
 * room, forgetting the visitors' cached pages), and the cron's duty each minute — pre-start notices, then
 * every schedule whose start has come is published.
 */
import { sendDigests } from '~/server/alerts/alert-digest.server';
import { runAlertQueue } from '~/server/alerts/alert-matching.server';
import { createDb } from '~/server/db/client.server';
import { deliverNotice } from '~/server/notifications/delivery.server';
import type { Env } from '~/server/platform/env.server';
import { lotRoom } from '~/server/platform/objects/stubs.server';
import { sendPreStartNotices } from '~/server/schedules/notices.server';
import { publishDueSchedules, type PublishDeps } from '~/server/schedules/publishing.server';
import { invalidateAnonymousCache } from './anonymous-cache';

export function publishDeps(env: Env): PublishDeps {
  return {
    arm: async (lotId) => {
      invalidateAnonymousCache();
      return lotRoom(env, lotId).arm();
    },
  };
}

export async function runScheduledAuctions(env: Env, now = Date.now()) {
  const db = createDb(env.DB);
  const noticed = await sendPreStartNotices(db, deliverNotice(env), now);
  const published = await publishDueSchedules(db, publishDeps(env), now);
  return { noticed, published };
}

/** Older than this, a queued lot is the sweep's: the request that queued it has had its chance. */
const SWEEP_AFTER_MS = 30_000;

/**
 * The cron's duty for search alerts (decision record 0045): the lots just published by a schedule and those a
 * crash left queued are matched, then the daily digest goes out once its hour has passed.
 */
export async function runSearchAlerts(env: Env, now = Date.now(), { published = false }: { published?: boolean } = {}) {
  const db = createDb(env.DB);
  const deliver = deliverNotice(env);
  const matched = await runAlertQueue(db, deliver, { olderThan: published ? undefined : new Date(now - SWEEP_AFTER_MS) });
  const digests = await sendDigests(db, deliver, new Date(now));
  return { matched, digests };
}
