/**
 * /api/admin/*: every path under it, built or not, is for administrators. One guard on the prefix; the
 * routers mounted here are typed as signed in.
 */
import { Hono } from 'hono';
import { requireAdmin } from '../guards';
import type { ApiEnv } from '../types';
import { adminAuctionsApi } from './auctions';
import { adminAuditApi } from './audit';
import { adminBannersApi } from './banners';
import { adminCategoriesApi } from './categories';
import { adminDashboardApi } from './dashboard';
import { adminLotImportsApi } from './lot-imports';
import { adminPaymentsApi } from './payments';
import { adminPickupsApi } from './pickups';
import { adminFinancialApi, adminStatsApi } from './reports';
import { adminUsersApi } from './users';
import { adminWithdrawalsApi } from './withdrawals';

export const adminApi = new Hono<ApiEnv>()
  .use(requireAdmin)
  .route('/users', adminUsersApi)
  .route('/payments', adminPaymentsApi)
  .route('/withdrawal-requests', adminWithdrawalsApi)
  .route('/scheduled-pickups', adminPickupsApi)
  .route('/dashboard', adminDashboardApi)
  .route('/banners', adminBannersApi)
  .route('/categories', adminCategoriesApi)
  .route('/financial', adminFinancialApi)
  .route('/stats', adminStatsApi)
  .route('/audit', adminAuditApi)
  .route('/auctions', adminAuctionsApi)
  .route('/lot-imports', adminLotImportsApi);
