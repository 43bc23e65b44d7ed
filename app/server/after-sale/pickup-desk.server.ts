/**
 * The administrators' side of pickups: the appointments ('Agendamentos de Retirada') with their payment's
 * status, and their status. scheduled → ready ('item_ready' to the winner, once) → completed (only for the
 * lot's paid winner, with the release code: pickup-release.server.ts); scheduled or ready → cancelled, with an
 * optional reason. Completed and cancelled are final.
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import { isReleaseLocked } from '~/domain/payment-rules';
import { pagination, type Page } from '~/schemas/paging';
import type { Db } from '~/server/db/client.server';
import { lots, payments, pickupAppointments, users, type pickupStatuses } from '~/server/db/schema';
import { pickupSerials } from '~/server/equipment/equipment-read.server';
import type { Deliver } from '~/server/notifications/delivery.server';
import { audit, type Actor } from '~/server/platform/audit.server';
import { checkRelease, type ReleaseRefusal } from './pickup-release.server';
import { lotAndMember, lotAndMemberColumns } from './staff-lists.server';

export type PickupStatus = (typeof pickupStatuses)[number];

function pickupRows(db: Db) {
  return db
    .select({
      id: pickupAppointments.id,
      lotId: pickupAppointments.lotId,
      userId: pickupAppointments.userId,
      ...lotAndMemberColumns,
      winningCents: lots.finalPriceCents,
      pickupAt: pickupAppointments.pickupAt,
      pickupDate: pickupAppointments.pickupDate,
      pickupTime: pickupAppointments.pickupTime,
      status: pickupAppointments.status,
      notes: pickupAppointments.notes,
      authorizedName: pickupAppointments.authorizedName,
      authorizedCpf: pickupAppointments.authorizedCpf,
      releaseCode: pickupAppointments.releaseCode,
      createdAt: pickupAppointments.createdAt,
      readyAt: pickupAppointments.readyAt,
      completedAt: pickupAppointments.completedAt,
      cancelledAt: pickupAppointments.cancelledAt,
      cancelReason: pickupAppointments.cancelReason,
      failedCodeAttempts: pickupAppointments.failedCodeAttempts,
      lockedAt: pickupAppointments.lockedAt,
      paymentStatus: payments.status,
    })
    .from(pickupAppointments)
    .innerJoin(lots, eq(lots.id, pickupAppointments.lotId))
    .innerJoin(users, eq(users.id, pickupAppointments.userId))
    .leftJoin(payments, and(eq(payments.lotId, pickupAppointments.lotId), eq(payments.userId, pickupAppointments.userId)));
}

type PickupListRow = Awaited<ReturnType<typeof pickupRows>>[number];

/** An appointment as administrators see it: never its release code (the winner brings it). */
function toAdminPickup(row: PickupListRow) {
  return {
    ...lotAndMember(row),
    winning_amount: row.winningCents === null ? null : centsToReais(row.winningCents),
    pickup_datetime: row.pickupAt,
    pickup_date: row.pickupDate,
    pickup_time: row.pickupTime,
    status: row.status,
    notes: row.notes,
    authorized_name: row.authorizedName,
    authorized_cpf: row.authorizedCpf,
    created_at: row.createdAt,
    ready_at: row.readyAt,
    completed_at: row.completedAt,
    cancelled_at: row.cancelledAt,
    cancel_reason: row.cancelReason,
    /** the member's payment for the lot: pending, approved or rejected (null if none is recorded) */
    payment_status: row.paymentStatus,
    /** wrong release codes ran out: an administrator must unlock it before it can be completed */
    locked: isReleaseLocked(row),
  };
}

/** One appointment as administrators see it. */
export async function adminPickup(db: Db, id: number) {
  const [row] = await pickupRows(db).where(eq(pickupAppointments.id, id)).limit(1);
  return row ? toAdminPickup(row) : null;
}

/**
 * A page of the appointments, latest pickup first (only `status` ones when given), each with the serials of its
 * lot's hardware report (`equipment_serials`, null without one) for the counter to compare before the release code.
 */
export async function listPickups(db: Db, status: PickupStatus | undefined, page: Page) {
  const where = status ? eq(pickupAppointments.status, status) : undefined;
  const [rows, [counted]] = await Promise.all([
    pickupRows(db)
      .where(where)
      .orderBy(desc(pickupAppointments.pickupAt))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(pickupAppointments).where(where),
  ]);
  const serials = await pickupSerials(
    db,
    rows.map((row) => row.lotId),
  );
  return {
    pickups: rows.map((row) => ({ ...toAdminPickup(row), equipment_serials: serials.get(row.lotId) ?? null })),
    pagination: pagination(page, counted?.n ?? 0),
  };
}

export interface PickupChange {
  status: Exclude<PickupStatus, 'scheduled'>;
  notes?: string;
  releaseCode?: string;
  reason?: string;
}

export type PickupChangeResult =
  { ok: true; pickup: ReturnType<typeof toAdminPickup> } | { ok: false; reason: 'not_found' | 'final' | ReleaseRefusal };

/** Moves an appointment along; the same change again changes nothing (and sends nothing twice). */
export async function changePickup(db: Db, actor: Actor, id: number, change: PickupChange, deliver: Deliver): Promise<PickupChangeResult> {
  const [before] = await pickupRows(db).where(eq(pickupAppointments.id, id)).limit(1);
  if (!before) return { ok: false, reason: 'not_found' };
  if (before.status === change.status) return { ok: true, pickup: toAdminPickup(before) };
  if (before.status === 'completed' || before.status === 'cancelled') return { ok: false, reason: 'final' };
  if (change.status === 'completed') {
    const refusal = await checkRelease(db, actor, { ...before, id }, change.releaseCode);
    if (refusal) return { ok: false, reason: refusal };
  }
  const now = new Date().toISOString();
  const notes = change.notes === undefined ? {} : { notes: change.notes || null };
  const set =
    change.status === 'ready'
      ? { status: 'ready' as const, readyAt: now }
      : change.status === 'completed'
        ? { status: 'completed' as const, completedAt: now }
        : { status: 'cancelled' as const, cancelledAt: now, cancelReason: change.reason || null };
  // Only over the status just read: of two administrators acting at once, one moves it.
  const moved = await db
    .update(pickupAppointments)
    .set({ ...set, ...notes, updatedAt: now })
    .where(
      and(
        eq(pickupAppointments.id, id),
        eq(pickupAppointments.status, before.status),
        change.status === 'completed' ? isNull(pickupAppointments.lockedAt) : undefined,
      ),
    )
    .returning({ id: pickupAppointments.id });
  if (moved.length === 0) return changePickup(db, actor, id, change, deliver);
  await audit(db, {
    actorUserId: actor.userId,
    action: `pickup.${change.status}`,
    targetType: 'pickup',
    targetId: id,
    details: {
      lot_id: before.lotId,
      before: { status: before.status },
      after: { status: change.status },
      ...(change.reason ? { reason: change.reason } : {}),
    },
    ip: actor.ip,
  });
  if (change.status === 'ready') {
    await deliver({ userId: before.userId, type: 'item_ready', lotId: before.lotId, amountCents: null, key: `item_ready:${id}` });
  }
  const [after] = await pickupRows(db).where(eq(pickupAppointments.id, id)).limit(1);
  return { ok: true, pickup: toAdminPickup(after!) };
}
