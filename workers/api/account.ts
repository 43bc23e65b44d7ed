/**
 * /api/account (LGPD): the holder takes out all their data (`GET /export`, a JSON download) or erases the
 * account (`DELETE` with `{password}`). Any signed-in account, approved or not: the data is theirs either way.
 */
import { Hono } from 'hono';
import type { ErasureBlocker } from '~/domain/account-erasure';
import { authMessages } from '~/i18n/auth-messages';
import { privacyText } from '~/i18n/pt-BR-privacy';
import { z } from '~/schemas/zod';
import { anonymiseAccount, findErasureBlocker } from '~/server/accounts/erasure.server';
import { exportAccount } from '~/server/accounts/export.server';
import { isLastAdmin, isLastAdminRefusal } from '~/server/admin/last-admin.server';
import { verifyPassword } from '~/server/auth/password.server';
import { clearSessionCookie, clientIp } from '~/server/auth/request-auth.server';
import { clearSocketTicketCookies } from '~/server/auth/socket-ticket.server';
import { hitRateLimit, RATE_LIMITS } from '~/server/platform/rate-limit.server';
import { jsonBody } from './body';
import { closeEndedSessionSockets } from './ended-sessions';
import { apiError } from './errors';
import { requireUser } from './guards';
import type { ApiEnv } from './types';

const deleteBody = z.object({ password: z.string().min(1).max(200) });

const BLOCKED: Record<ErasureBlocker, string> = {
  unpaid_lot: privacyText.errors.unpaidLot,
  open_pickup: privacyText.errors.openPickup,
  leading_bid: privacyText.errors.leadingBid,
};

export const accountApi = new Hono<ApiEnv>()
  .get('/export', requireUser, async (c) => {
    const data = await exportAccount(c.var.rc, c.var.auth.user);
    c.header('Content-Disposition', `attachment; filename="${privacyText.exportFileName(data.exported_at.slice(0, 10))}"`);
    return c.json(data);
  })
  .delete('/', requireUser, async (c) => {
    const body = deleteBody.safeParse(await jsonBody(c));
    if (!body.success) return apiError(c, 422, privacyText.errors.passwordRequired);
    const { db, settings } = c.var.rc;
    const user = c.var.auth.user;
    // A stolen session must not guess its way to erasing the account: the login's per-account limit.
    const limited = await hitRateLimit(db, `account-delete:${user.id}`, RATE_LIMITS.loginPerAccount);
    if (!limited.allowed) {
      c.header('Retry-After', String(limited.retryAfterSeconds));
      return apiError(c, 429, authMessages.tooManyAttempts);
    }
    if (!(await verifyPassword(body.data.password, user.passwordHash))) return apiError(c, 401, privacyText.errors.wrongPassword);
    const blocker = await findErasureBlocker(c.var.rc, user.id);
    if (blocker) return apiError(c, 409, BLOCKED[blocker]);
    // The last administrator cannot leave the house without one (migration 0010's trigger holds it too).
    if (await isLastAdmin(db, user.id)) return apiError(c, 409, authMessages.lastAdmin);
    try {
      await anonymiseAccount(db, user, { actorUserId: user.id, ip: clientIp(c.req.raw) });
    } catch (error) {
      if (isLastAdminRefusal(error)) return apiError(c, 409, authMessages.lastAdmin);
      throw error;
    }
    closeEndedSessionSockets(c, user.id);
    c.header('Set-Cookie', clearSessionCookie(settings.appEnv));
    for (const cookie of clearSocketTicketCookies(settings.appEnv)) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ data: { message: privacyText.deletedTitle } });
  });
