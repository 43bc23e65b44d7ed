/**
 * Re-authentication before a sensitive change (2FA on or off, a passkey added or removed, the password
 * changed): the current password, or a sign-in within the last 10 minutes. A correct password counts as a
 * fresh sign-in for this session, so the next change within 10 minutes does not ask again.
 */
import { authMessages } from '~/i18n/auth-messages';
import { normalizeEmail } from '~/schemas/auth';
import type { Db } from '~/server/db/client.server';
import { hitRateLimit, RATE_LIMITS, refundRateLimits } from '~/server/platform/rate-limit.server';
import { verifyPassword } from './password.server';
import type { RequestAuth } from './request-auth.server';
import { markAuthenticated } from './sessions.server';

export const REAUTH_WINDOW_MS = 10 * 60_000;

export type Reauthentication = { ok: true } | { ok: false; status: 401 | 403 | 429; message: string; retryAfterSeconds?: number };

export function signedInRecently(auth: Pick<RequestAuth, 'authenticatedAt'>, now = Date.now()): boolean {
  return now - Date.parse(auth.authenticatedAt) <= REAUTH_WINDOW_MS;
}

/**
 * The signed-in user's password, typed again (a confirmation, a password change): guesses count against the
 * account's sign-in limit, and a right one gives its attempt back, as at sign-in.
 */
export async function confirmPassword(
  db: Db,
  user: Pick<RequestAuth['user'], 'email' | 'passwordHash'>,
  password: string,
  now = Date.now(),
): Promise<{ ok: true } | { ok: false; status: 401 | 429; message: string; retryAfterSeconds?: number }> {
  const key = `login:acct:${normalizeEmail(user.email)}`;
  const limited = await hitRateLimit(db, key, RATE_LIMITS.loginPerAccount, now);
  if (!limited.allowed)
    return { ok: false, status: 429, message: authMessages.tooManyAttempts, retryAfterSeconds: limited.retryAfterSeconds };
  if (!(await verifyPassword(password, user.passwordHash))) return { ok: false, status: 401, message: authMessages.wrongPassword };
  await refundRateLimits(db, [key]);
  return { ok: true };
}

/** `password` is what the user typed ('' when the form did not ask); password guesses count against the sign-in limit. */
export async function reauthenticate(db: Db, auth: RequestAuth, password: string, now = Date.now()): Promise<Reauthentication> {
  if (!password) return signedInRecently(auth, now) ? { ok: true } : { ok: false, status: 403, message: authMessages.reauthRequired };
  const confirmed = await confirmPassword(db, auth.user, password, now);
  if (!confirmed.ok) return confirmed;
  await markAuthenticated(db, auth.token, now);
  return { ok: true };
}
