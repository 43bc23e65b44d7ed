/** Calendar arithmetic in America/Sao_Paulo, the only time zone Arremate shows. */
export const TIME_ZONE = 'America/Sao_Paulo';

let formatter: Intl.DateTimeFormat | undefined;

export interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** Wall-clock parts of an instant in São Paulo. */
export function zonedParts(date: Date): ZonedParts {
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const out = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const p of formatter.formatToParts(date)) if (p.type in out) out[p.type as keyof ZonedParts] = p.value;
  return out;
}

/** UTC offset of São Paulo at an instant, in minutes (−180 today). */
export function offsetMinutes(date: Date): number {
  const p = zonedParts(date);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** The UTC instant of a São Paulo wall-clock time ("2026-11-22", "14:30"). */
export function zonedTimeToUtc(day: string, time = '00:00'): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const first = guess - offsetMinutes(new Date(guess)) * 60_000;
  // A second pass settles the offset when the guess fell on the other side of a transition.
  return new Date(guess - offsetMinutes(new Date(first)) * 60_000);
}

/** yyyy-mm-dd of the day after `day`. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Is "yyyy-mm-dd" a real calendar day? */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * An instant sent by a form or API client: ISO 8601 with `Z` or an offset, or a zone-less date and time
 * (what `<input type="datetime-local">` gives), read as São Paulo wall-clock time. Null when malformed.
 */
export function parseInstant(input: string): Date | null {
  const m = INSTANT.exec(input.trim());
  if (!m) return null;
  const [, day, hh, mm, ss = '00', zone] = m as unknown as [string, string, string, string, string | undefined, string | undefined];
  if (!isCalendarDay(day) || +hh > 23 || +mm > 59 || +ss > 59) return null;
  if (zone) {
    const ms = Date.parse(input.trim());
    return Number.isNaN(ms) ? null : new Date(ms);
  }
  return new Date(zonedTimeToUtc(day, `${hh}:${mm}`).getTime() + +ss * 1000);
}

/** An instant as São Paulo wall-clock "yyyy-mm-ddTHH:mm" (what `<input type="datetime-local">` shows); '' for none. */
export function toWallClockInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = zonedParts(date);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}
