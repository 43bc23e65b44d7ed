import { Hono } from 'hono';
import { listActiveBanners } from '~/server/lots/banners.server';
import { listActiveCategoryCounts } from '~/server/lots/categories.server';
import { publicRoute } from './guards';
import type { ApiEnv } from './types';

/** The active categories in the house's order, each with its lots: the catalogue's chips. */
export const categoriesApi = new Hono<ApiEnv>().get('/', publicRoute, async (c) =>
  c.json({ data: await listActiveCategoryCounts(c.var.rc.db) }),
);

export const bannersApi = new Hono<ApiEnv>().get('/', publicRoute, async (c) => c.json({ data: await listActiveBanners(c.var.rc.db) }));
