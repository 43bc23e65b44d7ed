import { useLocation, useNavigation } from '@remix-run/react';
import { siteText } from '~/i18n/pt-BR';
import type { CataloguePageData } from '~/schemas/catalogue-page';
import { AdvancedFilters } from './advanced-filters';
import * as s from './catalogue-view.css';
import { EquipmentFilterChips, type EquipmentFilterValues } from './equipment-filter-chips';
import { FilterBar } from './filter-bar';
import { LotGrid } from './lot-grid';

/** Filter bar, optional advanced filters and the infinite lot grid, shared by `/` and `/lotes`. */
export function CatalogueView({ data, advanced }: { data: CataloguePageData; advanced: boolean }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const { minMemory, minStorage, storage, minBattery, functional, cosmetic, wiped } = data.filters;
  const equipment: EquipmentFilterValues = { minMemory, minStorage, storage, minBattery, functional, cosmetic, wiped };
  return (
    <>
      <FilterBar categories={data.categories} total={data.lotCount} category={data.filters.category} sort={data.filters.sort} />
      {advanced && (
        <AdvancedFilters
          values={{
            minPrice: data.filters.minPrice,
            maxPrice: data.filters.maxPrice,
            status: data.filters.status,
            endBefore: data.filters.endBefore,
            equipment,
          }}
          canFilterPrice={data.isMember}
        />
      )}
      <EquipmentFilterChips values={equipment} />
      {data.filters.q && (
        <p className={s.results} role="status">
          {siteText.list.resultsFor(data.filters.q)} · {data.page.pagination.total}
        </p>
      )}
      <LotGrid first={data.page} queryString={data.queryString} loading={loading} />
    </>
  );
}
