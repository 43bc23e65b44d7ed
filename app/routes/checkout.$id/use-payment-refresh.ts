import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { isPaymentApprovalOf, onLiveNotification } from '~/client/live-notifications';

/**
 * Checkout loaded again while its payment is pending: when the member's inbox says this lot's payment was
 * approved (the PSP confirmed it), and when the tab comes back into view, so the page turns to
 * 'Pagamento aprovado' without a reload.
 */
export function usePaymentRefresh(lotId: number) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    const refresh = () => {
      if (latest.current.state === 'idle') latest.current.revalidate();
    };
    // Coming back to the tab fires both focus and visibilitychange: one load for the two.
    let backAt = 0;
    const onBack = () => {
      if (document.visibilityState !== 'visible' || Date.now() - backAt < 1_000) return;
      backAt = Date.now();
      refresh();
    };
    const stop = onLiveNotification((notification) => {
      if (isPaymentApprovalOf(notification, lotId)) refresh();
    });
    window.addEventListener('focus', onBack);
    document.addEventListener('visibilitychange', onBack);
    return () => {
      stop();
      window.removeEventListener('focus', onBack);
      document.removeEventListener('visibilitychange', onBack);
    };
  }, [lotId]);
}
