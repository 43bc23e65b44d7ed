/**
 * The day's money movements for the accountant, as a CSV a Brazilian spreadsheet opens as it is: `;` between
 * cells, a UTF-8 BOM, CRLF line ends, reais with a decimal comma (1234,56), times as dd/mm/aaaa HH:mm in São
 * Paulo. A cell that a spreadsheet would read as a formula (beginning with = + - @, a tab or a CR) is
 * written with a leading apostrophe; a cell holding `;`, a quote or a line break is quoted, its quotes doubled.
 */
import { zonedParts } from './sao-paulo-time';

export const MOVEMENT_COLUMNS = ['data_hora', 'tipo', 'lote', 'membro', 'referencia', 'valor', 'situacao'] as const;

export interface Movement {
  /** ISO 8601 instant */
  at: string;
  kind: string;
  lot: string;
  member: string;
  reference: string;
  amountCents: number;
  situation: string;
}

/** One cell, safe from formula injection and quoted when it must be. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Cents as reais with a decimal comma and no thousands separator: 123456 → "1234,56". */
export function csvReais(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** An instant as dd/mm/aaaa HH:mm in São Paulo. */
export function csvDateTime(iso: string): string {
  const p = zonedParts(new Date(iso));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** The whole file: BOM, header, one line per movement in time order, each line ending in CRLF. */
export function movementsCsv(movements: readonly Movement[]): string {
  const lines = [MOVEMENT_COLUMNS.join(';')];
  const ordered = [...movements].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const m of ordered) {
    lines.push(
      [csvDateTime(m.at), m.kind, m.lot, m.member, m.reference, csvReais(m.amountCents), m.situation]
        .map((cell, i) =>
          // the amount is ours and may be negative: it is never a formula
          i === 5 ? cell : csvCell(cell),
        )
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
