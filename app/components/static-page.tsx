import type { ReactNode } from 'react';
import type { StaticSection } from '~/i18n/static-pages';
import { container } from '~/styles/utility.css';
import * as s from './static-page.css';

export function StaticPage({
  title,
  intro,
  sections,
  children,
}: {
  title: string;
  intro: string;
  sections?: StaticSection[];
  children?: ReactNode;
}) {
  return (
    <article className={`${container} ${s.page}`}>
      <h1 className={s.title}>{title}</h1>
      <p className={s.intro}>{intro}</p>
      {sections?.map((section) => (
        <section key={section.heading} className={s.section}>
          <h2 className={s.heading}>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p} className={s.paragraph}>
              {p}
            </p>
          ))}
        </section>
      ))}
      {children}
    </article>
  );
}
