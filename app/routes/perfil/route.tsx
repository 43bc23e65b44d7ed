import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { PageShell } from '~/components/page-shell';
import { formatDate } from '~/i18n/format';
import { t } from '~/i18n/pt-BR';
import { requireApprovedViewer } from '~/server/auth/page-guards.server';
import { listFavouriteLots } from '~/server/favourites.server';
import { toUserDto } from '~/server/users.server';
import { ProfileForm } from './profile-form';
import { SecuritySection } from './security-section';
import * as s from './route.css';

export const meta: MetaFunction = () => [{ title: `${t.profile.title} — Arremate` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireApprovedViewer(context, request);
  const user = context.auth!.user;
  return { user: toUserDto(user), favourites: await listFavouriteLots(context.db, user.id) };
}

export default function Profile() {
  const { user, favourites } = useLoaderData<typeof loader>();
  return (
    <PageShell title={t.profile.title}>
      <div className={s.layout}>
        <div className={s.main}>
          <ProfileForm user={user} />
          <SecuritySection twoFactorEnabled={user.two_factor_enabled} />
        </div>
        <aside className={s.side}>
          <section className={s.card} aria-labelledby="status-card">
            <h2 id="status-card" className={s.cardTitle}>
              {t.profile.statusCard}
            </h2>
            <p className={s.row}>
              <span>{t.profile.verification}</span>
              <strong className={user.is_approved ? s.ok : s.warn}>{user.is_approved ? t.profile.verified : t.profile.pending}</strong>
            </p>
            <p className={s.row}>
              <span>{t.profile.memberSince}</span>
              <strong>{formatDate(user.created_at)}</strong>
            </p>
          </section>
          <section className={s.card} aria-labelledby="activity-card">
            <h2 id="activity-card" className={s.cardTitle}>
              {t.profile.activity}
            </h2>
            <p className={s.row}>
              <span>{t.profile.favouritesCount}</span>
              <strong>{favourites.length}</strong>
            </p>
          </section>
          <section className={s.card} aria-labelledby="favourites-card">
            <h2 id="favourites-card" className={s.cardTitle}>
              {t.profile.favourites}
            </h2>
            {favourites.length === 0 ? (
              <p className={s.muted}>{t.profile.noFavourites}</p>
            ) : (
              <ul className={s.list}>
                {favourites.map((lot) => (
                  <li key={lot.id}>
                    <Link to={`/lotes/${lot.id}`}>{t.breadcrumbs.lot(lot.id)}</Link> — {lot.title}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={s.card} aria-labelledby="help-card">
            <h2 id="help-card" className={s.cardTitle}>
              {t.profile.help}
            </h2>
            <p className={s.muted}>{t.profile.helpText}</p>
            <Link to="/suporte">{t.profile.helpLink}</Link>
          </section>
        </aside>
      </div>
    </PageShell>
  );
}
