import { authMessages } from '~/i18n/auth-messages';
import { LockIcon } from '~/ui/icons';
import * as s from './bidding-suspended-note.css';

/** 'Conta suspensa por falta de pagamento. Fale com o suporte.': where a suspended member would bid. */
export function BiddingSuspendedNote() {
  return (
    <p className={s.note} data-testid="bidding-suspended">
      <LockIcon size={15} />
      <span>{authMessages.biddingSuspended}</span>
    </p>
  );
}
