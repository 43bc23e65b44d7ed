import type { ReactNode } from 'react';
import * as s from '~/routes/admin/route.css';

/** A back-office section on its surface, named by its title (`${id}-title`). */
export function TabSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={s.section} aria-labelledby={`${id}-title`}>
      <h2 className={s.sectionTitle} id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
