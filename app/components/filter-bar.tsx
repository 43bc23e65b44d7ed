import { Link, useNavigate, useLocation } from '@remix-run/react';
import { siteText } from '~/i18n/pt-BR';
import type { CategoryCount } from '~/schemas/lot';
import { SORT_KEYS, type SortKey } from '~/schemas/lot-list-query';
import { Select } from '~/ui/select';
import * as s from './filter-bar.css';

/** The URL of the current list with some parameters changed (and the page reset). */
export function withParams(pathname: string, search: string, changes: Record<string, string | undefined>): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') params.delete(key);
    else params.set(key, value);
  }
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

const SORT_OPTIONS = SORT_KEYS.map((id) => ({ id, label: siteText.list.sort[id] }));

/** The category chips ('Todas' counts every lot, a retired category's included) and the sort. */
export function FilterBar({
  categories,
  total,
  category,
  sort,
}: {
  categories: CategoryCount[];
  total: number;
  category: string | undefined;
  sort: SortKey;
}) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const chips = [{ category: undefined, label: siteText.list.all, count: total }, ...categories.map((c) => ({ ...c, label: c.category }))];
  return (
    <div className={s.bar}>
      <nav aria-label={siteText.list.categories} className={s.chipsScroller}>
        <ul className={s.chips}>
          {chips.map((chip) => {
            const selected = chip.category === category;
            return (
              <li key={chip.label}>
                <Link
                  to={withParams(pathname, search, { category: chip.category })}
                  className={`${s.chip} ${selected ? s.chipSelected : ''}`}
                  aria-current={selected ? 'true' : undefined}
                  preventScrollReset
                >
                  {chip.label}
                  <span className={s.count}>{chip.count}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Select
        label={siteText.list.sortLabel}
        options={SORT_OPTIONS}
        value={sort}
        onChange={(value) =>
          navigate(withParams(pathname, search, { sort: value === 'ending-soon' ? undefined : value }), {
            preventScrollReset: true,
          })
        }
      />
    </div>
  );
}
