/**
 * Filters of the back office's lot list (`GET /api/admin/auctions` and the 'Leilões' tab alike):
 * id, a part of the title, a part of the winner's e-mail, the São Paulo calendar day the lot starts or
 * ends on, and the status. The API refuses a malformed filter (400, in Portuguese); the tab leaves it out.
 */
import { isCalendarDay } from '~/domain/sao-paulo-time';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';
import { z } from '~/schemas/zod';
import { idParam } from './id-param';
import type { Page } from './paging';

const errors = adminLotsText.queryErrors;

export const ADMIN_LOT_STATUSES = ['active', 'closed', 'pending'] as const;

const text = z.string().trim().max(200, errors.text);
const day = z.string().trim().refine(isCalendarDay, errors.date);

const fields = {
  id: idParam,
  title: text,
  winner_email: text,
  starts_on: day,
  ends_on: day,
  status: z.enum(ADMIN_LOT_STATUSES, { error: errors.status }),
};

export type AdminLotFilter = { [K in keyof typeof fields]?: z.output<(typeof fields)[K]> };

/** The URL names of the filters, in the form's order. */
export const ADMIN_LOT_FILTER_KEYS = Object.keys(fields) as (keyof AdminLotFilter)[];

const strictFilter = z.object(
  Object.fromEntries(ADMIN_LOT_FILTER_KEYS.map((k) => [k, fields[k].optional()])) as {
    [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>;
  },
);

/** Present, non-empty values only ('all' is no status filter). */
function given(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ADMIN_LOT_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value && !(key === 'status' && value === 'all')) out[key] = value;
  }
  return out;
}

const pageNumber = z.coerce.number({ error: errors.page }).int(errors.page).min(1, errors.page).max(100_000, errors.page);
const perPage = z.coerce.number({ error: errors.page }).int(errors.page).min(1, errors.page).max(100, errors.page);

export type AdminLotQuery = { ok: true; filter: AdminLotFilter; page: Page } | { ok: false; message: string };

/** The API's reading: every filter and the page must be well formed. */
export function readAdminLotQuery(params: URLSearchParams, defaultPerPage = 20): AdminLotQuery {
  const filter = strictFilter.safeParse(given(params));
  if (!filter.success) {
    const issue = filter.error.issues[0]!;
    // The id's own schema speaks of numbers; the filter names the field.
    return { ok: false, message: issue.path[0] === 'id' ? errors.id : issue.message };
  }
  const page = params.get('page')?.trim() ? pageNumber.safeParse(params.get('page')) : { success: true as const, data: 1 };
  const per = params.get('per_page')?.trim() ? perPage.safeParse(params.get('per_page')) : { success: true as const, data: defaultPerPage };
  if (!page.success || !per.success) return { ok: false, message: errors.page };
  return { ok: true, filter: filter.data, page: { page: page.data, perPage: per.data } };
}

/** The page's reading: a malformed filter is simply not applied. */
export function readAdminLotFilterLenient(params: URLSearchParams): AdminLotFilter {
  const kept = Object.entries(given(params)).filter(([key, value]) => fields[key as keyof typeof fields].safeParse(value).success);
  return strictFilter.parse(Object.fromEntries(kept));
}
