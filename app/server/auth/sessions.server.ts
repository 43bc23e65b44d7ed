/**
 * Server-side sessions in D1. The browser holds a random token in an HttpOnly cookie; API clients hold a
 * short-lived bearer access token plus a rotating refresh token. Only SHA-256 hashes are stored. Who the
 * user is and what they may do is read from the users row on every request, never from the token.
 */
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client.server';
import { favorites, pushSubscriptions, refreshTokens, sessions, users, type SessionFactor, type UserRow } from '~/server/db/schema';
import { randomToken, sha256Hex } from './tokens.server';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const SESSION_POLICY = {
  cookie: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
  bearer: { idleMs: 60 * MINUTE, absoluteMs: 60 * MINUTE },
  refreshMs: 30 * DAY,
  /** lastSeen is written at most this often (not on every request). */
  touchEveryMs: 5 * MINUTE,
  /** An administrator's session, of either kind, ends after this long without a request… */
  adminIdleMs: 30 * MINUTE,
  /** …so its lastSeen is written more often: the idle-out is then late by at most this much. */
  adminTouchEveryMs: MINUTE,
} as const;

/** How long a session may go without a request, and how often its lastSeen is written, for its holder. */
function idlePolicy(kind: SessionKind, user: Pick<UserRow, 'isAdmin'>) {
  return user.isAdmin
    ? { idleMs: SESSION_POLICY.adminIdleMs, touchEveryMs: SESSION_POLICY.adminTouchEveryMs }
    : { idleMs: SESSION_POLICY[kind].idleMs, touchEveryMs: SESSION_POLICY.touchEveryMs };
}

export type SessionKind = 'cookie' | 'bearer';

export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
}

/** How a session came to be: when its holder last proved who they are, and the refresh family of a bearer session. */
export interface SessionOrigin {
  authenticatedAt?: string;
  refreshFamilyId?: string | null;
  /** The second factor the holder presented ('password': none), and when (now when left out). */
  factor?: SessionFactor;
  factorAt?: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

export async function createSession(
  db: Db,
  userId: number,
  kind: SessionKind,
  meta: SessionMeta = {},
  now = Date.now(),
  origin: SessionOrigin = {},
) {
  const token = randomToken();
  const policy = SESSION_POLICY[kind];
  await db.insert(sessions).values({
    authenticatedAt: origin.authenticatedAt ?? iso(now),
    refreshFamilyId: origin.refreshFamilyId ?? null,
    factor: origin.factor ?? 'password',
    factorAt: (origin.factor ?? 'password') === 'password' ? null : (origin.factorAt ?? iso(now)),
    id: await sha256Hex(token),
    userId,
    kind,
    createdAt: iso(now),
    lastSeenAt: iso(now),
    idleExpiresAt: iso(now + policy.idleMs),
    absoluteExpiresAt: iso(now + policy.absoluteMs),
    ip: meta.ip?.slice(0, 64) ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt: iso(now + policy.absoluteMs) };
}

export interface ResolvedSession {
  sessionId: string;
  user: UserRow;
  /** When the holder last signed in or confirmed the password. */
  authenticatedAt: string;
  refreshFamilyId: string | null;
  /** How the session was opened or last raised ('password': with the password alone). */
  factor: SessionFactor;
  /** When the holder last presented a second factor; null for a password-only session. */
  factorAt: string | null;
  /** The user's favorite lot ids, read in the same query when asked for (`withFavorites`); null otherwise. */
  favoriteIds: number[] | null;
}

export interface ResolveOptions {
  now?: number;
  /** Also read the user's favorite lot ids in the same query (a page's header and hearts need them). */
  withFavorites?: boolean;
}

/** The live session and its (not deleted) user for a token, sliding the idle expiry now and then. */
export async function resolveSession(
  db: Db,
  token: string,
  kind: SessionKind,
  options: ResolveOptions = {},
): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  return resolveSessionId(db, await sha256Hex(token), kind, options);
}

/** A user's favorite lot ids as one JSON array, for the session's query (no second round trip). */
const favoriteIdsOfUser = sql<string>`(select json_group_array(${favorites.lotId}) from ${favorites} where ${favorites.userId} = ${users.id})`;

function parseFavoriteIds(json: string | null | undefined): number[] | null {
  if (json === undefined) return null;
  const ids: unknown = JSON.parse(json ?? '[]');
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id)) : [];
}

