/**
 * The bulk import across the wire: the request bodies of /api/admin/lot-imports/preview and /apply (a batch of
 * the CSV's rows with their machines' files), the answer per row, and the CSV read into lot inputs with every
 * error as `{ row, column, message }` in Portuguese. A row becomes the input the lot form sends and goes
 * through `lotCreateSchema`, so its messages are the form's.
 */
import type { CosmeticGrade, FunctionalGrade } from '~/domain/equipment/grades';
import { parseCsv, type CsvProblem } from '~/domain/lot-import/csv';
import { readHeader, readRow, repeatedTags, type ImportColumn, type ImportRow } from '~/domain/lot-import/rows';
import { lotImportText } from '~/i18n/pt-BR-lot-import';
import { lotCreateSchema, type LotCreateInput } from '~/schemas/lot-editing';
import { z } from '~/schemas/zod';

const errorsText = lotImportText.errors;

export const IMPORT_LIMITS = {
  /** characters of the CSV (the whole file travels with every batch: line numbers stay the file's) */
  csv: 2 * 1024 * 1024,
  rows: 2000,
  /** rows and files a request may carry */
  batchRows: 25,
  batchFiles: 150,
  fileName: 200,
} as const;

/** One error: `row` is the file's line (the header is 1; 0 for a file without its row), `column` the CSV column or the file's name. */
export interface ImportError {
  row: number;
  column: string;
  message: string;
}

export type ImportAction = 'create' | 'update' | 'refuse';

export interface ImportRowResult {
  row: number;
  asset_tag: string;
  title: string;
  action: ImportAction;
  /** a row whose lot already holds exactly this (nothing would change) */
  unchanged?: boolean;
  reason?: string;
  errors: ImportError[];
  /** after an apply: the lot the row created or updated */
  lot_id?: number;
}

export interface ImportPreview {
  /** errors of the CSV itself and of files that belong to no row */
  errors: ImportError[];
  rows: ImportRowResult[];
}

const invalid = { error: errorsText.invalidBody };
const tooLarge = errorsText.batchTooLarge;
const lines = z.array(z.number(invalid).int(invalid).min(2, invalid), invalid).max(IMPORT_LIMITS.batchRows, tooLarge);

const fileSchema = z.object(
  {
    name: z.string(invalid).trim().min(1, invalid).max(IMPORT_LIMITS.fileName, invalid),
    // a file's size is the parser's to refuse, by its name (the body's limit bounds it first)
    text: z.string(invalid),
  },
  invalid,
);

export type ImportFile = z.output<typeof fileSchema>;

/** The file's lines this request is about (absent: every row); the files are those rows' (and any stray ones). */
export const importPreviewBody = z.object(
  {
    csv: z.string(invalid).max(IMPORT_LIMITS.csv, tooLarge),
    rows: lines.optional(),
    files: z.array(fileSchema, invalid).max(IMPORT_LIMITS.batchFiles, tooLarge).default([]),
  },
  invalid,
);

/** `import_id`: the page's name for one import (its batches share it in the audit log). */
export const importApplyBody = importPreviewBody.extend({
  import_id: z.string(invalid).regex(/^[A-Za-z0-9-]{8,64}$/, invalid),
  rows: lines.min(1, invalid),
});

/** The body's first problem as the API's message. */
export function readImportBody<T extends z.ZodType>(
  schema: T,
  body: unknown,
): { ok: true; value: z.output<T> } | { ok: false; message: string } {
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? errorsText.invalidBody };
}

export type ImportPreviewBody = z.output<typeof importPreviewBody>;
export type ImportApplyBody = z.output<typeof importApplyBody>;

/** What a row creates or updates: the lot form's input and the import's own fields. */
export type ImportLotInput = LotCreateInput & {
  asset_tag: string;
  functional_grade: FunctionalGrade;
  cosmetic_grade: CosmeticGrade;
};

export interface CheckedRow {
  line: number;
  asset_tag: string;
  title: string;
  /** whether the row gave a start (blank: now for a new lot, unchanged for a stored one) */
  starts_at_given: boolean;
  input: ImportLotInput | null;
  errors: ImportError[];
}

export interface CheckedCsv {
  errors: ImportError[];
  rows: CheckedRow[];
}

/** The lot form's field each CSV column fills. */
const COLUMN_OF_FIELD: Record<string, ImportColumn> = {
  title: 'titulo',
  description: 'descricao',
  category: 'categoria',
  condition: 'condicao',
  start_price: 'lance_inicial',
  reserve_price: 'reserva',
  extension_minutes: 'prorrogacao_min',
  starts_at: 'inicio',
  ends_at: 'fim',
  asset_tag: 'etiqueta',
  functional_grade: 'estado_funcional',
  cosmetic_grade: 'estado_estetico',
};

