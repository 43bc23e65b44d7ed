/** The bell: GET /api/notifications, POST /api/notifications/{id}/read, POST /api/notifications/read-all. */
import { Hono } from 'hono';
import { idParam } from '~/schemas/id-param';
import { z } from '~/schemas/zod';
import { listNotifications, markRead } from '~/server/notifications/inbox.server';
import { userInbox } from '~/server/platform/objects/stubs.server';
import { requireUser } from './guards';
import type { ApiEnv } from './types';

const limit = z.coerce.number().int().min(1).max(50).catch(20);

export const notificationsApi = new Hono<ApiEnv>()
  .get('/', requireUser, async (c) =>
    c.json({ data: await listNotifications(c.var.rc.db, c.var.viewer.id, limit.parse(c.req.query('limit'))) }),
  )
  .post('/read-all', requireUser, async (c) => {
    const userId = c.var.viewer.id;
    const unread = await markRead(c.var.rc.db, userId);
    c.executionCtx.waitUntil(userInbox(c.env, userId).unreadChanged());
    return c.json({ data: { unread } });
  })
  .post('/:id{[0-9]+}/read', requireUser, async (c) => {
    const userId = c.var.viewer.id;
    // An id that is no notification of this user marks nothing; the answer is the unread count all the same.
    const id = idParam.safeParse(c.req.param('id'));
    const unread = await markRead(c.var.rc.db, userId, id.success ? id.data : -1);
    c.executionCtx.waitUntil(userInbox(c.env, userId).unreadChanged());
    return c.json({ data: { unread } });
  });
