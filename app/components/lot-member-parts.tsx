/**
 * What only members see on a lot page (lot-bidding/): the reserve and fee notes, their maximum and its form,
 * the history with its automatic bids, the price chart. Their code loads only when rendered for a member;
 * a visitor's page never downloads it (the lot page's JavaScript budget).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type * as Eager from './lot-bidding/member-view';
import type EagerPriceChart from './lot-bidding/price-chart';
// The styles ship with the page, so that the server-rendered parts are styled before their scripts arrive.
import './bid-modal.css';
import './lot-bidding/lot-bidding.css';
import '~/components/charts/charts.css';

const memberView = () => import('./lot-bidding/member-view');
const LazyPriceNotes = lazy(() => memberView().then((m) => ({ default: m.PriceNotes })));
const LazyReserveNotMet = lazy(() => memberView().then((m) => ({ default: m.ReserveNotMetOutcome })));
const LazyAutoBidPanel = lazy(() => memberView().then((m) => ({ default: m.AutoBidPanel })));
const LazyBidHistory = lazy(() => memberView().then((m) => ({ default: m.BidHistory })));
const LazyPriceChart = lazy(() => import('./lot-bidding/price-chart'));

export function PriceNotes(props: ComponentProps<typeof Eager.PriceNotes>) {
  return (
    <Suspense fallback={null}>
      <LazyPriceNotes {...props} />
    </Suspense>
  );
}

export function ReserveNotMetOutcome() {
  return (
    <Suspense fallback={null}>
      <LazyReserveNotMet />
    </Suspense>
  );
}

export function AutoBidPanel(props: ComponentProps<typeof Eager.AutoBidPanel>) {
  return (
    <Suspense fallback={null}>
      <LazyAutoBidPanel {...props} />
    </Suspense>
  );
}

export function BidHistory(props: ComponentProps<typeof Eager.BidHistory>) {
  return (
    <Suspense fallback={null}>
      <LazyBidHistory {...props} />
    </Suspense>
  );
}

export function PriceChart(props: ComponentProps<typeof EagerPriceChart>) {
  return (
    <Suspense fallback={null}>
      <LazyPriceChart {...props} />
    </Suspense>
  );
}
