/** Password recovery: a single-use token (stored hashed) valid for one hour, sent through the outbox. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { securityText } from '~/i18n/pt-BR-security';
import type { Db } from '~/server/db/client.server';
import { passwordResetTokens, users } from '~/server/db/schema';
import { audit } from '~/server/platform/audit.server';
import { logError } from '~/server/platform/error-log.server';
import { deliverMailSoon, enqueueMail, type MailDelivery } from '~/server/platform/mail.server';
import { findActiveUserByEmail } from './login.server';
import { hashPassword } from './password.server';
import { sendSecurityNotice } from './security-notices.server';
import { revokeAllForUser } from './sessions.server';
import { forgetSignInKeys } from './sign-in-keys.server';
import { randomToken, sha256Hex } from './tokens.server';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/**
 * The reset link's token leaves the URL on its first request (decision 0036): the page moves it to this
 * HttpOnly, SameSite=Strict cookie and redirects to `/reset-password` with no query, so no log, history
 * entry or referrer after that request holds it; the confirmation reads it from here.
 */
export function resetCookieName(appEnv: string) {
  return appEnv === 'production' ? '__Host-arremate_reset' : 'arremate_reset';
}

export function resetCookie(appEnv: string, token: string, maxAgeSeconds = RESET_TOKEN_TTL_MS / 1000): string {
  const secure = appEnv === 'production' ? '; Secure' : '';
  return `${resetCookieName(appEnv)}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

/**
 * A reset request, answered at once for every address: the lookup, the link and the mail all run after the
 * response (`waitUntil`), so how long the answer takes says nothing about whether the e-mail has an account.
 */
export function scheduleResetRequest(rc: MailDelivery, email: string, origin: string): void {
  rc.ctx.waitUntil(
    requestPasswordReset(rc.db, email, origin)
      .then((sent) => sent && deliverMailSoon(rc))
      .catch((error: unknown) => logError('password reset request', error)),
  );
}

/** Sends the link when the account exists; says nothing either way (the caller answers the same text). */
export async function requestPasswordReset(db: Db, email: string, origin: string, now = Date.now()): Promise<boolean> {
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  const user = await findActiveUserByEmail(db, email);
  if (!user) return false;
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + RESET_TOKEN_TTL_MS).toISOString(),
  });
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  await enqueueMail(db, {
    to: user.email,
    kind: 'password_reset',
    subject: securityText.resetMail.subject,
    text: securityText.resetMail.text(user.name, link),
  });
  return true;
}

/**
 * Sets the new password if the token is valid, unused and not expired; every session and refresh-token family
 * of the user ends, its other reset links and pending challenges go, and so do a member's passkeys and
 * two-step verification (`forgetSignInKeys`); an administrator's stay (decision 0036: the mailbox alone never
 * opens an administrator's session — the next sign-in still asks for the factor). A notice saying so is sent. Returns the user's id (for their open sockets), null
 * when refused.
 */
export async function confirmPasswordReset(
  db: Db,
  token: string,
  newPassword: string,
  ip: string,
  now = Date.now(),
): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const nowIso = new Date(now).toISOString();
  // Claim the token atomically: a second use finds it already used.
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: nowIso })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, await sha256Hex(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, nowIso),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) return null;
  const [user] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: nowIso })
    .where(and(eq(users.id, claimed.userId), isNull(users.deletedAt)))
    .returning({ id: users.id, email: users.email, name: users.name, isAdmin: users.isAdmin });
  if (!user) return null;
  await db.batch(forgetSignInKeys(db, user.id, now, { keepFactors: user.isAdmin }));
  await revokeAllForUser(db, user.id, { now });
  await audit(db, { actorUserId: user.id, action: 'user.password_reset', targetType: 'user', targetId: user.id, ip });
  await sendSecurityNotice(db, user, user.isAdmin ? 'admin_password_reset' : 'password_reset', now);
  return user.id;
}
