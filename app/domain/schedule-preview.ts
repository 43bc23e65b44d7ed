/** The scheduled auction's preview: the time left to its start in whole days, hours and minutes. */
export const PREVIEW_REFRESH_MS = 60_000;
export const PREVIEW_IMAGES = 4;
/** The notice time of a schedule without one of its own (the preview says so, the cron uses it). */
export const FALLBACK_NOTICE_MINUTES = 15;

/** Days, hours and minutes until `start` (minutes rounded up), or null once it has come. */
export function untilStart(start: string, now: number): { days: number; hours: number; minutes: number } | null {
  const ms = Date.parse(start) - now;
  if (!(ms > 0)) return null;
  const total = Math.ceil(ms / 60_000);
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}
