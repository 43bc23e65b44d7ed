import { describe, expect, it } from 'vitest';
import { equipmentFilterChips } from '~/components/equipment-filter-chips';

describe('equipment filter chips', () => {
  it('shows no chip without an equipment filter', () => {
    expect(equipmentFilterChips({ wiped: false })).toEqual([]);
  });

  it('names each applied filter in Portuguese, pt-BR figures, in the panel order', () => {
    expect(
      equipmentFilterChips({
        minMemory: 16,
        minStorage: 2000,
        storage: 'nvme',
        minBattery: 80,
        functional: 'tested',
        cosmetic: 'B',
        wiped: true,
      }),
    ).toEqual([
      { param: 'minMemory', label: 'Memória ≥ 16 GB' },
      { param: 'minStorage', label: 'Armazenamento ≥ 2.000 GB' },
      { param: 'storage', label: 'Somente NVMe' },
      { param: 'minBattery', label: 'Bateria ≥ 80%' },
      { param: 'functional', label: 'Testado — 100% funcional' },
      { param: 'cosmetic', label: 'B — marcas leves ou melhor' },
      { param: 'wiped', label: 'Com certificado de apagamento' },
    ]);
  });

  it("says 'ou melhor' for a cosmetic grade only where a better one exists, and 'SSD ou NVMe' for solid storage", () => {
    expect(equipmentFilterChips({ cosmetic: 'A', storage: 'solid', wiped: false }).map((c) => c.label)).toEqual([
      'SSD ou NVMe',
      'A — como novo',
    ]);
  });
});
