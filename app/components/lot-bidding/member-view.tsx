/**
 * What only members see of a lot beside its price and below it: whether the reserve is met, the fee rule,
 * their own maximum with its form, and the bid history with the automatic bids marked. Loaded with `React.lazy` (lot-member-parts): a visitor's page never downloads it.
 */
import { lazy, Suspense, useState } from 'react';
import { maximumPassed } from '~/domain/auto-bid';
import { reaisToNearestCents } from '~/domain/money';
import { formatDateTime, formatReais } from '~/i18n/format';
import { liveText } from '~/i18n/pt-BR-live';
import type { LiveBid, LiveLotMember } from '~/schemas/live';
import type { LotBid, MemberLot } from '~/schemas/lot';
import type { MaximumView } from '~/schemas/maximum';
import { visuallyHidden } from '~/styles/utility.css';
import { Button } from '~/ui/button';
import * as s from './lot-bidding.css';

const text = liveText.memberLot;
const loadMaximumModal = () => import('./maximum-modal');
const MaximumModal = lazy(loadMaximumModal);

/** 'Reserva atingida' / 'Reserva não atingida' (never the amount) and the fee rule, under the price. */
export function PriceNotes({ reserveMet }: { reserveMet: MemberLot['reserve_met'] }) {
  return (
    <p className={s.notes}>
      {reserveMet !== null && (
        <span className={reserveMet ? s.reserve.met : s.reserve.notMet} data-testid="reserve-status">
          {reserveMet ? text.reserveMet : text.reserveNotMet}
        </span>
      )}
      <span className={s.feeRule} data-testid="fee-rule">
        {text.feeRule}
      </span>
    </p>
  );
}

/**
 * The member's own maximum ('Seu lance máximo: R$ X', theirs alone; 'Seu lance máximo de R$ X foi superado'
 * once another member has passed it) and 'Lance automático' to set or raise it. The leader may raise theirs too.
 */
export function MaximumPanel({
  lotId,
  currentPrice,
  leading,
  initial,
  onAnswer,
}: {
  lotId: number;
  /** reais, as the lot carries it */
  currentPrice: number;
  /** the viewer holds the lot's top bid */
  leading: boolean;
  initial: MaximumView | null;
  onAnswer: (lot: LiveLotMember | null, bid: LiveBid | null) => void;
}) {
  const [own, setOwn] = useState(initial);
  const [open, setOpen] = useState(false);
  const ownCents = own ? reaisToNearestCents(own.max_amount) : null;
  const passed = maximumPassed(ownCents, reaisToNearestCents(currentPrice), leading);
  return (
    <div className={s.maximum}>
      {own && (
        <p className={passed ? s.ownMaxPassed : s.ownMax} data-testid="own-max">
          {passed ? liveText.maximum.passed(formatReais(own.max_amount)) : liveText.maximum.yours(formatReais(own.max_amount))}
        </p>
      )}
      <Button variant="secondary" block onPress={() => setOpen(true)} onPointerEnter={loadMaximumModal} onFocus={loadMaximumModal}>
        {own ? liveText.maximum.raise : liveText.maximum.open}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MaximumModal
            lotId={lotId}
            currentPriceCents={reaisToNearestCents(currentPrice)}
            ownMaxCents={ownCents}
            onClose={() => setOpen(false)}
            onSaved={(maximum, auction) => {
              setOwn(maximum);
              onAnswer(auction, null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The history, newest first: amount, time, and 'automático' on a bid a maximum placed. */
export function BidHistory({ bids }: { bids: readonly (LotBid | LiveBid)[] }) {
  return (
    <ol className={s.bidList} data-testid="bid-list">
      {bids.map((bid) => (
        <li key={bid.seq}>
          <span className={s.bidAmount}>
            <strong>{formatReais(bid.amount)}</strong>
            {bid.is_auto && (
              <span className={s.autoTag} data-testid="auto-tag">
                <span aria-hidden="true">{text.autoTag}</span>
                <span className={visuallyHidden}>{text.autoTagLabel}</span>
              </span>
            )}
          </span>
          <time className={s.bidTime} dateTime={bid.created_at}>
            {formatDateTime(bid.created_at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
