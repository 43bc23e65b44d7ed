/**
 * The next occurrence of a recurring scheduled auction: the same São Paulo wall-clock start moved by N weeks
 * or N months (a day the month lacks becomes its last day: 31 Jan + 1 month = 28/29 Feb), the same duration,
 * none once the start would fall after the last day of the recurrence (a São Paulo calendar day, inclusive).
 */
import { isCalendarDay, zonedParts, zonedTimeToUtc } from './sao-paulo-time';

export type RecurrenceType = 'weekly' | 'monthly';

export interface Occurrence {
  /** UTC ISO instants */
  start: string;
  end: string;
}

export interface Recurrence {
  type: RecurrenceType;
  interval: number;
  /** yyyy-mm-dd (São Paulo), inclusive; null for no end */
  until: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

function daysInMonth(year: number, month1: number): number {
  return new Date(Date.UTC(year, month1, 0)).getUTCDate();
}

/** The São Paulo calendar day `day` moved by whole weeks or months (month ends clamp). */
export function shiftDay(day: string, type: RecurrenceType, interval: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (type === 'weekly') return new Date(Date.UTC(y, m - 1, d + 7 * interval)).toISOString().slice(0, 10);
  const months = y * 12 + (m - 1) + interval;
  const year = Math.floor(months / 12);
  const month1 = (months % 12) + 1;
  return `${year}-${pad(month1)}-${pad(Math.min(d, daysInMonth(year, month1)))}`;
}

export function nextOccurrence(current: Occurrence, rule: Recurrence): Occurrence | null {
  if (!Number.isInteger(rule.interval) || rule.interval < 1) return null;
  const start = new Date(current.start);
  const duration = Date.parse(current.end) - start.getTime();
  const p = zonedParts(start);
  const day = shiftDay(`${p.year}-${p.month}-${p.day}`, rule.type, rule.interval);
  if (rule.until !== null && (!isCalendarDay(rule.until) || day > rule.until)) return null;
  const next = zonedTimeToUtc(day, `${p.hour}:${p.minute}`).getTime() + Number(p.second) * 1000 + start.getUTCMilliseconds();
  return { start: new Date(next).toISOString(), end: new Date(next + duration).toISOString() };
}
