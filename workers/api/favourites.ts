/** The hearts: GET /api/favorites → ids, PUT and DELETE /api/favorites/{lotId} (idempotent; 404 for an unknown lot). */
import { Hono } from 'hono';
import { t } from '~/i18n/pt-BR';
import { addFavourite, listFavouriteIds, removeFavourite } from '~/server/favourites.server';
import { apiError } from './errors';
import { requireUser } from './guards';
import { idFromPath } from './id-param';
import type { ApiEnv } from './types';

export const favouritesApi = new Hono<ApiEnv>()
  .get('/', requireUser, async (c) => c.json({ data: { ids: await listFavouriteIds(c.var.rc.db, c.var.viewer.id) } }))
  .on(['PUT', 'DELETE'], '/:lotId', requireUser, idFromPath(t.errors.lotNotFound, 'lotId'), async (c) => {
    const change = c.req.method === 'PUT' ? addFavourite : removeFavourite;
    if (!(await change(c.var.rc.db, c.var.viewer.id, c.var.id))) return apiError(c, 404, t.errors.lotNotFound);
    return c.json({ data: { ids: await listFavouriteIds(c.var.rc.db, c.var.viewer.id) } });
  });
