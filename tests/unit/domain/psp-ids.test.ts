import { describe, expect, it } from 'vitest';
import { chargeTxid, paymentIdOfTxid, refundId } from '~/domain/psp-ids';

const TXID = /^[a-zA-Z0-9]{26,35}$/;

describe('the ids the house gives the PSP', () => {
  it('asks the same payment for the same txid every time, one per kind, in the standard’s shape', () => {
    expect(chargeTxid(42, 'cob')).toBe('ARREMATEP00000000000000042');
    expect(chargeTxid(42, 'cob')).toBe(chargeTxid(42, 'cob'));
    expect(chargeTxid(42, 'cobv')).toBe('ARREMATEB00000000000000042');
    for (const id of [1, 999, 2 ** 31, Number.MAX_SAFE_INTEGER]) {
      expect(chargeTxid(id, 'cob')).toMatch(TXID);
      expect(chargeTxid(id, 'cobv')).toMatch(TXID);
    }
  });

  it('reads a txid of ours back to its payment, and no other', () => {
    expect(paymentIdOfTxid(chargeTxid(7, 'cobv'))).toEqual({ paymentId: 7, kind: 'cobv' });
    expect(paymentIdOfTxid(chargeTxid(123456, 'cob'))).toEqual({ paymentId: 123456, kind: 'cob' });
    expect(paymentIdOfTxid('ARREMATEP00000000000000000')).toBeNull();
    expect(paymentIdOfTxid('OUTROPSP0000000000000000042')).toBeNull();
    expect(paymentIdOfTxid('ARREMATEX00000000000000042')).toBeNull();
  });

  it('gives each refund row its own devolução id, within the standard’s 35 characters', () => {
    expect(refundId(3)).toBe('ARREMATED00000000000000003');
    expect(refundId(3)).not.toBe(refundId(4));
    expect(refundId(Number.MAX_SAFE_INTEGER).length).toBeLessThanOrEqual(35);
  });

  it('refuses what is not an id', () => {
    expect(() => chargeTxid(0, 'cob')).toThrow(RangeError);
    expect(() => refundId(-1)).toThrow(RangeError);
    expect(() => chargeTxid(1.5, 'cob')).toThrow(RangeError);
  });
});
