/**
 * Pickup appointments (administrators): GET /api/admin/scheduled-pickups,
 * PUT /api/admin/scheduled-pickups/{id}/status {status: ready|completed|cancelled, notes?, release_code?, reason?}
 * and POST /api/admin/scheduled-pickups/{id}/unlock (after 5 wrong release codes).
 */
import { Hono } from 'hono';
import { authMessages } from '~/i18n/auth-messages';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { pickupStatusBody } from '~/schemas/after-sale';
import { readPage } from '~/schemas/paging';
import { adminPickup, changePickup, listPickups, type PickupStatus } from '~/server/after-sale/pickup-desk.server';
import { unlockPickup } from '~/server/after-sale/pickup-release.server';
import { deliverNotice } from '~/server/notifications/delivery.server';
import { actorOf } from '../actor';
import { jsonBody } from '../body';
import { apiError } from '../errors';
import { requireAdmin, type SignedInEnv } from '../guards';
import { idFromPath } from '../id-param';
import { reportToPulse } from '../pulse';
import { requireRecentSignIn } from '../recent-sign-in';

const text = checkoutText.admin;
const STATUSES: readonly string[] = ['scheduled', 'ready', 'completed', 'cancelled'] satisfies PickupStatus[];

const isCompletion = (_c: unknown, body: Record<string, unknown>) => body.status === 'completed';

export const adminPickupsApi = new Hono<SignedInEnv>()
  .get('/', async (c) => {
    const status = c.req.query('status');
    const { pickups, pagination } = await listPickups(
      c.var.rc.db,
      status && STATUSES.includes(status) ? (status as PickupStatus) : undefined,
      readPage(new URL(c.req.url).searchParams),
    );
    return c.json({ data: pickups, pagination });
  })
  // Completing a pickup (the item leaves the house) needs a recent sign-in or the password.
  .put('/:id/status', idFromPath(text.pickupNotFound), requireRecentSignIn(isCompletion), async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const parsed = pickupStatusBody.safeParse(body);
    if (!parsed.success) {
      const tooLong = parsed.error.issues.some((issue) => issue.code === 'too_big');
      return apiError(c, 422, tooLong ? text.reasonTooLong : text.invalidStatus);
    }
    const { status, notes, release_code: releaseCode, reason } = parsed.data;
    const result = await changePickup(c.var.rc.db, actorOf(c), c.var.id, { status, notes, releaseCode, reason }, deliverNotice(c.env));
    if (!result.ok) {
      const refusals = {
        not_found: [404, text.pickupNotFound],
        final: [409, text.pickupFinal],
        code_required: [422, text.releaseCodeRequired],
        code_wrong: [422, text.releaseCodeWrong],
        locked: [423, text.releaseLocked],
        not_winner: [409, text.pickupNotWinner],
        not_paid: [409, text.pickupNotPaid],
      } as const;
      const [code, message] = refusals[result.reason];
      return apiError(c, code, message);
    }
    reportToPulse(c, { event: 'pickup', pickupId: c.var.id });
    return c.json({ data: result.pickup, message: text.statusUpdated });
  })
  .post('/:id/unlock', requireAdmin, idFromPath(text.pickupNotFound), async (c) => {
    const db = c.var.rc.db;
    const result = await unlockPickup(db, actorOf(c), c.var.id);
    if (!result.ok) return result.reason === 'not_found' ? apiError(c, 404, text.pickupNotFound) : apiError(c, 409, text.pickupFinal);
    return c.json({ data: await adminPickup(db, c.var.id), message: text.pickupUnlocked });
  });
