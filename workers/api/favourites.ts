/** The hearts: GET /api/favorites → ids, PUT and DELETE /api/favorites/{lotId} (idempotent; 404 for an unknown lot). */
import { Hono } from 'hono';
import { t } from '~/i18n/pt-BR';
import { idParam } from '~/schemas/id-param';
import { addFavourite, listFavouriteIds, removeFavourite } from '~/server/favourites.server';
import { apiError } from './errors';
import type { ApiEnv } from './types';

export const favouritesApi = new Hono<ApiEnv>()
  .get('/', async (c) => c.json({ data: { ids: await listFavouriteIds(c.var.rc.db, c.var.viewer!.id) } }))
  .on(['PUT', 'DELETE'], '/:lotId', async (c) => {
    const id = idParam.safeParse(c.req.param('lotId'));
    const change = c.req.method === 'PUT' ? addFavourite : removeFavourite;
    if (!id.success || !(await change(c.var.rc.db, c.var.viewer!.id, id.data))) return apiError(c, 404, t.errors.lotNotFound);
    return c.json({ data: { ids: await listFavouriteIds(c.var.rc.db, c.var.viewer!.id) } });
  });
