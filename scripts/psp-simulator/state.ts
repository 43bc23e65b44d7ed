/**
 * What the simulated PSP remembers, as plain JSON (server mode saves it to PSP_SIM_STATE between runs). The
 * records keep the standard's own shapes where the API returns them, so a GET answers what was stored.
 */

export type ChargeKind = 'cob' | 'cobv';
export type ChargeStatus = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

export interface SimDebtor {
  nome: string;
  cpf?: string;
  cnpj?: string;
}

export interface SimCharge {
  kind: ChargeKind;
  txid: string;
  revisao: number;
  status: ChargeStatus;
  /** the standard's calendario as stored: criacao + expiracao (cob) or dataDeVencimento + validadeAposVencimento (cobv) */
  calendario: { criacao: string; expiracao?: number; dataDeVencimento?: string; validadeAposVencimento?: number };
  devedor?: SimDebtor;
  valor: { original: string; modalidadeAlteracao?: number };
  chave: string;
  solicitacaoPagador?: string;
  infoAdicionais?: { nome: string; valor: string }[];
  loc: { id: number; location: string; tipoCob: ChargeKind; criacao: string };
  pixCopiaECola: string;
}

export interface SimRefund {
  id: string;
  rtrId: string;
  valor: string;
  natureza: 'ORIGINAL';
  descricao?: string;
  horario: { solicitacao: string; liquidacao?: string };
  status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';
  motivo?: string;
}

export interface SimPix {
  endToEndId: string;
  txid?: string;
  valor: string;
  chave: string;
  horario: string;
  infoPagador?: string;
  componentesValor: { original: { valor: string } };
  devolucoes: SimRefund[];
}

export interface SimBoleto {
  txid: string;
  status: 'EMITIDO' | 'PAGO' | 'BAIXADO';
  valor: string;
  dataDeVencimento: string;
  pagador: SimDebtor;
  mensagem: string;
  linhaDigitavel: string;
  codigoBarras: string;
  pixCopiaECola: string;
  pagamento?: { valorPago: string; dataPagamento: string };
  criacao: string;
}

export interface DeliveryAttempt {
  at: string;
  /** the receiver's HTTP status, or null when it did not answer */
  status: number | null;
  error?: string;
}

export interface SimDelivery {
  id: number;
  kind: 'pix' | 'boleto';
  /** the charge (or boleto) it tells about */
  txid: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  createdAt: string;
  /** a replay (POST /_sim/redeliver) of an earlier one */
  replay: boolean;
  attempts: DeliveryAttempt[];
  /** 'queued' (in-process: waiting for GET /_sim/deliveries), 'sending', 'delivered', 'failed' */
  outcome: 'queued' | 'popped' | 'sending' | 'delivered' | 'failed';
}

export interface SimFault {
  method: string;
  pathPrefix: string;
  status: 500 | 503 | 'timeout';
  times: number;
}

export interface SimState {
  version: 1;
  nextLocId: number;
  nextDeliveryId: number;
  tokens: Record<string, number>;
  charges: SimCharge[];
  pix: SimPix[];
  boletos: SimBoleto[];
  webhooks: Record<string, { webhookUrl: string; criacao: string }>;
  boletoWebhook: { webhookUrl: string; criacao: string } | null;
  deliveries: SimDelivery[];
  faults: SimFault[];
}

export function emptyState(): SimState {
  return {
    version: 1,
    nextLocId: 1,
    nextDeliveryId: 1,
    tokens: {},
    charges: [],
    pix: [],
    boletos: [],
    webhooks: {},
    boletoWebhook: null,
    deliveries: [],
    faults: [],
  };
}

/** A saved state, or a new one when the JSON is not one of ours. */
export function parseState(json: string): SimState {
  try {
    const value = JSON.parse(json) as Partial<SimState>;
    if (value && value.version === 1 && Array.isArray(value.charges)) return { ...emptyState(), ...value };
  } catch {
    // a torn or foreign file: start afresh
  }
  return emptyState();
}

/** "123.45" → 12345 */
export function toCents(valor: string): number {
  const [reais = '0', cents = '00'] = valor.split('.');
  return Number(reais) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

/** 12345 → "123.45" */
export function toValor(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomAlphanumeric(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
}

/** The simulated PSP's ISPB (8 digits; no real institution). */
export const SIM_ISPB = '99999999';

/** An end-to-end id in the SPI's format: E (or D for a return) + ISPB + yyyyMMddHHmm (UTC) + 11 alphanumerics. */
export function endToEndId(at: Date, prefix: 'E' | 'D' = 'E'): string {
  const stamp = at.toISOString().slice(0, 16).replace(/\D/g, '');
  return `${prefix}${SIM_ISPB}${stamp}${randomAlphanumeric(11)}`;
}

/** A payload location id: 32 hex digits. */
export function locationId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function randomToken(): string {
  return randomAlphanumeric(40);
}
