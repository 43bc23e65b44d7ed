/**
 * A closed lot's outcome at a glance, at the top of its bidding panel: 'Arrematado por R$ X', 'Não arrematado —
 * reserva não atingida' or 'Sem lances' for members ('Leilão encerrado' for visitors, who see no price), and
 * 'Encerrado em dd/mm/aaaa HH:mm'.
 */
import { closedLotOutcome } from '~/domain/closed-lot';
import type { LotOutcome } from '~/domain/soft-close';
import { formatDateTime, formatReais } from '~/i18n/format';
import { siteText } from '~/i18n/pt-BR';
import { closedLot } from '~/i18n/pt-BR-lot-first-paint';
import type { MemberLot } from '~/schemas/lot';
import { AlertIcon, CheckIcon, GavelIcon } from '~/ui/icons';
import type { ClosedSummary } from './lot-announcer';
import * as s from './lot-outcome.css';

/** The outcome in words; `amount` (reais) is the price the lot closed at. */
export function outcomeHeadline(outcome: LotOutcome, amount: number): string {
  switch (outcome) {
    case 'sold':
      return closedLot.sold(formatReais(amount));
    case 'reserve_not_met':
      return closedLot.reserveNotMet;
    case 'no_bids':
      return closedLot.noBids;
  }
}

export interface ClosedLotView {
  /** null for a visitor */
  outcome: LotOutcome | null;
  /** what the lot closed at (reais): its winning bid, its highest, or its start price; null for a visitor */
  price: number | null;
  /** what the live region says of it */
  summary: ClosedSummary;
}

/** How a closed lot ended, as `viewerId` may see it (`member`: the lot with its prices, null for a visitor). */
export function closedLotView(member: MemberLot | null, viewerId: number | null): ClosedLotView {
  if (!member) return { outcome: null, price: null, summary: { outcome: null, won: false } };
  const outcome = closedLotOutcome({ outcome: member.outcome, bidCount: member.bid_count, reserveMet: member.reserve_met });
  const price = outcome === 'sold' ? (member.final_price ?? member.current_price) : member.current_price;
  // The leader wins a sold lot: the room names them at the close, a moment after the end.
  const winnerId = member.winner_user_id ?? (member.bid_count > 0 ? member.top_bid_user_id : null);
  const won = outcome === 'sold' && viewerId !== null && winnerId === viewerId;
  return { outcome, price, summary: { outcome: outcomeHeadline(outcome, price), won } };
}

const ICONS = { sold: CheckIcon, reserve_not_met: AlertIcon, no_bids: GavelIcon, unknown: GavelIcon } as const;

export function LotOutcomeBlock({
  outcome,
  amount,
  closedAt,
}: {
  /** null for a visitor */
  outcome: LotOutcome | null;
  amount: number | null;
  closedAt: string | null;
}) {
  const tone = outcome ?? 'unknown';
  const Icon = ICONS[tone];
  return (
    <div className={s.block[tone]} data-testid="lot-outcome" data-outcome={outcome ?? undefined}>
      <h2 className={s.headline}>
        <Icon size={22} />
        {/* "R$ 180,00" never split over two lines */}
        <span>{outcome && amount !== null ? outcomeHeadline(outcome, amount).replace('R$ ', 'R$\u00a0') : siteText.lot.closed}</span>
      </h2>
      {closedAt && (
        <p className={s.when} data-testid="lot-closed-at">
          {closedLot.closedAt} <time dateTime={closedAt}>{formatDateTime(closedAt)}</time>
        </p>
      )}
    </div>
  );
}
