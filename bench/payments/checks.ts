/**
 * What `npm run bench:payments` makes of a run (pure): each payment's timings from the relay's deliveries and the
 * winners' sockets, and the defects the PSP's state and D1 show — a payment lost (paid at the PSP, not approved
 * by it) or approved twice (two receipts, two approvals in the audit log, two notices).
 */
import type { RelayedDelivery } from '../lib/webhook-relay';

/** A winner's payment, and the txid of its Pix charge. */
export interface BenchPayment {
  txid: string;
  paymentId: number;
  userId: number;
}

/** When a winner's first `payment_approved` arrived on its socket, and how many came. */
export type SocketNotices = Map<number, { at: number; count: number }>;

const answered2xx = (d: RelayedDelivery) => d.status >= 200 && d.status < 300;

/**
 * Per payment, from its first delivery's arrival: to the site's first 2xx answer about it (webhook → approval),
 * and to the winner's notice on its socket. And how the deliveries went: payments delivered more than once, those
 * whose second delivery reached the site before it had answered the first (a race), deliveries answered other
 * than 2xx, payments never answered 2xx, winners without a notice or told more than once.
 */
export function webhookTimings(payments: readonly BenchPayment[], deliveries: readonly RelayedDelivery[], notices: SocketNotices) {
  const byTxid = new Map<string, RelayedDelivery[]>();
  for (const d of deliveries) for (const txid of d.txids) byTxid.set(txid, [...(byTxid.get(txid) ?? []), d]);
  const approval: number[] = [];
  const notice: number[] = [];
  let deliveredTwice = 0;
  let raced = 0;
  for (const p of payments) {
    const mine = (byTxid.get(p.txid) ?? []).toSorted((a, b) => a.arrivedAt - b.arrivedAt);
    const first = mine[0];
    if (!first) continue;
    const ok = mine.filter(answered2xx).toSorted((a, b) => a.answeredAt - b.answeredAt)[0];
    if (ok) approval.push(ok.answeredAt - first.arrivedAt);
    const told = notices.get(p.userId);
    if (told) notice.push(told.at - first.arrivedAt);
    if (mine.length > 1) deliveredTwice++;
    if (mine.slice(1).some((d) => d.arrivedAt < first.answeredAt)) raced++;
  }
  const winners = new Set(payments.map((p) => p.userId));
  return {
    approval,
    notice,
    deliveredTwice,
    raced,
    refusedDeliveries: deliveries.filter((d) => !answered2xx(d)).length,
    neverAnswered: payments.length - approval.length,
    withoutNotice: [...winners].filter((u) => !notices.has(u)).length,
    toldTwice: [...notices].filter(([u, n]) => winners.has(u) && n.count > 1).length,
  };
}

/** D1's rows about the bench's payments, after the run. */
export interface Ledger {
  payments: { id: number; status: string; confirmedBy: string | null }[];
  /** receipts counted per payment and outcome */
  receipts: { paymentId: number | null; outcome: string; n: number }[];
  /** `payment.approve` in the audit log, counted per payment id (the log's target id) */
  approvals: { targetId: string | null; n: number }[];
  /** stored `payment_approved` notices, counted per member */
  notices: { userId: number; n: number }[];
}

/** Each check that must be 0, with its count. `paidTxids`: the charges the PSP says were paid. */
export function ledgerDefects(payments: readonly BenchPayment[], paidTxids: Iterable<string>, ledger: Ledger): [string, number][] {
  const byTxid = new Map(payments.map((p) => [p.txid, p]));
  const approvedByPsp = new Set(ledger.payments.filter((p) => p.status === 'approved' && p.confirmedBy === 'psp').map((p) => p.id));
  const receipts = new Map<number, number>();
  const approvedReceipt = new Set<number>();
  for (const r of ledger.receipts) {
    if (r.paymentId === null) continue;
    receipts.set(r.paymentId, (receipts.get(r.paymentId) ?? 0) + r.n);
    if (r.outcome === 'approved') approvedReceipt.add(r.paymentId);
  }
  const approvals = new Map(ledger.approvals.map((a) => [Number(a.targetId), a.n]));
  const notices = new Map(ledger.notices.map((n) => [n.userId, n.n]));
  const count = (predicate: (p: BenchPayment) => boolean) => payments.filter(predicate).length;
  return [
    [
      'paid at the PSP, not approved by the PSP in D1 (lost)',
      [...new Set(paidTxids)].filter((t) => {
        const p = byTxid.get(t);
        return p !== undefined && !approvedByPsp.has(p.paymentId);
      }).length,
    ],
    ['payments not approved by the PSP', count((p) => !approvedByPsp.has(p.paymentId))],
    ['payments with more than one receipt', count((p) => (receipts.get(p.paymentId) ?? 0) > 1)],
    ['payments without an approved receipt', count((p) => !approvedReceipt.has(p.paymentId))],
    ['payments approved more than once (audit log)', count((p) => (approvals.get(p.paymentId) ?? 0) > 1)],
    ['payments without their approval in the audit log', count((p) => !approvals.has(p.paymentId))],
    ['winners with no stored payment_approved notice', count((p) => !notices.has(p.userId))],
    ['winners with two or more stored notices', count((p) => (notices.get(p.userId) ?? 0) > 1)],
  ];
}
