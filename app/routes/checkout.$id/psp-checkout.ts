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
export function pspCheckout(state: CheckoutPspState, chargeQr: ChargeQrCodes | null): PspCheckout | null {
  if (!state.psp) return null;
  return {
    boletoAvailable: state.boleto_available,
    charges: state.charges,
    qr: chargeQr ?? { pix: null, boleto: null },
  };
}
