/**
 * The PSP's side of the cron (and of the request sweep where no cron runs, as under wrangler dev): the
 * webhooks registered (checked once an hour per isolate), the Pix received read back every few minutes,
 * payments expired at their deadline (after-sale/payment-expiry.server.ts), refunds sent and followed
 * (refund-sending.server.ts). Nothing without a PSP configured.
 */
import { expireUnpaid } from '~/server/after-sale/payment-expiry.server';
import { createRequestContext } from '~/server/context/request-context.server';
import { settlementDeps } from '~/server/payments/psp-context.server';
import { ensureWebhooks, reconcileReceived, webhookUrls } from '~/server/payments/reconciliation.server';
import { sendAndFollowRefunds } from '~/server/payments/refund-sending.server';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';

const WEBHOOK_CHECK_MS = 60 * 60_000;
const RECONCILE_EVERY_MS = 5 * 60_000;

let webhooksCheckedAt = -Infinity;
let reconciledAt = -Infinity;

export async function runPayments(env: Env, ctx: ExecutionContext, now = Date.now()) {
  const rc = createRequestContext(env, ctx);
  const deps = settlementDeps(rc);
  const psp = rc.settings.psp;
  if (!deps || !psp) return;
  const checkWebhooks = now - webhooksCheckedAt >= WEBHOOK_CHECK_MS;
  const reconcile = now - reconciledAt >= RECONCILE_EVERY_MS;
  if (checkWebhooks) webhooksCheckedAt = now;
  if (reconcile) reconciledAt = now;
  // Each part on its own: one failing never stops the others.
  const run = (what: string, task: () => Promise<unknown>) => task().catch((error: unknown) => logError(what, error));
  if (checkWebhooks) await run('psp webhooks', () => ensureWebhooks(deps, webhookUrls(psp.siteUrl, psp.webhookSecret)));
  if (reconcile) await run('psp reconciliation', () => reconcileReceived(deps, now));
  await run('payment expiry', () => expireUnpaid(deps, now));
  await run('refunds', () => sendAndFollowRefunds(deps.db, deps.provider, now));
}
