/**
 * Web Push (decision record 0044): GET /api/push/key (the house's VAPID public key, for `pushManager.subscribe`),
 * GET /api/push/devices (the member's browsers), POST /api/push/devices (this browser's `PushSubscription.toJSON()`),
 * DELETE /api/push/devices/{id} (one of the member's own; another's is a 404).
 */
import { Hono } from 'hono';
import { pushText } from '~/i18n/pt-BR-push';
import { idParam } from '~/schemas/id-param';
import { pushSubscriptionBody } from '~/schemas/push-subscription';
import { listDevices, removeDevice, subscribe, subscriptionRefusal } from '~/server/notifications/push-subscriptions.server';
import { hitRateLimit, RATE_LIMITS } from '~/server/platform/rate-limit.server';
import { jsonBody } from './body';
import { apiError, apiRefusal } from './errors';
import { requireUser } from './guards';
import type { ApiEnv } from './types';

export const pushApi = new Hono<ApiEnv>()
  .get('/key', requireUser, (c) => c.json({ data: { public_key: c.var.rc.settings.push?.publicKey ?? null } }))
  .get('/devices', requireUser, async (c) => c.json({ data: await listDevices(c.var.rc.db, c.var.viewer.id, c.var.auth.sessionId) }))
  .post('/devices', requireUser, async (c) => {
    const { db, settings } = c.var.rc;
    if (!settings.push) return apiError(c, 503, pushText.errors.notConfigured);
    const parsed = pushSubscriptionBody.safeParse(await jsonBody(c));
    if (!parsed.success) return apiError(c, 422, pushText.errors.invalid);
    const refusal = await subscriptionRefusal(parsed.data, settings.pushLocalEndpoints);
    if (refusal) return apiError(c, 422, refusal);
    const limited = await hitRateLimit(db, `push-subscribe:acct:${c.var.viewer.id}`, RATE_LIMITS.pushSubscribePerAccount);
    if (!limited.allowed)
      return apiRefusal(c, { status: 429, message: pushText.errors.tooFast, retryAfterSeconds: limited.retryAfterSeconds });
    const result = await subscribe(db, {
      userId: c.var.viewer.id,
      sessionId: c.var.auth.sessionId,
      userAgent: c.req.header('User-Agent'),
      body: parsed.data,
    });
    if (!result.ok) return apiError(c, result.status, result.message);
    return c.json({ data: result.device, message: pushText.enabled }, 201);
  })
  .delete('/devices/:id{[0-9]+}', requireUser, async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    const removed = id.success ? await removeDevice(c.var.rc.db, c.var.viewer.id, id.data) : null;
    if (!removed) return apiError(c, 404, pushText.errors.notFound);
    return c.json({ data: { message: pushText.removed(removed.label) } });
  });
