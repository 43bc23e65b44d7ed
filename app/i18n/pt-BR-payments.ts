/** Strings of payments through the PSP: the charge the payer's bank shows, the checkout's errors, the webhooks' answers. */
import { chargeText } from './pt-BR-charges';

export const paymentText = {
  charge: {
    /** solicitacaoPagador: what the payer's bank shows with the charge */
    payerMessage: (lotId: number) => `Arremate — pagamento do lote #${lotId} (lance vencedor + taxa de 10%)`,
    infoLot: 'Lote',
    infoPayment: 'Pagamento',
    unavailable: chargeText.generateFailed,
    created: 'Cobrança gerada.',
    noPsp: 'Pix e boleto automáticos não estão disponíveis. Use os dados de pagamento indicados.',
    notPending: 'Este pagamento não está mais pendente.',
    overdue: 'O prazo de pagamento terminou.',
    boletoTooLate: chargeText.boleto.unavailable,
    noDocument: 'Complete seu cadastro com CPF ou CNPJ para gerar a cobrança.',
  },
  refunds: {
    /** the devolução's description at the PSP */
    description: (paymentId: number | null) =>
      paymentId === null ? 'Arremate — devolução' : `Arremate — devolução do pagamento ${paymentId}`,
  },
  webhook: {
    forbidden: 'Não autorizado.',
    invalid: 'Notificação inválida.',
    unavailable: 'PSP indisponível; tente novamente.',
    failed: 'Falha ao processar a notificação.',
    notFound: 'Não encontrado.',
  },
} as const;
