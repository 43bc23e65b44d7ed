/**
 * The lot list's filters, sort and page, as they travel in the URL of `/`, `/lotes` and `GET /api/auctions`.
 * Prices are reais at this edge; `toLotListFilter` turns them into cents.
 */
import { LOT_STATUSES } from '~/domain/lot-status';
import { parseReaisInput } from '~/domain/money-input';
import { isCalendarDay } from '~/domain/sao-paulo-time';
import { z } from '~/schemas/zod';

export const SORT_KEYS = ['ending-soon', 'newest', 'price-low', 'price-high'] as const;
export const STATUS_FILTERS = ['all', ...LOT_STATUSES] as const;
export const LOT_PAGE_SIZE = 9;
export const MAX_PER_PAGE = 48;

export type SortKey = (typeof SORT_KEYS)[number];
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const reais = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const cents = parseReaisInput(v);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: 'invalid amount' });
      return z.NEVER;
    }
    return cents;
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || undefined);

export const lotListQuerySchema = z.object({
  category: optionalText(80).optional(),
  q: optionalText(120).optional(),
  sort: z.enum(SORT_KEYS).default('ending-soon'),
  minPrice: reais.optional(),
  maxPrice: reais.optional(),
  status: z.enum(STATUS_FILTERS).default('all'),
  endBefore: z.string().refine(isCalendarDay, 'invalid day').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(LOT_PAGE_SIZE),
});

export type LotListQuery = z.output<typeof lotListQuerySchema>;

/** Accepted aliases: sortBy (for sort), search (for q). */
const ALIASES: Record<string, keyof LotListQuery> = { sortBy: 'sort', search: 'q' };

function paramsToObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    const name = ALIASES[key] ?? key;
    if (name in lotListQuerySchema.shape && value !== '') out[name] = value;
  }
  return out;
}

/** Strict parse for the API: any invalid parameter is an error. */
export function parseLotListQuery(params: URLSearchParams) {
  return lotListQuerySchema.safeParse(paramsToObject(params));
}

/** Lenient parse for pages: an invalid parameter in a shared link is dropped, the rest still applies. */
export function parseLotListQueryLenient(params: URLSearchParams): LotListQuery {
  const input = paramsToObject(params);
  const first = lotListQuerySchema.safeParse(input);
  if (first.success) return first.data;
  for (const issue of first.error.issues) delete input[String(issue.path[0])];
  return lotListQuerySchema.parse(input);
}

/** The URL search string for a query, without defaults, so shared links stay short. */
export function lotListQueryToParams(query: Partial<Record<keyof LotListQuery, string | number | undefined>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (key === 'sort' && value === 'ending-soon') continue;
    if (key === 'status' && value === 'all') continue;
    if (key === 'page' && Number(value) === 1) continue;
    if (key === 'per_page' && Number(value) === LOT_PAGE_SIZE) continue;
    params.set(key, String(value));
  }
  return params;
}
