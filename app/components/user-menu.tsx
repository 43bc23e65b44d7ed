import { Link, useLocation } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { logout } from '~/client/logout';
import { siteText } from '~/i18n/pt-BR';
import { pricesText } from '~/i18n/pt-BR-prices';
import type { SessionUser } from '~/schemas/viewer';
import { visuallyHidden } from '~/styles/utility.css';
import * as s from './user-menu.css';

const ADMIN_LINKS = [
  ['/admin', siteText.userMenu.admin],
  ['/admin-dashboard', siteText.userMenu.adminDashboard],
  ['/agendamento', siteText.userMenu.schedules],
  ['/templates', siteText.userMenu.templates],
] as const;

/** The signed-in user's menu (a disclosure of links): name and e-mail, Dashboard, Meu Perfil, admin pages, Sair. */
export function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector<HTMLButtonElement>('button')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={s.root} ref={root}>
      <button type="button" className={s.trigger} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <span className={s.avatar} aria-hidden="true">
          {user.name.trim().charAt(0).toUpperCase()}
        </span>
        <span className={s.name} aria-hidden="true">
          {user.name.split(' ')[0]}
        </span>
        {/* The name in full for assistive technology; the first name is what shows. */}
        <span className={visuallyHidden}>{`${user.name} — ${siteText.userMenu.label}`}</span>
      </button>
      {open && (
        <div id={panelId} className={s.panel}>
          <div className={s.identity}>
            <strong>{user.name}</strong>
            <span>{user.email}</span>
          </div>
          <nav aria-label={siteText.userMenu.label}>
            <ul className={s.list}>
              <li>
                <Link to="/dashboard" className={s.item}>
                  {siteText.userMenu.dashboard}
                </Link>
              </li>
              <li>
                <Link to="/perfil" className={s.item}>
                  {siteText.userMenu.profile}
                </Link>
              </li>
              <li>
                <Link to={pricesText.path} className={s.item}>
                  {pricesText.page.navLink}
                </Link>
              </li>
              {user.isAdmin &&
                ADMIN_LINKS.map(([to, label]) => (
                  <li key={to}>
                    <Link to={to} className={s.item}>
                      {label}
                    </Link>
                  </li>
                ))}
              <li>
                <button type="button" className={`${s.item} ${s.logout}`} onClick={logout}>
                  {siteText.userMenu.logout}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      )}
    </div>
  );
}
