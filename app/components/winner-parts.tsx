/**
 * What only the winner of a closed lot sees, on its card and page: 'Você ganhou!' and the checkout button
 * (or the pickup card). Their code and the checkout texts load only when the viewer won the lot; visitors
 * and the other bidders never download them.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type { CheckoutAction as EagerCheckoutAction } from './checkout-action';
import type { WinnerBanner as EagerWinnerBanner } from './winner-banner';
// Their styles ship with the page, so the server-rendered banner and card are styled before their scripts arrive.
import './pickup-card.css';
import './winner-banner.css';

const LazyWinnerBanner = lazy(() => import('./winner-banner').then((m) => ({ default: m.WinnerBanner })));
const LazyCheckoutAction = lazy(() => import('./checkout-action').then((m) => ({ default: m.CheckoutAction })));

export function WinnerBanner(props: ComponentProps<typeof EagerWinnerBanner>) {
  return (
    <Suspense fallback={null}>
      <LazyWinnerBanner {...props} />
    </Suspense>
  );
}

export function CheckoutAction(props: ComponentProps<typeof EagerCheckoutAction>) {
  return (
    <Suspense fallback={null}>
      <LazyCheckoutAction {...props} />
    </Suspense>
  );
}
