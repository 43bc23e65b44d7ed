import { describe, expect, it } from 'vitest';
import { authMessages } from '~/i18n/auth-messages';
import { biddingRefusal } from '~/server/accounts/bidding-standing.server';

const account = (over: Partial<{ isAdmin: boolean; isApproved: boolean; biddingSuspended: boolean }> = {}) => ({
  isAdmin: false,
  isApproved: true,
  biddingSuspended: false,
  ...over,
});

describe('biddingRefusal', () => {
  it('lets an approved member or an administrator bid', () => {
    expect(biddingRefusal(account())).toBeNull();
    expect(biddingRefusal(account({ isApproved: false, isAdmin: true }))).toBeNull();
  });

  it('refuses an account suspended for non-payment 403 with the exact message, an administrator’s too', () => {
    expect(biddingRefusal(account({ biddingSuspended: true }))).toEqual({
      status: 403,
      message: 'Conta suspensa por falta de pagamento. Fale com o suporte.',
    });
    expect(biddingRefusal(account({ isAdmin: true, biddingSuspended: true }))?.message).toBe(authMessages.biddingSuspended);
  });

  it('refuses an unapproved account as before, whatever its standing', () => {
    expect(biddingRefusal(account({ isApproved: false }))).toEqual({ status: 403, message: authMessages.notApproved });
    expect(biddingRefusal(account({ isApproved: false, biddingSuspended: true }))?.message).toBe(authMessages.notApproved);
  });
});
