/**
 * The back office's figures (under the admin prefix's guard): GET /api/admin/financial ('Financeiro') and
 * GET /api/admin/stats ('Relatórios').
 */
import { Hono } from 'hono';
import { financialReport } from '~/server/admin/financial-report.server';
import { statsReport } from '~/server/admin/stats-report.server';
import type { SignedInEnv } from '../guards';

export const adminFinancialApi = new Hono<SignedInEnv>().get('/', async (c) => c.json({ data: await financialReport(c.var.rc.db) }));

export const adminStatsApi = new Hono<SignedInEnv>().get('/', async (c) => c.json({ data: await statsReport(c.var.rc.db) }));
