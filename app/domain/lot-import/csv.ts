/**
 * Reading the bulk import's CSV: RFC 4180 quoting (a quoted field may hold the separator, a line break or a
 * doubled quote), the separator detected from the header (`;` as Excel writes it in pt-BR, or `,`), UTF-8 with
 * or without a BOM, CRLF or LF. Each record keeps the line it starts on (the header is line 1); blank lines
 * are skipped.
 */

export type CsvSeparator = ';' | ',';

export interface CsvRecord {
  /** 1-based line of the file where the record starts */
  line: number;
  cells: string[];
}

export type CsvProblem = { kind: 'empty' } | { kind: 'unclosed-quote'; line: number } | { kind: 'stray-quote'; line: number };

export type CsvParse = { ok: true; separator: CsvSeparator; header: CsvRecord; records: CsvRecord[] } | { ok: false; problem: CsvProblem };

const BOM = '\uFEFF';

/** The header's separator: the one of `;` and `,` that appears more often outside quotes (`;` on a tie). */
export function detectSeparator(headerLine: string): CsvSeparator {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ';') semicolons++;
    else if (!quoted && ch === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

function firstLine(text: string): string {
  const end = text.search(/\r?\n/);
  return end < 0 ? text : text.slice(0, end);
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

export function parseCsv(input: string): CsvParse {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  if (text.trim() === '') return { ok: false, problem: { kind: 'empty' } };
  const separator = detectSeparator(firstLine(text));
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quotedCell = false;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    if (!isBlank(cells)) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    quotedCell = false;
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else if (ch === '\r' && text[i + 1] === '\n') {
        // a line break inside a cell is kept as '\n'
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      i++;
      continue;
    }
    if (ch === '"') {
      // A quote opens a field only at its start; anywhere else the field is malformed.
      if (cell.trim() !== '' || quotedCell) return { ok: false, problem: { kind: 'stray-quote', line } };
      cell = '';
      quoted = true;
      quotedCell = true;
    } else if (ch === separator) {
      cells.push(cell);
      cell = '';
      quotedCell = false;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      i++;
      continue;
    } else if (ch === '\n') {
      endRecord();
      line++;
      recordLine = line;
    } else if (quotedCell) {
      // After a closing quote only spaces may come before the separator.
      if (ch.trim() !== '') return { ok: false, problem: { kind: 'stray-quote', line } };
    } else {
      cell += ch;
    }
    i++;
  }
  if (quoted) return { ok: false, problem: { kind: 'unclosed-quote', line: recordLine } };
  endRecord();
  const [header, ...rest] = records;
  if (!header) return { ok: false, problem: { kind: 'empty' } };
  return { ok: true, separator, header, records: rest };
}
