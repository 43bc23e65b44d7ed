import { accountText } from '~/i18n/pt-BR-account';
import { PageShell } from './page-shell';
import * as s from './page-shell.css';

/** A page whose screen is not open yet: its title and a note saying so. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <PageShell title={title}>
      <p className={s.note}>{accountText.pages.comingSoon}</p>
    </PageShell>
  );
}
