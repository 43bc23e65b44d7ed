/**
 * The sweep behind the alarms: lots due to end (or to get their 'auction_ending' notice) are handed to
 * their rooms, which hydrate from D1 and arm their alarm. Lots made before their room existed (demo data,
 * imports) are covered this way. Run by the cron trigger and, at most every 30 s, after a request.
 */
import { ENDING_NOTICE_MS } from '~/domain/bid-rules';
import { lotRoom } from './durable/stubs';
import type { Env } from './env';

const SWEEP_EVERY_MS = 30_000;
const SWEEP_LIMIT = 100;
let lastSweep = 0;

export async function armDueLots(env: Env, now = Date.now()): Promise<number> {
  const horizon = new Date(now + ENDING_NOTICE_MS + SWEEP_EVERY_MS * 2).toISOString();
  const { results } = await env.DB.prepare("SELECT id FROM lots WHERE status = 'active' AND ends_at IS NOT NULL AND ends_at <= ? ORDER BY ends_at LIMIT ?")
    .bind(horizon, SWEEP_LIMIT)
    .all<{ id: number }>();
  await Promise.all(results.map(({ id }) => lotRoom(env, id).arm(id).catch((error) => console.error('arm lot', id, error))));
  return results.length;
}

/** Throttled per isolate: a busy site sweeps twice a minute even where cron triggers do not run (wrangler dev). */
export function sweepSoon(env: Env, ctx: ExecutionContext) {
  const now = Date.now();
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  ctx.waitUntil(armDueLots(env, now).catch((error) => console.error('sweep', error)));
}
