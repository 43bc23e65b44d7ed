import { Link } from '@remix-run/react';
import { useState } from 'react';
import { openLogin } from '~/client/auth-events';
import { currentLot, emptyRoom, receiveAnswer } from '~/client/lot-room-state';
import { lotClosedAt } from '~/domain/closed-lot';
import { displayStatus } from '~/domain/lot-status';
import { useNow } from '~/hooks/use-server-clock';
import { useSessionUser } from '~/hooks/use-session-user';
import { formatDateTime, formatReais } from '~/i18n/format';
import { siteText } from '~/i18n/pt-BR';
import { closedLot } from '~/i18n/pt-BR-lot-first-paint';
import { hasPrices, type Lot } from '~/schemas/lot';
import { Button, buttonClass } from '~/ui/button';
import { ClockIcon } from '~/ui/icons';
import { BidButton } from './bid-button';
import { Countdown } from './countdown';
import { FavoriteButton } from './favorite-button';
import { LoginHint } from './login-hint';
import * as s from './lot-card.css';
import { LotEquipmentMarks } from './lot-equipment-marks';
import { LotImage } from './lot-image';
import { closedLotView } from './lot-outcome';
import { StatusBadge } from './status-badge';
import { CheckoutAction, WinnerBanner } from './winner-parts';

/**
 * A lot in the grid. Visitors: timing and 'Entrar'. Members: the current bid too, and by state 'Dar Lance',
 * 'Aguardando', or, for the winner of a closed lot, 'Você ganhou!' and 'Finalizar Pagamento'. A bid placed
 * from the card updates it from the bid's answer (the grid has no live socket).
 */
export function LotCard({ lot: listed, eager = false }: { lot: Lot; eager?: boolean }) {
  const now = useNow();
  const user = useSessionUser();
  const [answers, setAnswers] = useState(emptyRoom);
  const lot = currentLot(listed, 0, answers);
  const status = displayStatus({ status: lot.status, startsAt: lot.starts_at, endsAt: lot.ends_at }, now);
  const href = `/lotes/${lot.id}`;
  const won = hasPrices(lot) && status === 'closed' && user !== null && lot.winner_user_id === user.id;
  // A closed lot's price is its winning bid (or the highest, or the start price), named for its outcome.
  const ended = status === 'closed' && hasPrices(lot) ? closedLotView(lot, user?.id ?? null) : null;
  const closedAt = status === 'closed' ? lotClosedAt({ closedAt: lot.closed_at, endsAt: lot.ends_at }) : null;
  return (
    <article className={s.card} aria-labelledby={`lot-${lot.id}-title`} data-lot-id={lot.id}>
      <FavoriteButton lotId={lot.id} placement="card" />
      <Link to={href} className={s.media} tabIndex={-1} aria-hidden="true" prefetch="intent">
        <LotImage src={lot.images[0]} alt="" placeholder={siteText.card.noImage} eager={eager} />
        <span className={s.badge}>
          <StatusBadge status={status} />
        </span>
      </Link>
      <div className={s.body}>
        <p className={s.category}>{lot.category}</p>
        <h3 className={s.title} id={`lot-${lot.id}-title`}>
          <Link to={href} prefetch="intent">
            {lot.title}
          </Link>
        </h3>
        <LotEquipmentMarks
          functional={lot.functional_grade}
          cosmetic={lot.cosmetic_grade}
          verified={lot.verified_at !== null}
          wiped={lot.wipe_method !== null}
        />
        <p className={s.description}>{lot.description}</p>
        {hasPrices(lot) && (
          <p className={s.price}>
            <span className={s.priceLabel}>{ended?.outcome ? closedLot.priceLabel[ended.outcome] : siteText.card.currentBid}</span>
            <strong>{formatReais(ended?.price ?? lot.current_price)}</strong>
          </p>
        )}
        <p className={s.timing}>
          <ClockIcon size={16} />
          {status === 'scheduled' ? (
            <>
              <span>{siteText.card.startsAt}</span>
              <time dateTime={lot.starts_at ?? undefined}>{formatDateTime(lot.starts_at)}</time>
            </>
          ) : status === 'closed' ? (
            <>
              <span>{closedLot.closedAt}</span>
              <time dateTime={closedAt ?? undefined}>{formatDateTime(closedAt)}</time>
            </>
          ) : (
            <>
              <span>{siteText.card.endsIn}</span>
              <Countdown endsAt={lot.ends_at} className={s.countdown} />
            </>
          )}
        </p>
        {!hasPrices(lot) && <LoginHint boxed />}
        {won && <WinnerBanner finalPrice={lot.final_price} />}
        <div className={s.actions}>
          <Link to={href} className={buttonClass('secondary', 'sm', true)} prefetch="intent">
            {siteText.card.details}
          </Link>
          {!hasPrices(lot) ? (
            <Button variant="primary" size="sm" block onPress={openLogin}>
              {siteText.card.login}
            </Button>
          ) : won ? (
            <CheckoutAction lotId={lot.id} placement="card" />
          ) : status === 'active' ? (
            <BidButton lot={lot} size="sm" block onAnswer={(answer, bid) => setAnswers((room) => receiveAnswer(room, answer, bid))} />
          ) : status === 'scheduled' ? (
            <Button size="sm" block isDisabled>
              {siteText.card.waiting}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function LotCardSkeleton() {
  return (
    <div className={s.card} aria-hidden="true" data-skeleton="">
      <div className={`${s.media} ${s.shimmer}`} />
      <div className={s.body}>
        <div className={`${s.skelLine} ${s.shimmer}`} style={{ width: '40%' }} />
        <div className={`${s.skelLine} ${s.shimmer}`} style={{ width: '90%', height: 20 }} />
        <div className={`${s.skelLine} ${s.shimmer}`} style={{ width: '75%' }} />
        <div className={`${s.skelLine} ${s.shimmer}`} style={{ width: '60%' }} />
        <div className={`${s.skelLine} ${s.shimmer}`} style={{ width: '100%', height: 34, marginTop: 8 }} />
      </div>
    </div>
  );
}
