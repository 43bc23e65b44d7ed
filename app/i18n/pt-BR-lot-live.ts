/**
 * The live strings a lot page or card shows at once (start-of-bid messages, viewers, screen-reader
 * announcements): kept apart from the rest of `tl`, which loads with the bid modal and the bell, so the
 * lot page's first load stays small. `tl.bid` and `tl.lot` include these.
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
  thresholds: { 3_600_000: '1 hora', 900_000: '15 minutos', 300_000: '5 minutos', 60_000: '1 minuto' } as Record<number, string>,
  newBid: (amount: string) => `Novo lance: ${amount}`,
} as const;
