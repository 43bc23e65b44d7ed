import { describe, expect, it } from 'vitest';
import { appendImages, makeCover, moveImages, removeImage } from '~/domain/image-order';

const list = (...keys: string[]) => keys.map((key) => ({ key }));
const keys = (items: { key: string }[]) => items.map((i) => i.key);

describe('lot image order (the first is the cover)', () => {
  it('makes an image the cover, keeping the others in order', () => {
    expect(keys(makeCover(list('a', 'b', 'c', 'd'), 'c'))).toEqual(['c', 'a', 'b', 'd']);
    expect(keys(makeCover(list('a', 'b'), 'a'))).toEqual(['a', 'b']);
    expect(keys(makeCover(list('a', 'b'), 'x'))).toEqual(['a', 'b']);
  });

  it('removes one image', () => {
    expect(keys(removeImage(list('a', 'b', 'c'), 'a'))).toEqual(['b', 'c']);
    expect(keys(removeImage(list('a'), 'x'))).toEqual(['a']);
  });

  it('moves dragged images before or after the drop target', () => {
    expect(keys(moveImages(list('a', 'b', 'c', 'd'), new Set(['d']), 'a', 'before'))).toEqual(['d', 'a', 'b', 'c']);
    expect(keys(moveImages(list('a', 'b', 'c', 'd'), new Set(['a']), 'c', 'after'))).toEqual(['b', 'c', 'a', 'd']);
    expect(keys(moveImages(list('a', 'b', 'c', 'd'), new Set(['a', 'c']), 'd', 'after'))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('changes nothing when dropped on itself or on an unknown image', () => {
    expect(keys(moveImages(list('a', 'b', 'c'), new Set(['b']), 'b', 'before'))).toEqual(['a', 'b', 'c']);
    expect(keys(moveImages(list('a', 'b', 'c'), new Set(['b']), 'x', 'before'))).toEqual(['a', 'b', 'c']);
  });

  it('appends new images up to the limit and counts those left out', () => {
    expect(appendImages(['a', 'b'], ['c', 'd', 'e'], 4)).toEqual({ items: ['a', 'b', 'c', 'd'], dropped: 1 });
    expect(appendImages(['a'], ['b'], 20)).toEqual({ items: ['a', 'b'], dropped: 0 });
    expect(appendImages(['a', 'b'], ['c'], 2)).toEqual({ items: ['a', 'b'], dropped: 1 });
  });
});
