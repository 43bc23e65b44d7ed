/**
 * A member's search alerts ('Alertas de busca', decision record 0045): list, create, rename/pause/change mode,
 * delete. The filters are the catalogue's, checked as the catalogue checks them; another member's alert is
 * not found (404), never told apart from one that does not exist.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alertAnchor, hasAnyFilter, MAX_ALERTS_PER_MEMBER, type AlertFilters } from '~/domain/search-alerts';
import { normalizeSearchText } from '~/domain/search-text';
import { alertsText } from '~/i18n/pt-BR-alerts';
import { lotListQueryToParams, parseLotListQuery } from '~/schemas/lot-list-query';
import { ALERT_FILTER_PARAMS, type SearchAlertCreateBody, type SearchAlertDto, type SearchAlertUpdateBody } from '~/schemas/search-alert';
import type { Db } from '~/server/db/client.server';
import { searchAlerts } from '~/server/db/schema';
import { checkCategory } from '~/server/lots/categories.server';

type AlertRow = typeof searchAlerts.$inferSelect;

export type AlertRefusal = { ok: false; status: 404 | 409 | 422; message: string };

/** The alert's filters (domain shape) from its row. */
export function filtersOf(row: AlertRow): AlertFilters {
  return {
    q: row.q,
    category: row.category,
    minMemoryGb: row.minMemoryGb,
    minStorageGb: row.minStorageGb,
    storage: row.storage,
    minBattery: row.minBattery,
    functionalGrade: row.functionalGrade,
    cosmeticGrade: row.cosmeticGrade,
    wiped: row.wiped,
  };
}

/** The alert's filters under the catalogue's parameter names (null: not set), as the API shows them. */
function catalogueFilters(f: AlertFilters): SearchAlertDto['filters'] {
  return {
    q: f.q,
    category: f.category,
    minMemory: f.minMemoryGb,
    minStorage: f.minStorageGb,
    storage: f.storage,
    minBattery: f.minBattery,
    functional: f.functionalGrade,
    cosmetic: f.cosmeticGrade,
    wiped: f.wiped,
  };
}

/** The catalogue's URL for the alert's search. */
export function searchUrlOf(f: AlertFilters): string {
  const { wiped, ...values } = catalogueFilters(f);
  const params = lotListQueryToParams({ ...values, wiped: wiped ? '1' : undefined }).toString();
  return params ? `/lotes?${params}` : '/lotes';
}

export function toAlertDto(row: AlertRow): SearchAlertDto {
  const f = filtersOf(row);
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    paused: row.paused,
    filters: catalogueFilters(f),
    search_url: searchUrlOf(f),
    created_at: row.createdAt,
    last_matched_at: row.lastMatchedAt,
  };
}

/** The filters given, checked as the catalogue checks its URL; the first refusal's message otherwise. */
async function checkFilters(db: Db, given: SearchAlertCreateBody['filters']): Promise<{ ok: true; filters: AlertFilters } | AlertRefusal> {
  const params = new URLSearchParams();
  for (const name of ALERT_FILTER_PARAMS) {
    const value = given[name];
    if (value === undefined || value === false || value === '') continue;
    params.set(name, value === true ? '1' : String(value));
  }
  const parsed = parseLotListQuery(params);
  if (!parsed.success) return { ok: false, status: 422, message: alertsText.errors.badFilter(parsed.refused[0]!.param) };
  const query = parsed.data;
  let category: string | null = null;
  if (query.category !== undefined) {
    const pick = await checkCategory(db, query.category);
    if (!pick.ok) return { ok: false, status: 422, message: alertsText.errors.badFilter('category') };
    category = pick.name;
  }
  const q = query.q === undefined ? null : query.q;
  const filters: AlertFilters = {
    q: q === null ? null : normalizeSearchText(q) || null,
    category,
    minMemoryGb: query.minMemory ?? null,
    minStorageGb: query.minStorage ?? null,
    storage: query.storage ?? null,
    minBattery: query.minBattery ?? null,
    functionalGrade: query.functional ?? null,
    cosmeticGrade: query.cosmetic ?? null,
    wiped: query.wiped ?? false,
  };
  if (!hasAnyFilter(filters)) return { ok: false, status: 422, message: alertsText.errors.noFilter };
  return { ok: true, filters };
}

export async function listAlerts(db: Db, userId: number): Promise<SearchAlertDto[]> {
  const rows = await db.select().from(searchAlerts).where(eq(searchAlerts.userId, userId)).orderBy(desc(searchAlerts.id));
  return rows.map(toAlertDto);
}

export async function createAlert(
  db: Db,
  userId: number,
  body: SearchAlertCreateBody,
): Promise<{ ok: true; alert: SearchAlertDto } | AlertRefusal> {
  const checked = await checkFilters(db, body.filters);
  if (!checked.ok) return checked;
  const f = checked.filters;
  const { anchor, min } = alertAnchor(f);
  // The limit and the insert in one statement: two tabs creating the 20th and 21st at once cannot both pass.
  const [made] = await db.all<{ id: number }>(sql`
    insert into search_alerts (user_id, name, q, category, min_memory_gb, min_storage_gb, storage, min_battery,
      functional_grade, cosmetic_grade, wiped, mode, anchor, anchor_min)
    select ${userId}, ${body.name}, ${f.q}, ${f.category}, ${f.minMemoryGb}, ${f.minStorageGb}, ${f.storage}, ${f.minBattery},
      ${f.functionalGrade}, ${f.cosmeticGrade}, ${f.wiped ? 1 : 0}, ${body.mode}, ${anchor}, ${min}
    where (select count(*) from search_alerts where user_id = ${userId}) < ${MAX_ALERTS_PER_MEMBER}
    returning id`);
  const [row] = made ? await db.select().from(searchAlerts).where(eq(searchAlerts.id, made.id)).limit(1) : [];
  if (!row) return { ok: false, status: 409, message: alertsText.errors.tooMany };
  return { ok: true, alert: toAlertDto(row) };
}

export async function updateAlert(
  db: Db,
  userId: number,
  id: number,
  patch: SearchAlertUpdateBody,
): Promise<{ ok: true; alert: SearchAlertDto } | AlertRefusal> {
  const [row] = await db
    .update(searchAlerts)
    .set({ name: patch.name, mode: patch.mode, paused: patch.paused, updatedAt: new Date().toISOString() })
    .where(and(eq(searchAlerts.id, id), eq(searchAlerts.userId, userId)))
    .returning();
  if (!row) return { ok: false, status: 404, message: alertsText.errors.notFound };
  return { ok: true, alert: toAlertDto(row) };
}

export async function deleteAlert(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(searchAlerts)
    .where(and(eq(searchAlerts.id, id), eq(searchAlerts.userId, userId)))
    .returning({ id: searchAlerts.id });
  return gone.length > 0;
}
