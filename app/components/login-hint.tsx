import { siteText } from '~/i18n/pt-BR';
import { LockIcon } from '~/ui/icons';
import * as s from './login-hint.css';

/** 'Faça login para ver preços e dar lances', with a lock, where a visitor meets a price. */
export function LoginHint({ className, boxed = false }: { className?: string; boxed?: boolean }) {
  return (
    <p className={[s.hint, boxed ? s.boxed : '', className ?? ''].filter(Boolean).join(' ')}>
      <LockIcon size={15} />
      {siteText.card.loginToSee}
    </p>
  );
}
