import { describe, expect, it } from 'vitest';
import { checkEquipmentUploads, type EquipmentUpload } from '~/domain/equipment/equipment-upload';
import { lotImportText } from '~/i18n/pt-BR-lot-import';
import { HARDWARE_FIXTURES } from '../../fixtures/hardware';
import { REAL_BATTERIES, REAL_LSHW } from '../../fixtures/hardware/real';

const { errorLine, rowErrorLine } = lotImportText;
const refused = 'O arquivo NB-1.lshw.json está incompleto: o JSON termina antes do fim. Gere o arquivo de novo.';

describe('an import error as the page words it', () => {
  it('a column of the sheet is called a column', () => {
    expect(errorLine({ row: 3, column: 'fim', message: 'A data de término deve ser no futuro' })).toBe(
      'Linha 3, coluna fim: A data de término deve ser no futuro',
    );
    expect(errorLine({ row: 1, column: 'Cor', message: 'Coluna desconhecida' })).toBe('Linha 1, coluna Cor: Coluna desconhecida');
  });

  it('a machine’s file is never called a column', () => {
    expect(errorLine({ row: 3, column: '', file: 'NB-1.lshw.json', message: refused })).toBe(`Linha 3: ${refused}`);
    expect(errorLine({ row: 0, column: '', file: 'OUTRA-1.wipe.json', message: 'Arquivo sem linha correspondente no CSV' })).toBe(
      'OUTRA-1.wipe.json: Arquivo sem linha correspondente no CSV',
    );
  });

  it('under its row, an error names its column, or is its file’s own message', () => {
    expect(rowErrorLine({ row: 3, column: 'reserva', message: 'Preço de reserva inválido' })).toBe('reserva: Preço de reserva inválido');
    expect(rowErrorLine({ row: 3, column: '', file: 'NB-1.lshw.json', message: refused })).toBe(refused);
    expect(rowErrorLine({ row: 3, column: '', message: 'A linha tem mais colunas que o cabeçalho' })).toBe(
      'A linha tem mais colunas que o cabeçalho',
    );
  });
});

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
