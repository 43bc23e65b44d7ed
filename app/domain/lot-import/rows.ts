/**
 * The bulk import's rows: which CSV column is which (Portuguese names, accents and case optional), and one
 * record read into the fields the lot form sends (`lotCreateSchema` then checks them with the form's own
 * messages). What only the import has — the asset tag, the 'dd/mm/aaaa HH:mm' dates, the grades given by key
 * or label, the spec's conditions written loosely — is checked here, as problem codes per column.
 */
import { isAssetTag } from '../equipment/asset-tag';
import { COSMETIC_GRADES, FUNCTIONAL_GRADES, type CosmeticGrade, type FunctionalGrade } from '../equipment/grades';
import { LOT_CONDITIONS } from '../lot-condition';
import type { CsvRecord } from './csv';

export const IMPORT_COLUMNS = [
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
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Columns a file may leave out: a blank description is written from the machine's report, no reserve, the default window, starting now. */
export const OPTIONAL_COLUMNS: readonly ImportColumn[] = ['descricao', 'reserva', 'prorrogacao_min', 'inicio'];

/** A name as compared: no accents, lower case, spaces and hyphens as '_'. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

const ALIASES: Record<string, ImportColumn> = { prorrogacao: 'prorrogacao_min' };

export type HeaderProblem = { column: string; code: 'unknown-column' | 'duplicate-column' | 'missing-column' };

export type ColumnIndex = Partial<Record<ImportColumn, number>>;

/** Where each column is, and what is wrong with the header (an unknown, repeated or missing column). */
export function readHeader(cells: readonly string[]): { columns: ColumnIndex; names: string[]; problems: HeaderProblem[] } {
  const columns: ColumnIndex = {};
  const problems: HeaderProblem[] = [];
  cells.forEach((cell, at) => {
    const normal = normalizeName(cell);
    const column = (IMPORT_COLUMNS as readonly string[]).includes(normal) ? (normal as ImportColumn) : ALIASES[normal];
    if (!column) problems.push({ column: cell.trim(), code: 'unknown-column' });
    else if (columns[column] !== undefined) problems.push({ column: cell.trim(), code: 'duplicate-column' });
    else columns[column] = at;
  });
  for (const column of IMPORT_COLUMNS) {
    if (columns[column] === undefined && !OPTIONAL_COLUMNS.includes(column)) problems.push({ column, code: 'missing-column' });
  }
  return { columns, names: cells.map((cell) => cell.trim()), problems };
}

const FUNCTIONAL_ALIASES: Record<FunctionalGrade, string[]> = {
  tested: ['testado', 'testado 100 funcional'],
  caveats: ['funcional com ressalvas', 'funcional com ressalvas descritas', 'com ressalvas'],
  untested: ['nao testado'],
  parts: ['para pecas'],
};

const words = (value: string) =>
  normalizeName(value)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function readFunctionalGrade(value: string): FunctionalGrade | null {
  const given = words(value);
  return FUNCTIONAL_GRADES.find((grade) => grade === given || FUNCTIONAL_ALIASES[grade].includes(given)) ?? null;
}

/** 'A'…'D', also as written with their label ('B — marcas leves'). */
export function readCosmeticGrade(value: string): CosmeticGrade | null {
  const letter = /^([a-d])(?:$|[^a-z0-9])/i.exec(value.trim())?.[1]?.toUpperCase();
  return COSMETIC_GRADES.find((grade) => grade === letter) ?? null;
}

/** One of the spec's five conditions, however its case, accents and dashes are written; else the text as given. */
export function readCondition(value: string): string {
  return LOT_CONDITIONS.find((condition) => words(condition) === words(value)) ?? value.trim();
}

/**
 * The catalogue's category a row names, however its case, accents and spaces are written (the catalogue's own
 * spelling is kept); null when the catalogue has no such category.
 */
export function catalogueCategory(value: string, known: readonly string[]): string | null {
  const given = words(value);
  return given ? (known.find((name) => words(name) === given) ?? null) : null;
}

/** 'dd/mm/aaaa HH:mm' → 'aaaa-mm-ddTHH:mm' (São Paulo wall clock, as the lot form sends it), or null. */
export function readWallClock(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})\s+(\d{2}):(\d{2})$/.exec(value.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}T${m[4]}:${m[5]}` : null;
}

/** What the lot form would send for this row (still unchecked), the import's own fields included. */
export interface RowFields {
  asset_tag: string;
  title: string;
  description: string;
  category: string;
  condition: string;
  functional_grade: FunctionalGrade | null;
  cosmetic_grade: CosmeticGrade | null;
  start_price: string;
  reserve_price: string;
  extension_minutes: string;
  starts_at: string;
  ends_at: string;
}

export type RowProblemCode =
  | 'asset-tag-required'
  | 'asset-tag-invalid'
  | 'functional-grade-required'
  | 'functional-grade-invalid'
  | 'cosmetic-grade-required'
  | 'cosmetic-grade-invalid'
  | 'date-invalid'
  | 'extra-cells';

export interface RowProblem {
  column: ImportColumn | null;
  code: RowProblemCode;
}

export interface ImportRow {
  line: number;
  fields: RowFields;
  problems: RowProblem[];
}

/** A record read by the header's columns: the lot form's fields, and the import's own problems. */
export function readRow(columns: ColumnIndex, width: number, record: CsvRecord): ImportRow {
  const cell = (column: ImportColumn) => {
    const at = columns[column];
    return at === undefined ? '' : (record.cells[at] ?? '').trim();
  };
  const problems: RowProblem[] = [];
  const assetTag = cell('etiqueta');
  if (!assetTag) problems.push({ column: 'etiqueta', code: 'asset-tag-required' });
  else if (!isAssetTag(assetTag)) problems.push({ column: 'etiqueta', code: 'asset-tag-invalid' });

  const functional = cell('estado_funcional');
  const functionalGrade = functional ? readFunctionalGrade(functional) : null;
  if (!functional) problems.push({ column: 'estado_funcional', code: 'functional-grade-required' });
  else if (!functionalGrade) problems.push({ column: 'estado_funcional', code: 'functional-grade-invalid' });

  const cosmetic = cell('estado_estetico');
  const cosmeticGrade = cosmetic ? readCosmeticGrade(cosmetic) : null;
  if (!cosmetic) problems.push({ column: 'estado_estetico', code: 'cosmetic-grade-required' });
  else if (!cosmeticGrade) problems.push({ column: 'estado_estetico', code: 'cosmetic-grade-invalid' });

  const date = (column: 'inicio' | 'fim') => {
    const given = cell(column);
    if (!given) return '';
    const wallClock = readWallClock(given);
    if (!wallClock) problems.push({ column, code: 'date-invalid' });
    return wallClock ?? '';
  };
  const startsAt = date('inicio');
  const endsAt = date('fim');

  const extra = record.cells.slice(width).some((value) => value.trim() !== '');
  if (extra) problems.push({ column: null, code: 'extra-cells' });

  const condition = cell('condicao');
  return {
    line: record.line,
    fields: {
      asset_tag: assetTag,
      title: cell('titulo'),
      description: cell('descricao'),
      category: cell('categoria'),
      condition: condition ? readCondition(condition) : '',
      functional_grade: functionalGrade,
      cosmetic_grade: cosmeticGrade,
      start_price: cell('lance_inicial'),
      reserve_price: cell('reserva'),
      extension_minutes: cell('prorrogacao_min'),
      starts_at: startsAt,
      ends_at: endsAt,
    },
    problems,
  };
}

/** The lines of rows whose asset tag an earlier row already has (compared case-insensitively). */
export function repeatedTags(rows: readonly Pick<ImportRow, 'line' | 'fields'>[]): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  for (const row of rows) {
    const tag = row.fields.asset_tag.toUpperCase();
    if (!tag) continue;
    if (seen.has(tag)) repeated.add(row.line);
    seen.add(tag);
  }
  return repeated;
}
