/**
 * The lot list's filters, sort and page, as they travel in the URL of `/`, `/lotes` and `GET /api/auctions`.
 * Prices are reais at this edge, cents once parsed. The equipment filters (memory and storage in whole GB,
 * storage kind, battery health %, the grades, a wipe certificate) read the lots' indexed columns; what each
 * means is in `domain/equipment/catalogue-filters.ts`.
 */
import { FILTER_BOUNDS, parseFilterNumber, STORAGE_FILTERS, type NumberBounds } from '~/domain/equipment/catalogue-filters';
import { COSMETIC_GRADES, FUNCTIONAL_GRADES } from '~/domain/equipment/grades';
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

/** A whole number in the URL within its bounds (`parseFilterNumber`: digits only). */
const wholeNumber = (bounds: NumberBounds) =>
  z.string().transform((v, ctx) => {
    const value = parseFilterNumber(v, bounds);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: 'invalid number' });
      return z.NEVER;
    }
    return value;
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
  minMemory: wholeNumber(FILTER_BOUNDS.minMemory).optional(),
  minStorage: wholeNumber(FILTER_BOUNDS.minStorage).optional(),
  storage: z.enum(STORAGE_FILTERS).optional(),
  minBattery: wholeNumber(FILTER_BOUNDS.minBattery).optional(),
  functional: z.enum(FUNCTIONAL_GRADES).optional(),
  /** this grade or better ('B': A or B) */
  cosmetic: z.enum(COSMETIC_GRADES).optional(),
  /** '1': only lots whose wipe certificate covers every drive */
  wiped: z
    .literal('1')
    .transform(() => true as const)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(LOT_PAGE_SIZE),
});

export type LotListQuery = z.output<typeof lotListQuerySchema>;
/** A parameter of the list's URL (after the aliases). */
export type LotListParam = keyof typeof lotListQuerySchema.shape;

/** A parameter whose value a parse refused: its name (an alias read as the name it stands for) and the value as given. */
export interface RefusedParam {
  param: LotListParam;
  value: string;
}

/** Accepted aliases: sortBy (for sort), search (for q). */
const ALIASES: Record<string, keyof LotListQuery> = { sortBy: 'sort', search: 'q' };

const isListParam = (name: string): name is LotListParam => name in lotListQuerySchema.shape;

function paramsToObject(params: URLSearchParams): Partial<Record<LotListParam, string>> {
  const out: Partial<Record<LotListParam, string>> = {};
  for (const [key, value] of params) {
    const name = ALIASES[key] ?? key;
    if (isListParam(name) && value !== '') out[name] = value;
  }
  return out;
}

const PARAM_ORDER = Object.keys(lotListQuerySchema.shape);

/** The parameters a parse of `input` refused, each once, in the order of the schema. */
function refused(input: Partial<Record<LotListParam, string>>, error: z.ZodError): RefusedParam[] {
  const names = new Set(error.issues.map((issue) => String(issue.path[0])));
  return Object.entries(input)
    .filter(([name]) => names.has(name))
    .map(([name, value]) => ({ param: name as LotListParam, value }))
    .sort((a, b) => PARAM_ORDER.indexOf(a.param) - PARAM_ORDER.indexOf(b.param));
}

/** Strict parse for the API: any invalid parameter is an error, which names each parameter refused. */
export function parseLotListQuery(
  params: URLSearchParams,
): { success: true; data: LotListQuery } | { success: false; refused: RefusedParam[] } {
  const input = paramsToObject(params);
  const parsed = lotListQuerySchema.safeParse(input);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, refused: refused(input, parsed.error) };
}

/**
 * Lenient parse for pages: an invalid parameter in a shared link is dropped (and said: `ignored`, so the
 * page can tell the visitor), the rest still applies.
 */
export function parseLotListQueryLenient(params: URLSearchParams): { query: LotListQuery; ignored: RefusedParam[] } {
  const input = paramsToObject(params);
  const first = lotListQuerySchema.safeParse(input);
  if (first.success) return { query: first.data, ignored: [] };
  const ignored = refused(input, first.error);
  for (const { param } of ignored) delete input[param];
  return { query: lotListQuerySchema.parse(input), ignored };
}

/** The URL search string for a query, without defaults, so shared links stay short. */
export function lotListQueryToParams(query: Partial<Record<keyof LotListQuery, string | number | null | undefined>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'sort' && value === 'ending-soon') continue;
    if (key === 'status' && value === 'all') continue;
    if (key === 'page' && Number(value) === 1) continue;
    if (key === 'per_page' && Number(value) === LOT_PAGE_SIZE) continue;
    params.set(key, String(value));
  }
  return params;
}
