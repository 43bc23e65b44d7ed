/**
 * What only members see on a lot page (lot-bidding/): the reserve and fee notes, their maximum and its form,
 * the history with its automatic bids, the price chart. Their code loads only when rendered for a member: a
 * visitor's page never downloads it (the lot page's JavaScript budget).
 */
import { lazy, memo, Suspense, type ComponentProps, type ComponentType } from 'react';
import type * as Eager from './lot-bidding/member-view';
import type EagerPriceChart from './lot-bidding/price-chart';
// The styles ship with the page, so that the server-rendered parts are styled before their scripts arrive.
import '~/components/charts/charts.css';
import './lot-bidding/lot-bidding.css';

/**
 * A component whose code is fetched the first time it renders (server-rendered all the same). Memoised: a
 * page re-render with the same props (the countdown's tick) must not reach a part still hydrating, which
 * would trade its server HTML for the empty fallback until its code arrives.
 */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
  return memo(function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
}

const memberView = () => import('./lot-bidding/member-view');

export const PriceNotes = onDemand<ComponentProps<typeof Eager.PriceNotes>>(() => memberView().then((m) => m.PriceNotes));
export const MaximumPanel = onDemand<ComponentProps<typeof Eager.MaximumPanel>>(() => memberView().then((m) => m.MaximumPanel));
export const BidHistory = onDemand<ComponentProps<typeof Eager.BidHistory>>(() => memberView().then((m) => m.BidHistory));
export const PriceChart = onDemand<ComponentProps<typeof EagerPriceChart>>(() =>
  import('./lot-bidding/price-chart').then((m) => m.default),
);
