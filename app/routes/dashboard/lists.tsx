/** The dashboard's lists: favorites, bids, payments and won lots (cards and tables, with their empty states). */
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { PAYMENT_TONE, PICKUP_TONE } from '~/components/after-sale-tones';
import { refundLabel } from '~/components/refund-label';
import { STATUS_TONE, type LotStatus } from '~/domain/lot-status';
import { formatCalendarDay, formatDate, formatDateTime, formatReais } from '~/i18n/format';
import { siteText } from '~/i18n/pt-BR';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { dashboardText } from '~/i18n/pt-BR-dashboard';
import { visuallyHidden } from '~/styles/utility.css';
import { buttonClass } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import * as table from '~/ui/data-table.css';
import { TrophyIcon } from '~/ui/member-icons';
import { StatusPill } from '~/ui/status-pill';
import * as s from './route.css';

const text = dashboardText;
const cols = text.columns;
const money = (reais: number | null) => (reais === null ? '—' : formatReais(reais));

/** "2d 3h" / "3h 10m" / "10m" left, from seconds. */
function timeLeft(seconds: number | null): string {
  if (seconds === null) return '—';
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  return d > 0 ? `${d}d ${h}h` : h > 0 ? `${h}h ${m}m` : `${m}m`;
}

/** A lot's card: its first image, its title linking to the lot and its category, then what the list adds. */
function LotCard({
  lot,
  testId,
  children,
}: {
  lot: { id: number; title: string; category: string; images: string[] };
  testId?: string;
  children: ReactNode;
}) {
  return (
    <article className={s.lotCard} data-testid={testId}>
      {lot.images[0] ? (
        <img src={lot.images[0]} alt="" className={s.lotImage} loading="lazy" width={240} height={180} />
      ) : (
        <div className={s.lotImage} />
      )}
      <div className={s.lotBody}>
        <h3 className={s.lotTitle}>
          <Link to={`/lotes/${lot.id}`}>{lot.title}</Link>
        </h3>
        <p className={s.meta}>{lot.category}</p>
        {children}
      </div>
    </article>
  );
}

export interface FavoriteItem {
  id: number;
  title: string;
  category: string;
  status: LotStatus;
  images: string[];
  current_price?: number;
  time_remaining: number | null;
}

export function FavoriteCards({ items }: { items: FavoriteItem[] }) {
  if (items.length === 0) return <p className={s.empty}>{text.noFavorites}</p>;
  return (
    <div className={s.grid}>
      {items.map((lot) => (
        <LotCard key={lot.id} lot={lot}>
          <p className={s.meta}>
            {cols.currentPrice}: <strong>{money(lot.current_price ?? null)}</strong>
          </p>
          <p className={s.meta}>
            <StatusPill tone={STATUS_TONE[lot.status]} label={text.lotStatus[lot.status]} />{' '}
            {lot.status === 'active' && `${cols.timeLeft}: ${timeLeft(lot.time_remaining)}`}
          </p>
        </LotCard>
      ))}
    </div>
  );
}

export interface BidItem {
  id: number;
  amount: number;
  created_at: string;
  is_winning: boolean;
  auction: { id: number; title: string; category: string; status: LotStatus };
}

export function BidTable({ bids, caption }: { bids: BidItem[]; caption: string }) {
  return (
    <DataTable
      label={caption}
      caption={caption}
      empty={text.noBids}
      rows={bids}
      rowKey={(bid) => bid.id}
      columns={[
        { key: 'lot', header: cols.lot, cell: (bid) => <Link to={`/lotes/${bid.auction.id}`}>{bid.auction.title}</Link> },
        {
          key: 'amount',
          header: cols.amount,
          numeric: true,
          cell: (bid) => (
            <>
              {bid.is_winning && (
                <span className={s.trophy} title={text.winning}>
                  <TrophyIcon size={16} />
                  <span className={visuallyHidden}>{text.winning}: </span>
                </span>
              )}{' '}
              {money(bid.amount)}
            </>
          ),
        },
        { key: 'category', header: cols.category, cell: (bid) => bid.auction.category },
        { key: 'date', header: cols.date, cell: (bid) => formatDateTime(bid.created_at) },
        {
          key: 'status',
          header: cols.status,
          cell: (bid) => <StatusPill tone={STATUS_TONE[bid.auction.status]} label={text.lotStatus[bid.auction.status]} />,
        },
      ]}
    />
  );
}

