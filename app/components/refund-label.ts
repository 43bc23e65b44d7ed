import { refundText } from '~/i18n/pt-BR-refunds';

/** A refund's state in words: 'Em processamento', 'Devolvido', 'Não realizado (motivo do PSP)', 'Na fila'. */
export function refundState(refund: { status: string; psp_reason: string | null }): string {
  return refund.status === 'failed'
    ? refundText.refundFailed(refund.psp_reason)
    : (refundText.refundStatus[refund.status] ?? refund.status);
}

/** 'Devolução: Em processamento', beside a payment whose money is being given back. */
export function refundLabel(refund: { status: string; psp_reason: string | null }): string {
  return `${refundText.refundLabel}: ${refundState(refund)}`;
}
