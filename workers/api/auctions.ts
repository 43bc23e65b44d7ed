/** The public catalogue of lots: GET /api/auctions and GET /api/auctions/{id} (the detail with its `specs`). */
import { Hono } from 'hono';
import { siteText } from '~/i18n/pt-BR';
import { catalogueText } from '~/i18n/pt-BR-catalogue';
import { parseLotListQuery } from '~/schemas/lot-list-query';
import { closedLotMaxima } from '~/server/lots/lot-maxima.server';
import { readLot } from '~/server/lots/lot-read.server';
import { listLots } from '~/server/lots/lots.server';
import { apiError } from './errors';
import { publicRoute } from './guards';
import { idFromPath } from './id-param';
import type { ApiEnv } from './types';

export const auctionsApi = new Hono<ApiEnv>()
  .get('/', publicRoute, async (c) => {
    const parsed = parseLotListQuery(new URL(c.req.url).searchParams);
    if (!parsed.success) {
      // Each refused parameter by its name, in the message and under `fields`.
      const fields = Object.fromEntries(parsed.refused.map(({ param, value }) => [param, catalogueText.invalidValue(param, value)]));
      return c.json({ error: catalogueText.invalidParams(parsed.refused), fields }, 400);
    }
    return c.json(await listLots(c.var.rc.db, parsed.data, c.var.viewer));
  })
  .get('/:id{[0-9]+}', publicRoute, idFromPath(siteText.errors.lotNotFound), async (c) => {
    const detail = await readLot(c.var.rc, c.var.id, c.var.viewer);
    if (!detail) return apiError(c, 404, siteText.errors.lotNotFound);
    // Administrators see every secret maximum once the lot has closed.
    const maxima = await closedLotMaxima(c.var.rc.db, detail.lot, c.var.viewer);
    const lot = { ...detail.lot, specs: detail.specs, ...(maxima ? { auto_bids: maxima } : {}) };
    return c.json({ data: detail.bids ? { ...lot, bids: detail.bids } : lot });
  });
