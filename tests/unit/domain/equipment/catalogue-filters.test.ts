import { describe, expect, it } from 'vitest';
import { cosmeticGradesAtLeast, storageClassesFor } from '~/domain/equipment/catalogue-filters';

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
