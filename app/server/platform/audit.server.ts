import type { Db } from '~/server/db/client.server';
import { auditLog } from '~/server/db/schema';

/** Who acts, for the audit log: the signed-in user and the client's address. */
export interface Actor {
  userId: number;
  ip: string;
}

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  targetType: string;
  targetId?: string | number | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Appends to the audit log (append-only: the table refuses UPDATE and DELETE). */
export async function audit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    details: entry.details ?? null,
    ip: entry.ip ?? null,
  });
}
