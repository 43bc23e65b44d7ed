import type { MetaFunction } from '@remix-run/cloudflare';
import { StaticPage } from '~/components/static-page';
import { terms } from '~/i18n/static-pages';

export const meta: MetaFunction = () => [{ title: `${terms.title} — Arremate` }];

export default function Terms() {
  return <StaticPage title={terms.title} intro={terms.intro} sections={terms.sections} />;
}
