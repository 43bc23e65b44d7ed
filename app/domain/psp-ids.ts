/**
 * The ids the house gives the PSP, derived from its own (pure): the same payment always asks for the same
 * txid, and the same refund row for the same devolução id, so a retried create never makes a second charge
 * or sends a second refund. The standard's txid is 26–35 letters and digits; a devolução id up to 35.
 */
/** cob: the Pix charge; cobv: the boleto's Pix part (as provider.server.ts names them). */
type ChargeKind = 'cob' | 'cobv';

const PREFIX = 'ARREMATE';
const DIGITS = 17;

function padded(id: number): string {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`not an id: ${id}`);
  return String(id).padStart(DIGITS, '0');
}

/** The txid of a payment's charge: `ARREMATEP…` for its Pix cob, `ARREMATEB…` for its boleto's cobv (26 characters). */
export function chargeTxid(paymentId: number, kind: ChargeKind): string {
  return `${PREFIX}${kind === 'cob' ? 'P' : 'B'}${padded(paymentId)}`;
}

/** The payment a txid of ours names, or null when it is not one of ours. */
export function paymentIdOfTxid(txid: string): { paymentId: number; kind: ChargeKind } | null {
  const m = /^ARREMATE([PB])(\d{17})$/.exec(txid);
  if (!m) return null;
  const paymentId = Number(m[2]);
  return paymentId > 0 ? { paymentId, kind: m[1] === 'P' ? 'cob' : 'cobv' } : null;
}

/** The devolução id of a refund row (26 characters). */
export function refundId(refundRowId: number): string {
  return `${PREFIX}D${padded(refundRowId)}`;
}
