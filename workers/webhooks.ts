/**
 * The PSP's calls to us: `POST /webhooks/pix` (the API Pix standard's callback, `{webhookUrl}/pix`, with the
 * Pix received) and `POST /webhooks/boleto` (the provider's boleto API). Only the PSP may call them: each must
 * carry the secret registered with its URL, and even then the body is only a hint — the charge is read again
 * from the PSP (settlement.server.ts) before anything changes, so a forged, replayed or reordered delivery
 * changes nothing twice. An unknown txid is logged and answered 200 (the PSP stops retrying); the PSP
 * unreachable while we read it back answers 503, so the PSP delivers again (and the cron catches up anyway).
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { paymentText } from '~/i18n/pt-BR-payments';
import { z } from '~/schemas/zod';
import { createRequestContext, type RequestContext } from '~/server/context/request-context.server';
import { PspUnavailableError } from '~/server/payments/provider.server';
import { isWebhookSecret, settlementDeps } from '~/server/payments/psp-context.server';
import { followRefundsOf } from '~/server/payments/refund-sending.server';
import { settleBoleto, settleCharge, type SettlementDeps } from '~/server/payments/settlement.server';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';

type WebhookEnv = { Bindings: Env; Variables: { rc: RequestContext; deps: SettlementDeps } };

/** A Pix as the webhook names it: which charge (txid) and which Pix (its refunds) moved. */
const webhookPix = z.looseObject({
  endToEndId: z.string().min(1).max(64),
  txid: z.string().max(35).nullish(),
  devolucoes: z.array(z.unknown()).max(100).optional(),
});

/** The standard's WebhookPixBody, `{ "pix": [...] }`, or the bare array some PSPs post (Banco Inter). */
const pixBody = z.union([
  z.object({ pix: z.array(webhookPix).max(1000) }),
  z
    .array(webhookPix)
    .max(1000)
    .transform((pix) => ({ pix })),
]);

const boletoBody = z.object({ boletos: z.array(z.looseObject({ txid: z.string().min(1).max(35) })).max(1000) });

/** Only the PSP: the secret registered with the webhook's URL (compared in constant time), and a PSP configured. */
export const pspOnly = createMiddleware<WebhookEnv>(async (c, next) => {
  const rc = createRequestContext(c.env, c.executionCtx as ExecutionContext);
  const deps = settlementDeps(rc);
  if (!deps || !isWebhookSecret(rc.settings, c.req.query('secret'))) return c.json({ error: paymentText.webhook.forbidden }, 401);
  c.set('rc', rc);
  c.set('deps', deps);
  await next();
});

async function readBody<T>(c: Context<WebhookEnv>, schema: z.ZodType<T>): Promise<T | null> {
  const body = schema.safeParse(await c.req.json().catch(() => null));
  return body.success ? body.data : null;
}

/** Runs a delivery's work: the PSP unreachable while reading back → 503 (it delivers again). */
async function settle(c: Context<WebhookEnv>, work: () => Promise<void>) {
  try {
    await work();
    return c.body(null, 204);
  } catch (error) {
    if (error instanceof PspUnavailableError) return c.json({ error: paymentText.webhook.unavailable }, 503);
    logError('psp webhook', error);
    return c.json({ error: paymentText.webhook.failed }, 500);
  }
}

export const webhooks = new Hono<WebhookEnv>()
  .use(bodyLimit({ maxSize: 256 * 1024, onError: (c) => c.json({ error: paymentText.webhook.invalid }, 413) }))
  .post('/webhooks/pix', pspOnly, async (c) => {
    const body = await readBody(c, pixBody);
    if (!body) return c.json({ error: paymentText.webhook.invalid }, 400);
    const { deps } = c.var;
    return settle(c, async () => {
      const txids = new Set(body.pix.flatMap((pix) => (pix.txid ? [pix.txid] : [])));
      for (const txid of txids) await settleCharge(deps, txid, 'webhook');
      for (const pix of body.pix) if (pix.devolucoes?.length) await followRefundsOf(deps.db, deps.provider, pix.endToEndId);
    });
  })
  .post('/webhooks/boleto', pspOnly, async (c) => {
    const body = await readBody(c, boletoBody);
    if (!body) return c.json({ error: paymentText.webhook.invalid }, 400);
    const { deps } = c.var;
    return settle(c, async () => {
      for (const txid of new Set(body.boletos.map((boleto) => boleto.txid))) await settleBoleto(deps, txid, 'webhook');
    });
  })
  .all('/webhooks/*', (c) => c.json({ error: paymentText.webhook.notFound }, 404));
