import { beforeAll, describe, expect, it } from 'vitest';
import { get, insertCatalogue } from './fixtures';

beforeAll(async () => {
  await insertCatalogue(Date.now());
});

describe('GET /api/categories', () => {
  it('counts lots per category', async () => {
    const res = await get('/api/categories');
    const { data } = await res.json<{ data: { category: string; count: number }[] }>();
    expect(data).toContainEqual({ category: 'Redes', count: 2 });
    expect(data).toContainEqual({ category: 'Monitores', count: 1 });
    expect(data.map((c) => c.category)).toEqual([...data.map((c) => c.category)].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });
});
