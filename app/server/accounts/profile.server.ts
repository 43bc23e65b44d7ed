/** The signed-in user's own account: profile fields, password change, notification settings. */
import { and, eq, isNull } from 'drizzle-orm';
import { onlyDigits } from '~/domain/documents';
import type { ProfileInput } from '~/schemas/auth';
import { hashPassword } from '~/server/auth/password.server';
import { confirmPassword } from '~/server/auth/reauthentication.server';
import type { RequestAuth } from '~/server/auth/request-auth.server';
import { sendSecurityNotice } from '~/server/auth/security-notices.server';
import { revokeAllForUser } from '~/server/auth/sessions.server';
import type { Db } from '~/server/db/client.server';
import { notificationSettings, users, type UserRow } from '~/server/db/schema';
import { audit } from '~/server/platform/audit.server';

/** Saves the profile; empty optional fields are left as they were (only non-empty fields are sent). */
export async function updateProfile(db: Db, user: UserRow, input: ProfileInput): Promise<UserRow> {
  const keep = (value: string) => value.trim() || undefined;
  const [row] = await db
    .update(users)
    .set({
      name: input.name.trim(),
      phone: onlyDigits(input.phone),
      cep: input.cep ? onlyDigits(input.cep) : undefined,
      address: keep(input.address),
      number: keep(input.number),
      complement: keep(input.complement),
      neighborhood: keep(input.neighborhood),
      city: keep(input.city),
      state: input.state ? input.state.trim().toUpperCase() : undefined,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(users.id, user.id))
    .returning();
  return row!;
}

/** The 'Complete seu perfil' prompt is shown once per user. */
export async function markProfilePromptShown(db: Db, userId: number) {
  await db
    .update(users)
    .set({ profilePromptShownAt: new Date().toISOString() })
    .where(and(eq(users.id, userId), isNull(users.profilePromptShownAt)));
}

/**
 * Changes the password after checking the current one. Every refresh-token family and bearer session of
 * the user ends, and every other cookie session: the browser that made the change stays signed in (a
 * bearer client signs in again). The owner gets an e-mail notice.
 */
export type PasswordChange = { ok: true } | { ok: false; status: 401 | 429; message: string; retryAfterSeconds?: number };

/** The current password is confirmed under the account's sign-in limit: a stolen session cannot guess it without end. */
export async function changePassword(db: Db, auth: RequestAuth, current: string, next: string, ip: string): Promise<PasswordChange> {
  const { user } = auth;
  const confirmed = await confirmPassword(db, user, current);
  if (!confirmed.ok) return confirmed;
  const now = Date.now();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(next), updatedAt: new Date(now).toISOString() })
    .where(eq(users.id, user.id));
  await revokeAllForUser(db, user.id, { keepToken: auth.kind === 'cookie' ? auth.token : undefined, now });
  await audit(db, { actorUserId: user.id, action: 'user.password_change', targetType: 'user', targetId: user.id, ip });
  await sendSecurityNotice(db, user, 'password_changed', now);
  return { ok: true };
}

export interface NotificationSettingsDto {
  email_notifications: boolean;
  push_notifications: boolean;
  bid_outbid: boolean;
  auction_ending: boolean;
  auction_won: boolean;
  auction_lost: boolean;
  payment_approved: boolean;
  item_ready: boolean;
  /** 'Alertas de busca' */
  search_alert: boolean;
  quiet_hours_start: string;
  quiet_hours_end: string;
}

type SettingsRow = typeof notificationSettings.$inferSelect;

/** The defaults: everything on, quiet hours 22:00–08:00 — what a user without a settings row has. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettingsDto = {
  email_notifications: true,
  push_notifications: true,
  bid_outbid: true,
  auction_ending: true,
  auction_won: true,
  auction_lost: true,
  payment_approved: true,
  item_ready: true,
  search_alert: true,
  quiet_hours_start: '22:00',
  quiet_hours_end: '08:00',
};

export function toSettingsDto(row: SettingsRow): NotificationSettingsDto {
  return {
    email_notifications: row.emailNotifications,
    push_notifications: row.pushNotifications,
    bid_outbid: row.bidOutbid,
    auction_ending: row.auctionEnding,
    auction_won: row.auctionWon,
    auction_lost: row.auctionLost,
    payment_approved: row.paymentApproved,
    item_ready: row.itemReady,
    search_alert: row.searchAlert,
    quiet_hours_start: row.quietHoursStart,
    quiet_hours_end: row.quietHoursEnd,
  };
}

/** The user's settings, created with the defaults (all on, quiet 22:00–08:00) on first read. */
export async function getNotificationSettings(db: Db, userId: number): Promise<NotificationSettingsDto> {
  await db.insert(notificationSettings).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return toSettingsDto(row!);
}

export async function updateNotificationSettings(
  db: Db,
  userId: number,
  patch: Partial<NotificationSettingsDto>,
): Promise<NotificationSettingsDto> {
  await db.insert(notificationSettings).values({ userId }).onConflictDoNothing();
  const [row] = await db
    .update(notificationSettings)
    .set({
      emailNotifications: patch.email_notifications,
      pushNotifications: patch.push_notifications,
      bidOutbid: patch.bid_outbid,
      auctionEnding: patch.auction_ending,
      auctionWon: patch.auction_won,
      auctionLost: patch.auction_lost,
      paymentApproved: patch.payment_approved,
      itemReady: patch.item_ready,
      searchAlert: patch.search_alert,
      quietHoursStart: patch.quiet_hours_start,
      quietHoursEnd: patch.quiet_hours_end,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(notificationSettings.userId, userId))
    .returning();
  return toSettingsDto(row!);
}
