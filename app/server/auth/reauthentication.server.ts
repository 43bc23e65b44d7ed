/**
 * Re-authentication before a sensitive change (2FA on or off, a passkey added or removed, the password
 * changed): the current password, or a sign-in within the last 10 minutes. A correct password counts as a
 * fresh sign-in for this session, so the next change within 10 minutes does not ask again.
 */
import { authMessages } from '~/i18n/auth-messages';
import { normalizeEmail } from '~/schemas/auth';
import type { Db } from '~/server/db/client.server';
import { hitRateLimit, RATE_LIMITS, refundRateLimits } from '~/server/platform/rate-limit.server';
import { hasSecondFactor } from './admin-access.server';
import { verifyPassword } from './password.server';
import type { RequestAuth } from './request-auth.server';
import { markAuthenticated, raiseSession } from './sessions.server';
import { verifyFactorCode } from './two-factor.server';

export const REAUTH_WINDOW_MS = 10 * 60_000;

export type Reauthentication =
  { ok: true } | { ok: false; status: 400 | 401 | 403 | 409 | 422 | 429; message: string; retryAfterSeconds?: number; code?: string };

/** The code of a step-up refused for want of the second factor (the client asks for a code or a passkey). */
export const FACTOR_REQUIRED = 'factor_required';

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

/**
 * Before changing the account's own factors (2FA on, a passkey added or removed): an administrator steps up
 * with the factor (`stepUp`), so a password-only session cannot plant a factor to raise itself with; a member
 * confirms the password or a recent sign-in (`reauthenticate`).
 */
export async function confirmFactorChange(db: Db, auth: RequestAuth, proof: StepUpProof, now = Date.now()): Promise<Reauthentication> {
  return auth.user.isAdmin ? stepUp(db, auth, proof, now) : reauthenticate(db, auth, proof.password, now);
}

/** Whether the session presented a second factor (at sign-in or since) within the last 10 minutes. */
export function factorShownRecently(auth: Pick<RequestAuth, 'factorAt'>, now = Date.now()): boolean {
  return auth.factorAt !== null && now - Date.parse(auth.factorAt) <= REAUTH_WINDOW_MS;
}

export interface StepUpProof {
  /** What the user typed: the password (accounts without a factor), a TOTP code or a backup code. */
  password: string;
  token: string;
  backupCode: string;
  ip: string;
}

/**
 * The step-up before money and role actions (and before an administrator changes their own factors): an
 * account with a second factor shows the factor, never the password — a factor presented on this session
 * within 10 minutes (a sign-in with it, a raise with a passkey), or a TOTP or backup code sent with the
 * action, which raises the session. An account without one confirms its password as before (`reauthenticate`).
 */
export async function stepUp(db: Db, auth: RequestAuth, proof: StepUpProof, now = Date.now()): Promise<Reauthentication> {
  if (!(await hasSecondFactor(db, auth.user))) return reauthenticate(db, auth, proof.password, now);
  if (!proof.token && !proof.backupCode)
    return factorShownRecently(auth, now)
      ? { ok: true }
      : { ok: false, status: 403, message: authMessages.factorRequired, code: FACTOR_REQUIRED };
  const verified = await verifyFactorCode(db, auth.user, proof, now);
  if (!verified.ok)
    return verified.status === 409 ? { ok: false, status: 403, message: authMessages.factorRequired, code: FACTOR_REQUIRED } : verified;
  await raiseSession(db, auth.sessionId, verified.value, now);
  return { ok: true };
}
