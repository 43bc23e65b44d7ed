/**
 * The bulk import across the wire: the request bodies of /api/admin/lot-imports/preview and /apply (a batch of
 * the CSV's rows with their machines' files), the answer per row, and the CSV read into lot inputs with every
 * error as `{ row, column, message }` in Portuguese. A row becomes the input the lot form sends and goes
 * through `lotCreateSchema`, so its messages are the form's.
 */
import type { CosmeticGrade, FunctionalGrade } from '~/domain/equipment/grades';
import { parseCsv, type CsvProblem } from '~/domain/lot-import/csv';
import {
  catalogueCategory,
  IMPORT_COLUMNS,
  readHeader,
  readRow,
  repeatedTags,
  type ColumnIndex,
  type ImportColumn,
  type ImportRow,
} from '~/domain/lot-import/rows';
import { lotImportText } from '~/i18n/pt-BR-lot-import';
import { lotConsistencyIssues, lotCreateFields, lotCreateSchema, type LotCreateInput } from '~/schemas/lot-editing';
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

/**
 * One error: `row` is the file's line (the header is 1; 0 for a file without its row), `column` the CSV column
 * as the header names it ('' when the error is of no column), `file` the machine's file it is about.
 */
export interface ImportError {
  row: number;
  column: string;
  file?: string;
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
/** A strict object's error: the fields it does not know by name, anything else as the import's format. */
const strict = {
  error: (issue: { code?: string; keys?: readonly string[] }) =>
    issue.code === 'unrecognized_keys' && issue.keys ? errorsText.unknownFields(issue.keys) : errorsText.invalidBody,
};
const tooLarge = errorsText.batchTooLarge;
const lines = z.array(z.number(invalid).int(invalid).min(2, invalid), invalid).max(IMPORT_LIMITS.batchRows, tooLarge);

const fileSchema = z.strictObject(
  {
    name: z.string(invalid).trim().min(1, invalid).max(IMPORT_LIMITS.fileName, invalid),
    // a file's size is the parser's to refuse, by its name (the body's limit bounds it first)
    text: z.string(invalid),
  },
  strict,
);

export type ImportFile = z.output<typeof fileSchema>;

/**
 * The file's lines this request is about (absent: every row); the files are those rows' (and any stray ones).
 * Strict, as every object of the body: a field it does not know is refused by name, never silently dropped.
 */
export const importPreviewBody = z.strictObject(
  {
    csv: z.string(invalid).max(IMPORT_LIMITS.csv, tooLarge),
    rows: lines.optional(),
    files: z.array(fileSchema, invalid).max(IMPORT_LIMITS.batchFiles, tooLarge).default([]),
  },
  strict,
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
const COLUMN_OF_FIELD = {
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
} as const satisfies Record<string, ImportColumn>;

function csvProblemMessage(problem: CsvProblem): ImportError {
  if (problem.kind === 'empty') return { row: 1, column: '', message: errorsText.csvEmpty };
  return {
    row: problem.line,
    column: '',
    message: problem.kind === 'unclosed-quote' ? errorsText.csvUnclosedQuote : errorsText.csvStrayQuote,
  };
}

/** What the rows are checked against besides themselves. */
export interface ImportCheckContext {
  /** the description written from the machine's report for a row that leaves it blank, by asset tag, or null */
  describe: (assetTag: string) => string | null;
  /** the catalogue's categories: a row's category must be one of them */
  categories: readonly string[];
  now: Date;
}

type LotField = keyof typeof COLUMN_OF_FIELD;
/** The fields that read well on their own (a field absent here had an error). */
type ReadFields = { [F in LotField]?: z.output<(typeof lotCreateFields.shape)[F]> };

/** Where a column's errors come in the row's list: the file's order of columns, those it leaves out after, then the rest. */
function columnOrder(columns: ColumnIndex, width: number) {
  return (column: ImportColumn | null) =>
    column === null ? Number.MAX_SAFE_INTEGER : (columns[column] ?? width + IMPORT_COLUMNS.indexOf(column));
}

/**
 * A row checked all at once, so that every problem shows: the import's own, each field's as the lot form words
 * it, the category against the catalogue's, and the fields against one another (reserve and start price, end
 * and now, start and end) wherever the fields they compare are themselves valid. One message a column (the
 * first found), listed in the file's order of columns.
 */
function checkRow(
  row: ImportRow,
  header: { columns: ColumnIndex; width: number; name: (column: ImportColumn) => string },
  context: ImportCheckContext,
  repeated: boolean,
): CheckedRow {
  const found = new Map<ImportColumn | null, string>();
  const add = (column: ImportColumn | null, message: string) => {
    if (!found.has(column)) found.set(column, message);
  };
  for (const problem of row.problems) add(problem.column, errorsText.row[problem.code]);
  if (repeated) add('etiqueta', errorsText.repeatedTag);
  const { fields } = row;
  const description = fields.description || context.describe(fields.asset_tag) || '';
  const given: Record<LotField, unknown> = {
    title: fields.title,
    description,
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
  };
  const read: ReadFields = {};
  for (const field of Object.keys(given) as LotField[]) {
    const parsed = lotCreateFields.shape[field].safeParse(given[field]);
    if (parsed.success) (read as Record<LotField, unknown>)[field] = parsed.data;
    else
      add(
        COLUMN_OF_FIELD[field],
        field === 'description' && !description ? errorsText.descriptionRequired : parsed.error.issues[0]!.message,
      );
  }
  const category = read.category === undefined ? null : catalogueCategory(read.category, context.categories);
  if (read.category !== undefined && !category) add('categoria', errorsText.categoryUnknown(read.category));
  const consistency = lotConsistencyIssues(
    {
      startPriceCents: read.start_price,
      reservePriceCents: 'reserve_price' in read ? (read.reserve_price ?? null) : undefined,
      // a blank start is now
      startsAt: 'starts_at' in read ? (read.starts_at ?? context.now.toISOString()) : undefined,
      endsAt: read.ends_at,
    },
    context.now.getTime(),
  );
  for (const { path, message } of consistency) add(COLUMN_OF_FIELD[path], message);

  let input: ImportLotInput | null = null;
  if (found.size === 0 && category && fields.functional_grade && fields.cosmetic_grade) {
    const parsed = lotCreateSchema.safeParse({ ...given, category });
    if (parsed.success)
      input = {
        ...parsed.data,
        asset_tag: fields.asset_tag,
        functional_grade: fields.functional_grade,
        cosmetic_grade: fields.cosmetic_grade,
      };
    else for (const issue of parsed.error.issues) add(COLUMN_OF_FIELD[String(issue.path[0]) as LotField] ?? null, issue.message);
  }
  const order = columnOrder(header.columns, header.width);
  const errors = [...found]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([column, message]) => ({ row: row.line, column: column ? header.name(column) : '', message }));
  return { line: row.line, asset_tag: fields.asset_tag, title: fields.title, starts_at_given: fields.starts_at !== '', input, errors };
}

/**
 * The CSV read and every row checked (`lines`: only those rows, when given). A line not in the file is an
 * error of its own; so is a tag an earlier row already has.
 */
export function checkImportCsv(csv: string, context: ImportCheckContext, lines?: readonly number[]): CheckedCsv {
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
  const columns = {
    columns: header.columns,
    width: header.names.length,
    name: (column: ImportColumn) => {
      const at = header.columns[column];
      return at === undefined ? column : header.names[at]!;
    },
  };
  const all = parsed.records.map((record) => readRow(header.columns, header.names.length, record));
  const repeated = repeatedTags(all);
  const wanted = lines ? new Set(lines) : null;
  const rows = all.filter((row) => !wanted || wanted.has(row.line)).map((row) => checkRow(row, columns, context, repeated.has(row.line)));
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
