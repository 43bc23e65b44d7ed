/**
 * Paths of the API whose features are not built yet, with the access level they will have: a caller with
 * that level gets the JSON 404 until the handler lands beside its guard; anyone else is refused already.
 */
import { Hono } from 'hono';
import { requireAdmin, requireApproved, requireUser } from './guards';
import type { ApiEnv } from './types';

/** The winner's steps after the hammer (an approved account; the winner check comes with the handlers). */
export const afterSaleApi = new Hono<ApiEnv>()
  .get('/:id{[0-9]+}/payment-status', requireApproved)
  .post('/:id{[0-9]+}/request-withdrawal', requireApproved)
  .get('/:id{[0-9]+}/pickup-info', requireApproved)
  .post('/:id{[0-9]+}/schedule-pickup', requireApproved);

/** The member's dashboard. */
export const dashboardApi = new Hono<ApiEnv>()
  .get('/overview', requireUser)
  .get('/won-auctions', requireUser)
  .get('/statistics', requireUser)
  .get('/favorites', requireUser)
  .get('/bid-history', requireUser)
  .get('/payments', requireUser);

/** Scheduled auctions and their templates: administrators only, every path. */
export const auctionSchedulesApi = new Hono<ApiEnv>().use(requireAdmin);
export const auctionTemplatesApi = new Hono<ApiEnv>().use(requireAdmin);
