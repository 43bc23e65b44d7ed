import type { MetaFunction } from '@remix-run/cloudflare';
import { StaticPage } from '~/components/static-page';
import { siteText } from '~/i18n/pt-BR';
import { support } from '~/i18n/static-pages';

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(support.title) }];

export default function Support() {
  return <StaticPage title={support.title} intro={support.intro} sections={support.sections} />;
}
