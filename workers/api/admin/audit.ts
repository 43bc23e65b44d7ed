/**
 * GET /api/admin/audit (under the admin prefix's guard): the audit log, newest first, a page at a time;
 * filters `email`, `action`, `target_type`, `target_id`, `from` and `to` (São Paulo days, yyyy-mm-dd).
 */
import { Hono } from 'hono';
import { readAuditFilter } from '~/schemas/audit-filter';
import { readPage } from '~/schemas/paging';
import { searchAuditLog } from '~/server/admin/audit-log.server';
import { apiError } from '../errors';
import type { SignedInEnv } from '../guards';

export const adminAuditApi = new Hono<SignedInEnv>().get('/', async (c) => {
  const params = new URL(c.req.url).searchParams;
  const read = readAuditFilter(params);
  if (!read.ok) return apiError(c, 400, read.message);
  const { entries, pagination } = await searchAuditLog(c.var.rc.db, read.filter, readPage(params));
  return c.json({ data: entries, pagination });
});
