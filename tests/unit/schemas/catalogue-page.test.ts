import { describe, expect, it } from 'vitest';
import { isFiltered, type CatalogueFilters } from '~/schemas/catalogue-page';

const none: CatalogueFilters = { sort: 'ending-soon', status: 'all', wiped: false, minPrice: undefined, maxPrice: undefined };

describe('a catalogue list is filtered', () => {
  it('not by its sort alone', () => {
    expect(isFiltered(none)).toBe(false);
    expect(isFiltered({ ...none, sort: 'price-high' })).toBe(false);
  });

  it('by a search, a category, a status, a day, a price or any equipment filter', () => {
    for (const filter of [
      { q: 'dell' },
      { category: 'Notebooks' },
      { status: 'closed' as const },
      { endBefore: '2026-12-31' },
      { minPrice: '100,00' },
      { maxPrice: '900,00' },
      { minMemory: 16 },
      { storage: 'nvme' as const },
      { cosmetic: 'B' as const },
      { wiped: true },
    ]) {
      expect(isFiltered({ ...none, ...filter }), JSON.stringify(filter)).toBe(true);
    }
  });
});
