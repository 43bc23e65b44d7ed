import { Hono } from 'hono';
import { listActiveBanners } from '~/server/lots/banners.server';
import { listCategories } from '~/server/lots/lots.server';
import { publicRoute } from './guards';
import type { ApiEnv } from './types';

export const categoriesApi = new Hono<ApiEnv>().get('/', publicRoute, async (c) => c.json({ data: await listCategories(c.var.rc.db) }));

export const bannersApi = new Hono<ApiEnv>().get('/', publicRoute, async (c) => c.json({ data: await listActiveBanners(c.var.rc.db) }));
