/**
 * The payment provider (PSP) as the house sees it: Pix charges on the Central Bank's API Pix standard (cob,
 * cobv, received Pix, devoluções, webhook registration) and the same provider's boleto, behind one interface.
 * pix-client.server.ts implements it over HTTP for any PSP that follows the standard (and for the local
 * simulator, scripts/psp-simulator); the payment services (charges, settlement, refunds) only see this.
 * Money is integer cents here; the client converts the standard's "123.45" strings at its edge.
 */

/** A charge's state, as the standard names it (CobrancaStatus). */
export type ChargeStatus = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

/** cob: immediate charge (expires `expiresInSeconds` after creation); cobv: charge with a due date (boleto's Pix part). */
export type ChargeKind = 'cob' | 'cobv';

/** A debtor: a person (CPF, 11 digits) or a company (CNPJ, 14 digits). */
export interface Debtor {
  name: string;
  /** digits only */
  document: string;
}

export interface ChargeRequest {
  kind: ChargeKind;
  /** 26–35 letters and digits, derived from our own ids (a retried create finds the same charge) */
  txid: string;
  amountCents: number;
  /** cob: seconds from creation until it expires (calendario.expiracao) */
  expiresInSeconds?: number;
  /** cobv: the due date, YYYY-MM-DD in São Paulo (calendario.dataDeVencimento); validadeAposVencimento 0 */
  dueDate?: string;
  debtor: Debtor;
  /** solicitacaoPagador: shown to the payer by their bank (≤ 140 characters) */
  payerMessage: string;
  /** infoAdicionais: name/value pairs (each ≤ 50 / 200 characters) */
  info: { name: string; value: string }[];
}

/** A Pix received (the standard's Pix): by txid when it paid a charge, with its refunds. */
export interface ReceivedPix {
  endToEndId: string;
  txid: string | null;
  amountCents: number;
  /** ISO 8601 */
  paidAt: string;
  refunds: Refund[];
}

export interface Charge {
  kind: ChargeKind;
  txid: string;
  status: ChargeStatus;
  amountCents: number;
  /** the BR Code the payer copies or scans */
  pixCopiaECola: string;
  /** ISO 8601: when the PSP created it */
  createdAt: string;
  /** cob: creation + expiracao (ISO 8601); cobv: the due date's end in São Paulo */
  expiresAt: string;
  /** the Pix that paid it (more than one when a payer paid twice) */
  pix: ReceivedPix[];
}

/** A refund's state, as the standard names it. */
export type RefundStatus = 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';

export interface Refund {
  /** our id of the refund (the standard's devolução id: ≤ 35 letters and digits) */
  id: string;
  /** the return's own end-to-end id, once the PSP has it */
  rtrId: string | null;
  amountCents: number;
  status: RefundStatus;
  /** the PSP's reason when NAO_REALIZADO (or its description) */
  reason: string | null;
  /** ISO 8601 */
  requestedAt: string;
  settledAt: string | null;
}

/** A boleto híbrido: the provider's boleto whose Pix part is the cobv of the same txid. */
export type BoletoStatus = 'EMITIDO' | 'PAGO' | 'BAIXADO';

export interface BoletoRequest {
  /** the txid of its cobv (created first) */
  txid: string;
  amountCents: number;
  /** YYYY-MM-DD */
  dueDate: string;
  debtor: Debtor;
  message: string;
}

export interface Boleto {
  txid: string;
  status: BoletoStatus;
  amountCents: number;
  dueDate: string;
  /** 47 digits, FEBRABAN check digits */
  linhaDigitavel: string;
  /** the 44 digits the ITF-25 barcode draws */
  barcode: string;
  /** the cobv's BR Code */
  pixCopiaECola: string;
  /** set once it is paid by its barcode (a Pix payment settles the cobv instead) */
  paidCents: number | null;
  paidAt: string | null;
}

export interface PaymentProvider {
  /** PUT /cob/{txid} or /cobv/{txid}; when the txid already exists (a retried create), the existing charge */
  createCharge(request: ChargeRequest): Promise<Charge>;
  /** GET /cob/{txid} or /cobv/{txid}; null when the PSP does not know it */
  getCharge(kind: ChargeKind, txid: string): Promise<Charge | null>;
  /** GET /pix?inicio&fim, every page */
  listReceived(from: Date, to: Date): Promise<ReceivedPix[]>;
  /** PUT /pix/{e2eid}/devolucao/{id}; when that id already exists, the existing refund */
  requestRefund(endToEndId: string, refundId: string, amountCents: number, description: string): Promise<Refund>;
  /** GET /pix/{e2eid}/devolucao/{id}; null when unknown */
  getRefund(endToEndId: string, refundId: string): Promise<Refund | null>;
  /** PUT /webhook/{chave} */
  registerWebhook(webhookUrl: string): Promise<void>;
  /** GET /webhook/{chave}: the registered URL, or null */
  getWebhook(): Promise<string | null>;
  /** DELETE /webhook/{chave} */
  deleteWebhook(): Promise<void>;
  /** the provider's boleto API: issues the boleto of a cobv (idempotent on its txid) */
  createBoleto(request: BoletoRequest): Promise<Boleto>;
  /** null when unknown */
  getBoleto(txid: string): Promise<Boleto | null>;
  /** the provider's boleto API: registers the URL it calls when a boleto is paid or written off */
  registerBoletoWebhook(webhookUrl: string): Promise<void>;
}

/** The PSP did not answer in time, or answered 5xx, after the client's retries: nothing may be assumed. */
export class PspUnavailableError extends Error {
  override name = 'PspUnavailableError';
}

/** The PSP refused the request (4xx other than a known-existing resource), with its problem details. */
export class PspRejectedError extends Error {
  override name = 'PspRejectedError';
  constructor(
    readonly status: number,
    readonly problem: { type?: string; title?: string; detail?: string },
  ) {
    super(`${status} ${problem.title ?? ''} ${problem.detail ?? ''}`.trim());
  }
}