/**
 * The same by the session's id (the token's hash), for a holder identified earlier: a live socket checks
 * its session again on every bid, so a logout or a password change stops it at once. One D1 query (the
 * session joined to its user, and the favorites when asked for); a write only when lastSeen is older than
 * the holder's touch interval, or to end a session found idle past its holder's limit.
 */
export async function resolveSessionId(
  db: Db,
  id: string,
  kind: SessionKind,
  { now = Date.now(), withFavorites = false }: ResolveOptions = {},
): Promise<ResolvedSession | null> {
  const [row] = await db
    .select({ session: sessions, user: users, ...(withFavorites ? { favoriteIds: favoriteIdsOfUser } : {}) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), eq(sessions.kind, kind), isNull(sessions.revokedAt), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  const nowIso = iso(now);
  if (row.session.idleExpiresAt <= nowIso || row.session.absoluteExpiresAt <= nowIso) return null;
  const { idleMs, touchEveryMs } = idlePolicy(kind, row.user);
  const idleFor = now - Date.parse(row.session.lastSeenAt);
  // An administrator's session idle for 30 minutes ends (a member's keeps the policy of its kind).
  if (idleFor > idleMs) {
    await endIdleSession(db, id, now);
    return null;
  }
  if (idleFor > touchEveryMs) {
    const idle = Math.min(now + idleMs, Date.parse(row.session.absoluteExpiresAt));
    await db
      .update(sessions)
      .set({ lastSeenAt: nowIso, idleExpiresAt: iso(idle) })
      .where(eq(sessions.id, id));
  }
  return {
    sessionId: id,
    user: row.user,
    authenticatedAt: row.session.authenticatedAt ?? row.session.createdAt,
    refreshFamilyId: row.session.refreshFamilyId,
    factor: row.session.factor,
    factorAt: row.session.factorAt,
    favoriteIds: parseFavoriteIds('favoriteIds' in row ? row.favoriteIds : undefined),
  };
}

/** The holder just proved who they are again (re-authentication): the session's sign-in time moves to now. */
export async function markAuthenticated(db: Db, token: string, now = Date.now()) {
  await db
    .update(sessions)
    .set({ authenticatedAt: iso(now) })
    .where(eq(sessions.id, await sha256Hex(token)));
}

/**
 * The holder presented a second factor (a TOTP or backup code, a passkey) on a session opened with the
 * password alone, or again before a sensitive action: the session now counts as opened with it.
 */
export async function raiseSession(db: Db, sessionId: string, factor: Exclude<SessionFactor, 'password'>, now = Date.now()) {
  const [raised] = await db
    .update(sessions)
    .set({ factor, factorAt: iso(now), authenticatedAt: iso(now) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ familyId: sessions.refreshFamilyId });
  // A bearer session's refresh family is raised with it, so the next access token keeps the factor.
  if (raised?.familyId)
    await db
      .update(refreshTokens)
      .set({ factor, factorAt: iso(now), authenticatedAt: iso(now) })
      .where(and(eq(refreshTokens.familyId, raised.familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeSession(db: Db, token: string, now = Date.now()) {
  await revokeSessionById(db, await sha256Hex(token), now);
}

/** A session ends with the push subscription its browser made (decision record 0044): a signed-out browser gets no notices. */
async function revokeSessionById(db: Db, id: string, now: number) {
  await db.batch([
    db
      .update(sessions)
      .set({ revokedAt: iso(now) })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt))),
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, id)),
  ]);
}

/** Ends a session found idle past its holder's limit (an administrator's 30 minutes) when it is next used. */
export async function endIdleSession(db: Db, id: string, now = Date.now()) {
  await revokeSessionById(db, id, now);
}

/**
 * Ends every session (cookie and bearer) and every refresh-token family of a user, and the push subscriptions
 * their browsers made: password reset or change, deletion, an administrator's reset. `keepToken` spares the one
 * session that made the change (and its browser's subscription).
 */
