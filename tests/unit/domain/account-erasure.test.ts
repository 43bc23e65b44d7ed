import { describe, expect, it } from 'vitest';
import { erasedEmail, erasureBlocker, type ErasureFacts } from '~/domain/account-erasure';

const facts = (over: Partial<ErasureFacts> = {}): ErasureFacts => ({ wonLots: [], openAppointments: 0, leadingLots: 0, ...over });

describe('erasureBlocker', () => {
  it('lets an account without won lots, appointments or leading bids go', () => {
    expect(erasureBlocker(facts())).toBeNull();
  });

  it('refuses while a won lot is unpaid, before any pickup question', () => {
    expect(erasureBlocker(facts({ wonLots: [{ paymentApproved: false, pickupStatus: null }] }))).toBe('unpaid_lot');
    expect(
      erasureBlocker(
        facts({
          wonLots: [
            { paymentApproved: true, pickupStatus: 'completed' },
            { paymentApproved: false, pickupStatus: null },
          ],
          openAppointments: 1,
        }),
      ),
    ).toBe('unpaid_lot');
  });

  it('refuses while a paid lot is not collected: no appointment, scheduled or ready', () => {
    for (const pickupStatus of [null, 'scheduled', 'ready'])
      expect(erasureBlocker(facts({ wonLots: [{ paymentApproved: true, pickupStatus }] }))).toBe('open_pickup');
  });

  it('refuses while an appointment of the holder is open, even for a lot no longer theirs', () => {
    expect(erasureBlocker(facts({ openAppointments: 1 }))).toBe('open_pickup');
  });

  it('refuses while the holder leads a running auction', () => {
    expect(erasureBlocker(facts({ leadingLots: 1 }))).toBe('leading_bid');
  });

  it('lets go once every won lot is paid and collected or its pickup cancelled', () => {
    expect(
      erasureBlocker(
        facts({
          wonLots: [
            { paymentApproved: true, pickupStatus: 'completed' },
            { paymentApproved: true, pickupStatus: 'cancelled' },
          ],
        }),
      ),
    ).toBeNull();
  });
});

describe('erasedEmail', () => {
  it('is unique per account and undeliverable', () => {
    expect(erasedEmail(7)).toBe('removido-7@arremate.invalid');
    expect(erasedEmail(7)).not.toBe(erasedEmail(8));
  });
});
