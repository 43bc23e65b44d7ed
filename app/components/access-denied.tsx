import { Link } from '@remix-run/react';
import { siteText } from '~/i18n/pt-BR';
import { container } from '~/styles/utility.css';
import { buttonClass } from '~/ui/button';
import { LockIcon, ClockIcon } from '~/ui/icons';
import * as s from './access-denied.css';

/** 'Conta Pendente de Aprovação' for an unapproved account; 'Acesso Negado' for a non-admin. */
export function AccessDenied({ reason, message }: { reason?: string; message?: string }) {
  const pending = reason === 'pending';
  return (
    <div className={container}>
      <section className={s.card} role="alert">
        <span className={`${s.icon} ${pending ? s.pending : s.denied}`}>{pending ? <ClockIcon size={28} /> : <LockIcon size={28} />}</span>
        <h1 className={s.title}>{pending ? siteText.access.pendingTitle : siteText.access.deniedTitle}</h1>
        <p className={s.text}>{pending ? siteText.access.pendingText : (message ?? siteText.access.deniedText)}</p>
        {pending && <p className={s.text}>{siteText.access.pendingHelp}</p>}
        {pending && (
          <p className={s.text}>
            <Link to="/perfil/privacidade">{siteText.access.privacyLink}</Link>
          </p>
        )}
        <Link to="/lotes" className={buttonClass('primary')}>
          {siteText.lot.backToList}
        </Link>
      </section>
    </div>
  );
}
