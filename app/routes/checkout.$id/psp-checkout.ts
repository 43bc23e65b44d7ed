import type { ChargeQrCodes, CheckoutCharges, CheckoutPspState } from '~/schemas/charges';

/** What the payment panel needs to offer Pix and boleto through the PSP. */
export interface PspCheckout {
  boletoAvailable: boolean;
  charges: CheckoutCharges;
  qr: ChargeQrCodes;
}

/**
 * The PSP's side of checkout's state and the loader's QR codes, or null when no PSP is configured (the panel
 * then offers the static BR Code and the transfer, as before).
 */
export function pspCheckout(state: object, chargeQr: unknown): PspCheckout | null {
  const s = state as Partial<CheckoutPspState>;
  if (s.psp !== true) return null;
  const qr = (chargeQr ?? {}) as Partial<ChargeQrCodes>;
  return {
    boletoAvailable: s.boleto_available === true,
    charges: { pix: s.charges?.pix ?? null, boleto: s.charges?.boleto ?? null },
    qr: { pix: qr.pix ?? null, boleto: qr.boleto ?? null },
  };
}
