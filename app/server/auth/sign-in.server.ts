/**
 * The one sign-in service. `signInWithPassword` is what the login modal's action (POST /entrar) and
 * POST /api/auth/login both call. Every successful sign-in (password, 2FA second step, passkey) ends with
 * `startBrowserSession` (a browser: an HttpOnly cookie, no token in JSON) or, for an API client that
 * asked for them, `issueApiTokens` (bearer and refresh tokens).
 */
import { authMessages } from '~/i18n/auth-messages';
import { validateLogin } from '~/schemas/auth';
import type { Db } from '~/server/db/client.server';
import type { SessionFactor, UserRow } from '~/server/db/schema';
import { hasSecondFactor } from './admin-access.server';
import { checkPassword } from './login.server';
import {
  createSession,
  issueRefreshToken,
  revokeSession,
  rotateRefreshToken,
  type RefreshFamily,
  type SessionMeta,
} from './sessions.server';
import { finishTwoFactorLogin, startTwoFactorLogin } from './two-factor.server';

/** The second factors the second step of a sign-in may take: a TOTP (or backup) code, a passkey. */
export type SecondStepMethod = 'totp' | 'passkey';

export type PasswordSignIn =
  | { step: 'signed_in'; user: UserRow; factor: SessionFactor }
  /**
   * The password was right and a second factor is due: an account with 2FA presents `challenge` with a code
   * (or signs in with a passkey); an administrator whose only factor is a passkey signs in with it
   * (decision 0036), so no challenge is made (`challenge` is '').
   */
  | { step: 'second_factor'; user: UserRow; challenge: string; methods: SecondStepMethod[] }
  | { step: 'refused'; status: 400 | 401 | 403 | 409 | 422 | 429; message: string; retryAfterSeconds?: number };

export interface PasswordSignInInput {
  email: string;
  password: string;
  /** A TOTP code sent along with the password (API clients may do the second step in the same call). */
  twoFactorCode?: string;
  /** The browser's device cookie (`sign-in-devices.server.ts`): a device that signed in before has its own budget. */
  deviceToken?: string | null;
}

/** Checks e-mail and password (limits, constant work for unknown e-mails) and, with 2FA, starts or finishes the second step. */
export async function signInWithPassword(db: Db, input: PasswordSignInInput, ip: string): Promise<PasswordSignIn> {
  const invalid = validateLogin(input);
  if (invalid) return { step: 'refused', status: 422, message: invalid };
  const checked = await checkPassword(db, input.email, input.password, ip, input.deviceToken ?? null);
  if (!checked.ok)
    return {
      step: 'refused',
      status: checked.status,
      message: checked.message || authMessages.invalidCredentials,
      retryAfterSeconds: checked.retryAfterSeconds,
    };
  if (!checked.user.twoFactorEnabled) {
    // An administrator's session must be opened with a second factor: one whose only factor is a passkey
    // is asked for it after the password (a member with a passkey may still sign in with the password).
    if (checked.user.isAdmin && (await hasSecondFactor(db, checked.user)))
      return { step: 'second_factor', user: checked.user, challenge: '', methods: ['passkey'] };
    return { step: 'signed_in', user: checked.user, factor: 'password' };
  }
  const challenge = await startTwoFactorLogin(db, checked.user.id);
  const methods: SecondStepMethod[] = (await hasPasskey(db, checked.user.id)) ? ['totp', 'passkey'] : ['totp'];
  if (!input.twoFactorCode) return { step: 'second_factor', user: checked.user, challenge, methods };
  const second = await finishTwoFactorLogin(db, {
    userId: checked.user.id,
    challenge,
    token: input.twoFactorCode,
    backupCode: '',
    useBackup: false,
    ip,
  });
  if (!second.ok) return { step: 'refused', status: second.status, message: second.message, retryAfterSeconds: second.retryAfterSeconds };
  return { step: 'signed_in', user: second.value, factor: 'totp' };
}

const hasPasskey = (db: Db, userId: number) => hasSecondFactor(db, { id: userId, twoFactorEnabled: false });

export interface ApiTokens {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_at: string;
}

/**
 * A new cookie session, recording the factor it was opened with; the browser's previous one (if any) ends,
 * so a session id set before sign-in is never the one after.
 */
export async function startBrowserSession(
  db: Db,
  user: UserRow,
  meta: SessionMeta,
  previousCookieToken: string | null | undefined,
  factor: SessionFactor,
): Promise<string> {
  if (previousCookieToken) await revokeSession(db, previousCookieToken);
  return (await createSession(db, user.id, 'cookie', meta, Date.now(), { factor })).token;
}

/** A bearer session and a new refresh-token family (both recording the sign-in's factor), linked so that ending the family ends the session. */
export async function issueApiTokens(db: Db, user: UserRow, meta: SessionMeta, factor: SessionFactor): Promise<ApiTokens> {
  const family = await issueRefreshToken(db, user.id, undefined, Date.now(), factor);
  return { ...(await bearerSession(db, user, family, meta)), refresh_token: family.token };
}

/** Rotation: the next refresh token of the family and a new bearer session in it; null for an unknown, spent or revoked token. */
export async function refreshApiTokens(db: Db, refreshToken: string, meta: SessionMeta): Promise<(ApiTokens & { user: UserRow }) | null> {
  const rotated = await rotateRefreshToken(db, refreshToken);
  if (!rotated) return null;
  return { ...(await bearerSession(db, rotated.user, rotated.family, meta)), refresh_token: rotated.refreshToken, user: rotated.user };
}

async function bearerSession(db: Db, user: UserRow, family: RefreshFamily, meta: SessionMeta) {
  const access = await createSession(db, user.id, 'bearer', meta, Date.now(), {
    authenticatedAt: family.authenticatedAt,
    refreshFamilyId: family.familyId,
    factor: family.factor,
    factorAt: family.factorAt,
  });
  return { access_token: access.token, token_type: 'Bearer' as const, expires_at: access.expiresAt };
}