export async function revokeAllForUser(db: Db, userId: number, { keepToken, now = Date.now() }: { keepToken?: string; now?: number } = {}) {
  const keepId = keepToken ? await sha256Hex(keepToken) : null;
  await db.batch([
    db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, userId),
          keepId ? or(isNull(pushSubscriptions.sessionId), ne(pushSubscriptions.sessionId, keepId)) : undefined,
        ),
      ),
    db
      .update(sessions)
      .set({ revokedAt: iso(now) })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepId ? ne(sessions.id, keepId) : undefined)),
    db
      .update(refreshTokens)
      .set({ revokedAt: iso(now) })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt))),
  ]);
}

export interface RefreshFamily {
  familyId: string;
  /** The family's sign-in time. */
  authenticatedAt: string;
  /** The family's sign-in factor, and when it was presented. */
  factor: SessionFactor;
  factorAt: string | null;
}

export async function issueRefreshToken(
  db: Db,
  userId: number,
  family?: RefreshFamily,
  now = Date.now(),
  factor: SessionFactor = 'password',
): Promise<RefreshFamily & { token: string }> {
  const token = randomToken();
  const { familyId, authenticatedAt, factorAt } = family ?? {
    familyId: randomToken(12),
    authenticatedAt: iso(now),
    factorAt: factor === 'password' ? null : iso(now),
  };
  const familyFactor = family?.factor ?? factor;
  await db.insert(refreshTokens).values({
    userId,
    tokenHash: await sha256Hex(token),
    familyId,
    authenticatedAt,
    factor: familyFactor,
    factorAt,
    createdAt: iso(now),
    expiresAt: iso(now + SESSION_POLICY.refreshMs),
  });
  return { token, familyId, authenticatedAt, factor: familyFactor, factorAt };
}

/** Ends a refresh-token family and every bearer session it issued. */
export async function revokeFamily(db: Db, familyId: string, now = Date.now()) {
  await db.batch([
    db
      .delete(pushSubscriptions)
      .where(
        inArray(pushSubscriptions.sessionId, db.select({ id: sessions.id }).from(sessions).where(eq(sessions.refreshFamilyId, familyId))),
      ),
    db
      .update(refreshTokens)
      .set({ revokedAt: iso(now) })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt))),
    db
      .update(sessions)
      .set({ revokedAt: iso(now) })
      .where(and(eq(sessions.refreshFamilyId, familyId), isNull(sessions.revokedAt))),
  ]);
}

/**
 * Exchanges a refresh token for a new one of the same family (rotation). A token used twice means it
 * leaked: the whole family, and the bearer sessions it issued, are revoked and null returned.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<{ user: UserRow; refreshToken: string; family: RefreshFamily } | null> {
  if (!token || token.length > 200) return null;
  const hash = await sha256Hex(token);
  const [row] = await db
    .select({ token: refreshTokens, user: users })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, hash))
    .limit(1);
  if (!row || row.token.revokedAt || row.user.deletedAt || row.token.expiresAt <= iso(now)) return null;
  // Mark used only if nobody else did first (two concurrent refreshes: one wins).
  const used = await db
    .update(refreshTokens)
    .set({ usedAt: iso(now) })
    .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (used.length === 0) {
    await revokeFamily(db, row.token.familyId, now);
    return null;
  }
  const family: RefreshFamily = {
    familyId: row.token.familyId,
    authenticatedAt: row.token.authenticatedAt ?? row.token.createdAt,
    factor: row.token.factor,
    factorAt: row.token.factorAt,
  };
  const next = await issueRefreshToken(db, row.user.id, family, now);
  return { user: row.user, refreshToken: next.token, family };
}

/** Ends the family of a refresh token and its bearer sessions (logout from an API client). */
export async function revokeRefreshFamily(db: Db, token: string, now = Date.now()) {
  if (!token || token.length > 200) return;
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, await sha256Hex(token)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId, now);
}

/** Housekeeping for the scheduled job: expired sessions and tokens. */
export async function purgeExpired(db: Db, now = Date.now()) {
  const nowIso = iso(now);
  await db.batch([
    db.delete(sessions).where(sql`${sessions.absoluteExpiresAt} < ${nowIso} or ${sessions.idleExpiresAt} < ${nowIso}`),
    db.delete(refreshTokens).where(sql`${refreshTokens.expiresAt} < ${nowIso}`),
  ]);
}
