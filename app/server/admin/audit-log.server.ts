/** Reading the audit log ('Auditoria'): newest first, filtered, a page at a time, with who acted. */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { nextDay, zonedTimeToUtc } from '~/domain/sao-paulo-time';
import { escapeLike } from '~/domain/search-text';
import type { AuditFilter } from '~/schemas/audit-filter';
import { pagination, type Page } from '~/schemas/paging';
import type { Db } from '~/server/db/client.server';
import { auditLog, users } from '~/server/db/schema';

export interface AuditEntryDto {
  id: number;
  created_at: string;
  actor: { id: number; name: string; email: string } | null;
  action: string;
  target_type: string;
  target_id: string | null;
  details: Record<string, unknown> | null;
  ip: string | null;
}

export async function searchAuditLog(db: Db, filter: AuditFilter, page: Page) {
  const where = and(
    filter.email ? sql`lower(${users.email}) like ${`%${escapeLike(filter.email.toLowerCase())}%`} escape '\\'` : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.target_type ? eq(auditLog.targetType, filter.target_type) : undefined,
    filter.target_id ? eq(auditLog.targetId, filter.target_id) : undefined,
    // São Paulo days: from the first instant of `from` to the first instant after `to`.
    filter.from ? gte(auditLog.createdAt, zonedTimeToUtc(filter.from).toISOString()) : undefined,
    filter.to ? lt(auditLog.createdAt, zonedTimeToUtc(nextDay(filter.to)).toISOString()) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: users.name, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db
      .select({ n: sql<number>`count(*)` })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where),
  ]);
  const entries: AuditEntryDto[] = rows.map(({ entry, actorName, actorEmail }) => ({
    id: entry.id,
    created_at: entry.createdAt,
    actor: entry.actorUserId !== null && actorEmail !== null ? { id: entry.actorUserId, name: actorName ?? '', email: actorEmail } : null,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    details: entry.details,
    ip: entry.ip,
  }));
  return { entries, pagination: pagination(page, counted?.n ?? 0) };
}
