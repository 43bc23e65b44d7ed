/**
 * What an administrator needs, beyond the role, to use anything behind the admin guards or to see what only
 * administrators see: an account with a second factor (TOTP or a passkey) and a session opened, or raised,
 * with one (a TOTP code, a backup code or a passkey; docs/decisions/0036). A session of an administrator
 * opened with the password alone is a member's session until it presents a factor. Outside production, the
 * e-mails of a development-only setting are let in without either (`settings.adminSecondFactorExempt`: the
 * demo admin); in production that list is always empty.
 */
import { eq } from 'drizzle-orm';
import { normalizeEmail } from '~/schemas/auth';
import type { Db } from '~/server/db/client.server';
import { passkeys, type SessionFactor, type UserRow } from '~/server/db/schema';

/** The machine-readable code of the API's refusal, beside its Portuguese message. */
export const ADMIN_SECOND_FACTOR_REQUIRED = 'admin_2fa_required';
/** The code of the refusal of an administrator whose session was opened with the password alone. */
export const ADMIN_SESSION_RAISE_REQUIRED = 'admin_session_raise_required';

export async function hasSecondFactor(db: Db, user: Pick<UserRow, 'id' | 'twoFactorEnabled'>): Promise<boolean> {
  if (user.twoFactorEnabled) return true;
  const [passkey] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, user.id)).limit(1);
  return passkey !== undefined;
}

export const isSecondFactorExempt = (exempt: readonly string[], user: Pick<UserRow, 'email'>) =>
  exempt.includes(normalizeEmail(user.email));

/**
 * Whether this session may act as an administrator, from what the request already read (no D1 query): the
 * role, and a session opened or raised with a second factor (or the development exemption). The viewer of
 * every page, API call and socket takes its `isAdmin` from this.
 */
export function sessionActsAsAdmin(
  exempt: readonly string[],
  user: Pick<UserRow, 'isAdmin' | 'email'>,
  session: { factor: SessionFactor },
): boolean {
  return user.isAdmin && (session.factor !== 'password' || isSecondFactorExempt(exempt, user));
}

/**
 * Where an administrator stands before the back office: `ok`; `setup` (the account has no second factor:
 * set one up first); `raise` (the account has one, the session was opened with the password alone).
 */
export type AdminStanding = 'ok' | 'setup' | 'raise';

export async function adminStanding(
  db: Db,
  exempt: readonly string[],
  user: Pick<UserRow, 'id' | 'email' | 'twoFactorEnabled'>,
  session: { factor: SessionFactor },
): Promise<AdminStanding> {
  if (isSecondFactorExempt(exempt, user)) return 'ok';
  if (!(await hasSecondFactor(db, user))) return 'setup';
  return session.factor === 'password' ? 'raise' : 'ok';
}
