import { Link } from '@remix-run/react';
import { siteText } from '~/i18n/pt-BR';
import { gradeText } from '~/i18n/pt-BR-grades';
import { container } from '~/styles/utility.css';
import { GavelIcon } from '~/ui/icons';
import * as s from './site-footer.css';

export function SiteFooter() {
  return (
    <footer className={s.footer}>
      <div className={`${container} ${s.grid}`}>
        <div>
          <p className={s.brand}>
            <GavelIcon size={18} /> {siteText.brand.name}
          </p>
          <p className={s.text}>{siteText.footer.about}</p>
        </div>
        <nav aria-label={siteText.footer.institutional}>
          <h2 className={s.heading}>{siteText.footer.institutional}</h2>
          <ul className={s.links}>
            <li>
              <Link to="/lotes">{siteText.breadcrumbs.lotes}</Link>
            </li>
            <li>
              <Link to="/condicoes-gerais">{siteText.breadcrumbs['condicoes-gerais']}</Link>
            </li>
            <li>
              <Link to={gradeText.page.path}>{gradeText.page.title}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={siteText.footer.help}>
          <h2 className={s.heading}>{siteText.footer.help}</h2>
          <ul className={s.links}>
            <li>
              <Link to="/faq">{siteText.breadcrumbs.faq}</Link>
            </li>
            <li>
              <Link to="/suporte">{siteText.breadcrumbs.suporte}</Link>
            </li>
          </ul>
          <p className={s.text}>{siteText.footer.supportHours}</p>
        </nav>
      </div>
      <div className={`${container} ${s.bottom}`}>{siteText.footer.rights(new Date().getFullYear())}</div>
    </footer>
  );
}
