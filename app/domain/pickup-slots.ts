/**
 * Pickup slots, in São Paulo time: from tomorrow to 30 days ahead, every 30 minutes from 08:00 to 17:00,
 * Monday to Friday, except national holidays and the days the house closes with them (Carnival Monday and
 * Tuesday, Good Friday, Corpus Christi). Each slot takes a limited number of pickups (default 2).
 */
import { isCalendarDay, nextDay, zonedParts, zonedTimeToUtc } from './sao-paulo-time';

export const PICKUP_WINDOW_DAYS = 30;
export const PICKUP_FIRST_TIME = '08:00';
export const PICKUP_LAST_TIME = '17:00';
export const PICKUP_SLOT_MINUTES = 30;
export const DEFAULT_PICKUP_SLOT_CAPACITY = 2;

/** 08:00, 08:30, …, 17:00. */
export function pickupTimes(): string[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let m = toMinutes(PICKUP_FIRST_TIME); m <= toMinutes(PICKUP_LAST_TIME); m += PICKUP_SLOT_MINUTES) {
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return times;
}

/** Easter Sunday of a year (anonymous Gregorian algorithm), as yyyy-mm-dd. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function shiftDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const FIXED_HOLIDAYS = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'];

/** The days the house is closed for holidays in a year (national holidays and the movable ones tied to Easter). */
export function holidays(year: number): Set<string> {
  const easter = easterSunday(year);
  return new Set([
    ...FIXED_HOLIDAYS.map((md) => `${year}-${md}`),
    shiftDays(easter, -48), // Carnival Monday
    shiftDays(easter, -47), // Carnival Tuesday
    shiftDays(easter, -2), // Good Friday
    shiftDays(easter, 60), // Corpus Christi
  ]);
}

/** Whether pickups happen on a São Paulo calendar day (yyyy-mm-dd): a weekday that is not a holiday. */
export function isPickupDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays(y).has(day);
}

/** São Paulo's calendar day of an instant. */
export function saoPauloDay(at: Date): string {
  const p = zonedParts(at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The first and last days a pickup may be booked on at `now`: tomorrow and 30 days ahead. */
export function pickupWindow(now: Date): { first: string; last: string } {
  const today = saoPauloDay(now);
  return { first: nextDay(today), last: shiftDays(today, PICKUP_WINDOW_DAYS) };
}

/** Every day of the window on which pickups happen. */
export function pickupDays(now: Date): string[] {
  const { first, last } = pickupWindow(now);
  const days: string[] = [];
  for (let day = first; day <= last; day = nextDay(day)) if (isPickupDay(day)) days.push(day);
  return days;
}

export type SlotRefusal = 'required' | 'outside_window' | 'closed_day' | 'invalid_time';

/** Checks a requested slot; on success, its UTC instant. */
export function checkPickupSlot(
  day: string | undefined,
  time: string | undefined,
  now: Date,
): { ok: true; at: Date; day: string; time: string } | { ok: false; reason: SlotRefusal } {
  if (!day || !time) return { ok: false, reason: 'required' };
  if (!isCalendarDay(day) || !pickupTimes().includes(time)) return { ok: false, reason: 'invalid_time' };
  const { first, last } = pickupWindow(now);
  if (day < first || day > last) return { ok: false, reason: 'outside_window' };
  if (!isPickupDay(day)) return { ok: false, reason: 'closed_day' };
  return { ok: true, at: zonedTimeToUtc(day, time), day, time };
}
