/**
 * The Worker's side of scheduled auctions: what publishing needs from the runtime (arming the new lot's
 * room, forgetting the visitors' cached pages), and the cron's duty each minute — pre-start notices, then
 * every schedule whose start has come is published.
 */
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
