/**
 * What lets a lot leave the counter, and what takes that away. Completing a pickup needs an appointment that
 * is not locked, its member the lot's current winner with an approved payment, and the appointment's release
 * code. Wrong codes are counted per appointment: the fifth locks it until an administrator unlocks it
 * (audited). When a payment stops being approved, or the lot passes to another member, the open appointment
 * is cancelled in the same D1 batch as that change (its release code dies with it) and its member is told.
 */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { checkReleaseCode, isReleaseLocked, RELEASE_CODE_TRIES } from '~/domain/payment-rules';
import type { Db } from '~/server/db/client.server';
import { lots, payments, pickupAppointments } from '~/server/db/schema';
import type { Deliver } from '~/server/notifications/delivery.server';
import { audit, type Actor } from '~/server/platform/audit.server';

/** The statuses of an appointment still to be collected. */
const OPEN_STATUSES = ['scheduled', 'ready'] as const;

export interface ReleaseAppointment {
  id: number;
  lotId: number;
  userId: number;
  releaseCode: string | null;
  failedCodeAttempts: number;
  lockedAt: string | null;
}

export type ReleaseRefusal = 'locked' | 'not_winner' | 'not_paid' | 'code_required' | 'code_wrong';

/**
 * Why the lot may not leave with this appointment and `code`, or null when it may. A locked appointment is
 * refused before anything else (even the right code); a wrong code is counted, and the last allowed locks it.
 */
export async function checkRelease(
  db: Db,
  actor: Actor,
  appointment: ReleaseAppointment,
  code: string | undefined,
): Promise<ReleaseRefusal | null> {
  if (isReleaseLocked(appointment)) return 'locked';
  const [lot] = await db
    .select({ winnerUserId: lots.winnerUserId, paymentStatus: payments.status })
    .from(lots)
    .leftJoin(payments, and(eq(payments.lotId, lots.id), eq(payments.userId, appointment.userId)))
    .where(eq(lots.id, appointment.lotId))
    .limit(1);
  if (lot?.winnerUserId !== appointment.userId) return 'not_winner';
  if (lot.paymentStatus !== 'approved') return 'not_paid';
  if (!code) return 'code_required';
  switch (checkReleaseCode(appointment, code)) {
    case 'accepted':
      return null;
    case 'locked':
      return 'locked';
    case 'wrong':
      return countWrongCode(db, actor, appointment);
  }
}

/** Counts a wrong code in one statement (two tries at once both count); the last allowed locks the appointment. */
async function countWrongCode(db: Db, actor: Actor, appointment: ReleaseAppointment): Promise<'code_wrong' | 'locked'> {
  const now = new Date().toISOString();
  const [counted] = await db
    .update(pickupAppointments)
    .set({
      failedCodeAttempts: sql`${pickupAppointments.failedCodeAttempts} + 1`,
      lockedAt: sql`case when ${pickupAppointments.failedCodeAttempts} + 1 >= ${RELEASE_CODE_TRIES} then ${now} end`,
      updatedAt: now,
    })
    .where(and(eq(pickupAppointments.id, appointment.id), isNull(pickupAppointments.lockedAt)))
    .returning({ failedCodeAttempts: pickupAppointments.failedCodeAttempts, lockedAt: pickupAppointments.lockedAt });
  if (!counted) return 'locked';
  if (counted.lockedAt !== null) {
    await audit(db, {
      actorUserId: actor.userId,
      action: 'pickup.locked',
      targetType: 'pickup',
      targetId: appointment.id,
      details: { lot_id: appointment.lotId, failed_code_attempts: counted.failedCodeAttempts },
      ip: actor.ip,
    });
  }
  return 'code_wrong';
}

export type UnlockResult = { ok: true } | { ok: false; reason: 'not_found' | 'final' };

/** An administrator unlocks an appointment its wrong codes locked: the count starts again (audited). */
export async function unlockPickup(db: Db, actor: Actor, id: number): Promise<UnlockResult> {
  const [before] = await db
    .select({
      lotId: pickupAppointments.lotId,
      status: pickupAppointments.status,
      failedCodeAttempts: pickupAppointments.failedCodeAttempts,
      lockedAt: pickupAppointments.lockedAt,
    })
    .from(pickupAppointments)
    .where(eq(pickupAppointments.id, id))
    .limit(1);
  if (!before) return { ok: false, reason: 'not_found' };
  if (before.status === 'completed' || before.status === 'cancelled') return { ok: false, reason: 'final' };
  if (before.lockedAt === null && before.failedCodeAttempts === 0) return { ok: true };
  const now = new Date().toISOString();
  const unlocked = await db
    .update(pickupAppointments)
    .set({ failedCodeAttempts: 0, lockedAt: null, updatedAt: now })
    .where(and(eq(pickupAppointments.id, id), inArray(pickupAppointments.status, OPEN_STATUSES)))
    .returning({ id: pickupAppointments.id });
  if (unlocked.length === 0) return { ok: false, reason: 'final' };
  await audit(db, {
    actorUserId: actor.userId,
    action: 'pickup.unlock',
    targetType: 'pickup',
    targetId: id,
    details: {
      lot_id: before.lotId,
      before: { failed_code_attempts: before.failedCodeAttempts, locked_at: before.lockedAt },
      after: { failed_code_attempts: 0, locked_at: null },
    },
    ip: actor.ip,
  });
  return { ok: true };
}

/** Whose open appointments of a lot can no longer be released: the member's own, or everyone's but the new winner's. */
export type LapsedRelease = { lotId: number; userId: number } | { lotId: number; exceptUserId: number };

/**
 * The statement (for the batch of the change that causes it) that cancels the lapsed open appointments of a
 * lot; it returns the ones it cancelled, for `reportCancelledPickups`.
 */
export function cancelLapsedPickups(db: Db, lapsed: LapsedRelease, reason: string, now: string) {
  return db
    .update(pickupAppointments)
    .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(
      and(
        eq(pickupAppointments.lotId, lapsed.lotId),
        inArray(pickupAppointments.status, OPEN_STATUSES),
        'userId' in lapsed ? eq(pickupAppointments.userId, lapsed.userId) : ne(pickupAppointments.userId, lapsed.exceptUserId),
      ),
    )
    .returning({ id: pickupAppointments.id, lotId: pickupAppointments.lotId, userId: pickupAppointments.userId });
}

export type CancelledPickup = Awaited<ReturnType<typeof cancelLapsedPickups>>[number];

/** After the batch: each cancelled appointment in the audit log, and its member told ('pickup_cancelled', once). */
export async function reportCancelledPickups(
  db: Db,
  cancelled: readonly CancelledPickup[],
  cause: { actor: Actor | null; via: 'payment_rejected' | 'second_chance' | 'purchase_withdrawal'; reason: string },
  deliver: Deliver,
) {
  for (const pickup of cancelled) {
    await audit(db, {
      actorUserId: cause.actor?.userId ?? null,
      action: 'pickup.cancelled',
      targetType: 'pickup',
      targetId: pickup.id,
      details: { lot_id: pickup.lotId, user_id: pickup.userId, via: cause.via, reason: cause.reason, after: { status: 'cancelled' } },
      ip: cause.actor?.ip ?? null,
    });
    await deliver({
      userId: pickup.userId,
      type: 'pickup_cancelled',
      lotId: pickup.lotId,
      amountCents: null,
      key: `pickup_cancelled:${pickup.id}`,
    });
  }
}
