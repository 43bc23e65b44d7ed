import { describe, expect, it } from 'vitest';
import { parseLotListQuery, parseLotListQueryLenient } from '~/schemas/lot-list-query';
import { listQueryString } from '~/server/lots/catalogue-page.server';

describe("the catalogue page's query string for the infinite scroll", () => {
  it('carries the equipment filters as the API reads them, and the API accepts it', () => {
    const { query } = parseLotListQueryLenient(
      new URLSearchParams('minMemory=16&minStorage=512&storage=solid&minBattery=80&functional=tested&cosmetic=B&wiped=1&page=3'),
    );
    const qs = listQueryString(query);
    expect(qs).toBe('minMemory=16&minStorage=512&storage=solid&minBattery=80&functional=tested&cosmetic=B&wiped=1');
    const again = parseLotListQuery(new URLSearchParams(qs));
    expect(again.success && again.data).toMatchObject({ minMemory: 16, storage: 'solid', cosmetic: 'B', wiped: true, page: 1 });
  });

  it('leaves out the filters a shared link got wrong', () => {
    expect(listQueryString(parseLotListQueryLenient(new URLSearchParams('minBattery=300&storage=nvme&wiped=sim')).query)).toBe(
      'storage=nvme',
    );
  });
});
