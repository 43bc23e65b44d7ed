/** The catalogue pages' data (`/` and `/lotes`), as lots/catalogue-page.server.ts loads it and the page shows it. */
import type { Banner, CategoryCount, LotPage } from '~/schemas/lot';
import type { LotListQuery, RefusedParam } from '~/schemas/lot-list-query';

/** The list's filters as the page's fields show them: prices as typed in reais, for members only. */
export type CatalogueFilters = Pick<
  LotListQuery,
  'q' | 'category' | 'sort' | 'status' | 'endBefore' | 'minMemory' | 'minStorage' | 'storage' | 'minBattery' | 'functional' | 'cosmetic'
> & { minPrice: string | undefined; maxPrice: string | undefined; wiped: boolean };

/** Whether the list is narrowed by any filter (the sort narrows nothing; prices count for members only, the only ones they apply to). */
export function isFiltered(filters: CatalogueFilters): boolean {
  const { sort: _sort, status, wiped, ...rest } = filters;
  return status !== 'all' || wiped || Object.values(rest).some((value) => value !== undefined);
}

export interface CataloguePageData {
  /** the first page of lots */
  page: LotPage;
  /** the active categories, in the house's order, with their lots */
  categories: CategoryCount[];
  /** every lot, whatever its category (a retired one included): the 'Todas' chip's count */
  lotCount: number;
  /** the home carousel's (empty on `/lotes`) */
  banners: Banner[];
  filters: CatalogueFilters;
  /** the filters of the link whose values were invalid, left out of the list (each said on the page) */
  ignored: RefusedParam[];
  /** the filters as URL parameters (page excluded), as the infinite scroll sends them to the API */
  queryString: string;
  isMember: boolean;
  /** an approved member: may save the search as an alert ('Criar alerta para esta busca') */
  canAlert: boolean;
}
