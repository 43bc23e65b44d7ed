/**
 * Search alerts at publication (decision record 0045). Every way a lot is made (by hand, by a schedule, by the
 * import: `createLot`) and every new equipment report (`attachEquipment`) queues the lot
 * (`search_alert_queue`, in the same request as the write); `runAlertQueue` then matches each queued lot, after
 * the response (`matchAlertsSoon`) and again in the cron's sweep for whatever a crash left queued.
 *
 * Matching never walks every alert: the alerts are found by their anchor (one indexed filter each, see
 * `alertAnchor`), then the candidates are checked whole by `alertMatchesLot`. A member is recorded once per lot
 * (`search_alert_matches`, unique), an instant alert's notice goes through the member's inbox with the key
 * `search_alert:<lot>` (a retry or a second run stores it once), a digest alert's waits for the daily digest.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  alertMatchesLot,
  lotAnchorLookups,
  tellingAlert,
  type AlertFilters,
  type AlertMode,
  type MatchableLot,
} from '~/domain/search-alerts';
import type { Db } from '~/server/db/client.server';
import { lots, searchAlertMatches, searchAlertQueue, searchAlerts } from '~/server/db/schema';
import type { Deliver } from '~/server/notifications/delivery.server';
import { logError } from '~/server/platform/error-log.server';

/** Notices handed to inboxes at once (each is a Durable Object call). */
const DELIVERY_CONCURRENCY = 16;

/** The statement that queues a lot for matching (again: a newer time when it is already queued). */
export function queueLotStatement(db: Db, lotId: number, now = new Date()) {
  const queuedAt = now.toISOString();
  return db.insert(searchAlertQueue).values({ lotId, queuedAt }).onConflictDoUpdate({ target: searchAlertQueue.lotId, set: { queuedAt } });
}

/** An alert as matching reads it (raw SQL: the lookups join the lot's keys). */
interface Candidate extends Omit<AlertFilters, 'wiped'> {
  id: number;
  userId: number;
  mode: AlertMode;
  /** SQLite's boolean, 0 or 1 */
  wiped: number;
}

const CANDIDATE_COLUMNS = sql.raw(`a.id as id, a.user_id as userId, a.mode as mode, a.q as q, a.category as category,
  a.min_memory_gb as minMemoryGb, a.min_storage_gb as minStorageGb, a.storage as storage, a.min_battery as minBattery,
  a.functional_grade as functionalGrade, a.cosmetic_grade as cosmeticGrade, a.wiped as wiped`);

/**
 * The alerts not paused whose anchor the lot satisfies, in two indexed lookups of one statement: its keys alone
 * (`anchor IN …`), and its keys with a threshold (`anchor = ? AND anchor_min <= ?` for each).
 */
async function candidateAlerts(db: Db, lot: MatchableLot): Promise<Candidate[]> {
  const lookups = lotAnchorLookups(lot);
  const plain = JSON.stringify(lookups.filter((l) => l.v === null).map((l) => l.k));
  const ranged = JSON.stringify(lookups.filter((l) => l.v !== null));
  return db.all<Candidate>(sql`
    select ${CANDIDATE_COLUMNS} from search_alerts a
    where a.paused = 0 and a.anchor in (select value from json_each(${plain}))
    union all
    select ${CANDIDATE_COLUMNS} from json_each(${ranged}) j
    join search_alerts a on a.anchor = json_extract(j.value, '$.k') and a.anchor_min <= json_extract(j.value, '$.v')
    where a.paused = 0`);
}

const filtersOfCandidate = (c: Candidate): AlertFilters => ({
  q: c.q,
  category: c.category,
  minMemoryGb: c.minMemoryGb,
  minStorageGb: c.minStorageGb,
  storage: c.storage,
  minBattery: c.minBattery,
  functionalGrade: c.functionalGrade,
  cosmeticGrade: c.cosmeticGrade,
  wiped: c.wiped === 1,
});

export interface LotMatching {
  /** members recorded now (instant and digest) */
  recorded: number;
  /** instant notices handed to the inboxes */
  told: number;
}

/** A lot's figures as matching reads them (null when there is no such lot). */
async function matchableLot(db: Db, lotId: number) {
  const [lot] = await db
    .select({
      status: lots.status,
      endsAt: lots.endsAt,
      searchText: lots.searchText,
      category: lots.category,
      memoryGb: lots.memoryGb,
      storageGb: lots.storageGb,
      storageClass: lots.storageClass,
      batteryHealth: lots.batteryHealth,
      functionalGrade: lots.functionalGrade,
      cosmeticGrade: lots.cosmeticGrade,
      wipeMethod: lots.wipeMethod,
    })
    .from(lots)
    .where(eq(lots.id, lotId))
    .limit(1);
  return lot ?? null;
}

/** The alerts (not paused) the lot matches: the indexed lookups, then each candidate checked whole. */
export async function matchingAlerts(db: Db, lot: MatchableLot) {
  return (await candidateAlerts(db, lot)).filter((alert) => alertMatchesLot(filtersOfCandidate(alert), lot));
}

