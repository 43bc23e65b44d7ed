/** Strings of payments through the PSP: the charge the payer's bank shows, the checkout's errors, the webhooks' answers. */
export const paymentText = {
  charge: {
    /** solicitacaoPagador: what the payer's bank shows with the charge */
    payerMessage: (lotId: number) => `Arremate — pagamento do lote #${lotId} (lance vencedor + taxa de 10%)`,
    infoLot: 'Lote',
    infoPayment: 'Pagamento',
    unavailable: 'Não foi possível gerar a cobrança agora. Tente novamente em instantes.',
    created: 'Cobrança gerada.',
    invalidMethod: 'Escolha Pix ou boleto.',
    noPsp: 'Pix e boleto automáticos não estão disponíveis. Use os dados de pagamento indicados.',
    notPending: 'Este pagamento não está mais pendente.',
    overdue: 'O prazo de pagamento terminou.',
    boletoTooLate: 'O prazo de pagamento não permite mais boleto. Pague com Pix.',
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
