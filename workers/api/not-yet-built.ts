/**
 * Paths of the API whose features are not built yet, with the access level they will have: a caller with
 * that level gets the JSON 404 until the handler lands beside its guard; anyone else is refused already.
 */
import { Hono } from 'hono';
import { requireAdmin } from './guards';
import type { ApiEnv } from './types';

/** Scheduled auctions and their templates: administrators only, every path. */
export const auctionSchedulesApi = new Hono<ApiEnv>().use(requireAdmin);
export const auctionTemplatesApi = new Hono<ApiEnv>().use(requireAdmin);
