/**
 * The administrators' live figures (spec §3 'Admin live metrics') and the calendar they are counted on:
 * São Paulo days and months. Pure: no I/O.
 */
import { centsToReais } from './money';
import { nextDay, zonedParts, zonedTimeToUtc } from './sao-paulo-time';

/** The live counters, in integer units (money in cents); the API gives money in reais. */
export interface PulseCounters {
  online_users: number;
  active_auctions: number;
  scheduled_auctions: number;
  daily_revenue_cents: number;
  monthly_revenue_cents: number;
  daily_bids: number;
  new_users_today: number;
  total_users: number;
  total_auctions: number;
  pending_payments: number;
  pickups_today: number;
  pending_pickups: number;
}

export const COUNTER_NAMES = [
  'online_users',
  'active_auctions',
  'scheduled_auctions',
  'daily_revenue_cents',
  'monthly_revenue_cents',
  'daily_bids',
  'new_users_today',
  'total_users',
  'total_auctions',
  'pending_payments',
  'pickups_today',
  'pending_pickups',
] as const satisfies readonly (keyof PulseCounters)[];

export type CounterName = (typeof COUNTER_NAMES)[number];

export const ZERO_COUNTERS: PulseCounters = Object.fromEntries(COUNTER_NAMES.map((n) => [n, 0])) as unknown as PulseCounters;

/** The metric names of the wire (spec): money in reais, without the `_cents` suffix. */
export type MetricName = CounterName extends infer N ? (N extends `${infer Base}_cents` ? Base : N) : never;

export function metricName(counter: CounterName): MetricName {
  return counter.replace(/_cents$/, '') as MetricName;
}

/** The value of a counter as the API and the socket give it: cents become reais. */
export function metricValue(counter: CounterName, value: number): number {
  return counter.endsWith('_cents') ? centsToReais(value) : value;
}

/** The counters that differ between two readings, in a fixed order. */
export function changedCounters(before: PulseCounters, after: PulseCounters): CounterName[] {
  return COUNTER_NAMES.filter((name) => before[name] !== after[name]);
}

/** The São Paulo calendar at an instant: today's and this month's bounds (UTC ISO), and the next midnight. */
export interface PulseCalendar {
  /** yyyy-mm-dd in São Paulo */
  day: string;
  /** yyyy-mm */
  month: string;
  dayStart: string;
  dayEnd: string;
  monthStart: string;
  /** epoch ms of the next São Paulo midnight */
  nextMidnight: number;
}

export function pulseCalendar(now: number): PulseCalendar {
  const p = zonedParts(new Date(now));
  const day = `${p.year}-${p.month}-${p.day}`;
  const month = `${p.year}-${p.month}`;
  const tomorrow = zonedTimeToUtc(nextDay(day));
  return {
    day,
    month,
    dayStart: zonedTimeToUtc(day).toISOString(),
    dayEnd: tomorrow.toISOString(),
    monthStart: zonedTimeToUtc(`${month}-01`).toISOString(),
    nextMidnight: tomorrow.getTime(),
  };
}

/** The last `count` São Paulo months up to the one of `now`, oldest first ("2026-06" … "2026-11"), with their UTC bounds. */
export function lastMonths(now: number, count: number): { month: string; start: string; end: string }[] {
  const p = zonedParts(new Date(now));
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(+p.year, +p.month - 1 - i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  return months.map((month) => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
    return { month, start: zonedTimeToUtc(`${month}-01`).toISOString(), end: zonedTimeToUtc(`${next}-01`).toISOString() };
  });
}

/** part / whole as a fraction in [0, 1], rounded to 4 places; 0 when there is no whole. */
export function fraction(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((Math.min(part, whole) / whole) * 10_000) / 10_000;
}

/** An average rounded to 2 places; 0 when there is nothing to divide by. */
export function average(total: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((total / count) * 100) / 100;
}

/** How many recent events the activity list keeps. */
export const RECENT_ACTIVITY = 20;

/**
 * Bids are counted from two sources that must not overlap: D1 for bids made before the last rebuild's
 * cutoff, and the lot rooms' events for the bids since. This grace keeps D1's mirror (which trails the room
 * by a few ms) out of the gap.
 */
export const BID_MIRROR_GRACE_MS = 60_000;

/** Events from this instant on are counted on top of the D1 base: the later of the cutoff and the day's start. */
export function bidEventsFrom(cutoff: string, dayStart: string): string {
  return cutoff > dayStart ? cutoff : dayStart;
}
