import { checkoutText } from '~/i18n/pt-BR-checkout';
import * as s from './lot-bidding.css';

/** A lot closed below its reserve: nobody won it, and the page says so where a winner would be. */
export function ReserveNotMetOutcome() {
  return (
    <p className={s.outcome} data-testid="reserve-not-met-outcome">
      {checkoutText.errors.reserveNotMet}
    </p>
  );
}
