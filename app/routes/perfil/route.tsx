import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useFetcher, useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { PageShell } from '~/components/page-shell';
import { formatDate } from '~/i18n/format';
import { t } from '~/i18n/pt-BR';
import { ta } from '~/i18n/pt-BR-account';
import { requireApprovedViewer } from '~/server/auth/page-guards.server';
import { isSameOrigin } from '~/server/auth/request-auth.server';
import { listFavouriteLots, removeFavourite } from '~/server/favourites.server';
import { toUserDto } from '~/server/users.server';
import { Button } from '~/ui/button';
import { ProfileForm } from './profile-form';
import * as s from './route.css';
import { SecuritySection } from './security-section';

export const meta: MetaFunction = () => [{ title: t.meta.pageTitle(ta.profile.title) }];

const removeFavouriteForm = z.object({ intent: z.literal('remove-favourite'), lotId: z.coerce.number().int().positive() });

/** 'Remover' in Meu Favoritos. */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireApprovedViewer(context, request);
  if (!isSameOrigin(request)) throw new Response(null, { status: 403 });
  const form = removeFavouriteForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) throw new Response(null, { status: 400 });
  await removeFavourite(context.db, viewer.id, form.data.lotId);
  return { ok: true };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireApprovedViewer(context, request);
  const user = context.auth!.user;
  return { user: toUserDto(user), favourites: await listFavouriteLots(context.db, user.id) };
}

function SideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={s.card} aria-labelledby={id}>
      <h2 id={id} className={s.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function FavouriteItem({ id, title }: { id: number; title: string }) {
  const fetcher = useFetcher();
  if (fetcher.state !== 'idle') return null; // optimistic: gone as soon as it is removed
  return (
    <li className={s.row}>
      <span>
        <Link to={`/lotes/${id}`}>{t.breadcrumbs.lot(id)}</Link> — {title}
      </span>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="remove-favourite" />
        <input type="hidden" name="lotId" value={id} />
        <Button type="submit" variant="ghost" size="sm" aria-label={`${ta.profile.remove} ${t.breadcrumbs.lot(id)}`}>
          {ta.profile.remove}
        </Button>
      </fetcher.Form>
    </li>
  );
}

export default function Profile() {
  const { user, favourites } = useLoaderData<typeof loader>();
  return (
    <PageShell title={ta.profile.title}>
      <div className={s.layout}>
        <div className={s.main}>
          <ProfileForm user={user} />
          <SecuritySection twoFactorEnabled={user.two_factor_enabled} />
        </div>
        <aside className={s.side}>
          <SideCard id="status-card" title={ta.profile.statusCard}>
            <p className={s.row}>
              <span>{ta.profile.verification}</span>
              <strong className={user.is_approved ? s.ok : s.warn}>{user.is_approved ? ta.profile.verified : ta.profile.pending}</strong>
            </p>
            <p className={s.row}>
              <span>{ta.profile.memberSince}</span>
              <strong>{formatDate(user.created_at)}</strong>
            </p>
          </SideCard>
          <SideCard id="activity-card" title={ta.profile.activity}>
            <p className={s.row}>
              <span>{ta.profile.favouritesCount}</span>
              <strong>{favourites.length}</strong>
            </p>
          </SideCard>
          <SideCard id="favourites-card" title={ta.profile.favourites}>
            {favourites.length === 0 ? (
              <p className={s.muted}>{ta.profile.noFavourites}</p>
            ) : (
              <ul className={s.list}>
                {favourites.map((lot) => (
                  <FavouriteItem key={lot.id} id={lot.id} title={lot.title} />
                ))}
              </ul>
            )}
          </SideCard>
          <SideCard id="help-card" title={ta.profile.help}>
            <p className={s.muted}>{ta.profile.helpText}</p>
            <Link to="/suporte">{ta.profile.helpLink}</Link>
          </SideCard>
        </aside>
      </div>
    </PageShell>
  );
}
