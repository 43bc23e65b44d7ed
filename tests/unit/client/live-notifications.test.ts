import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { announceLiveNotification, isPaymentApprovalOf, onLiveNotification } from '~/client/live-notifications';
import type { LiveNotification } from '~/schemas/live';

const notice = (patch: Partial<LiveNotification>): LiveNotification => ({
  id: 1,
  type: 'payment_approved',
  title: 'Pagamento aprovado',
  message: 'Seu pagamento foi aprovado.',
  timestamp: '2026-11-28T12:00:00.000Z',
  auction_id: 42,
  read: false,
  ...patch,
});

describe('the inbox’s pushed notifications, told to the page', () => {
  beforeEach(() => {
    (globalThis as { window?: EventTarget }).window = new EventTarget();
  });
  afterEach(() => {
    delete (globalThis as { window?: EventTarget }).window;
  });

  it('reach every listener until it stops listening', () => {
    const heard: number[] = [];
    const stop = onLiveNotification((n) => heard.push(n.id));
    announceLiveNotification(notice({ id: 7 }));
    stop();
    announceLiveNotification(notice({ id: 8 }));
    expect(heard).toEqual([7]);
  });

  it("checkout loads again on its own lot's payment approval only", () => {
    expect(isPaymentApprovalOf(notice({}), 42)).toBe(true);
    expect(isPaymentApprovalOf(notice({ auction_id: 43 }), 42)).toBe(false);
    expect(isPaymentApprovalOf(notice({ type: 'auction_won' }), 42)).toBe(false);
    expect(isPaymentApprovalOf(notice({ auction_id: null }), 42)).toBe(false);
  });
});
