/**
 * Scheduled auctions ('Leilões Programados'): the paged list with its status filter, create, edit and
 * delete (which cancels) while a schedule is still 'scheduled'. Publishing is publishing.server.ts.
 * Every change is audited with what it was and what it became.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import { pagination, type Page } from '~/schemas/paging';
import type { ScheduleInput, ScheduleStatus } from '~/schemas/schedules';
import type { Db } from '~/server/db/client.server';
import { auctionSchedules, auctionTemplates } from '~/server/db/schema';
import { audit, type Actor } from '~/server/platform/audit.server';

export type ScheduleRow = typeof auctionSchedules.$inferSelect;

export function toScheduleDto(row: ScheduleRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    condition: row.condition,
    specs: row.specs ?? {},
    images: row.images ?? [],
    start_price: centsToReais(row.startPriceCents),
    reserve_price: row.reservePriceCents === null ? null : centsToReais(row.reservePriceCents),
    scheduled_start: row.scheduledStart,
    scheduled_end: row.scheduledEnd,
    status: row.status,
    is_recurring: row.isRecurring,
    recurrence_type: row.recurrenceType,
    recurrence_interval: row.recurrenceInterval,
    recurrence_end_date: row.recurrenceEndDate,
    template_id: row.templateId,
    notify_before_start: row.notifyBeforeStart,
    notification_minutes: row.notificationMinutes,
    published_lot_id: row.publishedLotId,
    created_at: row.createdAt,
  };
}

export type ScheduleDto = ReturnType<typeof toScheduleDto>;

/** Newest start first within a status; without a status, every schedule. */
export async function listSchedules(db: Db, filter: { status?: ScheduleStatus } & Page) {
  const where = filter.status ? eq(auctionSchedules.status, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auctionSchedules)
      .where(where)
      .orderBy(desc(auctionSchedules.scheduledStart), desc(auctionSchedules.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ n: count() }).from(auctionSchedules).where(where),
  ]);
  return { schedules: rows.map(toScheduleDto), pagination: pagination(filter, total?.n ?? 0) };
}

export async function scheduleRow(db: Db, id: number): Promise<ScheduleRow | null> {
  const [row] = await db.select().from(auctionSchedules).where(eq(auctionSchedules.id, id)).limit(1);
  return row ?? null;
}

export async function templateExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: auctionTemplates.id }).from(auctionTemplates).where(eq(auctionTemplates.id, id)).limit(1);
  return Boolean(row);
}

function columns(input: ScheduleInput) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    condition: input.condition,
    specs: input.specs,
    images: input.images,
    startPriceCents: input.start_price!,
    reservePriceCents: input.reserve_price,
    scheduledStart: input.scheduled_start,
    scheduledEnd: input.scheduled_end,
    isRecurring: input.is_recurring,
    recurrenceType: input.recurrence_type,
    recurrenceInterval: input.recurrence_interval,
    recurrenceEndDate: input.recurrence_end_date,
    templateId: input.template_id,
    notifyBeforeStart: input.notify_before_start,
    notificationMinutes: input.notification_minutes,
  };
}

export async function createSchedule(db: Db, actor: Actor, input: ScheduleInput): Promise<ScheduleDto> {
  const [row] = await db
    .insert(auctionSchedules)
    .values({ ...columns(input), createdBy: actor.userId })
    .returning();
  const after = toScheduleDto(row!);
  await audit(db, {
    actorUserId: actor.userId,
    action: 'schedule.create',
    targetType: 'auction_schedule',
    targetId: row!.id,
    details: { after },
    ip: actor.ip,
  });
  return after;
}

export type ScheduleChange = { ok: true; schedule: ScheduleDto } | { ok: false; reason: 'not_found' | 'not_scheduled' };

/** Only a schedule still 'scheduled' changes (the condition is in the UPDATE itself); a new start is noticed again. */
export async function updateSchedule(db: Db, actor: Actor, id: number, input: ScheduleInput): Promise<ScheduleChange> {
  const current = await scheduleRow(db, id);
  if (!current) return { ok: false, reason: 'not_found' };
  const startMoved = current.scheduledStart !== input.scheduled_start;
  const [row] = await db
    .update(auctionSchedules)
    .set({ ...columns(input), ...(startMoved ? { notifiedAt: null } : {}), updatedAt: new Date().toISOString() })
    .where(and(eq(auctionSchedules.id, id), eq(auctionSchedules.status, 'scheduled')))
    .returning();
  if (!row) return { ok: false, reason: 'not_scheduled' };
  const after = toScheduleDto(row);
  await audit(db, {
    actorUserId: actor.userId,
    action: 'schedule.update',
    targetType: 'auction_schedule',
    targetId: id,
    details: { before: toScheduleDto(current), after },
    ip: actor.ip,
  });
  return { ok: true, schedule: after };
}

/** 'Excluir': a schedule still 'scheduled' becomes 'cancelled' (it stays listed under 'Cancelados'). */
export async function cancelSchedule(db: Db, actor: Actor, id: number): Promise<ScheduleChange> {
  const [row] = await db
    .update(auctionSchedules)
    .set({ status: 'cancelled', updatedAt: new Date().toISOString() })
    .where(and(eq(auctionSchedules.id, id), eq(auctionSchedules.status, 'scheduled')))
    .returning();
  if (!row) return { ok: false, reason: (await scheduleRow(db, id)) ? 'not_scheduled' : 'not_found' };
  await audit(db, {
    actorUserId: actor.userId,
    action: 'schedule.cancel',
    targetType: 'auction_schedule',
    targetId: id,
    details: { before: { status: 'scheduled' }, after: { status: 'cancelled' } },
    ip: actor.ip,
  });
  return { ok: true, schedule: toScheduleDto(row) };
}
