/** /api/admin/users (under the admin prefix's guard): list, detail, approve/reject/promote/demote, delete. */
import { Hono } from 'hono';
import { authMessages } from '~/i18n/auth-messages';
import { privacyText } from '~/i18n/pt-BR-privacy';
import { readUserFilter } from '~/schemas/admin-lists';
import { readPage } from '~/schemas/paging';
import { changeUser, deleteUser, searchUsers, userDetail, type UserAction } from '~/server/admin/users.server';
import { clientIp } from '~/server/auth/request-auth.server';
import { deliverMailSoon } from '~/server/platform/request-context.server';
import { closeEndedSessionSockets } from '../ended-sessions';
import { apiError } from '../errors';
import type { SignedInEnv } from '../guards';
import { idFromPath } from '../id-param';

const userId = idFromPath(authMessages.userNotFound);

const DELETE_REFUSALS = {
  self: authMessages.selfChange,
  not_found: authMessages.userNotFound,
  obligations: privacyText.admin.userHasObligations,
} as const;

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
  .post('/:id/:action{approve|reject|promote|demote}', userId, async (c) => {
    const result = await changeUser(c.var.rc.db, c.var.viewer.id, c.var.id, c.req.param('action') as UserAction, clientIp(c.req.raw));
    if (!result.ok) return apiError(c, result.status, result.reason === 'self' ? authMessages.selfChange : authMessages.userNotFound);
    // A demoted administrator's dashboard sockets close.
    if (c.req.param('action') === 'demote') closeEndedSessionSockets(c, c.var.id);
    deliverMailSoon(c.var.rc); // the approval or rejection e-mail, when there is one
    return c.json({ data: result.value });
  })
  .delete('/:id', userId, async (c) => {
    const result = await deleteUser(c.var.rc, c.var.viewer.id, c.var.id, clientIp(c.req.raw));
    if (!result.ok) return apiError(c, result.status, DELETE_REFUSALS[result.reason]);
    closeEndedSessionSockets(c, c.var.id);
    return c.json({ data: { message: 'ok' } });
  });
