/** The live sockets' reconnect policy: up to 5 attempts, 1 s doubled per attempt, capped at 30 s. */
export const RECONNECT_MAX_ATTEMPTS = 5;
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 30_000;

/** Delay before reconnect attempt `attempt` (1-based), or null when the attempts are spent. */
export function reconnectDelay(attempt: number): number | null {
  if (attempt < 1 || attempt > RECONNECT_MAX_ATTEMPTS) return null;
  return Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** (attempt - 1));
}
