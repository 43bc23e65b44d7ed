/** What signing in creates: a browser session (cookie) and, for API clients, bearer + refresh tokens. */
import type { Db } from '../db/client.server';
import type { UserRow } from '../db/schema';
import { createSession, issueRefreshToken, revokeSession, type SessionMeta } from './sessions.server';

/** A new cookie session; the browser's previous one (if any) ends, so a session id is never reused. */
export async function startBrowserSession(db: Db, user: UserRow, meta: SessionMeta, previousToken?: string | null) {
  if (previousToken) await revokeSession(db, previousToken);
  return (await createSession(db, user.id, 'cookie', meta)).token;
}

export async function issueApiTokens(db: Db, user: UserRow, meta: SessionMeta) {
  const [access, refreshToken] = await Promise.all([createSession(db, user.id, 'bearer', meta), issueRefreshToken(db, user.id)]);
  return { access_token: access.token, refresh_token: refreshToken, token_type: 'Bearer' as const, expires_at: access.expiresAt };
}
