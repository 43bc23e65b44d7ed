import { Link } from '@remix-run/react';
import { t } from '~/i18n/pt-BR';
import { container } from '~/styles/utility.css';
import { GavelIcon } from '~/ui/icons';
import * as s from './site-footer.css';

export function SiteFooter() {
  return (
    <footer className={s.footer}>
      <div className={`${container} ${s.grid}`}>
        <div>
          <p className={s.brand}>
            <GavelIcon size={18} /> {t.brand.name}
          </p>
          <p className={s.text}>{t.footer.about}</p>
        </div>
        <nav aria-label={t.footer.institutional}>
          <h2 className={s.heading}>{t.footer.institutional}</h2>
          <ul className={s.links}>
            <li>
              <Link to="/lotes">{t.breadcrumbs.lotes}</Link>
            </li>
            <li>
              <Link to="/condicoes-gerais">{t.breadcrumbs['condicoes-gerais']}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t.footer.help}>
          <h2 className={s.heading}>{t.footer.help}</h2>
          <ul className={s.links}>
            <li>
              <Link to="/faq">{t.breadcrumbs.faq}</Link>
            </li>
            <li>
              <Link to="/suporte">{t.breadcrumbs.suporte}</Link>
            </li>
          </ul>
          <p className={s.text}>{t.footer.supportHours}</p>
        </nav>
      </div>
      <div className={`${container} ${s.bottom}`}>{t.footer.rights(new Date().getFullYear())}</div>
    </footer>
  );
}
