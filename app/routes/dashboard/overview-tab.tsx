import { Link } from '@remix-run/react';
import { reaisToNearestCents } from '~/domain/money';
import { formatDateTime, formatReais } from '~/i18n/format';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { dashboardText } from '~/i18n/pt-BR-dashboard';
import { buttonClass } from '~/ui/button';
import { BidTable, FavoriteCards, type BidItem, type FavoriteItem } from './lists';
import * as s from './route.css';

const text = dashboardText;

export interface OverviewData {
  total_bids: number;
  won_auctions: number;
  total_spent: number;
  active_participating: number;
  pending_payments: number;
  scheduled_pickups: number;
}

export interface Offer {
  id: number;
  auction_id: number;
  auction_title: string;
  amount: number;
  expires_at: string;
}

/** Cards, the alerts that ask for something (payments, pickups, second-chance offers), favorites and recent bids. */
export function OverviewTab({
  overview,
  favorites,
  bids,
  tabHref,
}: {
  overview: OverviewData;
  favorites: FavoriteItem[];
  bids: BidItem[];
  tabHref: (tab: string) => string;
}) {
  const cards = [
    [text.cards.totalBids, String(overview.total_bids)],
    [text.cards.won, String(overview.won_auctions)],
    [text.cards.spent, formatReais(overview.total_spent)],
    [text.cards.active, String(overview.active_participating)],
  ] as const;
  return (
    <>
      <div className={s.cards}>
        {cards.map(([label, value]) => (
          <div key={label} className={s.stat}>
            <p className={s.statLabel}>{label}</p>
            <p className={s.statValue}>{value}</p>
          </div>
        ))}
      </div>
      {(overview.pending_payments > 0 || overview.scheduled_pickups > 0) && (
        <div className={s.alerts}>
          {overview.pending_payments > 0 && (
            <div className={s.alert.warn}>
              <span>
                <strong>{text.pendingPayments}</strong> · {text.pendingPaymentsText(overview.pending_payments)}
              </span>
              <Link to={tabHref('pagamentos')} className={s.alertLink}>
                {text.seeTab}
              </Link>
            </div>
          )}
          {overview.scheduled_pickups > 0 && (
            <div className={s.alert.info}>
              <span>
                <strong>{text.scheduledPickups}</strong> · {text.scheduledPickupsText(overview.scheduled_pickups)}
              </span>
              <Link to={tabHref('ganhos')} className={s.alertLink}>
                {text.seeTab}
              </Link>
            </div>
          )}
        </div>
      )}
      <section className={s.section} aria-labelledby="fav-preview">
        <div className={s.sectionHead}>
          <h2 className={s.sectionTitle} id="fav-preview">
            {text.favoritesPreview}
          </h2>
          <Link to={tabHref('favoritos')}>{text.seeAll}</Link>
        </div>
        <FavoriteCards items={favorites} />
      </section>
      <section className={s.section} aria-labelledby="bids-preview">
        <div className={s.sectionHead}>
          <h2 className={s.sectionTitle} id="bids-preview">
            {text.recentBids}
          </h2>
          <Link to={tabHref('lances')}>{text.seeAll}</Link>
        </div>
        <BidTable bids={bids} caption={text.recentBids} />
      </section>
    </>
  );
}

/** Second-chance offers waiting for an answer (accept or decline, within 48 h). */
export function OfferAlerts({
  offers,
  onAnswer,
  busy,
}: {
  offers: Offer[];
  onAnswer: (offer: Offer, accept: boolean) => void;
  busy: boolean;
}) {
  if (offers.length === 0) return null;
  const copy = checkoutText.secondChance;
  return (
    <div className={s.alerts}>
      {offers.map((offer) => (
        <section key={offer.id} className={s.alert.offer} aria-labelledby={`offer-${offer.id}`} data-testid="second-chance-offer">
          <h2 className={s.sectionTitle} id={`offer-${offer.id}`}>
            {copy.title}
          </h2>
          <p className={s.plain}>{copy.offer(offer.auction_title, reaisToNearestCents(offer.amount))}</p>
          <p className={s.plain}>{copy.expires(formatDateTime(offer.expires_at))}</p>
          <div className={s.actions}>
            <button type="button" className={buttonClass('primary', 'sm')} disabled={busy} onClick={() => onAnswer(offer, true)}>
              {copy.accept}
            </button>
            <button type="button" className={buttonClass('secondary', 'sm')} disabled={busy} onClick={() => onAnswer(offer, false)}>
              {copy.decline}
            </button>
          </div>
        </section>
      ))}
    </div>
  );
}
