import { useLocation, useNavigation } from '@remix-run/react';
import { siteText } from '~/i18n/pt-BR';
import { catalogueText } from '~/i18n/pt-BR-catalogue';
import { isFiltered, type CataloguePageData } from '~/schemas/catalogue-page';
import { InfoIcon } from '~/ui/icons';
import { AdvancedFilters } from './advanced-filters';
import * as s from './catalogue-view.css';
import { EquipmentFilterChips, type EquipmentFilterValues } from './equipment-filter-chips';
import { FilterBar } from './filter-bar';
import { LotGrid } from './lot-grid';
import * as grid from './lot-grid.css';
import { SearchAlertButton } from './search-alert-dialog';

/**
 * Filter bar, optional advanced filters and the infinite lot grid, shared by `/` and `/lotes`; once filtered,
 * how many lots were found (said politely to screen readers as the filters change), and a note for each
 * filter of a shared link that was ignored for its value.
 */
export function CatalogueView({ data, advanced }: { data: CataloguePageData; advanced: boolean }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const { minMemory, minStorage, storage, minBattery, functional, cosmetic, wiped } = data.filters;
  const equipment: EquipmentFilterValues = { minMemory, minStorage, storage, minBattery, functional, cosmetic, wiped };
  const filtered = isFiltered(data.filters);
  const total = data.page.pagination.total;
  const found = filtered ? catalogueText.found(total) : '';
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
      {advanced && data.canAlert && <SearchAlertButton filters={data.filters} />}
      {data.ignored.length > 0 && (
        <ul className={s.ignored} aria-label={catalogueText.ignoredLabel}>
          {data.ignored.map(({ param, value }) => (
            <li key={param} className={s.ignoredNote}>
              <InfoIcon size={16} className={s.ignoredIcon} />
              {catalogueText.ignored(param, value)}
            </li>
          ))}
        </ul>
      )}
      {/* Always in the page, so that a change of its words is announced. */}
      <p className={filtered && total === 0 && !loading ? grid.empty : s.results} role="status" data-testid="catalogue-found">
        {data.filters.q && found ? `${siteText.list.resultsFor(data.filters.q)} · ${found}` : found}
      </p>
      <LotGrid first={data.page} queryString={data.queryString} loading={loading} emptySaid={filtered} />
    </>
  );
}
