import type { ReactNode } from 'react';
import { panel, panelTitle } from '~/styles/surface.css';

/** A section of a page on its raised panel, named by its h2 title (`titleId`). */
export function TitledPanel({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <section className={panel} aria-labelledby={titleId}>
      <h2 className={panelTitle} id={titleId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
