/** /api/dashboard/*: the signed-in member's own overview, favorites, bids, payments, won lots, statistics. */
import { Hono } from 'hono';
import { idListQuery } from '~/schemas/after-sale';
import { pageQuery } from '~/schemas/paging';
import { bidHistory, favoriteLots, overview, statistics, wonAuctions } from '~/server/accounts/dashboard.server';
import { listFavoriteIds } from '~/server/accounts/favorites.server';
import { userPayments } from '~/server/after-sale/payments.server';
import { listOpenOffers } from '~/server/after-sale/second-chance.server';
import { requireUser } from './guards';
import type { ApiEnv } from './types';

const paymentStatus = (raw: string | undefined) => (raw === 'pending' || raw === 'approved' || raw === 'rejected' ? raw : undefined);

export const dashboardApi = new Hono<ApiEnv>()
  .get('/overview', requireUser, async (c) => {
    const [counters, offers] = await Promise.all([overview(c.var.rc, c.var.viewer.id), listOpenOffers(c.var.rc.db, c.var.viewer.id)]);
    return c.json({ data: { ...counters, second_chance_offers: offers } });
  })
  .get('/favorites', requireUser, async (c) => {
    const db = c.var.rc.db;
    const asked = idListQuery.parse(c.req.query('ids'));
    const ids = c.req.query('ids') === undefined ? await listFavoriteIds(db, c.var.viewer.id) : asked;
    return c.json({ data: await favoriteLots(db, ids, c.var.viewer) });
  })
  .get('/bid-history', requireUser, async (c) => {
    const page = pageQuery.parse({ page: c.req.query('page'), per_page: c.req.query('per_page') });
    return c.json({ data: await bidHistory(c.var.rc, c.var.viewer.id, { page: page.page, perPage: page.per_page }) });
  })
  .get('/payments', requireUser, async (c) =>
    c.json({ data: await userPayments(c.var.rc.db, c.var.viewer.id, paymentStatus(c.req.query('status'))) }),
  )
  .get('/won-auctions', requireUser, async (c) => c.json({ data: await wonAuctions(c.var.rc.db, c.var.viewer.id) }))
  .get('/statistics', requireUser, async (c) => c.json({ data: await statistics(c.var.rc, c.var.viewer.id) }));
