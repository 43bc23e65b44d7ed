/**
 * When a screen reader hears about a lot's countdown: not every second (the timer is silent), only when
 * the time left crosses 5 minutes and 1 minute.
 */
export const ANNOUNCED_THRESHOLDS_MS = [300_000, 60_000] as const;

/**
 * The stage a countdown is in: the smallest threshold that is still ≥ the time left, 0 once it has ended,
 * null above the largest threshold or without an end time.
 */
export function countdownStage(endsAt: string | null, now: number): number | null {
  if (!endsAt) return null;
  const left = Date.parse(endsAt) - now;
  if (Number.isNaN(left)) return null;
  if (left <= 0) return 0;
  let stage: number | null = null;
  for (const threshold of ANNOUNCED_THRESHOLDS_MS) if (left <= threshold) stage = threshold;
  return stage;
}

/**
 * The stage to announce on moving from `previous` to `next`: only a move down (time running out) into a
 * threshold; an end moved later announces nothing, nor does the end itself. The first stage seen
 * (`previous` undefined) is not announced.
 */
export function stageToAnnounce(previous: number | null | undefined, next: number | null): number | null {
  if (previous === undefined || next === null || next === 0) return null;
  if (previous === null || next < previous) return next;
  return null;
}