/** Matches one lot against the alerts, records the members to tell and tells the instant ones. */
export async function matchLot(db: Db, deliver: Deliver, lotId: number, now = new Date()): Promise<LotMatching> {
  const lot = await matchableLot(db, lotId);
  // Only a lot members can still bid on (running or 'Aguardando') is news.
  if (!lot || lot.status !== 'active' || (lot.endsAt !== null && Date.parse(lot.endsAt) <= now.getTime())) return { recorded: 0, told: 0 };
  const matched = await matchingAlerts(db, lot);
  const byMember = new Map<number, typeof matched>();
  for (const alert of matched) byMember.set(alert.userId, [...(byMember.get(alert.userId) ?? []), alert]);
  const rows = [...byMember.values()].map((alerts) => {
    const telling = tellingAlert(alerts)!;
    return { u: telling.userId, a: telling.id, m: telling.mode };
  });
  const at = now.toISOString();
  let recorded = 0;
  if (rows.length) {
    const inserted = await db.run(sql`
      insert or ignore into search_alert_matches (user_id, lot_id, alert_id, mode, created_at)
      select json_extract(value, '$.u'), ${lotId}, json_extract(value, '$.a'), json_extract(value, '$.m'), ${at}
      from json_each(${JSON.stringify(rows)})`);
    await db.run(sql`
      update search_alerts set last_matched_at = ${at}
      where id in (select value from json_each(${JSON.stringify(matched.map((a) => a.id))}))`);
    recorded = inserted.meta.changes ?? 0;
  }
  return { recorded, told: await tellInstant(db, deliver, lotId) };
}

/** The lot's instant matches not told yet (this run's, or a crashed run's), told and marked. */
async function tellInstant(db: Db, deliver: Deliver, lotId: number): Promise<number> {
  const pending = await db
    .select({ id: searchAlertMatches.id, userId: searchAlertMatches.userId, name: searchAlerts.name })
    .from(searchAlertMatches)
    .leftJoin(searchAlerts, eq(searchAlerts.id, searchAlertMatches.alertId))
    .where(and(eq(searchAlertMatches.lotId, lotId), eq(searchAlertMatches.mode, 'instant'), sql`${searchAlertMatches.notifiedAt} is null`));
  const told: number[] = [];
  for (let i = 0; i < pending.length; i += DELIVERY_CONCURRENCY) {
    const slice = pending.slice(i, i + DELIVERY_CONCURRENCY);
    const results = await Promise.allSettled(
      slice.map((match) =>
        deliver({
          userId: match.userId,
          type: 'search_alert',
          lotId,
          amountCents: null,
          key: `search_alert:${lotId}`,
          alert: { name: match.name ?? '' },
        }),
      ),
    );
    results.forEach((result, k) => {
      if (result.status === 'fulfilled') told.push(slice[k]!.id);
      else logError('search alert notice', result.reason, { lotId, userId: slice[k]!.userId });
    });
  }
  if (told.length) {
    await db.run(sql`
      update search_alert_matches set notified_at = ${new Date().toISOString()}
      where id in (select value from json_each(${JSON.stringify(told)}))`);
  }
  return told.length;
}

export interface QueueRun {
  lots: number;
  recorded: number;
  told: number;
}

/**
 * Matches the queued lots, oldest first, each taken off the queue once matched (unless it was queued again
 * meanwhile); stops after `budgetMs` (the rest waits for the next run). `olderThan`: the sweep leaves the lots
 * queued in the last moments to the request that queued them.
 */
export async function runAlertQueue(
  db: Db,
  deliver: Deliver,
  { budgetMs = 20_000, olderThan, now = () => new Date() }: { budgetMs?: number; olderThan?: Date; now?: () => Date } = {},
): Promise<QueueRun> {
  const started = Date.now();
  const run: QueueRun = { lots: 0, recorded: 0, told: 0 };
  for (;;) {
    const due = await db
      .select()
      .from(searchAlertQueue)
      .where(olderThan ? lte(searchAlertQueue.queuedAt, olderThan.toISOString()) : undefined)
      .orderBy(asc(searchAlertQueue.queuedAt))
      .limit(50);
    if (!due.length) return run;
    for (const entry of due) {
      const done = await matchLot(db, deliver, entry.lotId, now());
      await db.delete(searchAlertQueue).where(and(eq(searchAlertQueue.lotId, entry.lotId), eq(searchAlertQueue.queuedAt, entry.queuedAt)));
      run.lots += 1;
      run.recorded += done.recorded;
      run.told += done.told;
      if (Date.now() - started > budgetMs) return run;
    }
  }
}

/** Matches the queued lots after the response (the cron's sweep retries what this leaves). */
export function matchAlertsSoon(ctx: Pick<ExecutionContext, 'waitUntil'>, db: Db, deliver: Deliver) {
  ctx.waitUntil(runAlertQueue(db, deliver).catch((error: unknown) => logError('search alerts', error)));
}

/** The lots the member was told of or is to be told of, for the LGPD export. */
export async function matchesOf(db: Db, userId: number) {
  return db
    .select({
      lot_id: searchAlertMatches.lotId,
      mode: searchAlertMatches.mode,
      created_at: searchAlertMatches.createdAt,
      notified_at: searchAlertMatches.notifiedAt,
    })
    .from(searchAlertMatches)
    .where(eq(searchAlertMatches.userId, userId))
    .orderBy(asc(searchAlertMatches.id));
}
