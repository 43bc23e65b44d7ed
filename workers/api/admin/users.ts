/**
 * /api/admin/users (under the admin prefix's guard): list, detail, approve/reject/promote/demote, delete,
 * and lifting a suspension for non-payment (a money action: it asks for a recent sign-in).
 */
import { Hono, type Context } from 'hono';
import { authMessages } from '~/i18n/auth-messages';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { privacyText } from '~/i18n/pt-BR-privacy';
import { readUserFilter } from '~/schemas/admin-lists';
import { readPage } from '~/schemas/paging';
import { liftBiddingSuspension } from '~/server/accounts/bidding-standing.server';
import { changeUser, deleteUser, searchUsers, userDetail, type UserAction } from '~/server/admin/users.server';
import { clientIp } from '~/server/auth/request-auth.server';
import { deliverMailSoon } from '~/server/platform/mail.server';
import { actorOf } from '../actor';
import { closeEndedSessionSockets } from '../ended-sessions';
import { apiError } from '../errors';
import type { SignedInEnv } from '../guards';
import { idFromPath } from '../id-param';
import { requireRecentSignIn } from '../recent-sign-in';

const userId = idFromPath(authMessages.userNotFound);

const REFUSALS = {
  self: authMessages.selfChange,
  last_admin: authMessages.lastAdmin,
  not_found: authMessages.userNotFound,
  obligations: privacyText.admin.userHasObligations,
} as const;

const isRoleChange = (c: Context) => ['promote', 'demote'].includes(c.req.param('action') ?? '');

export const adminUsersApi = new Hono<SignedInEnv>()
  .get('/', async (c) => {
    const params = new URL(c.req.url).searchParams;
    const { users, pagination } = await searchUsers(c.var.rc.db, readUserFilter(params), readPage(params));
    return c.json({ data: users, pagination });
  })
  .get('/:id', userId, async (c) => {
    const detail = await userDetail(c.var.rc.db, c.var.id);
    return detail ? c.json({ data: detail }) : apiError(c, 404, authMessages.userNotFound);
  })
  // A role change (not an approval) needs a recent sign-in or the password, as does a deletion.
  .post('/:id/:action{approve|reject|promote|demote}', userId, requireRecentSignIn(isRoleChange), async (c) => {
    const result = await changeUser(c.var.rc.db, c.var.viewer.id, c.var.id, c.req.param('action') as UserAction, clientIp(c.req.raw));
    if (!result.ok) return apiError(c, result.status, REFUSALS[result.reason]);
    // A demoted administrator's dashboard sockets close.
    if (c.req.param('action') === 'demote') closeEndedSessionSockets(c, c.var.id);
    deliverMailSoon(c.var.rc); // the approval or rejection e-mail, when there is one
    return c.json({ data: result.value });
  })
  // The account may bid again: like the other money actions, it needs a recent sign-in or the password.
  .post('/:id/lift-suspension', userId, requireRecentSignIn(), async (c) => {
    const result = await liftBiddingSuspension(c.var.rc.db, actorOf(c), c.var.id);
    if (!result.ok) return apiError(c, result.status, REFUSALS[result.reason]);
    return c.json({ data: result.value, message: adminPanelText.users.suspensionLifted });
  })
  .delete('/:id', userId, requireRecentSignIn(), async (c) => {
    const result = await deleteUser(c.var.rc, c.var.viewer.id, c.var.id, clientIp(c.req.raw));
    if (!result.ok) return apiError(c, result.status, REFUSALS[result.reason]);
    closeEndedSessionSockets(c, c.var.id);
    return c.json({ data: { message: 'ok' } });
  });
