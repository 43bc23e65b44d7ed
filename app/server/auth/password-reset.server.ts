/** Password recovery: a single-use token (stored hashed) valid for one hour, sent through the outbox. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { findActiveUserByEmail } from '~/server/accounts/users.server';
import { audit } from '~/server/admin/audit.server';
import { enqueueMail } from '~/server/notifications/mail.server';
import type { Db } from '../db/client.server';
import { passwordResetTokens, users } from '../db/schema';
import { hashPassword } from './password.server';
import { sendSecurityNotice } from './security-notices.server';
import { revokeAllForUser } from './sessions.server';
import { randomToken, sha256Hex } from './tokens.server';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/** Sends the link when the account exists; says nothing either way (the caller answers the same text). */
export async function requestPasswordReset(db: Db, email: string, origin: string, now = Date.now()): Promise<boolean> {
  const user = await findActiveUserByEmail(db, email);
  if (!user) return false;
  const token = randomToken();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: await sha256Hex(token),
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + RESET_TOKEN_TTL_MS).toISOString(),
  });
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  await enqueueMail(db, {
    to: user.email,
    kind: 'password_reset',
    subject: 'Arremate — Recuperar senha',
    text: `Olá, ${user.name}.\n\nRecebemos um pedido para redefinir a senha da sua conta no Arremate. Para criar uma nova senha, acesse o link abaixo (válido por 1 hora):\n\n${link}\n\nSe você não fez este pedido, ignore este email: sua senha continua a mesma.\n\nEquipe Arremate`,
  });
  return true;
}

/**
 * Sets the new password if the token is valid, unused and not expired; every session and refresh-token family
 * of the user ends, and a notice is sent. Returns the user's id (for their open sockets), null when refused.
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
    .returning({ id: users.id, email: users.email, name: users.name });
  if (!user) return null;
  await revokeAllForUser(db, user.id, { now });
  await audit(db, { actorUserId: user.id, action: 'user.password_reset', targetType: 'user', targetId: user.id, ip });
  await sendSecurityNotice(db, user, 'password_reset', now);
  return user.id;
}
