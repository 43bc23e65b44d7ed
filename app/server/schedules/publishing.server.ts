/**
 * Publishing a scheduled auction, the one way both 'Publicar Agora' and the cron take: the schedule is
 * claimed with one conditional UPDATE (scheduled → published) before anything is made, so of two callers
 * racing only one goes on; the lot is made through the lots' own creation, keyed by the schedule (a unique
 * index), and the schedule's lot and its next occurrence (recurring ones) are written in one batch.
 * A publisher that dies after its claim leaves the schedule 'published' without a lot: the cron takes such
 * a schedule over after CLAIM_TIMEOUT_MS (claiming it again the same way) and finishes it.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { nextOccurrence } from '~/domain/recurrence';
import { DEFAULT_EXTENSION_MINUTES } from '~/domain/soft-close';
import { createLot } from '~/server/admin/lot-editing.server';
import type { Db } from '~/server/db/client.server';
import { auctionSchedules } from '~/server/db/schema';
import { audit, type Actor } from '~/server/platform/audit.server';
import { logError } from '~/server/platform/error-log.server';
import type { ScheduleRow } from './schedules.server';

export const CLAIM_TIMEOUT_MS = 5 * 60_000;
const DUE_PER_RUN = 20;

export interface PublishDeps {
  /** Arms the new lot's room (its alarms); best effort, the sweep of due lots arms it otherwise. */
  arm: (lotId: number) => Promise<unknown>;
}

type Who = Actor | null;
const SYSTEM = { userId: null, ip: null };

export type PublishResult = { ok: true; lotId: number } | { ok: false; reason: 'not_found' | 'not_scheduled' };

/** Publishes one schedule now, whatever its start ('Publicar Agora' in the list does not check the time). */
export async function publishSchedule(db: Db, who: Who, id: number, deps: PublishDeps): Promise<PublishResult> {
  const [claimed] = await db
    .update(auctionSchedules)
    .set({ status: 'published', updatedAt: new Date().toISOString() })
    .where(and(eq(auctionSchedules.id, id), eq(auctionSchedules.status, 'scheduled')))
    .returning();
  if (!claimed) {
    const [row] = await db.select({ id: auctionSchedules.id }).from(auctionSchedules).where(eq(auctionSchedules.id, id)).limit(1);
    return { ok: false, reason: row ? 'not_scheduled' : 'not_found' };
  }
  return { ok: true, lotId: await finishPublishing(db, who, claimed, deps) };
}

/**
 * After the claim: the lot (at most one per schedule, with the schedule's reserve and specs and the house's
 * default extension window), then the schedule's lot and next occurrence at once.
 */
async function finishPublishing(db: Db, who: Who, row: ScheduleRow, deps: PublishDeps): Promise<number> {
  const lotId = await createLot(
    db,
    who ?? SYSTEM,
    {
      title: row.title,
      description: row.description,
      category: row.category,
      condition: row.condition,
      start_price: row.startPriceCents,
      starts_at: row.scheduledStart,
      ends_at: row.scheduledEnd,
      images: row.images ?? [],
      reserve_price: row.reservePriceCents,
      extension_minutes: DEFAULT_EXTENSION_MINUTES,
      specs: row.specs && Object.keys(row.specs).length ? row.specs : null,
      asset_tag: null,
      functional_grade: null,
      cosmetic_grade: null,
    },
    { scheduleId: row.id },
  );
  const next =
    row.isRecurring && row.recurrenceType
      ? nextOccurrence(
          { start: row.scheduledStart, end: row.scheduledEnd },
          { type: row.recurrenceType, interval: row.recurrenceInterval, until: row.recurrenceEndDate },
        )
      : null;
  const markPublished = db
    .update(auctionSchedules)
    .set({ publishedLotId: lotId, updatedAt: new Date().toISOString() })
    .where(and(eq(auctionSchedules.id, row.id), isNull(auctionSchedules.publishedLotId)));
  let nextId: number | null = null;
  if (next) {
    const [, inserted] = await db.batch([
      markPublished,
      db
        .insert(auctionSchedules)
        .values({
          title: row.title,
          description: row.description,
          category: row.category,
          condition: row.condition,
          specs: row.specs,
          images: row.images,
          startPriceCents: row.startPriceCents,
          reservePriceCents: row.reservePriceCents,
          scheduledStart: next.start,
          scheduledEnd: next.end,
          isRecurring: true,
          recurrenceType: row.recurrenceType,
          recurrenceInterval: row.recurrenceInterval,
          recurrenceEndDate: row.recurrenceEndDate,
          templateId: row.templateId,
          notifyBeforeStart: row.notifyBeforeStart,
          notificationMinutes: row.notificationMinutes,
          createdBy: row.createdBy,
        })
        .returning({ id: auctionSchedules.id }),
    ]);
    nextId = inserted[0]?.id ?? null;
  } else {
    await markPublished;
  }
  await deps.arm(lotId).catch((error: unknown) => logError('arm published lot', error, { lotId }));
  await audit(db, {
    actorUserId: who?.userId ?? null,
    action: 'schedule.publish',
    targetType: 'auction_schedule',
    targetId: row.id,
    details: {
      before: { status: 'scheduled' },
      after: { status: 'published', published_lot_id: lotId },
      by: who ? 'admin' : 'cron',
      ...(nextId ? { next_schedule_id: nextId, next_start: next?.start } : {}),
    },
    ip: who?.ip ?? null,
  });
  return lotId;
}

/**
 * The cron's part: every schedule whose start has come is published (a few a run, earliest first), and a
 * schedule claimed long ago by a publisher that never finished is taken over. Returns the lots made.
 */
export async function publishDueSchedules(db: Db, deps: PublishDeps, now = Date.now()): Promise<number[]> {
  const due = await db
    .select({ id: auctionSchedules.id })
    .from(auctionSchedules)
    .where(and(eq(auctionSchedules.status, 'scheduled'), lte(auctionSchedules.scheduledStart, new Date(now).toISOString())))
    .orderBy(asc(auctionSchedules.scheduledStart))
    .limit(DUE_PER_RUN);
  const lots: number[] = [];
  for (const { id } of due) {
    const result = await publishSchedule(db, null, id, deps);
    if (result.ok) lots.push(result.lotId);
  }
  const stale = await db
    .select()
    .from(auctionSchedules)
    .where(
      and(
        eq(auctionSchedules.status, 'published'),
        isNull(auctionSchedules.publishedLotId),
        lte(auctionSchedules.updatedAt, new Date(now - CLAIM_TIMEOUT_MS).toISOString()),
      ),
    )
    .limit(DUE_PER_RUN);
  for (const row of stale) {
    const [reclaimed] = await db
      .update(auctionSchedules)
      .set({ updatedAt: new Date(now).toISOString() })
      .where(and(eq(auctionSchedules.id, row.id), isNull(auctionSchedules.publishedLotId), eq(auctionSchedules.updatedAt, row.updatedAt!)))
      .returning();
    if (reclaimed) lots.push(await finishPublishing(db, null, reclaimed, deps));
  }
  return lots;
}
