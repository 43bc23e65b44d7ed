import { z } from '~/schemas/zod';

/** `?page=&per_page=` of a paged list: page from 1, at most 100 per page (20 unless asked). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  per_page: z.coerce.number().int().min(1).max(100).catch(20),
});

export interface Page {
  page: number;
  perPage: number;
}

/** What a paged list answers beside its rows. */
export function pagination(page: Page, total: number) {
  return { page: page.page, per_page: page.perPage, total, pages: Math.max(1, Math.ceil(total / page.perPage)) };
}

export type Pagination = ReturnType<typeof pagination>;

/** A page from the URL's search params. */
export function readPage(params: URLSearchParams, perPage?: number): Page {
  const parsed = pageQuery.parse({ page: params.get('page') ?? params.get('pagina'), per_page: perPage ?? params.get('per_page') });
  return { page: parsed.page, perPage: parsed.per_page };
}
