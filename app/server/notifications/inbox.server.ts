/**
 * Notifications (six types: outbid, ending, won, lost, payment approved, item ready, and the others of
 * notification-types.ts, search alerts among them): composed in Portuguese, stored once per event (dedupe key), listed
 * for the bell, marked read. Delivery to open sockets and e-mail is the UserInbox object's part.
 */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { formatBRL, formatDateTime } from '~/i18n/format';
import { alertsText } from '~/i18n/pt-BR-alerts';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { liveText } from '~/i18n/pt-BR-live';
import { scheduleText } from '~/i18n/pt-BR-schedules';
import type { LiveNotification } from '~/schemas/live';
import type { NotificationType } from '~/schemas/notification-types';
import { DEFAULT_NOTIFICATION_SETTINGS, toSettingsDto, type NotificationSettingsDto } from '~/server/accounts/profile.server';
import type { Db } from '~/server/db/client.server';
import { lots, notifications, notificationSettings, users } from '~/server/db/schema';
import { subscriptionsOf, type PushTarget } from '~/server/notifications/push-subscriptions.server';
import type { NoticeRequest } from '~/server/platform/objects/user-inbox-api.server';

const notificationText = liveText.notifications;

export function composeNotice(
  type: NotificationType,
  lotTitle: string,
  amountCents: number | null,
  at: string | null = null,
  auto = false,
  alert?: NoticeRequest['alert'],
): { title: string; message: string } {
  const amount = formatBRL(amountCents ?? 0);
  switch (type) {
    case 'bid_outbid':
      return auto
        ? { title: notificationText.autoOutbidTitle, message: notificationText.autoOutbid(lotTitle, amount) }
        : { title: notificationText.outbidTitle, message: notificationText.outbid(lotTitle, amount) };
    case 'auction_extended':
      return { title: notificationText.extendedTitle, message: notificationText.extended(lotTitle, formatDateTime(at)) };
    case 'reserve_not_met':
      return { title: notificationText.reserveNotMetTitle, message: notificationText.reserveNotMet(lotTitle, amount) };
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
    case 'pickup_cancelled':
      return { title: checkoutText.pickupCancelled.noticeTitle, message: checkoutText.pickupCancelled.notice(lotTitle) };
    case 'search_alert':
      return alert && 'digest' in alert
        ? { title: alertsText.notice.digestTitle, message: alertsText.notice.digest(alert.digest, alert.more) }
        : { title: alertsText.notice.title, message: alertsText.notice.message(alert?.name ?? '', lotTitle) };
  }
}

/** Whether the user wants this type at all (settings per type). */
export function wantsType(settings: NotificationSettingsDto, type: NotificationType): boolean {
  if (type === 'second_chance_offer' || type === 'pickup_cancelled' || type === 'reserve_not_met') return true;
  if (type === 'search_alert') return settings.search_alert;
  return settings[type === 'auction_starting' || type === 'auction_extended' ? 'auction_ending' : type];
}

/**
 * What a user's batch of notices came to: the ones stored now (not off, not stored before), and the unread
 * count after them when it was asked for (null otherwise).
 */
export type StoredNotices =
  | {
      found: true;
      created: LiveNotification[];
      unread: number | null;
      email: string;
      settings: NotificationSettingsDto;
      /** the member's browsers that receive Web Push (read with the settings, in the same round trip) */
      pushTargets: PushTarget[];
    }
  | { found: false };

/**
 * Stores one user's notices unless the user turned their type off or they were stored before (same key).
 * Two D1 round trips however many there are: one read (user, settings, lot titles, push subscriptions), one batch (the inserts,
 * the unread count). Every bid can cause one, and a burst of bids on a lot arrives together. The count is
 * taken only when `countUnread(settings)` says someone will be told it (an open bell, push on).
 */
export async function storeNotices(
  db: Db,
  userId: number,
  reqs: readonly NoticeRequest[],
  countUnread: (settings: NotificationSettingsDto) => boolean,
): Promise<StoredNotices> {
  if (reqs.some((r) => r.userId !== userId)) throw new Error('storeNotices: every notice must be for the same user');
  const lotIds = [...new Set(reqs.flatMap((r) => (r.lotId === null ? [] : [r.lotId])))];
  const [[found], titles, pushTargets] = await db.batch([
    db
      .select({ email: users.email, deletedAt: users.deletedAt, settings: notificationSettings })
      .from(users)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1),
    db
      .select({ id: lots.id, title: lots.title })
      .from(lots)
      .where(inArray(lots.id, lotIds.length ? lotIds : [0])),
    subscriptionsOf(db, userId),
  ]);
  if (!found || found.deletedAt) return { found: false };
  const settings = found.settings ? toSettingsDto(found.settings) : DEFAULT_NOTIFICATION_SETTINGS;
  const titleOf = new Map(titles.map((t) => [t.id, t.title]));
  const rows = reqs
    .filter((req) => wantsType(settings, req.type))
    .map((req) => {
      const lotTitle = req.lotId === null ? (req.subject?.title ?? '') : (titleOf.get(req.lotId) ?? `#${req.lotId}`);
      const { title, message } = composeNotice(
        req.type,
        lotTitle,
        req.amountCents,
        req.subject?.at ?? req.endsAt ?? null,
        req.auto,
        req.alert,
      );
      return { userId, type: req.type, title, message, lotId: req.lotId, dedupeKey: req.key };
    });
  const counting = db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  const [first, ...rest] = rows.map((row) => db.insert(notifications).values(row).onConflictDoNothing().returning());
  if (!first) return { found: true, created: [], unread: null, email: found.email, settings, pushTargets };
  const counts = countUnread(settings);
  const results: unknown[] = counts ? await db.batch([first, ...rest, counting]) : await db.batch([first, ...rest]);
  const unread = counts ? ((results.pop() as { n: number }[])[0]?.n ?? 0) : null;
  const created = (results as NotificationRow[][]).flatMap((inserted) => inserted.map(toLiveNotification));
  return { found: true, created, unread, email: found.email, settings, pushTargets };
}

type NotificationRow = typeof notifications.$inferSelect;

export function toLiveNotification(row: NotificationRow): LiveNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    timestamp: row.createdAt,
    auction_id: row.lotId,
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
