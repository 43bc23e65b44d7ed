import { Form, Link, useLocation, useSearchParams } from '@remix-run/react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { openLogin, openRegister } from '~/client/auth-events';
import { logout } from '~/client/logout';
import { useSessionUser } from '~/hooks/use-session-user';
import { siteText } from '~/i18n/pt-BR';
import { visuallyHidden, container } from '~/styles/utility.css';
import { Button, buttonClass } from '~/ui/button';
import { CloseIcon, GavelIcon, MenuIcon, SearchIcon } from '~/ui/icons';
// The bell's styles ship with every page so that its server-rendered markup is styled at once; its code
// (socket, panel) loads for signed-in users only.
import * as bellStyles from './notification-bell.css';
import * as s from './site-header.css';
// Likewise the account menu: styled at once, its code for signed-in users only.
import './user-menu.css';

const NotificationBell = lazy(() => import('./notification-bell'));
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

const MOBILE_LINKS = [
  ['/', siteText.header.home],
  ['/lotes', siteText.header.lots],
  ['/faq', siteText.breadcrumbs.faq],
  ['/suporte', siteText.breadcrumbs.suporte],
] as const;

/** Search submits to the list the visitor is on (home or /lotes), keeping its category and sort. */
function SearchForm({ className }: { className: string }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const inputId = useId();
  const action = location.pathname === '/' ? '/' : '/lotes';
  const keep = action === location.pathname ? (['category', 'sort'] as const) : [];
  return (
    <Form method="get" action={action} role="search" className={className}>
      {keep.map((name) => {
        const value = params.get(name);
        return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
      })}
      <div className={s.searchField}>
        <label htmlFor={inputId} className={visuallyHidden}>
          {siteText.header.searchLabel}
        </label>
        <SearchIcon size={18} />
        <input
          id={inputId}
          key={params.get('q') ?? ''}
          className={s.searchInput}
          type="search"
          name="q"
          defaultValue={params.get('q') ?? ''}
          placeholder={siteText.header.searchPlaceholder}
          maxLength={120}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={s.searchSubmit} aria-label={siteText.header.searchLabel}>
          <SearchIcon size={18} />
        </button>
      </div>
    </Form>
  );
}

export function SiteHeader() {
  const user = useSessionUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const panelId = useId();
  useEffect(() => setMenuOpen(false), [location.key]);

  return (
    <header className={s.header}>
      <div className={container}>
        <div className={s.bar}>
          <Link to="/" className={s.logo} prefetch="intent">
            <span className={s.logoMark}>
              <GavelIcon size={20} />
            </span>
            {siteText.brand.name}
          </Link>
          <SearchForm className={s.searchForm} />
          <div className={s.end}>
            {user && (
              <Suspense fallback={<span className={bellStyles.placeholder} />}>
                <NotificationBell />
              </Suspense>
            )}
            <div className={s.actions}>
              {user ? (
                <Suspense fallback={null}>
                  <UserMenu user={user} />
                </Suspense>
              ) : (
                <>
                  <Button variant="secondary" size="sm" onPress={openLogin}>
                    {siteText.header.login}
                  </Button>
                  <Button variant="primary" size="sm" onPress={openRegister}>
                    {siteText.header.register}
                  </Button>
                </>
              )}
            </div>
            <div className={s.menuToggle}>
              <Button
                variant="ghost"
                size="icon"
                aria-label={menuOpen ? siteText.header.closeMenu : siteText.header.menu}
                aria-expanded={menuOpen}
                aria-controls={panelId}
                onPress={() => setMenuOpen((open) => !open)}
              >
                {menuOpen ? <CloseIcon /> : <MenuIcon />}
              </Button>
            </div>
          </div>
        </div>
        {menuOpen && (
          <div id={panelId} className={s.mobilePanel}>
            <SearchForm className={s.searchFormMobile} />
            <nav aria-label={siteText.header.menu} className={s.mobileNav}>
              {MOBILE_LINKS.map(([to, label]) => (
                <Link key={to} to={to} className={s.mobileLink}>
                  {label}
                </Link>
              ))}
            </nav>
            {user ? (
              <div className={s.mobileActions}>
                <Link to="/perfil" className={buttonClass('secondary')}>
                  {siteText.userMenu.profile}
                </Link>
                <Button variant="primary" onPress={logout}>
                  {siteText.userMenu.logout}
                </Button>
              </div>
            ) : (
              <div className={s.mobileActions}>
                <Button variant="secondary" onPress={openLogin}>
                  {siteText.header.login}
                </Button>
                <Button variant="primary" onPress={openRegister}>
                  {siteText.header.register}
                </Button>
              </div>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
