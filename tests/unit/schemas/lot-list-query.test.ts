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
  it('is strict for the API and lenient for shared page links, and both name each parameter refused with its value', () => {
    const params = new URLSearchParams('page=-3&sortBy=cheapest&category=Notebooks&utm_source=news');
    const refused = [
      { param: 'sort', value: 'cheapest' },
      { param: 'page', value: '-3' },
    ];
    expect(parseLotListQuery(params)).toEqual({ success: false, refused });
    const { query, ignored } = parseLotListQueryLenient(params);
    expect(query).toMatchObject({ sort: 'ending-soon', category: 'Notebooks', page: 1 });
    expect(ignored).toEqual(refused);
    expect(parseLotListQueryLenient(new URLSearchParams('category=Notebooks&minMemory=')).ignored).toEqual([]);
  });
  it('writes short URLs without defaults', () => {
    expect(lotListQueryToParams({ sort: 'ending-soon', status: 'all', page: 1, category: 'Redes', q: '' }).toString()).toBe(
      'category=Redes',
    );
  });

  describe('equipment filters', () => {
    const parse = (qs: string) => parseLotListQuery(new URLSearchParams(qs));

    it('reads every equipment filter from the URL', () => {
      const parsed = parse('minMemory=16&minStorage=512&storage=nvme&minBattery=80&functional=tested&cosmetic=B&wiped=1');
      expect(parsed.success && parsed.data).toMatchObject({
        minMemory: 16,
        minStorage: 512,
        storage: 'nvme',
        minBattery: 80,
        functional: 'tested',
        cosmetic: 'B',
        wiped: true,
      });
    });

    it('takes each bound and each listed key', () => {
      for (const qs of [
        'minMemory=1',
        'minMemory=4096',
        'minStorage=1',
        'minStorage=1000000',
        'minBattery=1',
        'minBattery=100',
        'storage=solid',
        'functional=caveats',
        'functional=untested',
        'functional=parts',
        'cosmetic=A',
        'cosmetic=D',
      ]) {
        expect(parse(qs).success, qs).toBe(true);
      }
    });

    it('refuses out-of-range numbers, decimals, signs, exponents and unknown keys', () => {
      for (const qs of [
        'minMemory=0',
        'minMemory=4097',
        'minMemory=16.5',
        'minMemory=1e3',
        'minMemory=-8',
        'minMemory=dezesseis',
        'minStorage=0',
        'minStorage=1000001',
        'minBattery=0',
        'minBattery=101',
        'minBattery=80%25',
        'storage=ssd',
        'storage=hdd',
        'functional=Testado',
        'cosmetic=b',
        'cosmetic=E',
        'wiped=true',
        'wiped=0',
      ]) {
        expect(parse(qs).success, qs).toBe(false);
      }
    });

    it('leaves the filters out when absent or empty', () => {
      const parsed = parse('minMemory=&storage=&wiped=');
      expect(parsed.success).toBe(true);
      const data = parsed.success ? parsed.data : {};
      for (const key of ['minMemory', 'minStorage', 'storage', 'minBattery', 'functional', 'cosmetic', 'wiped']) {
        expect(data, key).not.toHaveProperty(key);
      }
    });

    it('on a page, drops only the invalid equipment filter and keeps the others', () => {
      const { query, ignored } = parseLotListQueryLenient(
        new URLSearchParams('minMemory=99999&storage=nvme&minBattery=abc&cosmetic=C&wiped=sim'),
      );
      expect(query).toMatchObject({ storage: 'nvme', cosmetic: 'C' });
      expect(query.minMemory).toBeUndefined();
      expect(query.minBattery).toBeUndefined();
      expect(query.wiped).toBeUndefined();
      expect(ignored).toEqual([
        { param: 'minMemory', value: '99999' },
        { param: 'minBattery', value: 'abc' },
        { param: 'wiped', value: 'sim' },
      ]);
    });
  });
});
