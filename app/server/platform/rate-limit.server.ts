/** Fixed-window counters in D1: one atomic upsert per attempt, durable across isolates and restarts. */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client.server';
import { rateLimits } from '~/server/db/schema';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export const RATE_LIMITS = {
  /** Wrong passwords for one account from one address: that address waits, the account's owner elsewhere does not. */
  loginPerAccountAndAddress: { limit: 10, windowMs: 15 * 60_000 },
  /**
   * Wrong passwords for one account from every address together (decision 0036): past it the account is
   * slowed (`loginPerAccountSlowed`), never locked, and the owner's own device keeps its budget (`loginPerDevice`).
   */
  loginPerAccountAnyAddress: { limit: 30, windowMs: 15 * 60_000 },
  /** Once the account's budget is spent: one attempt for it at a time, from any address but its owner's devices. */
  loginPerAccountSlowed: { limit: 1, windowMs: 30_000 },
  /** Wrong passwords from a browser that signed in to the account before (its device cookie). */
  loginPerDevice: { limit: 10, windowMs: 15 * 60_000 },
  /** Password confirmations (re-authentication, erasure) of a signed-in account. */
  loginPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  loginPerIp: { limit: 30, windowMs: 15 * 60_000 },
  twoFactorPerAccount: { limit: 8, windowMs: 15 * 60_000 },
  twoFactorPerIp: { limit: 30, windowMs: 15 * 60_000 },
  resetPerAccount: { limit: 5, windowMs: 60 * 60_000 },
  resetPerIp: { limit: 20, windowMs: 60 * 60_000 },
  passkeyLoginOptionsPerIp: { limit: 60, windowMs: 15 * 60_000 },
  passkeyRegisterOptionsPerAccount: { limit: 20, windowMs: 60 * 60_000 },
  /** Push subscriptions (a browser switched on, or its keys renewed) of one account: each is a row and a device. */
  pushSubscribePerAccount: { limit: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Counts one attempt under `key`; refused once the window's count exceeds the rule's limit. */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  const windowStart = new Date(now - (now % rule.windowMs)).toISOString();
  const [row] = await db.all<{ count: number; window_start: string }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${windowStart}, 1)
    on conflict(key) do update set
      count = case when rate_limits.window_start < ${windowStart} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < ${windowStart} then ${windowStart} else rate_limits.window_start end
    returning count, window_start`);
  const count = row?.count ?? 1;
  const resetAt = Date.parse(row?.window_start ?? windowStart) + rule.windowMs;
  return { allowed: count <= rule.limit, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
}

/**
 * Gives back one attempt under each key (counted by `hitRateLimits` just before): for limits meant for
 * failures, such as wrong passwords, a success is counted while it runs and then refunded. Counting first
 * keeps the check atomic against a burst of concurrent guesses.
 */
export async function refundRateLimits(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(inArray(rateLimits.key, keys));
}

/** Checks every key; all are counted, so an attacker cannot probe one without spending the others. */
export async function hitRateLimits(db: Db, checks: [string, RateLimitRule][], now = Date.now()): Promise<RateLimitResult> {
  const results = await Promise.all(checks.map(([key, rule]) => hitRateLimit(db, key, rule, now)));
  const refused = results.filter((r) => !r.allowed);
  if (refused.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(...refused.map((r) => r.retryAfterSeconds)) };
}
