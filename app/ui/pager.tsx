import { Link } from '@remix-run/react';
import type { Pagination } from '~/schemas/paging';
import { buttonClass } from './button';
import * as s from './data-table.css';

export interface PagerText {
  label: string;
  previous: string;
  next: string;
  page: (page: number, pages: number, total: number) => string;
}

/**
 * Previous / next links of a paged list, with where the reader is; nothing when there is one page.
 * `numbered` adds a link to each page (the current one marked `aria-current`).
 */
export function Pager({
  pagination,
  href,
  text,
  numbered = false,
}: {
  pagination: Pagination;
  href: (page: number) => string;
  text: PagerText & { pageLink?: (page: number) => string };
  numbered?: boolean;
}) {
  const { page, pages, total } = pagination;
  if (pages <= 1) return null;
  return (
    <nav className={s.pager} aria-label={text.label}>
      {page > 1 && (
        <Link to={href(page - 1)} className={buttonClass('secondary', 'sm')} preventScrollReset>
          {text.previous}
        </Link>
      )}
      {numbered &&
        Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
          n === page ? (
            <span key={n} aria-current="page" className={buttonClass('primary', 'sm')}>
              {n}
            </span>
          ) : (
            <Link key={n} to={href(n)} className={buttonClass('ghost', 'sm')} preventScrollReset aria-label={text.pageLink?.(n)}>
              {n}
            </Link>
          ),
        )}
      <span>{text.page(page, pages, total)}</span>
      {page < pages && (
        <Link to={href(page + 1)} className={buttonClass('secondary', 'sm')} preventScrollReset>
          {text.next}
        </Link>
      )}
    </nav>
  );
}
