import { Hono } from 'hono';
import { lookupCep } from '~/server/accounts/cep.server';
import { apiError } from './errors';
import { requireUser } from './guards';
import type { ApiEnv } from './types';

export const cepApi = new Hono<ApiEnv>().get('/:cep', requireUser, async (c) => {
  const result = await lookupCep(c.req.param('cep'), c.var.rc.settings.cepLookupUrl);
  return result.ok ? c.json({ data: result.value }) : apiError(c, result.status, result.message);
});
