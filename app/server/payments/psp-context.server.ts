/**
 * The PSP's parts for one request or cron run: the provider (null when the house has no PSP), and what
 * settlement needs around it — the winner's inbox, the administrators' live dashboard, refunds sent soon.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '~/server/db/client.server';
import { deliverNotice } from '~/server/notifications/delivery.server';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import { adminPulse } from '~/server/platform/objects/stubs.server';
import type { Settings } from '~/server/platform/settings.server';
import { paymentProviderOf } from './psp.server';
import { sendRefundsSoon } from './refund-sending.server';
import type { SettlementDeps } from './settlement.server';

/** What the PSP's services need of a request or a cron run (a request context is one). */
export interface PspScope {
  env: Env;
  settings: Settings;
  db: Db;
  ctx: ExecutionContext;
}

/** Settlement's dependencies for this request or run, or null when no PSP is configured. */
export function settlementDeps(rc: PspScope): SettlementDeps | null {
  const provider = paymentProviderOf(rc.env, rc.settings);
  if (!provider) return null;
  return {
    db: rc.db,
    provider,
    deliver: deliverNotice(rc.env),
    pulse: (paymentId) =>
      rc.ctx.waitUntil(
        adminPulse(rc.env)
          .houseEvent({ event: 'payment', paymentId })
          .catch((error: unknown) => logError('admin pulse', error, { paymentId })),
      ),
    refundQueued: () => sendRefundsSoon(rc),
    deadlineHours: rc.settings.house.paymentDeadlineHours,
  };
}

/** Whether a webhook carries the secret registered with its URL (compared in constant time). */
export function isWebhookSecret(settings: Settings, given: string | undefined): boolean {
  const expected = settings.psp?.webhookSecret;
  if (!expected || given === undefined) return false;
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
