/**
 * Whether the sessions behind open sockets are still live, read without touching them: a socket that stays
 * open is not activity, so checking it never slides a session's idle expiry. The objects that keep sockets
 * (lot rooms, inboxes, AdminPulse) ask this when they are told a user's sessions changed and on their alarms.
 */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '~/server/db/client.server';
import { sessions, users, type SessionFactor, type UserRow } from '~/server/db/schema';
import { SESSION_POLICY, type SessionKind } from './sessions.server';

export interface SocketSessionRef {
  id: string;
  kind: SessionKind;
}

/** A live session's holder: the users row, and how the session was opened or last raised (decision 0036). */
export type SessionHolder = UserRow & { sessionFactor: SessionFactor };

/**
 * The live ones among `refs` (not revoked, not expired, their account not erased, an administrator's not idle
 * past 30 minutes), by session id, with their users row and the session's factor.
 */
export async function liveSocketSessions(db: Db, refs: readonly SocketSessionRef[], now = Date.now()): Promise<Map<string, SessionHolder>> {
  const live = new Map<string, SessionHolder>();
  const ids = [...new Set(refs.map((r) => r.id))];
  if (ids.length === 0) return live;
  const nowIso = new Date(now).toISOString();
  const rows = await db
    .select({ id: sessions.id, kind: sessions.kind, lastSeenAt: sessions.lastSeenAt, factor: sessions.factor, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, ids),
        isNull(sessions.revokedAt),
        gt(sessions.idleExpiresAt, nowIso),
        gt(sessions.absoluteExpiresAt, nowIso),
        isNull(users.deletedAt),
      ),
    );
  const kindOf = new Map(refs.map((r) => [r.id, r.kind]));
  const idleAdmin = (row: (typeof rows)[number]) => row.user.isAdmin && now - Date.parse(row.lastSeenAt) > SESSION_POLICY.adminIdleMs;
  for (const row of rows)
    if (kindOf.get(row.id) === row.kind && !idleAdmin(row)) live.set(row.id, { ...row.user, sessionFactor: row.factor });
  return live;
}

/** Each socket with the user its session still holds: `holder` is undefined when that session has ended. */
export async function withSessionHolders<T extends { identity: { session?: SocketSessionRef | null } }>(
  db: Db,
  sockets: readonly T[],
  now = Date.now(),
): Promise<Array<T & { holder: SessionHolder | undefined }>> {
  const refs = sockets.flatMap(({ identity }) => (identity.session ? [identity.session] : []));
  const live = await liveSocketSessions(db, refs, now);
  return sockets.map((socket) => ({ ...socket, holder: socket.identity.session ? live.get(socket.identity.session.id) : undefined }));
}
