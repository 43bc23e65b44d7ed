/** Data for the catalogue pages (`/` and `/lotes`): the first page of lots, category counts, banners, the filters of a link it ignored. */
import { centsToReais } from '~/domain/money';
import type { CataloguePageData } from '~/schemas/catalogue-page';
import { lotListQueryToParams, parseLotListQueryLenient, type LotListQuery } from '~/schemas/lot-list-query';
import type { Viewer } from '~/schemas/viewer';
import { isApprovedMember } from '~/server/auth/viewer';
import type { Db } from '~/server/db/client.server';
import { listActiveBanners } from './banners.server';
import { listLotsWithCategories } from './lots.server';

const reaisParam = (cents: number | undefined) => (cents === undefined ? undefined : centsToReais(cents).toFixed(2).replace('.', ','));

/** The list's filters as URL parameters (page excluded), as the infinite scroll sends them to the API. */
export function listQueryString(query: LotListQuery): string {
  const { page: _page, per_page: _perPage, minPrice, maxPrice, wiped, ...rest } = query;
  return lotListQueryToParams({
    ...rest,
    minPrice: reaisParam(minPrice),
    maxPrice: reaisParam(maxPrice),
    wiped: wiped ? '1' : undefined,
  }).toString();
}

export async function loadCataloguePage(
  db: Db,
  url: URL,
  viewer: Viewer | null,
  { withBanners }: { withBanners: boolean },
): Promise<CataloguePageData> {
  let { query, ignored } = parseLotListQueryLenient(url.searchParams);
  const [first, banners] = await Promise.all([
    listLotsWithCategories(db, query, viewer),
    withBanners ? listActiveBanners(db) : Promise.resolve([]),
  ]);
  let { page, categories, lotCount } = first;
  // A category no lot has and the list does not know (a typo, a link from before a rename): ignored, and said.
  const { category } = query;
  if (category !== undefined && page.pagination.total === 0 && !categories.some((c) => c.category === category)) {
    ignored = [...ignored, { param: 'category', value: category }];
    query = { ...query, category: undefined };
    ({ page, categories, lotCount } = await listLotsWithCategories(db, query, viewer));
  }
  return {
    page,
    categories,
    lotCount,
    banners,
    filters: {
      q: query.q,
      category: query.category,
      sort: query.sort,
      status: query.status,
      endBefore: query.endBefore,
      minPrice: viewer ? reaisParam(query.minPrice) : undefined,
      maxPrice: viewer ? reaisParam(query.maxPrice) : undefined,
      minMemory: query.minMemory,
      minStorage: query.minStorage,
      storage: query.storage,
      minBattery: query.minBattery,
      functional: query.functional,
      cosmetic: query.cosmetic,
      wiped: query.wiped ?? false,
    },
    ignored,
    queryString: listQueryString(query),
    isMember: viewer !== null,
    canAlert: viewer !== null && isApprovedMember(viewer),
  };
}
