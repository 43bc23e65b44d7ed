/**
 * What an administrator needs, beyond the role, to use anything behind the admin guards: a second factor (TOTP
 * or a passkey). Outside production, the e-mails of a development-only setting are let in without one
 * (`settings.adminSecondFactorExempt`: the demo admin); in production that list is always empty.
 */
import { eq } from 'drizzle-orm';
import { normalizeEmail } from '~/schemas/auth';
import type { Db } from '~/server/db/client.server';
import { passkeys, type UserRow } from '~/server/db/schema';

/** The machine-readable code of the API's refusal, beside its Portuguese message. */
export const ADMIN_SECOND_FACTOR_REQUIRED = 'admin_2fa_required';

export async function hasSecondFactor(db: Db, user: Pick<UserRow, 'id' | 'twoFactorEnabled'>): Promise<boolean> {
  if (user.twoFactorEnabled) return true;
  const [passkey] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, user.id)).limit(1);
  return passkey !== undefined;
}

/** Whether this administrator must set up a second factor before using the back office. */
export async function needsAdminSecondFactor(
  db: Db,
  exempt: readonly string[],
  user: Pick<UserRow, 'id' | 'email' | 'twoFactorEnabled'>,
): Promise<boolean> {
  if (exempt.includes(normalizeEmail(user.email))) return false;
  return !(await hasSecondFactor(db, user));
}
