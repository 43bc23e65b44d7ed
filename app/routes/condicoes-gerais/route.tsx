import type { MetaFunction } from '@remix-run/cloudflare';
import { StaticPage } from '~/components/static-page';
import { siteText } from '~/i18n/pt-BR';
import { terms } from '~/i18n/static-pages';

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(terms.title) }];

export default function Terms() {
  return <StaticPage title={terms.title} intro={terms.intro} sections={terms.sections} />;
}
