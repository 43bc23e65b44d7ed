import { Link, useLocation } from '@remix-run/react';
import { siteText } from '~/i18n/pt-BR';
import { container } from '~/styles/utility.css';
import * as s from './breadcrumbs.css';

type Crumb = { label: string; to?: string };

/** The trail for a path, with each area's label; empty on home. */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0) return [];
  const labels = siteText.breadcrumbs as unknown as Record<string, string>;
  const trail: Crumb[] = [{ label: siteText.breadcrumbs.home, to: '/' }];
  const [first, second] = parts;
  const firstLabel = labels[first!];
  if (first === 'lotes' && second) {
    trail.push({ label: siteText.breadcrumbs.lotes, to: '/lotes' }, { label: siteText.breadcrumbs.lot(second) });
  } else if (typeof firstLabel === 'string' && second && typeof labels[`${first}/${second}`] === 'string') {
    trail.push({ label: firstLabel, to: `/${first}` }, { label: labels[`${first}/${second}`]! });
  } else if (typeof firstLabel === 'string') {
    trail.push({ label: firstLabel });
  } else {
    return [];
  }
  return trail;
}

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  if (trail.length === 0) return null;
  return (
    <nav aria-label={siteText.breadcrumbs.label} className={container}>
      <ol className={s.list}>
        {trail.map((crumb, i) => (
          <li key={i} className={s.item}>
            {crumb.to ? (
              <Link to={crumb.to} className={s.link}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
