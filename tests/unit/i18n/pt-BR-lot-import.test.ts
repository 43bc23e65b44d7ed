import { describe, expect, it } from 'vitest';
import { checkEquipmentUploads, type EquipmentUpload } from '~/domain/equipment/equipment-upload';
import { lotImportText } from '~/i18n/pt-BR-lot-import';
import { HARDWARE_FIXTURES } from '../../fixtures/hardware';
import { REAL_BATTERIES, REAL_LSHW } from '../../fixtures/hardware/real';

const described = (uploads: EquipmentUpload[]) => {
  const check = checkEquipmentUploads(uploads, '2026-11-25T12:00:00.000Z');
  if (!check.ok || !check.report) throw new Error(JSON.stringify(check));
  return lotImportText.describeMachine(check.report);
};

describe("the description an imported lot gets from its machine's report", () => {
  it('speaks of a soldered-memory laptop as the sheet does: its form, its name, its memory, its battery', () => {
    expect(described([REAL_LSHW.thinkpadX1Carbon5th, REAL_BATTERIES.thinkpad42t4865])).toBe(
      'Notebook Lenovo ThinkPad X1 Carbon 5th — processador Intel Core i7-7500U CPU @ 2.70GHz, 16 GB de memória LPDDR3 1867 MHz (soldada), ' +
        'bateria com 32% da capacidade original. Ficha técnica verificada pelo relatório da máquina.',
    );
  });

  it('names the modules of a laptop with slots, and a maker that firmware spells in capitals as it sells', () => {
    const text = described(HARDWARE_FIXTURES.laptop);
    expect(text).toMatch(/^Notebook Dell Latitude 5410 — processador Intel Core i5-10310U CPU @ 1\.70GHz, /);
    expect(text).toContain('16 GB de memória em 2 módulos de 8 GB DDR4 2667 MHz');
    expect(described([REAL_LSHW.fujitsuLifebookE782])).toMatch(/^Notebook Fujitsu LIFEBOOK E782 — /);
  });

  it('leaves out what the firmware does not say, and says when the battery gives no capacity', () => {
    expect(described([REAL_LSHW.asusP8b75Desktop])).toBe(
      'Desktop — processador Intel Core i5-3470 CPU @ 3.20GHz, 4 GB de memória em 1 módulo de 4 GB DDR3 1600 MHz. ' +
        'Ficha técnica verificada pelo relatório da máquina.',
    );
    expect(described([REAL_LSHW.fujitsuLifebookE782, REAL_BATTERIES.axp288])).toContain(', bateria (capacidade não informada).');
  });
});
