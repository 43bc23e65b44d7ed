import type { ReactNode } from 'react';
import { container } from '~/styles/utility.css';
import * as s from './page-shell.css';

/** A page with its title, for the signed-in areas. */
export function PageShell({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={`${container} ${s.page}`}>
      <h1 className={s.title}>{title}</h1>
      {children}
    </div>
  );
}
