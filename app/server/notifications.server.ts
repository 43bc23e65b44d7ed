/**
 * Notifications (six types: outbid, ending, won, lost, payment approved, item ready): composed in Portuguese, stored once per event (dedupe key), listed
 * for the bell, marked read. Delivery to open sockets and e-mail is the UserInbox object's part.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { formatBRL, formatDateTime } from '~/i18n/format';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { liveText } from '~/i18n/pt-BR-live';
import { scheduleText } from '~/i18n/pt-BR-schedules';
import type { LiveNotification } from '~/schemas/live';
import type { NotificationType } from '~/schemas/notification-types';
import type { Db } from './db/client.server';
import { lots, notifications, notificationSettings, users } from './db/schema';
import { DEFAULT_NOTIFICATION_SETTINGS, toSettingsDto, type NotificationSettingsDto } from './profile.server';

export interface NoticeRequest {
  userId: number;
  type: NotificationType;
  auctionId: number | null;
  amountCents: number | null;
  /** one stored notification per key and user, however often delivery is retried */
  key: string;
  /** what a notice without a lot is about (a scheduled auction: its title and start) */
  subject?: { title: string; at: string };
}

const notificationText = liveText.notifications;

export function composeNotice(
  type: NotificationType,
  lotTitle: string,
  amountCents: number | null,
  at: string | null = null,
): { title: string; message: string } {
  const amount = formatBRL(amountCents ?? 0);
  switch (type) {
    case 'bid_outbid':
      return { title: notificationText.outbidTitle, message: notificationText.outbid(lotTitle, amount) };
    case 'auction_ending':
      return { title: notificationText.endingTitle, message: notificationText.ending(lotTitle) };
    case 'auction_won':
      return { title: notificationText.wonTitle, message: notificationText.won(lotTitle, amount) };
    case 'auction_lost':
      return { title: notificationText.lostTitle, message: notificationText.lost(lotTitle, amount) };
    case 'payment_approved':
      return { title: notificationText.paymentApprovedTitle, message: notificationText.paymentApproved(lotTitle) };
    case 'item_ready':
      return { title: notificationText.itemReadyTitle, message: notificationText.itemReady(lotTitle) };
    case 'second_chance_offer':
      return { title: checkoutText.secondChance.noticeTitle, message: checkoutText.secondChance.notice(lotTitle, amount) };
    case 'auction_starting':
      return { title: scheduleText.notice.title, message: scheduleText.notice.message(lotTitle, formatDateTime(at)) };
  }
}

/** Whether the user wants this type at all (settings per type). */
export function wantsType(settings: NotificationSettingsDto, type: NotificationType): boolean {
  if (type === 'second_chance_offer') return true;
  return settings[type === 'auction_starting' ? 'auction_ending' : type];
}

export type StoredNotice =
  { created: true; notification: LiveNotification; unread: number; email: string; settings: NotificationSettingsDto } | { created: false };

/**
 * Stores the notice unless the user turned its type off or it was stored before (same key). Two D1 round
 * trips: one read (user, settings, lot title), one batch (insert, unread count) — every bid can cause one.
 */
export async function storeNotice(db: Db, req: NoticeRequest): Promise<StoredNotice> {
  const [found] = await db
    .select({
      email: users.email,
      deletedAt: users.deletedAt,
      settings: notificationSettings,
      lotTitle:
        req.auctionId === null
          ? sql<string | null>`null`
          : sql<string | null>`(select ${lots.title} from ${lots} where ${lots.id} = ${req.auctionId})`,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, req.userId))
    .limit(1);
  if (!found || found.deletedAt) return { created: false };
  const settings = found.settings ? toSettingsDto(found.settings) : DEFAULT_NOTIFICATION_SETTINGS;
  if (!wantsType(settings, req.type)) return { created: false };
  const lotTitle = req.auctionId === null ? (req.subject?.title ?? '') : (found.lotTitle ?? `#${req.auctionId}`);
  const { title, message } = composeNotice(req.type, lotTitle, req.amountCents, req.subject?.at ?? null);
  const [inserted, [counted]] = await db.batch([
    db
      .insert(notifications)
      .values({ userId: req.userId, type: req.type, title, message, auctionId: req.auctionId, dedupeKey: req.key })
      .onConflictDoNothing()
      .returning(),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, req.userId), isNull(notifications.readAt))),
  ]);
  const row = inserted[0];
  if (!row) return { created: false };
  return { created: true, notification: toLiveNotification(row), unread: counted?.n ?? 0, email: found.email, settings };
}

type NotificationRow = typeof notifications.$inferSelect;

export function toLiveNotification(row: NotificationRow): LiveNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    timestamp: row.createdAt,
    auction_id: row.auctionId,
    read: row.readAt !== null,
  };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function listNotifications(
  db: Db,
  userId: number,
  limit = 20,
): Promise<{ notifications: LiveNotification[]; unread: number }> {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id)).limit(limit);
  return { notifications: rows.map(toLiveNotification), unread: await unreadCount(db, userId) };
}

/** Marks one (or, without an id, every) notification of the user as read; returns the unread count after. */
export async function markRead(db: Db, userId: number, id?: number): Promise<number> {
  const now = new Date().toISOString();
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(id === undefined ? mine : and(mine, eq(notifications.id, id)));
  return unreadCount(db, userId);
}