function csvProblemMessage(problem: CsvProblem): ImportError {
  if (problem.kind === 'empty') return { row: 1, column: '', message: errorsText.csvEmpty };
  return {
    row: problem.line,
    column: '',
    message: problem.kind === 'unclosed-quote' ? errorsText.csvUnclosedQuote : errorsText.csvStrayQuote,
  };
}

/**
 * A row checked: the import's own problems, then the lot form's (one message per column, the first).
 * `description` stands in for a blank description (written from the machine's report), or null.
 */
function checkRow(row: ImportRow, columnName: (column: ImportColumn) => string, description: string | null): CheckedRow {
  const errors: ImportError[] = [];
  const taken = new Set<string>();
  const add = (column: ImportColumn | null, message: string) => {
    const name = column ? columnName(column) : '';
    if (taken.has(name)) return;
    taken.add(name);
    errors.push({ row: row.line, column: name, message });
  };
  for (const problem of row.problems) add(problem.column, errorsText.row[problem.code]);
  const { fields } = row;
  const given = fields.description || description || '';
  const parsed = lotCreateSchema.safeParse({
    title: fields.title,
    description: given,
    category: fields.category,
    condition: fields.condition,
    start_price: fields.start_price,
    reserve_price: fields.reserve_price,
    extension_minutes: fields.extension_minutes,
    starts_at: fields.starts_at,
    ends_at: fields.ends_at,
    asset_tag: fields.asset_tag,
    functional_grade: fields.functional_grade ?? undefined,
    cosmetic_grade: fields.cosmetic_grade ?? undefined,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      const column = COLUMN_OF_FIELD[field] ?? null;
      add(column, field === 'description' && !given ? errorsText.descriptionRequired : issue.message);
    }
  }
  const input =
    parsed.success && errors.length === 0 && fields.functional_grade && fields.cosmetic_grade
      ? { ...parsed.data, asset_tag: fields.asset_tag, functional_grade: fields.functional_grade, cosmetic_grade: fields.cosmetic_grade }
      : null;
  return { line: row.line, asset_tag: fields.asset_tag, title: fields.title, starts_at_given: fields.starts_at !== '', input, errors };
}

/**
 * The CSV read and every row checked (`lines`: only those rows, when given). A line not in the file is an
 * error of its own; so is a tag an earlier row already has.
 */
export function checkImportCsv(csv: string, describe: (assetTag: string) => string | null, lines?: readonly number[]): CheckedCsv {
  const parsed = parseCsv(csv);
  if (!parsed.ok) return { errors: [csvProblemMessage(parsed.problem)], rows: [] };
  const header = readHeader(parsed.header.cells);
  const errors: ImportError[] = header.problems.map((problem) => ({
    row: 1,
    column: problem.column,
    message: errorsText.header[problem.code],
  }));
  if (parsed.records.length === 0) errors.push({ row: 1, column: '', message: errorsText.noRows });
  if (parsed.records.length > IMPORT_LIMITS.rows) errors.push({ row: 1, column: '', message: errorsText.tooManyRows(IMPORT_LIMITS.rows) });
  if (errors.length) return { errors, rows: [] };
  const columnName = (column: ImportColumn) => {
    const at = header.columns[column];
    return at === undefined ? column : header.names[at]!;
  };
  const all = parsed.records.map((record) => readRow(header.columns, header.names.length, record));
  const repeated = repeatedTags(all);
  const wanted = lines ? new Set(lines) : null;
  const rows = all
    .filter((row) => !wanted || wanted.has(row.line))
    .map((row) => {
      const checked = checkRow(row, columnName, describe(row.fields.asset_tag));
      if (repeated.has(row.line)) {
        checked.errors.unshift({ row: row.line, column: columnName('etiqueta'), message: errorsText.repeatedTag });
        checked.input = null;
      }
      return checked;
    });
  if (wanted) {
    const known = new Set(all.map((row) => row.line));
    for (const line of wanted) if (!known.has(line)) errors.push({ row: line, column: '', message: errorsText.lineNotInCsv });
  }
  return { errors, rows };
}

/** The CSV's rows and their tags, as the page splits them into batches (null when the CSV cannot be read). */
export function importRowTags(csv: string): { line: number; asset_tag: string }[] | null {
  const parsed = parseCsv(csv);
  if (!parsed.ok) return null;
  const header = readHeader(parsed.header.cells);
  return parsed.records.map((record) => ({
    line: record.line,
    asset_tag: readRow(header.columns, header.names.length, record).fields.asset_tag,
  }));
}
