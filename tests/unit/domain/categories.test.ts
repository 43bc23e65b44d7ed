import { describe, expect, it } from 'vitest';
import { CATALOGUE_CATEGORIES, categoryKey, categoryName, clashesWith, offeredCategories, pickCategory } from '~/domain/categories';

describe('the catalogue a house starts with', () => {
  it('has nine categories, no two the same', () => {
    expect(CATALOGUE_CATEGORIES).toHaveLength(9);
    expect(new Set(CATALOGUE_CATEGORIES.map(categoryKey)).size).toBe(9);
  });
});

describe('a category name', () => {
  it('is stored trimmed, with one space between words', () => {
    expect(categoryName('  Celulares   e\tTablets ')).toBe('Celulares e Tablets');
  });

  it('is stored composed, so an accent typed two ways is one name', () => {
    expect(categoryName('Perife\u0301ricos')).toBe('Periféricos');
  });

  it('is the same category in any case or spacing', () => {
    expect(categoryKey(' REDES ')).toBe(categoryKey('redes'));
    expect(categoryKey('PERIFÉRICOS')).toBe(categoryKey('Periféricos'));
    expect(categoryKey('Celulares  e Tablets')).toBe(categoryKey('celulares e tablets'));
  });

  it('is another category when spelled otherwise', () => {
    expect(categoryKey('Perifericos')).not.toBe(categoryKey('Periféricos'));
    expect(categoryKey('Rede')).not.toBe(categoryKey('Redes'));
  });
});

describe('choosing a category for a lot, schedule or template', () => {
  const list = [
    { name: 'Notebooks', retired: false },
    { name: 'Servidores', retired: false },
    { name: 'Fitas LTO', retired: true },
  ];

  it('takes an active category in the list’s own spelling', () => {
    expect(pickCategory(list, ' notebooks ')).toEqual({ ok: true, name: 'Notebooks' });
  });

  it('refuses a name the list does not have', () => {
    expect(pickCategory(list, 'Informática')).toEqual({ ok: false, reason: 'unknown' });
  });

  it('refuses a retired category for something new', () => {
    expect(pickCategory(list, 'Fitas LTO')).toEqual({ ok: false, reason: 'retired' });
  });

  it('lets a record keep the retired category it already has', () => {
    expect(pickCategory(list, 'Fitas LTO', 'Fitas LTO')).toEqual({ ok: true, name: 'Fitas LTO' });
  });

  it('does not let a record move to another retired category', () => {
    expect(pickCategory(list, 'Fitas LTO', 'Notebooks')).toEqual({ ok: false, reason: 'retired' });
  });
});

describe('the categories a form offers', () => {
  it('are the active ones when the record has one of them', () => {
    expect(offeredCategories(['Notebooks', 'Redes'], 'redes')).toEqual(['Notebooks', 'Redes']);
  });

  it('add the record’s retired category after the active ones', () => {
    expect(offeredCategories(['Notebooks', 'Redes'], 'Fitas LTO')).toEqual(['Notebooks', 'Redes', 'Fitas LTO']);
  });

  it('are the active ones for a new record', () => {
    expect(offeredCategories(['Notebooks'], null)).toEqual(['Notebooks']);
    expect(offeredCategories(['Notebooks'], '')).toEqual(['Notebooks']);
  });
});

describe('a name clashing with another category', () => {
  const list = [
    { id: 1, name: 'Redes' },
    { id: 2, name: 'Monitores' },
  ];

  it('is found in any case', () => {
    expect(clashesWith(list, 'REDES')?.id).toBe(1);
  });

  it('is not the category being renamed itself', () => {
    expect(clashesWith(list, 'redes', 1)).toBeUndefined();
    expect(clashesWith(list, 'monitores', 1)?.id).toBe(2);
  });
});
