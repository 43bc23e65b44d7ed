/**
 * The live strings a lot page or card shows on its first paint (start-of-bid messages, viewers, screen-reader
 * announcements, prorrogação): kept apart from the rest of `liveText` (pt-BR-live.ts), which loads with the bid
 * modal and the bell, so the lot page's first load stays small. `liveText.bid` and `liveText.lot` include these.
 */
export const bidStart = {
  notActive: 'Leilão não está ativo',
  topBidder: 'Você já é o maior lance atual',
  loginToBid: 'Entre para dar lance',
} as const;

export const liveLot = {
  viewers: (n: number) => (n === 1 ? '1 pessoa acompanhando' : `${n} pessoas acompanhando`),
  live: 'Ao vivo',
  offline: 'Atualizando a cada 10 s',
  topBidYou: 'Você tem o maior lance',
  endsSoon: (time: string) => `Encerra em ${time}`,
  favorite: 'Favoritar',
  unfavorite: 'Remover dos favoritos',
  winningBid: 'Lance vencedor',
  /** what a screen reader hears when the countdown crosses a threshold (ms left → words) */
  thresholds: { 300_000: '5 minutos', 60_000: '1 minuto' } as Record<number, string>,
  outbid: 'Você foi superado',
  leading: 'Você é o maior lance',
  extendedUntil: (time: string) => `Leilão prorrogado: termina às ${time}`,
  /** prorrogação: the badge once a late bid moved the end, and the lot's rule beside the countdown */
  extended: 'Prorrogado',
  extensionRule: (minutes: number) =>
    minutes === 1
      ? 'Lances no último minuto prorrogam o encerramento por 1 minuto.'
      : `Lances nos últimos ${minutes} minutos prorrogam o encerramento por ${minutes} minutos.`,
  /** the house's cap on the total extension (decision record 0039), and once a lot has reached it */
  extensionCap: (minutes: number) => `O encerramento pode ser prorrogado por até ${minutes} minutos no total.`,
  extensionCapReached: (minutes: number) =>
    `Este leilão já foi prorrogado pelo máximo de ${minutes} minutos no total: novos lances não prorrogam mais o encerramento.`,
} as const;

/** A closed lot on its page and card: when it closed, its outcome at a glance, and what its price is. */
export const closedLot = {
  /** before the time bidding ended (closed-lot.ts: the end, or an administrator's earlier close) */
  closedAt: 'Encerrado em',
  /** the outcome, for members (visitors read 'Leilão encerrado' and no price) */
  sold: (amount: string) => `Arrematado por ${amount}`,
  reserveNotMet: 'Não arrematado — reserva não atingida',
  noBids: 'Sem lances',
  /** the label over the price, by outcome; visitors see 'Resultado' over 'Faça login para ver' */
  priceLabel: { sold: 'Lance vencedor', reserve_not_met: 'Maior lance', no_bids: 'Preço inicial' },
  result: 'Resultado',
} as const;
