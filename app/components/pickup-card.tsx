import { Link } from '@remix-run/react';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { buttonClass } from '~/ui/button';
import { ClockIcon } from '~/ui/icons';
import { StatusPill } from '~/ui/status-pill';
import { PICKUP_TONE } from './after-sale-tones';
import * as s from './pickup-card.css';

export interface PickupCardData {
  pickup_date: string;
  pickup_time: string;
  status: string;
  notes: string | null;
  release_code: string | null;
  authorized_name: string | null;
}

const text = checkoutText.scheduled;

/** 'Retirada Agendada': when, the status (Agendado, Pronto, Concluído), notes, the release code and 'Ver Detalhes'. */
export function PickupCard({ pickup, showDetailsLink = true }: { pickup: PickupCardData; showDetailsLink?: boolean }) {
  const [y, m, d] = pickup.pickup_date.split('-');
  return (
    <section className={s.card} aria-labelledby="pickup-card-title" data-testid="pickup-card">
      <h2 className={s.title} id="pickup-card-title">
        <ClockIcon size={18} /> {text.title}
      </h2>
      <dl className={s.rows}>
        <dt className={s.term}>{text.when}</dt>
        <dd className={s.value}>
          <time dateTime={`${pickup.pickup_date}T${pickup.pickup_time}`}>{`${d}/${m}/${y} ${pickup.pickup_time}`}</time>
        </dd>
        <dt className={s.term}>{text.status}</dt>
        <dd className={s.value}>
          <StatusPill tone={PICKUP_TONE[pickup.status] ?? PICKUP_TONE.scheduled} label={text.statuses[pickup.status] ?? pickup.status} />
        </dd>
        {pickup.authorized_name && (
          <>
            <dt className={s.term}>{text.authorized}</dt>
            <dd className={s.value}>{pickup.authorized_name}</dd>
          </>
        )}
        {pickup.notes && (
          <>
            <dt className={s.term}>{text.notes}</dt>
            <dd className={s.value}>{pickup.notes}</dd>
          </>
        )}
        {pickup.release_code && pickup.status !== 'completed' && pickup.status !== 'cancelled' && (
          <>
            <dt className={s.term}>{text.releaseCode}</dt>
            <dd className={s.value}>
              <span className={s.code} data-testid="release-code">
                {pickup.release_code}
              </span>
            </dd>
          </>
        )}
      </dl>
      {pickup.release_code && pickup.status !== 'completed' && pickup.status !== 'cancelled' && (
        <p className={s.hint}>{text.releaseCodeHint}</p>
      )}
      {showDetailsLink && (
        <Link to="/dashboard?aba=ganhos" className={buttonClass('secondary', 'sm', false, s.details)}>
          {text.details}
        </Link>
      )}
    </section>
  );
}
