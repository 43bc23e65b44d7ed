/**
 * The sweep behind the alarms: lots due to end (or to get their 'auction_ending' notice) are handed to
 * their rooms, which hydrate from D1 and arm their alarm. Lots made before their room existed (demo data,
 * imports) are covered this way. Run by the cron trigger and, at most every 30 s, after a request.
 * It is bounded: a few lots a run, none armed again by this isolate within 10 minutes unless overdue,
 * and never two sweeps at once — a large catalogue must not wake hundreds of rooms at a time.
 */
import { ENDING_NOTICE_MS } from '~/domain/bid-rules';
import { createDb } from '~/server/db/client.server';
import { lotsEndingBy } from '~/server/lots/lots.server';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import { lotRoom } from '~/server/platform/objects/stubs.server';
import { runPayments } from './payment-duties';
import { runScheduledAuctions } from './scheduled-auctions';

const SWEEP_EVERY_MS = 30_000;
const SWEEP_LIMIT = 25;
const REARM_AFTER_MS = 10 * 60_000;
let lastSweep = 0;
let sweeping: Promise<number> | null = null;
const armedAt = new Map<number, number>();

export async function armDueLots(env: Env, now = Date.now()): Promise<number> {
  const nowIso = new Date(now).toISOString();
  const horizon = new Date(now + ENDING_NOTICE_MS + SWEEP_EVERY_MS * 2).toISOString();
  const results = await lotsEndingBy(createDb(env.DB), horizon, SWEEP_LIMIT * 4);
  for (const [id, at] of armedAt) if (now - at > REARM_AFTER_MS) armedAt.delete(id);
  const due = results.filter((lot) => lot.endsAt <= nowIso || !armedAt.has(lot.id)).slice(0, SWEEP_LIMIT);
  await Promise.all(
    due.map(async ({ id }) => {
      try {
        await lotRoom(env, id).arm();
        armedAt.set(id, now);
      } catch (error) {
        logError('arm lot', error, { lotId: id });
      }
    }),
  );
  return due.length;
}

/**
 * Throttled per isolate: a busy site sweeps twice a minute even where cron triggers do not run (wrangler
 * dev), arming due lots, publishing due scheduled auctions and running the PSP's duties (all safe to run
 * beside the cron).
 */
export function sweepSoon(env: Env, ctx: ExecutionContext) {
  const now = Date.now();
  if (sweeping || now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  sweeping = Promise.all([armDueLots(env, now), runScheduledAuctions(env, now), runPayments(env, ctx, now)])
    .then(([armed]) => armed)
    .catch((error) => {
      logError('sweep', error);
      return 0;
    })
    .finally(() => {
      sweeping = null;
    });
  ctx.waitUntil(sweeping);
}
