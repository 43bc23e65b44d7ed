import { describe, expect, it } from 'vitest';
import { lotListQueryToParams, parseLotListQuery, parseLotListQueryLenient } from '~/schemas/lot-list-query';

describe('lot list query', () => {
  it('reads the spec aliases and reais with a comma', () => {
    const parsed = parseLotListQuery(
      new URLSearchParams('sortBy=price-low&search=dell&minPrice=1.500,50&status=active&endBefore=2026-12-01'),
    );
    expect(parsed.success && parsed.data).toMatchObject({
      sort: 'price-low',
      q: 'dell',
      minPrice: 150050,
      status: 'active',
      endBefore: '2026-12-01',
      page: 1,
      per_page: 9,
    });
  });
  it('is strict for the API and lenient for shared page links', () => {
    const params = new URLSearchParams('sort=cheapest&category=Notebooks&page=-3');
    expect(parseLotListQuery(params).success).toBe(false);
    expect(parseLotListQueryLenient(params)).toMatchObject({ sort: 'ending-soon', category: 'Notebooks', page: 1 });
  });
  it('writes short URLs without defaults', () => {
    expect(lotListQueryToParams({ sort: 'ending-soon', status: 'all', page: 1, category: 'Redes', q: '' }).toString()).toBe(
      'category=Redes',
    );
  });
});
