/** GET /api/categories: the catalogue's managed list as visitors read it (the chips), from a new house on. */
import { beforeAll, describe, expect, it } from 'vitest';
import { get, insertCatalogue } from './fixtures';

type CategoryCount = { category: string; count: number };

const categoriesOf = async (path: string) => (await (await get(path)).json<{ data: CategoryCount[] }>()).data;

describe('GET /api/categories in a new house', () => {
  it('lists the nine catalogue categories in their order, before any lot has one', async () => {
    expect(await categoriesOf('/api/categories?casa=nova')).toEqual(
      ['Notebooks', 'Desktops', 'Monitores', 'Servidores', 'Redes', 'Periféricos', 'Componentes', 'Celulares e Tablets', 'Outros'].map(
        (category) => ({ category, count: 0 }),
      ),
    );
  });
});

describe('GET /api/categories with lots', () => {
  beforeAll(async () => {
    await insertCatalogue(Date.now());
  });

  it('counts the lots of each category, whatever their status', async () => {
    const data = await categoriesOf('/api/categories?com=lotes');
    expect(data).toContainEqual({ category: 'Redes', count: 2 });
    expect(data).toContainEqual({ category: 'Monitores', count: 1 });
    expect(data).toContainEqual({ category: 'Outros', count: 0 });
    expect(data.map((c) => c.category).slice(0, 3)).toEqual(['Notebooks', 'Desktops', 'Monitores']);
  });
});
