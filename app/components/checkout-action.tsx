import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { siteText } from '~/i18n/pt-BR';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { Button, buttonClass, type ButtonSize } from '~/ui/button';
import { PickupCard, type PickupCardData } from './pickup-card';

type CheckoutState = { kind: 'checking' } | { kind: 'not_eligible' } | { kind: 'eligible' } | { kind: 'scheduled'; pickup: PickupCardData };

/**
 * What the winner of a closed lot sees on its card and page: 'Verificando…' while it asks, nothing when
 * the lot is not theirs to pay (any more), 'Finalizar Pagamento' when it is, and, once the pickup is booked,
 * the 'Retirada Agendada' card (on the lot page) or a link to it (on a card).
 */
export function CheckoutAction({ lotId, placement }: { lotId: number; placement: 'card' | 'detail' }) {
  const [state, setState] = useState<CheckoutState>({ kind: 'checking' });
  useEffect(() => {
    let current = true;
    void apiRequest<{ pickup: PickupCardData | null }>(`/api/auctions/${lotId}/payment-status`, {
      fallbackError: checkoutText.queryFailed,
    }).then((result) => {
      if (!current) return;
      if (!result.ok) setState({ kind: result.status === 403 ? 'not_eligible' : 'eligible' });
      else setState(result.data.pickup ? { kind: 'scheduled', pickup: result.data.pickup } : { kind: 'eligible' });
    });
    return () => {
      current = false;
    };
  }, [lotId]);

  const size: ButtonSize = placement === 'card' ? 'sm' : 'lg';
  switch (state.kind) {
    case 'checking':
      return (
        <Button size={size} block isDisabled>
          {checkoutText.button.checking}
        </Button>
      );
    case 'not_eligible':
      return null;
    case 'eligible':
      return (
        <Link to={`/checkout/${lotId}`} className={buttonClass('primary', size, true)}>
          {siteText.card.checkout}
        </Link>
      );
    case 'scheduled':
      return placement === 'detail' ? (
        <PickupCard pickup={state.pickup} />
      ) : (
        <Link to={`/checkout/${lotId}`} className={buttonClass('secondary', size, true)}>
          {checkoutText.button.scheduled}
        </Link>
      );
  }
}
