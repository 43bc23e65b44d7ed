import { describe, expect, it } from 'vitest';
import { afterFailedMailAttempt, MAIL_MAX_ATTEMPTS } from '~/domain/mail-retry';

describe('afterFailedMailAttempt', () => {
  const now = Date.UTC(2026, 10, 26, 3, 0, 0);

  it('waits 1, 2, 4 … 64 minutes after the first seven failures', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7].map((attempts) => {
      const next = afterFailedMailAttempt(attempts, now);
      return next.status === 'pending' ? (next.nextAttemptAt - now) / 60_000 : null;
    });
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64]);
  });

  it('gives the message up after the eighth', () => {
    expect(MAIL_MAX_ATTEMPTS).toBe(8);
    expect(afterFailedMailAttempt(8, now)).toEqual({ status: 'failed' });
  });
});
