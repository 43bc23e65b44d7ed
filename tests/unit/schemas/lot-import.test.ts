import { describe, expect, it } from 'vitest';
import { liveText } from '~/i18n/pt-BR-live';
import { lotImportText } from '~/i18n/pt-BR-lot-import';
import { checkImportCsv, importRowTags } from '~/schemas/lot-import';

const HEADER =
  'Etiqueta;Título;Descrição;Categoria;Condição;Estado funcional;Estado estético;Lance inicial;Reserva;Prorrogação_min;Início;Fim';
const year = new Date().getFullYear() + 1;
const row = (cells: Partial<Record<string, string>> = {}) => {
  const values = {
    etiqueta: 'NB-0001',
    titulo: 'Notebook Dell Latitude',
    descricao: 'Core i5, 16 GB',
    categoria: 'Notebooks',
    condicao: 'Usado - Bom',
    funcional: 'tested',
    estetico: 'B',
    lance: '1.234,56',
    reserva: '',
    prorrogacao: '',
    inicio: `01/12/${year} 10:00`,
    fim: `10/12/${year} 18:00`,
    ...cells,
  };
  return Object.values(values).join(';');
};
const noReport = () => null;
const CATEGORIES = ['Notebooks', 'Periféricos', 'Servidores'];
/** The check as the server runs it: no machine's report, the catalogue's categories, the clock now. */
const check = (csv: string, lines?: number[], describe: (tag: string) => string | null = noReport) =>
  checkImportCsv(csv, { describe, categories: CATEGORIES, now: new Date() }, lines);
const admin = liveText.admin;
const text = lotImportText.errors;

