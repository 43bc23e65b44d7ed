/** Quiet hours (default 22:00–08:00, São Paulo time): push is suppressed, e-mail still goes. */
import { zonedParts } from './sao-paulo-time';

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutesOf(hhmm: string): number | null {
  const m = HHMM.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** True when `at` falls inside [start, end) in São Paulo; the window may wrap past midnight. Equal bounds: never quiet. */
export function isQuietHours(at: Date, start: string, end: string): boolean {
  const s = minutesOf(start);
  const e = minutesOf(end);
  if (s === null || e === null || s === e) return false;
  const p = zonedParts(at);
  const now = Number(p.hour) * 60 + Number(p.minute);
  return s < e ? now >= s && now < e : now >= s || now < e;
}
