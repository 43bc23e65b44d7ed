import { Hono } from 'hono';
import { t } from '~/i18n/pt-BR';
import { idParam } from '~/schemas/id-param';
import { parseLotListQuery } from '~/schemas/lot-list-query';
import { getLot, listLots } from '~/server/lots.server';
import { apiError } from './errors';
import type { ApiEnv } from './types';

export const auctionsApi = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const parsed = parseLotListQuery(new URL(c.req.url).searchParams);
    if (!parsed.success) return apiError(c, 400, t.errors.invalidQuery);
    return c.json(await listLots(c.var.rc.db, parsed.data, c.var.viewer));
  })
  .get('/:id{[0-9]+}', async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return apiError(c, 404, t.errors.lotNotFound);
    const detail = await getLot(c.var.rc.db, id.data, c.var.viewer);
    if (!detail) return apiError(c, 404, t.errors.lotNotFound);
    return c.json({ data: detail.bids ? { ...detail.lot, bids: detail.bids } : detail.lot });
  });
