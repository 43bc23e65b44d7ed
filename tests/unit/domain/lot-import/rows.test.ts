import { describe, expect, it } from 'vitest';
import type { CsvRecord } from '~/domain/lot-import/csv';
import {
  catalogueCategory,
  normalizeName,
  readCondition,
  readCosmeticGrade,
  readFunctionalGrade,
  readHeader,
  readRow,
  readWallClock,
  repeatedTags,
} from '~/domain/lot-import/rows';

const HEADER = [
  'etiqueta',
  'titulo',
  'descricao',
  'categoria',
  'condicao',
  'estado_funcional',
  'estado_estetico',
  'lance_inicial',
  'reserva',
  'prorrogacao_min',
  'inicio',
  'fim',
];

describe('the header', () => {
  it('reads the columns with accents, case and spaces as the house writes them', () => {
    const { columns, problems } = readHeader([
      'Etiqueta',
      'Título',
      'Descrição',
      'CATEGORIA',
      'Condição',
      'Estado funcional',
      'estado-estético',
      'Lance inicial',
      'Reserva',
      'Prorrogação',
      'Início',
      'Fim',
    ]);
    expect(problems).toEqual([]);
    expect(columns).toEqual({
      etiqueta: 0,
      titulo: 1,
      descricao: 2,
      categoria: 3,
      condicao: 4,
      estado_funcional: 5,
      estado_estetico: 6,
      lance_inicial: 7,
      reserva: 8,
      prorrogacao_min: 9,
      inicio: 10,
      fim: 11,
    });
  });

  it('names an unknown, a repeated and each missing required column', () => {
    expect(readHeader(['etiqueta', 'titulo', 'Cor', 'TITULO']).problems).toEqual([
      { column: 'Cor', code: 'unknown-column' },
      { column: 'TITULO', code: 'duplicate-column' },
      { column: 'categoria', code: 'missing-column' },
      { column: 'condicao', code: 'missing-column' },
      { column: 'estado_funcional', code: 'missing-column' },
      { column: 'estado_estetico', code: 'missing-column' },
      { column: 'lance_inicial', code: 'missing-column' },
      { column: 'fim', code: 'missing-column' },
    ]);
  });

  it('the optional columns may be left out', () => {
    const required = HEADER.filter((c) => !['descricao', 'reserva', 'prorrogacao_min', 'inicio'].includes(c));
    expect(readHeader(required).problems).toEqual([]);
  });

  it('normalizes a name', () => expect(normalizeName('  Prorrogação  Min ')).toBe('prorrogacao_min'));
});

describe('the grades and the condition', () => {
  it.each([
    ['tested', 'tested'],
    ['Testado — 100% funcional', 'tested'],
    ['caveats', 'caveats'],
    ['Funcional com ressalvas descritas', 'caveats'],
    ['UNTESTED', 'untested'],
    ['Não testado', 'untested'],
    ['parts', 'parts'],
    ['Para peças', 'parts'],
  ])('functional %s → %s', (given, grade) => expect(readFunctionalGrade(given)).toBe(grade));

  it.each(['funciona', 'testad', ''])('functional %j is none', (given) => expect(readFunctionalGrade(given)).toBeNull());

  it.each([
    ['A', 'A'],
    ['b', 'B'],
    ['C — marcas visíveis', 'C'],
    ['D', 'D'],
  ])('cosmetic %s → %s', (given, grade) => expect(readCosmeticGrade(given)).toBe(grade));

  it.each(['E', 'AB', 'Bom', '1'])('cosmetic %j is none', (given) => expect(readCosmeticGrade(given)).toBeNull());

  it('the spec’s conditions however written, anything else as given', () => {
    expect(readCondition('usado – excelente')).toBe('Usado - Excelente');
    expect(readCondition('PARA REPARO')).toBe('Para Reparo');
    expect(readCondition(' Seminovo ')).toBe('Seminovo');
  });
});

