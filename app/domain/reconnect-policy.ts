/**
 * The live sockets' reconnect policy: up to 5 attempts, the n-th waiting at most 1 s doubled n-1 times, capped
 * at 30 s (the spec's ceilings), each wait drawn at random below its ceiling ("full jitter"): a thousand
 * pages cut off at once (a deploy, a network blip) come back spread over the window instead of together.
 */
export const RECONNECT_MAX_ATTEMPTS = 5;
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 30_000;
/**
 * After the server said it is going away or restarting (1001, 1012: a deploy moves every socket at once), the
 * first attempt is spread over this window instead of the first second.
 */
export const RESTART_SPREAD_MS = 5_000;

/** The closes that mean "the server is going away / restarting", not "something went wrong". */
const RESTART_CLOSES: ReadonlySet<number> = new Set([1001, 1012]);

/** A number in [0, 1), as Math.random gives (tests pass their own). */
export type Random = () => number;

/** The longest wait before reconnect attempt `attempt` (1-based), or null when the attempts are spent. */
export function reconnectCeiling(attempt: number, closeCode?: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > RECONNECT_MAX_ATTEMPTS) return null;
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** (attempt - 1));
  return attempt === 1 && closeCode !== undefined && RESTART_CLOSES.has(closeCode) ? Math.max(ceiling, RESTART_SPREAD_MS) : ceiling;
}

/** The wait (ms) before reconnect attempt `attempt`: at random in [0, ceiling]; null when the attempts are spent. */
export function reconnectDelay(attempt: number, random: Random = Math.random, closeCode?: number): number | null {
  const ceiling = reconnectCeiling(attempt, closeCode);
  if (ceiling === null) return null;
  return Math.floor(Math.min(Math.max(random(), 0), 1) * ceiling);
}
