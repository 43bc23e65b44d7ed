import { describe, expect, it } from 'vitest';
import { withdrawalEligibility, withdrawalReason } from '~/domain/purchase-withdrawal';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-20T12:00:00Z');
const paid = { status: 'approved' as const, withdrawnAt: null };

describe('desistência da compra', () => {
  it('is open while the payment is approved and the lot was not collected', () => {
    expect(withdrawalEligibility(paid, null, false, now)).toBe('eligible');
    expect(withdrawalEligibility(paid, { completedAt: null }, false, now)).toBe('eligible');
  });

  it('is open for 7 days after collecting the lot, closed after (CDC art. 49)', () => {
    const collected = (ms: number) => ({ completedAt: new Date(now - ms).toISOString() });
    expect(withdrawalEligibility(paid, collected(7 * DAY), false, now)).toBe('eligible');
    expect(withdrawalEligibility(paid, collected(7 * DAY + 1000), false, now)).toBe('window_closed');
  });

  it('needs an approved payment not already withdrawn', () => {
    expect(withdrawalEligibility({ status: 'pending', withdrawnAt: null }, null, false, now)).toBe('not_paid');
    expect(withdrawalEligibility({ status: 'rejected', withdrawnAt: null }, null, false, now)).toBe('not_paid');
    expect(withdrawalEligibility({ status: 'approved', withdrawnAt: '2026-11-19T00:00:00Z' }, null, false, now)).toBe('not_paid');
  });

  it('is asked once per payment', () => {
    expect(withdrawalEligibility(paid, null, true, now)).toBe('already_requested');
  });

  it('takes a reason of 10 to 500 characters, trimmed', () => {
    expect(withdrawalReason('  curto  ')).toBeNull();
    expect(withdrawalReason('  Mudei de ideia  ')).toBe('Mudei de ideia');
    expect(withdrawalReason('x'.repeat(500))).toHaveLength(500);
    expect(withdrawalReason('x'.repeat(501))).toBeNull();
    expect(withdrawalReason(42)).toBeNull();
  });
});