export interface PaymentItem {
  id: number;
  auction: { id: number; title: string };
  total: number;
  method: string | null;
  status: string;
  created_at: string;
  overdue: boolean;
  /** the refund of what was paid, when there is one */
  refund?: { status: string; psp_reason: string | null } | null;
}

export function PaymentTable({ payments }: { payments: PaymentItem[] }) {
  return (
    <DataTable
      label={text.paymentsTitle}
      empty={text.noPayments}
      rows={payments}
      rowKey={(p) => p.id}
      columns={[
        { key: 'lot', header: cols.lot, cell: (p) => <Link to={`/lotes/${p.auction.id}`}>{p.auction.title}</Link> },
        { key: 'total', header: cols.total, numeric: true, cell: (p) => money(p.total) },
        { key: 'method', header: cols.method, cell: (p) => (p.method ? (checkoutText.methods[p.method] ?? p.method) : '—') },
        { key: 'date', header: cols.date, cell: (p) => formatDate(p.created_at) },
        {
          key: 'status',
          header: cols.status,
          cell: (p) => (
            <>
              <StatusPill
                tone={p.overdue ? 'red' : PAYMENT_TONE[p.status]}
                label={p.overdue ? text.overdue : (text.paymentStatus[p.status] ?? p.status)}
              />
              {p.refund && <span className={table.small}>{refundLabel(p.refund)}</span>}
            </>
          ),
        },
        {
          key: 'checkout',
          header: <span className={visuallyHidden}>{siteText.card.checkout}</span>,
          cell: (p) =>
            p.status === 'pending' && (
              <Link to={`/checkout/${p.auction.id}`} className={buttonClass('primary', 'sm')}>
                {text.goToCheckout}
              </Link>
            ),
        },
      ]}
    />
  );
}

export interface WonItem {
  id: number;
  title: string;
  category: string;
  images: string[];
  final_price: number | null;
  payment_status: string | null;
  pickup_status: string | null;
  pickup_date: string | null;
  pickup_time: string | null;
}

export function WonCards({ items }: { items: WonItem[] }) {
  if (items.length === 0) return <p className={s.empty}>{text.noWon}</p>;
  return (
    <div className={s.grid}>
      {items.map((lot) => (
        <LotCard key={lot.id} lot={lot} testId="won-lot">
          <p className={s.meta}>
            {cols.finalPrice}: <strong>{money(lot.final_price)}</strong>
          </p>
          <p className={s.meta}>
            {cols.payment}:{' '}
            <StatusPill tone={PAYMENT_TONE[lot.payment_status ?? '']} label={text.paymentStatus[lot.payment_status ?? ''] ?? '—'} />
          </p>
          <p className={s.meta}>
            {cols.pickup}:{' '}
            <StatusPill
              tone={PICKUP_TONE[lot.pickup_status ?? '']}
              label={lot.pickup_status ? (text.pickupStatus[lot.pickup_status] ?? '') : text.noPickup}
            />
            {lot.pickup_date && ` ${formatCalendarDay(lot.pickup_date)} ${lot.pickup_time ?? ''}`}
          </p>
          <div className={s.actions}>
            <Link to={`/checkout/${lot.id}`} className={buttonClass(lot.payment_status === 'pending' ? 'primary' : 'secondary', 'sm')}>
              {lot.payment_status === 'pending' ? text.goToCheckout : siteText.breadcrumbs.checkout}
            </Link>
          </div>
        </LotCard>
      ))}
    </div>
  );
}
