/**
 * Everything the house keeps about one account, for its holder (LGPD, 'Baixar meus dados'): profile,
 * settings, sessions, bids and secret maxima, payments, pickups, second-chance offers, favorites, notifications, search alerts and the audit
 * entries about them. Secrets never leave: no password or token hashes, no 2FA secret, no passkey key.
 * Other people's data neither: an administrator's address in an audit entry about this account is left out.
 */
import { asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import { matchesOf } from '~/server/alerts/alert-matching.server';
import { listAlerts } from '~/server/alerts/search-alerts.server';
import { settleMemberLots, type MemberReadContext } from '~/server/bidding/member-lots.server';
import type { Db } from '~/server/db/client.server';
import {
  auditLog,
  maxima,
  bids,
  favorites,
  lots,
  notifications,
  notificationSettings,
  passkeys,
  pushSubscriptions,
  payments,
  pickupAppointments,
  secondChanceOffers,
  sessions,
  withdrawalRequests,
  type UserRow,
} from '~/server/db/schema';
import { DEFAULT_NOTIFICATION_SETTINGS, toSettingsDto } from './profile.server';
import { toUserDto } from './users.server';

const lotTitle = sql<string | null>`(select ${lots.title} from ${lots} where ${lots.id} = lot_id)`;

/** Read after the rooms of the holder's running lots have settled: a bid just answered is in it (decision 0028). */
export async function exportAccount(rc: MemberReadContext, user: UserRow, now = new Date()) {
  const { db } = rc;
  const id = user.id;
  await settleMemberLots(rc, id);
  const [
    settings,
    keys,
    sessionRows,
    bidRows,
    maximumRows,
    paymentRows,
    withdrawalRows,
    appointmentRows,
    offerRows,
    favoriteRows,
    noticeRows,
    audit,
    alertRows,
    alertMatchRows,
    pushDevices,
  ] = await Promise.all([
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, id)).limit(1),
    db
      .select({
        name: passkeys.name,
        created_at: passkeys.createdAt,
        last_used_at: passkeys.lastUsedAt,
        device_type: passkeys.deviceType,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, id))
      .orderBy(asc(passkeys.createdAt)),
    db
      .select({
        kind: sessions.kind,
        created_at: sessions.createdAt,
        last_seen_at: sessions.lastSeenAt,
        expires_at: sessions.absoluteExpiresAt,
        revoked_at: sessions.revokedAt,
        ip: sessions.ip,
        user_agent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, id))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({ lot_id: bids.lotId, lot_title: lotTitle, amountCents: bids.amountCents, is_auto: bids.isAuto, created_at: bids.createdAt })
      .from(bids)
      .where(eq(bids.userId, id))
      .orderBy(asc(bids.createdAt), asc(bids.id)),
    db
      .select({
        lot_id: maxima.lotId,
        lot_title: lotTitle,
        maxAmountCents: maxima.maxAmountCents,
        created_at: maxima.createdAt,
        updated_at: maxima.updatedAt,
      })
      .from(maxima)
      .where(eq(maxima.userId, id))
      .orderBy(asc(maxima.createdAt)),
    db.select().from(payments).where(eq(payments.userId, id)).orderBy(asc(payments.id)),
    db.select().from(withdrawalRequests).where(eq(withdrawalRequests.userId, id)).orderBy(asc(withdrawalRequests.id)),
    db.select().from(pickupAppointments).where(eq(pickupAppointments.userId, id)).orderBy(asc(pickupAppointments.id)),
    db.select().from(secondChanceOffers).where(eq(secondChanceOffers.userId, id)).orderBy(asc(secondChanceOffers.id)),
    db
      .select({ lot_id: favorites.lotId, lot_title: lotTitle, created_at: favorites.createdAt })
      .from(favorites)
      .where(eq(favorites.userId, id))
      .orderBy(asc(favorites.createdAt)),
    db
      .select({
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        auction_id: notifications.lotId,
        created_at: notifications.createdAt,
        read_at: notifications.readAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, id))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
    auditAbout(db, id),
    listAlerts(db, id),
    matchesOf(db, id),
    // The browsers that receive push: what and since when, never their endpoint or keys (the push service's secrets).
    db
      .select({
        device: pushSubscriptions.deviceLabel,
        created_at: pushSubscriptions.createdAt,
        last_success_at: pushSubscriptions.lastSuccessAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, id))
      .orderBy(asc(pushSubscriptions.createdAt)),
  ]);
  return {
    exported_at: now.toISOString(),
    profile: toUserDto(user),
    settings: {
      notifications: settings[0] ? toSettingsDto(settings[0]) : DEFAULT_NOTIFICATION_SETTINGS,
      two_factor_enabled: user.twoFactorEnabled,
      passkeys: keys,
      push_devices: pushDevices,
    },
    sessions: sessionRows,
    bids: bidRows.map(({ amountCents, ...bid }) => ({ ...bid, amount: centsToReais(amountCents) })),
    auto_bids: maximumRows.map(({ maxAmountCents, ...maximum }) => ({ ...maximum, max_amount: centsToReais(maxAmountCents) })),
    payments: paymentRows.map((p) => ({
      id: p.id,
      lot_id: p.lotId,
      amount: centsToReais(p.amountCents),
      fee: centsToReais(p.feeCents),
      total: centsToReais(p.totalCents),
      method: p.method,
      status: p.status,
      due_at: p.dueAt,
      approved_at: p.approvedAt,
      rejected_at: p.rejectedAt,
      created_at: p.createdAt,
    })),
    pickups: {
      withdrawal_requests: withdrawalRows.map((w) => ({
        lot_id: w.lotId,
        requested_at: w.requestedAt,
        payment_approved_at: w.paymentApprovedAt,
      })),
      appointments: appointmentRows.map((a) => ({
        id: a.id,
        lot_id: a.lotId,
        pickup_date: a.pickupDate,
        pickup_time: a.pickupTime,
        status: a.status,
        notes: a.notes,
        release_code: a.releaseCode,
        authorized_name: a.authorizedName,
        authorized_cpf: a.authorizedCpf,
        created_at: a.createdAt,
        ready_at: a.readyAt,
        completed_at: a.completedAt,
        cancelled_at: a.cancelledAt,
        cancel_reason: a.cancelReason,
      })),
    },
    second_chance_offers: offerRows.map((o) => ({
      lot_id: o.lotId,
      amount: centsToReais(o.amountCents),
      status: o.status,
      created_at: o.createdAt,
      expires_at: o.expiresAt,
      decided_at: o.decidedAt,
    })),
    favorites: favoriteRows,
    notifications: noticeRows,
    search_alerts: { alerts: alertRows, lots_told: alertMatchRows },
    audit,
  };
}

/** The audit entries about the account: its own actions, and any action on it, its payments or its pickups. */
async function auditAbout(db: Db, userId: number) {
  const targetIn = (type: string, ids: SQL) => sql`(${auditLog.targetType} = ${type} and ${auditLog.targetId} in (${ids}))`;
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      or(
        eq(auditLog.actorUserId, userId),
        targetIn('user', sql`${String(userId)}`),
        targetIn('payment', sql`select cast(id as text) from ${payments} where user_id = ${userId}`),
        targetIn('pickup', sql`select cast(id as text) from ${pickupAppointments} where user_id = ${userId}`),
      ),
    )
    .orderBy(asc(auditLog.id));
  return rows.map((row) => ({
    created_at: row.createdAt,
    action: row.action,
    by: row.actorUserId === userId ? 'self' : row.actorUserId === null ? 'system' : 'administrator',
    target_type: row.targetType,
    target_id: row.targetId,
    details: row.details,
    ip: row.actorUserId === userId ? row.ip : null,
  }));
}
