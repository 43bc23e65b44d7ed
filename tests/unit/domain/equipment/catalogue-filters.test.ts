import { describe, expect, it } from 'vitest';
import { cosmeticGradesAtLeast, parseFilterNumber, storageClassesFor } from '~/domain/equipment/catalogue-filters';

describe('catalogue equipment filters', () => {
  it("'solid' lets SSD and NVMe through, 'nvme' only NVMe, never a spinning drive", () => {
    expect(storageClassesFor('solid')).toEqual(['ssd', 'nvme']);
    expect(storageClassesFor('nvme')).toEqual(['nvme']);
  });

  it('a cosmetic grade includes the better ones: B is A or B, D is every grade', () => {
    expect(cosmeticGradesAtLeast('A')).toEqual(['A']);
    expect(cosmeticGradesAtLeast('B')).toEqual(['A', 'B']);
    expect(cosmeticGradesAtLeast('C')).toEqual(['A', 'B', 'C']);
    expect(cosmeticGradesAtLeast('D')).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('parseFilterNumber', () => {
  const bounds = { min: 1, max: 100 };
  it('reads digits within the bounds, the bounds included, around spaces', () => {
    expect(parseFilterNumber('1', bounds)).toBe(1);
    expect(parseFilterNumber(' 80 ', bounds)).toBe(80);
    expect(parseFilterNumber('100', bounds)).toBe(100);
  });
  it('refuses what is not a whole number in the bounds', () => {
    for (const text of ['', '0', '101', '-5', '+5', '8.5', '8,5', '1e2', '0x10', '80%', 'oitenta', '1.000']) {
      expect(parseFilterNumber(text, bounds), text).toBeNull();
    }
  });
});
