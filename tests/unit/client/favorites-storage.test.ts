import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLocalFavorites, writeLocalFavorites } from '~/client/favorites-storage';

describe('the browser copy of the favorites (localStorage "favorites")', () => {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
  });
  afterEach(() => store.clear());

  it('is the spec’s JSON array of lot ids, with its owner beside it', () => {
    writeLocalFavorites([3, 7], 12);
    expect(store.get('favorites')).toBe('[3,7]');
    expect(readLocalFavorites()).toEqual({ ids: [3, 7], owner: 12 });
  });

  it('survives whatever another script left there', () => {
    store.set('favorites', '{not json');
    expect(readLocalFavorites()).toEqual({ ids: [], owner: null });
    store.set('favorites', '[1, "2", 2.5, -4, 1, 9]');
    expect(readLocalFavorites()).toEqual({ ids: [1, 9], owner: null });
  });
});