describe('the category', () => {
  const known = ['Notebooks', 'Periféricos', 'Celulares e Tablets'];

  it('is one of the catalogue’s, however its case, accents and spaces are written, in the catalogue’s spelling', () => {
    expect(catalogueCategory('Notebooks', known)).toBe('Notebooks');
    expect(catalogueCategory('perifericos', known)).toBe('Periféricos');
    expect(catalogueCategory(' celulares  e TABLETS ', known)).toBe('Celulares e Tablets');
  });

  it('is unknown when the catalogue has none like it', () => {
    expect(catalogueCategory('Informática', known)).toBeNull();
    expect(catalogueCategory('Notebook', known)).toBeNull();
    expect(catalogueCategory('', known)).toBeNull();
    expect(catalogueCategory('Notebooks', [])).toBeNull();
  });
});

describe('dates', () => {
  it('dd/mm/aaaa HH:mm becomes the form’s wall clock', () => expect(readWallClock(' 05/12/2026 14:30 ')).toBe('2026-12-05T14:30'));
  it.each(['2026-12-05 14:30', '5/12/2026 14:30', '05/12/2026', '05/12/26 14:30'])('refuses %j', (given) =>
    expect(readWallClock(given)).toBeNull(),
  );
});

const columns = readHeader(HEADER).columns;
const record = (cells: Partial<Record<string, string>>, line = 2, extra: string[] = []): CsvRecord => ({
  line,
  cells: [...HEADER.map((c) => cells[c] ?? ''), ...extra],
});
const good = {
  etiqueta: 'NB-0001',
  titulo: 'Notebook Dell',
  descricao: 'Core i5',
  categoria: 'Notebooks',
  condicao: 'Usado - Bom',
  estado_funcional: 'Testado',
  estado_estetico: 'B',
  lance_inicial: '1.234,56',
  reserva: '',
  prorrogacao_min: '',
  inicio: '01/12/2026 10:00',
  fim: '10/12/2026 18:00',
};

describe('a row', () => {
  it('becomes the lot form’s fields', () => {
    expect(readRow(columns, HEADER.length, record(good, 7))).toEqual({
      line: 7,
      fields: {
        asset_tag: 'NB-0001',
        title: 'Notebook Dell',
        description: 'Core i5',
        category: 'Notebooks',
        condition: 'Usado - Bom',
        functional_grade: 'tested',
        cosmetic_grade: 'B',
        start_price: '1.234,56',
        reserve_price: '',
        extension_minutes: '',
        starts_at: '2026-12-01T10:00',
        ends_at: '2026-12-10T18:00',
      },
      problems: [],
    });
  });

  it.each([
    ['etiqueta', '', 'asset-tag-required'],
    ['etiqueta', 'NB 01', 'asset-tag-invalid'],
    ['etiqueta', 'NB/01', 'asset-tag-invalid'],
    ['etiqueta', 'N'.repeat(41), 'asset-tag-invalid'],
    ['estado_funcional', '', 'functional-grade-required'],
    ['estado_funcional', 'ótimo', 'functional-grade-invalid'],
    ['estado_estetico', '', 'cosmetic-grade-required'],
    ['estado_estetico', 'Z', 'cosmetic-grade-invalid'],
    ['inicio', '2026-12-01 10:00', 'date-invalid'],
    ['fim', 'amanhã', 'date-invalid'],
  ])('%s %j: %s', (column, value, code) => {
    expect(readRow(columns, HEADER.length, record({ ...good, [column]: value })).problems).toEqual([{ column, code }]);
  });

  it('a cell past the header’s columns is a problem of the row', () => {
    expect(readRow(columns, HEADER.length, record(good, 2, ['sobrou'])).problems).toEqual([{ column: null, code: 'extra-cells' }]);
    expect(readRow(columns, HEADER.length, record(good, 2, ['  '])).problems).toEqual([]);
  });

  it('a repeated tag is the later row’s, case aside', () => {
    const rows = [2, 3, 4].map((line, i) =>
      readRow(columns, HEADER.length, record({ ...good, etiqueta: ['NB-1', 'NB-2', 'nb-1'][i] }, line)),
    );
    expect(repeatedTags(rows)).toEqual(new Set([4]));
  });
});
