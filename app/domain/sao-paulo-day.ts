/** A São Paulo calendar day as an interval of instants, for filters that match "a day" whatever the hour. */
import { nextDay, zonedParts, zonedTimeToUtc } from './sao-paulo-time';

export interface InstantRange {
  /** first instant of the day, UTC ISO 8601 (inclusive) */
  from: string;
  /** first instant of the next day, UTC ISO 8601 (exclusive) */
  until: string;
}

/** [00:00 of `day`, 00:00 of the next day) in São Paulo, as UTC ISO strings comparable with stored times. */
export function saoPauloDayRange(day: string): InstantRange {
  return { from: zonedTimeToUtc(day).toISOString(), until: zonedTimeToUtc(nextDay(day)).toISOString() };
}

/** An instant as São Paulo wall-clock "yyyy-mm-ddTHH:mm", the value of an `<input type="datetime-local">`; '' when absent. */
export function saoPauloDateTimeInput(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const p = zonedParts(date);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}
