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
import type { SettlementDeps } from '~/server/payments/settlement.server';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import type { PspSettings } from '~/server/platform/settings.server';

const WEBHOOK_CHECK_MS = 60 * 60_000;
const RECONCILE_EVERY_MS = 5 * 60_000;

let webhooksCheckedAt = -Infinity;
let reconciledAt = -Infinity;

/** Each part on its own: one failing never stops the others. */
const run = (what: string, task: () => Promise<unknown>) => task().catch((error: unknown) => logError(what, error));

/** The webhooks registered, once an hour per isolate (and on an isolate's first charge: see `registerWebhooksSoon`). */
async function checkWebhooks(deps: SettlementDeps, psp: PspSettings, now: number) {
  if (now - webhooksCheckedAt < WEBHOOK_CHECK_MS) return;
  webhooksCheckedAt = now;
  await run('psp webhooks', () => ensureWebhooks(deps, webhookUrls(psp.siteUrl, psp.webhookSecret)));
}

/**
 * A charge was made: the webhooks are checked now if this isolate has not yet (a site just deployed, or a PSP
 * that lost them, hears of the payment by its webhook and not only by the cron's read 5 minutes later).
 */
export function registerWebhooksSoon(env: Env, ctx: ExecutionContext) {
  const rc = createRequestContext(env, ctx);
  const deps = settlementDeps(rc);
  if (deps && rc.settings.psp) ctx.waitUntil(checkWebhooks(deps, rc.settings.psp, Date.now()));
}

export async function runPayments(env: Env, ctx: ExecutionContext, now = Date.now()) {
  const rc = createRequestContext(env, ctx);
  const deps = settlementDeps(rc);
  const psp = rc.settings.psp;
  if (!deps || !psp) return;
  const reconcile = now - reconciledAt >= RECONCILE_EVERY_MS;
  if (reconcile) reconciledAt = now;
  await checkWebhooks(deps, psp, now);
  if (reconcile) await run('psp reconciliation', () => reconcileReceived(deps, now));
  await run('payment expiry', () => expireUnpaid(deps, now));
  await run('refunds', () => sendAndFollowRefunds(deps.db, deps.provider, now));
}
