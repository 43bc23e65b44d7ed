/** The calendar months of the finance report, in São Paulo time. */
import { zonedParts, zonedTimeToUtc } from './sao-paulo-time';

export interface ReportMonth {
  /** 'YYYY-MM' */
  month: string;
  /** the month's first instant and the next month's, as UTC ISO strings */
  from: string;
  to: string;
}

function shift(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The last `count` months up to the current one (oldest first), as São Paulo sees `now`. */
export function lastMonths(now: Date, count: number): ReportMonth[] {
  const p = zonedParts(now);
  const current = `${p.year}-${p.month}`;
  return Array.from({ length: count }, (_, i) => {
    const month = shift(current, i - count + 1);
    return {
      month,
      from: zonedTimeToUtc(`${month}-01`).toISOString(),
      to: zonedTimeToUtc(`${shift(month, 1)}-01`).toISOString(),
    };
  });
}

/** One row per month, in order, with zeros for months that had nothing. */
export function fillMonths<T extends { month: string }>(months: ReportMonth[], rows: T[], empty: (month: string) => T): T[] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map(({ month }) => byMonth.get(month) ?? empty(month));
}
