/**
 * Meu Perfil's 'Limite de lances' (decision record 0038): the member's use and limit of running lots led and of
 * the sum of their maxima, and how to raise it (pay for a lot) while it is the new member's.
 */
import { Link } from '@remix-run/react';
import type { BiddingLimitView } from '~/domain/bidding-limits';
import { formatBRL } from '~/i18n/format';
import { formatInteger } from '~/i18n/format-figures';
import { liveText } from '~/i18n/pt-BR-live';
import * as s from './route.css';

const text = liveText.biddingLimit;

export function BiddingLimitCard({ limit }: { limit: BiddingLimitView }) {
  return (
    <section className={s.card} aria-labelledby="bidding-limit-card" data-testid="bidding-limit">
      <h2 id="bidding-limit-card" className={s.cardTitle}>
        {text.title}
      </h2>
      <p className={s.muted}>{text.intro}</p>
      <dl className={s.limitList}>
        <div className={s.limitRow}>
          <dt>{text.leadingLots}</dt>
          <dd className={s.limitValue}>{text.of(formatInteger(limit.use.leadingLots), formatInteger(limit.limit.leadingLots))}</dd>
        </div>
        <div className={s.limitRow}>
          <dt>{text.maxima}</dt>
          <dd className={s.limitValue}>{text.of(formatBRL(limit.use.maximaCents), formatBRL(limit.limit.maximaCents))}</dd>
        </div>
      </dl>
      {limit.raisable ? (
        <>
          <p className={s.muted}>{text.raise(limit.higher.leadingLots, formatBRL(limit.higher.maximaCents))}</p>
          <Link to="/dashboard">{text.raiseLink}</Link>
        </>
      ) : (
        <p className={s.muted}>{text.full}</p>
      )}
    </section>
  );
}
