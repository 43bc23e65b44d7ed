/** The JSON API at the spec's paths (section 7). Thin: parse → service → JSON. */
import { Hono } from 'hono';
import { t } from '~/i18n/pt-BR';
import { createRequestContext } from '../load-context';
import { auctionsApi } from './auctions';
import { bannersApi, categoriesApi } from './catalogue';
import { apiError } from './errors';
import type { ApiEnv } from './types';

export const api = new Hono<ApiEnv>().basePath('/api');

api.use(async (c, next) => {
  c.set('rc', createRequestContext(c.env, c.executionCtx as ExecutionContext));
  c.set('viewer', null); // sessions arrive with the accounts work
  await next();
  c.header('Cache-Control', 'no-store');
});

api.route('/categories', categoriesApi);
api.route('/banners', bannersApi);
api.route('/auctions', auctionsApi);

api.notFound((c) => apiError(c, 404, t.errors.routeNotFound));
api.onError((err, c) => {
  console.error('api error', c.req.method, c.req.path, err);
  return apiError(c, 500, t.errors.generic);
});
