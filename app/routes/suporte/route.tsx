import type { MetaFunction } from '@remix-run/cloudflare';
import { StaticPage } from '~/components/static-page';
import { support } from '~/i18n/static-pages';

export const meta: MetaFunction = () => [{ title: `${support.title} — Arremate` }];

export default function Support() {
  return <StaticPage title={support.title} intro={support.intro} sections={support.sections} />;
}
