import type { ReactNode } from 'react';
import * as s from './data-table.css';

/**
 * A wide table's frame: it scrolls sideways on a narrow screen, and, being a named region that takes the
 * focus, it can be scrolled from the keyboard too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <div className={s.wrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
