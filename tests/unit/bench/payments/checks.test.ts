import { describe, expect, it } from 'vitest';
import { ledgerDefects, webhookTimings, type BenchPayment, type Ledger, type SocketNotices } from '../../../../bench/payments/checks';

const payments: BenchPayment[] = [
  { txid: 'ARREMATEP00000000000000001', paymentId: 1, userId: 11 },
  { txid: 'ARREMATEP00000000000000002', paymentId: 2, userId: 12 },
];
const delivery = (txid: string, arrivedAt: number, answeredAt: number, status = 204) => ({ txids: [txid], arrivedAt, answeredAt, status });

/** Every payment approved once, by the PSP, with its receipt, its audit line and its notice. */
const clean = (): Ledger => ({
  payments: payments.map((p) => ({ id: p.paymentId, status: 'approved', confirmedBy: 'psp' })),
  receipts: payments.map((p) => ({ paymentId: p.paymentId, outcome: 'approved', n: 1 })),
  approvals: payments.map((p) => ({ targetId: String(p.paymentId), n: 1 })),
  notices: payments.map((p) => ({ userId: p.userId, n: 1 })),
});
const defects = (ledger: Ledger, paid = payments.map((p) => p.txid)) =>
  Object.fromEntries(ledgerDefects(payments, paid, ledger).filter(([, n]) => n > 0));

describe('bench:payments timings', () => {
  it('times approval from the first delivery to the first 2xx, across a retry', () => {
    const t = webhookTimings(
      payments,
      [delivery(payments[0]!.txid, 100, 130, 503), delivery(payments[0]!.txid, 1_130, 1_150), delivery(payments[1]!.txid, 200, 220)],
      new Map([
        [11, { at: 1_160, count: 1 }],
        [12, { at: 215, count: 1 }],
      ]),
    );
    expect(t.approval).toEqual([1_050, 20]);
    expect(t.notice).toEqual([1_060, 15]);
    expect(t).toMatchObject({ deliveredTwice: 1, raced: 0, refusedDeliveries: 1, neverAnswered: 0, withoutNotice: 0, toldTwice: 0 });
  });

  it('counts a replay that reached the site before the first delivery was answered as a race', () => {
    const t = webhookTimings(payments, [delivery(payments[0]!.txid, 100, 140), delivery(payments[0]!.txid, 110, 150)], new Map());
    expect(t.raced).toBe(1);
    expect(t.deliveredTwice).toBe(1);
  });

  it('counts a payment never answered 2xx, a winner never told and a winner told twice', () => {
    const notices: SocketNotices = new Map([[11, { at: 500, count: 2 }]]);
    const t = webhookTimings(payments, [delivery(payments[0]!.txid, 100, 140), delivery(payments[1]!.txid, 100, 140, 500)], notices);
    expect(t).toMatchObject({ neverAnswered: 1, refusedDeliveries: 1, withoutNotice: 1, toldTwice: 1 });
  });
});

describe('bench:payments defects in D1', () => {
  it('finds none when every payment was approved once by the PSP', () => {
    expect(defects(clean())).toEqual({});
  });

  it('counts a payment paid at the PSP but still pending as lost', () => {
    const ledger = clean();
    ledger.payments[1] = { id: 2, status: 'pending', confirmedBy: null };
    expect(defects(ledger)).toEqual({ 'paid at the PSP, not approved by the PSP in D1 (lost)': 1, 'payments not approved by the PSP': 1 });
  });

  it('counts a payment approved by hand as not approved by the PSP', () => {
    const ledger = clean();
    ledger.payments[0] = { id: 1, status: 'approved', confirmedBy: 'admin' };
    expect(defects(ledger)).toMatchObject({ 'payments not approved by the PSP': 1 });
  });

  it('counts a payment approved twice: two receipts, two audit lines, two notices', () => {
    const ledger = clean();
    ledger.receipts.push({ paymentId: 1, outcome: 'duplicate', n: 1 });
    ledger.approvals[0] = { targetId: '1', n: 2 };
    ledger.notices[0] = { userId: 11, n: 2 };
    expect(defects(ledger)).toEqual({
      'payments with more than one receipt': 1,
      'payments approved more than once (audit log)': 1,
      'winners with two or more stored notices': 1,
    });
  });

  it('counts a payment without its receipt, audit line or stored notice', () => {
    const ledger = clean();
    ledger.receipts = ledger.receipts.slice(1);
    ledger.approvals = ledger.approvals.slice(1);
    ledger.notices = ledger.notices.slice(1);
    expect(defects(ledger)).toEqual({
      'payments without an approved receipt': 1,
      'payments without their approval in the audit log': 1,
      'winners with no stored payment_approved notice': 1,
    });
  });
});
