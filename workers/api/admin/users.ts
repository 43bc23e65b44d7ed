import { Hono } from 'hono';
import { authMessages as m } from '~/i18n/auth-messages';
import { idParam } from '~/schemas/id-param';
import { changeUser, deleteUser, listUsers, userDetail, type UserAction } from '~/server/admin-users.server';
import { clientIp } from '~/server/auth/request-auth.server';
import { apiError } from '../errors';
import type { ApiEnv } from '../types';

export const adminUsersApi = new Hono<ApiEnv>()
  .get('/', async (c) => c.json({ data: await listUsers(c.var.rc.db) }))
  .get('/:id', async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    const detail = id.success ? await userDetail(c.var.rc.db, id.data) : null;
    return detail ? c.json({ data: detail }) : apiError(c, 404, m.userNotFound);
  })
  .post('/:id/:action{approve|reject|promote|demote}', async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return apiError(c, 404, m.userNotFound);
    const result = await changeUser(c.var.rc.db, c.var.viewer!.id, id.data, c.req.param('action') as UserAction, clientIp(c.req.raw));
    if (!result.ok) return apiError(c, result.status, result.reason === 'self' ? m.selfChange : m.userNotFound);
    return c.json({ data: result.value });
  })
  .delete('/:id', async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return apiError(c, 404, m.userNotFound);
    const result = await deleteUser(c.var.rc.db, c.var.viewer!.id, id.data, clientIp(c.req.raw));
    if (!result.ok) return apiError(c, result.status, result.reason === 'self' ? m.selfChange : m.userNotFound);
    return c.json({ data: { message: 'ok' } });
  });
