/**
 * The administrators' dashboard (spec §7): GET /api/admin/dashboard/metrics/realtime (the first paint, from
 * AdminPulse, with `last_update` and the recent activity), POST …/metrics/reset (rebuild from D1), and the
 * reports …/reports/auction-performance, /user-behavior, /conversion-analysis and /trends (last 6 months).
 * Guarded by the /api/admin prefix (requireAdmin).
 */
import { Hono } from 'hono';
import { auctionPerformance, conversionAnalysis, monthlyTrend, userBehaviour } from '~/server/admin/reports.server';
import { adminPulse } from '~/server/platform/objects/stubs.server';
import type { SignedInEnv } from '../guards';

export const adminDashboardApi = new Hono<SignedInEnv>()
  .get('/metrics/realtime', async (c) => {
    const snapshot = await adminPulse(c.env).snapshot();
    return c.json({ data: { ...snapshot.metrics, recent_activity: snapshot.recent_activity, unusual_leaders: snapshot.unusual_leaders } });
  })
  .post('/metrics/reset', async (c) => {
    const snapshot = await adminPulse(c.env).reset();
    return c.json({ data: { ...snapshot.metrics, recent_activity: snapshot.recent_activity, unusual_leaders: snapshot.unusual_leaders } });
  })
  .get('/reports/auction-performance', async (c) => c.json({ data: await auctionPerformance(c.var.rc.db) }))
  .get('/reports/user-behavior', async (c) => c.json({ data: await userBehaviour(c.var.rc.db) }))
  .get('/reports/conversion-analysis', async (c) => c.json({ data: await conversionAnalysis(c.var.rc.db) }))
  .get('/reports/trends', async (c) => c.json({ data: await monthlyTrend(c.var.rc.db, Date.now()) }));
