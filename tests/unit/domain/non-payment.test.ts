import { describe, expect, it } from 'vitest';
import { LOST_PAYMENTS_TO_SUSPEND, lostAt, lostSinceLift, suspendsBidding, type PaymentRecord } from '~/domain/non-payment';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const at = (iso: string) => Date.parse(iso);

const pending = (dueAt: string | null): PaymentRecord => ({ status: 'pending', dueAt, rejectedAt: null });
const rejected = (rejectedAt: string | null, dueAt: string | null = '2026-12-31T00:00:00.000Z'): PaymentRecord => ({
  status: 'rejected',
  dueAt,
  rejectedAt,
});
const approved = (dueAt: string | null): PaymentRecord => ({ status: 'approved', dueAt, rejectedAt: null });

describe('when a payment counts as lost', () => {
  it('a pending payment is lost at its deadline once the deadline has passed, not before', () => {
    expect(lostAt(pending('2026-11-26T15:00:00.000Z'), NOW)).toBe(at('2026-11-26T15:00:00.000Z'));
    expect(lostAt(pending('2026-11-27T15:00:00.000Z'), NOW)).toBeNull();
    expect(lostAt(pending(null), NOW)).toBeNull();
  });

  it('a rejected payment is lost when it was rejected, or at its deadline when that came first', () => {
    expect(lostAt(rejected('2026-11-25T10:00:00.000Z'), NOW)).toBe(at('2026-11-25T10:00:00.000Z'));
    expect(lostAt(rejected('2026-11-27T10:00:00.000Z', '2026-11-26T15:00:00.000Z'), NOW)).toBe(at('2026-11-26T15:00:00.000Z'));
    expect(lostAt(rejected('2026-11-25T10:00:00.000Z', null), NOW)).toBe(at('2026-11-25T10:00:00.000Z'));
  });

  it('a rejection with no recorded moment still counts, as lost since ever', () => {
    expect(lostAt(rejected(null, null), NOW)).toBe(0);
  });

  it('an approved payment is never lost, even one approved after its deadline', () => {
    expect(lostAt(approved('2026-11-20T00:00:00.000Z'), NOW)).toBeNull();
  });
});

describe('when lost payments suspend bidding', () => {
  it(`takes ${LOST_PAYMENTS_TO_SUSPEND}: one lost payment does not suspend, two do, rejected or overdue alike`, () => {
    expect(LOST_PAYMENTS_TO_SUSPEND).toBe(2);
    expect(suspendsBidding([rejected('2026-11-25T10:00:00.000Z')], null, NOW)).toBe(false);
    expect(suspendsBidding([rejected('2026-11-25T10:00:00.000Z'), rejected('2026-11-26T10:00:00.000Z')], null, NOW)).toBe(true);
    expect(suspendsBidding([pending('2026-11-25T10:00:00.000Z'), pending('2026-11-26T10:00:00.000Z')], null, NOW)).toBe(true);
    expect(suspendsBidding([pending('2026-11-25T10:00:00.000Z'), rejected('2026-11-26T10:00:00.000Z')], null, NOW)).toBe(true);
  });

  it('does not count payments still within their deadline or paid', () => {
    const payments = [pending('2026-11-28T10:00:00.000Z'), approved('2026-11-20T10:00:00.000Z'), rejected('2026-11-26T10:00:00.000Z')];
    expect(suspendsBidding(payments, null, NOW)).toBe(false);
    // The same pending payment, once its deadline has passed, is the second.
    expect(suspendsBidding(payments, null, at('2026-11-28T10:00:01.000Z'))).toBe(true);
  });

  it('after a lift, counts only payments lost after it: the same two do not suspend the account again', () => {
    const old = [rejected('2026-11-20T10:00:00.000Z'), pending('2026-11-21T10:00:00.000Z')];
    const lift = '2026-11-22T09:00:00.000Z';
    expect(suspendsBidding(old, null, NOW)).toBe(true);
    expect(suspendsBidding(old, lift, NOW)).toBe(false);
    const oneNew = [...old, rejected('2026-11-23T10:00:00.000Z')];
    expect(lostSinceLift(oneNew, lift, NOW)).toEqual([oneNew[2]]);
    expect(suspendsBidding(oneNew, lift, NOW)).toBe(false);
    expect(suspendsBidding([...oneNew, pending('2026-11-24T10:00:00.000Z')], lift, NOW)).toBe(true);
  });

  it('a payment overdue before the lift and rejected after it counts from its deadline, so not again', () => {
    const lift = '2026-11-22T09:00:00.000Z';
    const lateRejection = rejected('2026-11-23T10:00:00.000Z', '2026-11-21T10:00:00.000Z');
    expect(lostSinceLift([lateRejection], lift, NOW)).toEqual([]);
  });

  it('a payment lost at the very moment of the lift is one the administrator saw: it does not count', () => {
    const lift = '2026-11-22T09:00:00.000Z';
    expect(lostSinceLift([rejected(lift)], lift, NOW)).toEqual([]);
  });

  it('a payment withdrawn by an approved desistência is never a lost payment', () => {
    const withdrawn = { ...rejected('2026-11-25T10:00:00.000Z'), withdrawnAt: '2026-11-25T10:00:00.000Z' };
    expect(lostAt(withdrawn, NOW)).toBeNull();
    expect(suspendsBidding([withdrawn, rejected('2026-11-26T10:00:00.000Z')], null, NOW)).toBe(false);
  });
});
