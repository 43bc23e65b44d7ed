import type { MetaFunction } from '@remix-run/cloudflare';
import { StaticPage } from '~/components/static-page';
import * as s from '~/components/static-page.css';
import { siteText } from '~/i18n/pt-BR';
import { faq } from '~/i18n/static-pages';

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(faq.title) }];

export default function Faq() {
  return (
    <StaticPage title={faq.title} intro={faq.intro}>
      {faq.items.map((item) => (
        <details key={item.q} className={s.faqItem}>
          <summary className={s.faqQuestion}>{item.q}</summary>
          {item.a.map((p) => (
            <p key={p} className={s.paragraph}>
              {p}
            </p>
          ))}
        </details>
      ))}
    </StaticPage>
  );
}
