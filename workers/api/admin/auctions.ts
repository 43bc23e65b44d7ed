/**
 * The back office's lot list: GET /api/admin/auctions?id=&title=&winner_email=&starts_on=&ends_on=&status=&page=&per_page=
 * (days as AAAA-MM-DD, matched by São Paulo calendar day). Administrators only, by the guard on /api/admin.
 */
import { Hono } from 'hono';
import { readAdminLotQuery } from '~/schemas/admin-lot-filter';
import { listAdminLots, roomReader } from '~/server/admin/lot-list.server';
import { apiError } from '../errors';
import type { SignedInEnv } from '../guards';

export const adminAuctionsApi = new Hono<SignedInEnv>().get('/', async (c) => {
  const query = readAdminLotQuery(new URL(c.req.url).searchParams);
  if (!query.ok) return apiError(c, 400, query.message);
  return c.json({ data: await listAdminLots(c.var.rc.db, roomReader(c.env), query.filter, query.page) });
});
