/**
 * When an e-mail the provider refused is tried again: 1, 2, 4… minutes after each failed attempt, and
 * never after the eighth (the message is then given up as failed).
 */
export const MAIL_MAX_ATTEMPTS = 8;

const FIRST_RETRY_MS = 60_000;

/** What a failed attempt leaves: the next attempt's time, or that it was the last. */
export function afterFailedMailAttempt(attempts: number, now: number): { status: 'pending'; nextAttemptAt: number } | { status: 'failed' } {
  if (attempts >= MAIL_MAX_ATTEMPTS) return { status: 'failed' };
  return { status: 'pending', nextAttemptAt: now + FIRST_RETRY_MS * 2 ** (attempts - 1) };
}
