import { beforeAll, describe, expect, it } from 'vitest';
import { banners } from '~/server/db/schema';
import { db, get } from './fixtures';

beforeAll(async () => {
  await db.insert(banners).values([
    { title: 'Segundo', imageUrl: '/media/banners/b.webp', displayOrder: 2 },
    { title: 'Inativo', imageUrl: '/media/banners/c.webp', displayOrder: 0, isActive: false },
    { title: 'Primeiro', imageUrl: '/media/banners/a.webp', displayOrder: 1 },
  ]);
});

describe('GET /api/banners', () => {
  it('lists active banners in display order', async () => {
    const res = await get('/api/banners');
    const { data } = await res.json<{ data: { title: string; is_active: boolean }[] }>();
    expect(data.map((b) => b.title)).toEqual(['Primeiro', 'Segundo']);
  });
});
