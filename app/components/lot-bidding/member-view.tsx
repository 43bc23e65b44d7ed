/**
 * What only members see of a lot beside its price and below it: whether the reserve is met, the fee rule,
 * how a lot closed below its reserve ended, their own maximum with its form, and the bid history with the
 * automatic bids marked. Loaded with `React.lazy` (lot-member-parts): a visitor's page never downloads it.
 */
import { lazy, Suspense, useState } from 'react';
import { reaisToNearestCents } from '~/domain/money';
import { formatDateTime, formatReais } from '~/i18n/format';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { liveText } from '~/i18n/pt-BR-live';
import type { AutoBidView } from '~/schemas/auto-bid';
import type { LiveBid, LiveLotMember } from '~/schemas/live';
import type { LotBid, MemberLot } from '~/schemas/lot';
import { visuallyHidden } from '~/styles/utility.css';
import { Button } from '~/ui/button';
import * as s from './lot-bidding.css';

const text = liveText.memberLot;
const loadAutoBidModal = () => import('./auto-bid-modal');
const AutoBidModal = lazy(loadAutoBidModal);

/** 'Reserva atingida' / 'Reserva não atingida' (never the amount) and the fee rule, under the price. */
export function PriceNotes({ lot }: { lot: Pick<MemberLot, 'reserve_met'> }) {
  return (
    <p className={s.notes}>
      {lot.reserve_met !== null && (
        <span className={lot.reserve_met ? s.reserve.met : s.reserve.notMet} data-testid="reserve-status">
          {lot.reserve_met ? text.reserveMet : text.reserveNotMet}
        </span>
      )}
      <span className={s.feeRule} data-testid="fee-rule">
        {text.feeRule}
      </span>
    </p>
  );
}

/** A lot closed below its reserve: nobody won it. */
export function ReserveNotMetOutcome() {
  return (
    <p className={s.outcome} data-testid="reserve-not-met-outcome">
      {checkoutText.errors.reserveNotMet}
    </p>
  );
}

/**
 * The member's own maximum ('Seu lance máximo: R$ X', theirs alone) and 'Lance automático' to set or raise
 * it. The leader may raise theirs too.
 */
export function AutoBidPanel({
  lot,
  initial,
  onAnswer,
}: {
  lot: Pick<MemberLot, 'id' | 'current_price'>;
  initial: AutoBidView | null;
  onAnswer: (lot: LiveLotMember | null, bid: LiveBid | null) => void;
}) {
  const [own, setOwn] = useState(initial);
  const [open, setOpen] = useState(false);
  return (
    <div className={s.autoBid}>
      {own && (
        <p className={s.ownMax} data-testid="own-max">
          {liveText.autoBid.yours(formatReais(own.max_amount))}
        </p>
      )}
      <Button variant="secondary" block onPress={() => setOpen(true)} onPointerEnter={loadAutoBidModal} onFocus={loadAutoBidModal}>
        {own ? liveText.autoBid.raise : liveText.autoBid.open}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AutoBidModal
            lotId={lot.id}
            currentPriceCents={reaisToNearestCents(lot.current_price)}
            ownMaxCents={own ? reaisToNearestCents(own.max_amount) : null}
            onClose={() => setOpen(false)}
            onSaved={(autoBid, auction) => {
              setOwn(autoBid);
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
