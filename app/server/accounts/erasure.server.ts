/**
 * Erasing an account (LGPD), one service for the holder's own request and the administrator's 'Excluir':
 * what would stop it, and the anonymisation itself. Personal data goes (name, e-mail, documents, phone,
 * address, passkeys, push subscriptions, password and 2FA secrets, sessions' addresses and browsers, favorites, notifications,
 * search alerts,
 * every mail to the address, the address recorded with each of the holder's own audit entries; open
 * second-chance offers are declined); the bids, payments, pickups and audit entries stay under the
 * account's id for the legal record, shown as 'Usuário removido'.
 */
import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { erasedEmail, erasureBlocker, type ErasureBlocker } from '~/domain/account-erasure';
import { privacyText } from '~/i18n/pt-BR-privacy';
import { settleMemberLots, type MemberReadContext } from '~/server/bidding/member-lots.server';
import type { Db } from '~/server/db/client.server';
import {
  auditLog,
  authChallenges,
  backupCodes,
  favorites,
  searchAlertMatches,
  searchAlerts,
  lots,
  mailOutbox,
  notifications,
  notificationSettings,
  passkeys,
  pushSubscriptions,
  passwordResetTokens,
  payments,
  pickupAppointments,
  refreshTokens,
  secondChanceOffers,
  sessions,
  signInDevices,
  totpSecrets,
  users,
  type UserRow,
} from '~/server/db/schema';
import { audit } from '~/server/platform/audit.server';

/**
 * What keeps this account from being erased now, if anything (lots it won, its pickups, running lots it
 * leads). Who leads a running lot is its room's answer: D1's mirror trails the room (decision 0028).
 */
export async function findErasureBlocker(rc: MemberReadContext, userId: number): Promise<ErasureBlocker | null> {
  const { db } = rc;
  const [wonLots, [open], running] = await Promise.all([
    db
      .select({
        paymentApproved: sql<number>`coalesce(${payments.status} = 'approved', 0)`,
        pickupStatus: pickupAppointments.status,
      })
      .from(lots)
      .leftJoin(payments, and(eq(payments.lotId, lots.id), eq(payments.userId, userId)))
      .leftJoin(pickupAppointments, eq(pickupAppointments.lotId, lots.id))
      .where(and(eq(lots.winnerUserId, userId), eq(lots.status, 'closed'))),
    db
      .select({ n: count() })
      .from(pickupAppointments)
      .where(and(eq(pickupAppointments.userId, userId), inArray(pickupAppointments.status, ['scheduled', 'ready']))),
    settleMemberLots(rc, userId),
  ]);
  return erasureBlocker({
    wonLots: wonLots.map((lot) => ({ paymentApproved: Boolean(lot.paymentApproved), pickupStatus: lot.pickupStatus })),
    openAppointments: open?.n ?? 0,
    leadingLots: running.filter((lot) => lot.topBidUserId === userId).length,
  });
}

export interface ErasureRequest {
  /** who erases: the holder, or an administrator */
  actorUserId: number;
  ip: string;
}

/**
 * Anonymises the account in one D1 transaction and audits it (ids only, never the e-mail). Every session
 * and refresh token ends with it. Returns false when there is no such account left to erase.
 */
export async function anonymiseAccount(db: Db, user: UserRow, { actorUserId, ip }: ErasureRequest): Promise<boolean> {
  const now = new Date().toISOString();
  const id = user.id;
  const [erased] = await db.batch([
    db
      .update(users)
      .set({
        name: privacyText.removedUser,
        email: erasedEmail(id),
        passwordHash: '',
        cpf: null,
        cnpj: null,
        phone: null,
        birthDate: null,
        cep: null,
        address: null,
        number: null,
        complement: null,
        neighborhood: null,
        city: null,
        state: null,
        isAdmin: false,
        isApproved: false,
        twoFactorEnabled: false,
        deletedAt: now,
        updatedAt: now,
      })
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .returning({ id: users.id }),
    db.delete(passkeys).where(eq(passkeys.userId, id)),
    db.delete(totpSecrets).where(eq(totpSecrets.userId, id)),
    db.delete(backupCodes).where(eq(backupCodes.userId, id)),
    db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id)),
    db.delete(authChallenges).where(eq(authChallenges.userId, id)),
    db.delete(signInDevices).where(eq(signInDevices.userId, id)),
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, id)),
    db
      .update(sessions)
      .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, ${now})`, ip: null, userAgent: null })
      .where(eq(sessions.userId, id)),
    db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt))),
    db.delete(favorites).where(eq(favorites.userId, id)),
    db.delete(notifications).where(eq(notifications.userId, id)),
    db.delete(notificationSettings).where(eq(notificationSettings.userId, id)),
    db.delete(searchAlertMatches).where(eq(searchAlertMatches.userId, id)),
    db.delete(searchAlerts).where(eq(searchAlerts.userId, id)),
    db.delete(mailOutbox).where(sql`lower(${mailOutbox.toEmail}) = ${user.email.toLowerCase()}`),
    // The entries of what the holder did stay (the record), without where they did it from.
    db
      .update(auditLog)
      .set({ ip: null })
      .where(and(eq(auditLog.actorUserId, id), isNotNull(auditLog.ip))),
    // An offer nobody can accept any more: declined, so the house may offer the lot to the next bidder.
    db
      .update(secondChanceOffers)
      .set({ status: 'declined', decidedAt: now })
      .where(and(eq(secondChanceOffers.userId, id), eq(secondChanceOffers.status, 'offered'))),
  ]);
  if (erased.length === 0) return false;
  await audit(db, {
    actorUserId,
    action: 'user.delete',
    targetType: 'user',
    targetId: id,
    // The holder's own erasure keeps no address of theirs either.
    ip: actorUserId === id ? null : ip,
    details: {
      by: actorUserId === id ? 'self' : 'admin',
      before: { is_admin: user.isAdmin, is_approved: user.isApproved, deleted: false },
      after: { deleted: true },
    },
  });
  return true;
}
