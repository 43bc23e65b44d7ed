/**
 * What a recovery takes away (a password reset, `create-admin --reset`): whoever held the account before may
 * have planted their own way back in. Its passkeys, its TOTP secret and backup codes (two-step verification
 * off), its other reset links still unused and its pending sign-in challenges all go, in one D1 transaction
 * with the caller's own writes. `keepFactors` (an administrator's password reset by e-mail, decision 0036):
 * the passkeys, TOTP and backup codes stay, so the mailbox alone never makes an administrator's session.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '~/server/db/client.server';
import { authChallenges, backupCodes, passkeys, passwordResetTokens, totpSecrets, users } from '~/server/db/schema';

export function forgetSignInKeys(db: Db, userId: number, now = Date.now(), { keepFactors = false }: { keepFactors?: boolean } = {}) {
  const links = [
    db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt))),
    db.delete(authChallenges).where(eq(authChallenges.userId, userId)),
  ] as const;
  if (keepFactors) return links;
  return [
    ...links,
    db.delete(passkeys).where(eq(passkeys.userId, userId)),
    db.delete(totpSecrets).where(eq(totpSecrets.userId, userId)),
    db.delete(backupCodes).where(eq(backupCodes.userId, userId)),
    db
      .update(users)
      .set({ twoFactorEnabled: false, updatedAt: new Date(now).toISOString() })
      .where(eq(users.id, userId)),
  ] as const;
}
