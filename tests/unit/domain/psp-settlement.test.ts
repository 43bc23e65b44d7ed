import { describe, expect, it } from 'vitest';
import { automaticRefundReason, chargeState, receiptOutcome, type ChargedPayment } from '~/domain/psp-settlement';

const due = '2026-12-03T18:00:00.000Z';
const before = '2026-12-02T12:00:00.000Z';
const after = '2026-12-03T18:00:01.000Z';
const pending: ChargedPayment = { chargeCents: 110_000, status: 'pending', dueAt: due, userId: 7, winnerUserId: 7 };

describe('what money received through the PSP does', () => {
  it('approves a pending payment paid in full before its deadline', () => {
    expect(receiptOutcome({ amountCents: 110_000, paidAt: before }, pending)).toBe('approved');
    expect(receiptOutcome({ amountCents: 110_000, paidAt: due }, pending)).toBe('approved');
  });

  it('queues money that names no charge of ours: Pix recebido sem cobrança', () => {
    expect(receiptOutcome({ amountCents: 110_000, paidAt: before }, null)).toBe('unmatched');
  });

  it('never approves an amount that is not the charge’s, above or below', () => {
    expect(receiptOutcome({ amountCents: 109_999, paidAt: before }, pending)).toBe('divergent');
    expect(receiptOutcome({ amountCents: 110_001, paidAt: before }, pending)).toBe('divergent');
  });

  it('a second payment of an approved one is a duplicate, whatever its amount', () => {
    const approved = { ...pending, status: 'approved' as const };
    expect(receiptOutcome({ amountCents: 110_000, paidAt: before }, approved)).toBe('duplicate');
    expect(receiptOutcome({ amountCents: 5, paidAt: after }, approved)).toBe('duplicate');
  });

  it('money after the deadline, after the payment lapsed or after the lot went to the second bidder is late', () => {
    expect(receiptOutcome({ amountCents: 110_000, paidAt: after }, pending)).toBe('late');
    expect(receiptOutcome({ amountCents: 110_000, paidAt: before }, { ...pending, status: 'rejected' })).toBe('late');
    expect(receiptOutcome({ amountCents: 110_000, paidAt: before }, { ...pending, winnerUserId: 8 })).toBe('late');
  });

  it('refunds by itself only what can be no payment’s: late and duplicate money', () => {
    expect(automaticRefundReason('late')).toBe('late');
    expect(automaticRefundReason('duplicate')).toBe('duplicate');
    for (const outcome of ['approved', 'unmatched', 'divergent'] as const) expect(automaticRefundReason(outcome)).toBeNull();
  });
});

describe('our mirror of a charge', () => {
  const now = Date.parse('2026-12-01T12:00:00.000Z');
  it('follows the PSP: concluded is paid, removed is removed, active until it expires', () => {
    expect(chargeState('active', 'CONCLUIDA', due, now)).toBe('paid');
    expect(chargeState('active', 'REMOVIDA_PELO_PSP', due, now)).toBe('removed');
    expect(chargeState('active', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', due, now)).toBe('removed');
    expect(chargeState('active', 'ATIVA', due, now)).toBe('active');
    expect(chargeState('active', 'ATIVA', '2026-12-01T11:59:59.000Z', now)).toBe('expired');
  });

  it('a paid charge stays paid, whatever comes after', () => {
    expect(chargeState('paid', 'ATIVA', due, now)).toBe('paid');
    expect(chargeState('paid', 'REMOVIDA_PELO_PSP', due, now)).toBe('paid');
  });

  it('an expired charge the PSP then shows concluded is paid (a Pix at the last second)', () => {
    expect(chargeState('expired', 'CONCLUIDA', due, now)).toBe('paid');
  });
});
