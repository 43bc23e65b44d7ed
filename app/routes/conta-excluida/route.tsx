/** Where the holder lands after erasing their account: the confirmation, signed out. */
import type { MetaFunction } from '@remix-run/cloudflare';
import { Link } from '@remix-run/react';
import { PageShell } from '~/components/page-shell';
import { siteText } from '~/i18n/pt-BR';
import { privacyText } from '~/i18n/pt-BR-privacy';
import { buttonClass } from '~/ui/button';

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(privacyText.deletedTitle) }];

export default function AccountDeleted() {
  return (
    <PageShell title={privacyText.deletedTitle}>
      <p role="status">{privacyText.deletedText}</p>
      <p>
        <Link to="/" className={buttonClass('primary')}>
          {privacyText.deletedHome}
        </Link>
      </p>
    </PageShell>
  );
}
