/** The hearts: GET /api/favorites → ids, PUT and DELETE /api/favorites/{lotId} (idempotent; 404 for an unknown lot). */
import { Hono } from 'hono';
import { siteText } from '~/i18n/pt-BR';
import { addFavorite, listFavoriteIds, removeFavorite } from '~/server/accounts/favorites.server';
import { apiError } from './errors';
import { requireUser } from './guards';
import { idFromPath } from './id-param';
import type { ApiEnv } from './types';

export const favoritesApi = new Hono<ApiEnv>()
  .get('/', requireUser, async (c) => c.json({ data: { ids: await listFavoriteIds(c.var.rc.db, c.var.viewer.id) } }))
  .on(['PUT', 'DELETE'], '/:lotId', requireUser, idFromPath(siteText.errors.lotNotFound, 'lotId'), async (c) => {
    const change = c.req.method === 'PUT' ? addFavorite : removeFavorite;
    if (!(await change(c.var.rc.db, c.var.viewer.id, c.var.id))) return apiError(c, 404, siteText.errors.lotNotFound);
    return c.json({ data: { ids: await listFavoriteIds(c.var.rc.db, c.var.viewer.id) } });
  });
