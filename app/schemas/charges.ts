/**
 * A payment's charges at the PSP as checkout shows them (the winner's Pix cob and boleto), and the body of
 * `POST /api/auctions/{id}/charge`. Amounts are reais at the edge, as every DTO carries them.
 */
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { z } from '~/schemas/zod';

/** Our mirror of the PSP's state of a charge (payment_charges.status). */
export type ChargeViewStatus = 'active' | 'paid' | 'expired' | 'removed';

/** The winner's Pix charge (a cob): the BR Code to copy or scan, until it expires. */
export interface PixChargeView {
  txid: string;
  pix_copia_e_cola: string;
  /** ISO 8601 */
  expires_at: string;
  status: ChargeViewStatus;
  /** reais */
  total: number;
}

/** The winner's boleto (a cobv and its boleto híbrido). */
export interface BoletoChargeView {
  txid: string;
  /** 47 digits */
  linha_digitavel: string;
  /** 44 digits, drawn as ITF-25 */
  barcode: string;
  /** YYYY-MM-DD */
  due_date: string;
  /** the cobv's BR Code */
  pix_copia_e_cola: string;
  status: ChargeViewStatus;
  /** reais */
  total: number;
}

export interface CheckoutCharges {
  pix: PixChargeView | null;
  boleto: BoletoChargeView | null;
}

/** What checkout's state says about paying through the PSP. */
export interface CheckoutPspState {
  /** a PSP is configured: Pix and boleto go through it */
  psp: boolean;
  /** the deadline still leaves time for a boleto to clear */
  boleto_available: boolean;
  charges: CheckoutCharges;
}

/** The loader's QR codes of the charges (data: URLs), when they exist. */
export interface ChargeQrCodes {
  pix: string | null;
  boleto: string | null;
}

export const chargeMethods = ['pix', 'boleto'] as const;
export type ChargeMethod = (typeof chargeMethods)[number];

/** `POST /api/auctions/{id}/charge`: which charge the winner asks for ('Forma de pagamento inválida.' otherwise). */
export const chargeRequestBody = z.object({ method: z.enum(chargeMethods, { error: checkoutText.errors.invalidMethod }) }).strip();