describe('checking the CSV', () => {
  it('a good row becomes the lot form’s input, in cents and UTC, with the import’s fields', () => {
    const checked = check(`${HEADER}\n${row({ reserva: '2000', prorrogacao: '5' })}`);
    expect(checked.errors).toEqual([]);
    expect(checked.rows).toHaveLength(1);
    expect(checked.rows[0]!.errors).toEqual([]);
    expect(checked.rows[0]!.input).toMatchObject({
      asset_tag: 'NB-0001',
      title: 'Notebook Dell Latitude',
      category: 'Notebooks',
      condition: 'Usado - Bom',
      functional_grade: 'tested',
      cosmetic_grade: 'B',
      start_price: 123_456,
      reserve_price: 200_000,
      extension_minutes: 5,
      starts_at: `${year}-12-01T13:00:00.000Z`,
      ends_at: `${year}-12-10T21:00:00.000Z`,
    });
  });

  it('a comma-separated file with quotes and dotted prices reads the same', () => {
    const csv = `etiqueta,titulo,descricao,categoria,condicao,estado_funcional,estado_estetico,lance_inicial,fim\nNB-1,"Notebook, 14""",Core i5,Notebooks,Novo,parts,D,1234.56,10/12/${year} 18:00`;
    const [checked] = check(csv).rows;
    expect(checked!.errors).toEqual([]);
    expect(checked!.input).toMatchObject({ title: 'Notebook, 14"', start_price: 123_456, reserve_price: null, extension_minutes: 3 });
  });

  it.each([
    ['titulo', { titulo: '' }, 'Título', admin.titleRequired],
    ['categoria', { categoria: '' }, 'Categoria', admin.categoryRequired],
    ['condicao', { condicao: 'Seminovo' }, 'Condição', admin.conditionInvalid],
    ['lance_inicial', { lance: '' }, 'Lance inicial', admin.startPriceRequired],
    ['lance_inicial', { lance: '12,3,4' }, 'Lance inicial', admin.startPriceInvalid],
    ['reserva', { reserva: 'muito' }, 'Reserva', 'Preço de reserva inválido'],
    ['reserva', { reserva: '100' }, 'Reserva', 'O preço de reserva deve ser de pelo menos o preço inicial (R$ 1.234,56)'],
    ['prorrogacao_min', { prorrogacao: '61' }, 'Prorrogação_min', 'A prorrogação deve ser um número inteiro de 0 a 60 minutos'],
    ['inicio', { inicio: '31/02/2030 10:00' }, 'Início', admin.startsAtInvalid],
    ['inicio', { inicio: '2030-01-01' }, 'Início', text.row['date-invalid']],
    ['fim', { fim: '' }, 'Fim', admin.endsAtRequired],
    ['fim', { fim: '01/01/2020 10:00' }, 'Fim', admin.endsAtPast],
    ['fim', { inicio: `10/12/${year} 18:00`, fim: `01/12/${year} 10:00` }, 'Fim', admin.startsAfterEnd],
    ['etiqueta', { etiqueta: '' }, 'Etiqueta', text.row['asset-tag-required']],
    ['etiqueta', { etiqueta: 'NB 1' }, 'Etiqueta', text.row['asset-tag-invalid']],
    ['estado_funcional', { funcional: 'bom' }, 'Estado funcional', text.row['functional-grade-invalid']],
    ['estado_estetico', { estetico: 'E' }, 'Estado estético', text.row['cosmetic-grade-invalid']],
    ['descricao', { descricao: '' }, 'Descrição', text.descriptionRequired],
  ])('%s: %j → the form’s message, under the column as the file names it', (_column, cells, column, message) => {
    const [checked] = check(`${HEADER}\n${row(cells)}`).rows;
    expect(checked!.errors).toEqual([{ row: 2, column, message }]);
    expect(checked!.input).toBeNull();
  });

  it('a row with four problems lists all four, in the order of the file’s columns', () => {
    const [checked] = check(
      `${HEADER}\n${row({ etiqueta: 'NB 1', categoria: 'Informática', lance: '1.000,00', reserva: '500', fim: '01/01/2020 10:00' })}`,
    ).rows;
    expect(checked!.errors).toEqual([
      { row: 2, column: 'Etiqueta', message: text.row['asset-tag-invalid'] },
      { row: 2, column: 'Categoria', message: 'Categoria desconhecida: Informática. Use uma das categorias do catálogo.' },
      { row: 2, column: 'Reserva', message: 'O preço de reserva deve ser de pelo menos o preço inicial (R$ 1.000,00)' },
      { row: 2, column: 'Fim', message: admin.endsAtPast },
    ]);
    expect(checked!.input).toBeNull();
  });

  it('the fields are checked against one another even when another field is wrong', () => {
    const [checked] = check(`${HEADER}\n${row({ titulo: '', inicio: `10/12/${year} 18:00`, fim: `01/12/${year} 10:00` })}`).rows;
    expect(checked!.errors).toEqual([
      { row: 2, column: 'Título', message: admin.titleRequired },
      { row: 2, column: 'Fim', message: admin.startsAfterEnd },
    ]);
  });

  it('a check between two fields waits for both to be valid: a bad price is reported alone, not as below the reserve', () => {
    const [checked] = check(`${HEADER}\n${row({ lance: 'mil', reserva: '10' })}`).rows;
    expect(checked!.errors).toEqual([{ row: 2, column: 'Lance inicial', message: admin.startPriceInvalid }]);
  });

  it('a category the catalogue does not have is refused, as typed', () => {
    const [checked] = check(`${HEADER}\n${row({ categoria: '  Informática ' })}`).rows;
    expect(checked!.errors).toEqual([
      { row: 2, column: 'Categoria', message: 'Categoria desconhecida: Informática. Use uma das categorias do catálogo.' },
    ]);
  });

  it('a catalogue category written in another case or without accents takes the catalogue’s spelling', () => {
    const [checked] = check(`${HEADER}\n${row({ categoria: 'PERIFERICOS' })}`).rows;
    expect(checked!.errors).toEqual([]);
    expect(checked!.input!.category).toBe('Periféricos');
  });

  it('an empty catalogue knows no category', () => {
    const [checked] = checkImportCsv(`${HEADER}\n${row()}`, { describe: noReport, categories: [], now: new Date() }).rows;
    expect(checked!.errors).toEqual([
      { row: 2, column: 'Categoria', message: 'Categoria desconhecida: Notebooks. Use uma das categorias do catálogo.' },
    ]);
  });

  it('the end is compared with the clock it is given', () => {
    const csv = `${HEADER}\n${row({ inicio: '', fim: `10/12/${year} 18:00` })}`;
    const after = new Date(Date.UTC(year + 1, 0, 1));
    expect(checkImportCsv(csv, { describe: noReport, categories: CATEGORIES, now: after }).rows[0]!.errors).toEqual([
      { row: 2, column: 'Fim', message: admin.endsAtPast },
    ]);
  });

  it('a blank description is written from the machine’s report when there is one', () => {
    const [checked] = check(`${HEADER}\n${row({ descricao: '' })}`, undefined, (tag) =>
      tag === 'NB-0001' ? 'Dell Latitude 5420' : null,
    ).rows;
    expect(checked!.errors).toEqual([]);
    expect(checked!.input!.description).toBe('Dell Latitude 5420');
  });

  it('a repeated tag is an error of the later row, by its line', () => {
    const checked = check(`${HEADER}\n${row()}\n\n${row()}`);
    expect(checked.rows.map((r) => r.errors)).toEqual([[], [{ row: 4, column: 'Etiqueta', message: text.repeatedTag }]]);
  });

  it('only the lines asked for, and a line not in the file named', () => {
    const checked = check(`${HEADER}\n${row()}\n${row({ etiqueta: 'NB-2' })}`, [3, 9]);
    expect(checked.rows.map((r) => r.asset_tag)).toEqual(['NB-2']);
    expect(checked.errors).toEqual([{ row: 9, column: '', message: text.lineNotInCsv }]);
  });

  it('a header problem is an error of line 1 and no row is read', () => {
    const checked = check(`${HEADER};Cor\n${row()};azul`);
    expect(checked).toEqual({ errors: [{ row: 1, column: 'Cor', message: text.header['unknown-column'] }], rows: [] });
  });

  it('an unreadable file names the line', () => {
    expect(check(`${HEADER}\n"aberta`).errors).toEqual([{ row: 2, column: '', message: text.csvUnclosedQuote }]);
    expect(check('').errors).toEqual([{ row: 1, column: '', message: text.csvEmpty }]);
    expect(check(HEADER).errors).toEqual([{ row: 1, column: '', message: text.noRows }]);
  });

  it('the page reads each row’s line and tag to split the batches', () => {
    expect(importRowTags(`\uFEFF${HEADER}\n${row()}\n${row({ etiqueta: 'NB-2' })}`)).toEqual([
      { line: 2, asset_tag: 'NB-0001' },
      { line: 3, asset_tag: 'NB-2' },
    ]);
  });
});
