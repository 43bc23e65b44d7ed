import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useFetcher, useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { PageShell } from '~/components/page-shell';
import { authMessages } from '~/i18n/auth-messages';
import { formatDate } from '~/i18n/format';
import { siteText } from '~/i18n/pt-BR';
import { accountText } from '~/i18n/pt-BR-account';
import { privacyText } from '~/i18n/pt-BR-privacy';
import { z } from '~/schemas/zod';
import { listFavoriteLots, removeFavorite } from '~/server/accounts/favorites.server';
import { toUserDto } from '~/server/accounts/users.server';
import { adminStanding, hasSecondFactor } from '~/server/auth/admin-access.server';
import { requireApprovedViewer, requireViewer, SECOND_FACTOR_NOTICE, SECOND_FACTOR_NOTICE_PARAM } from '~/server/auth/page-guards.server';
import { isSameOrigin } from '~/server/auth/request-auth.server';
import { biddingLimitView } from '~/server/bidding/bidding-limits.server';
import { Button } from '~/ui/button';
import { BiddingLimitCard } from './bidding-limit-card';
import { ProfileForm } from './profile-form';
import * as s from './route.css';
import { SecuritySection } from './security-section';

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(accountText.profile.title) }];

const removeFavoriteForm = z.object({ intent: z.literal('remove-favorite'), lotId: z.coerce.number().int().positive() });

/** 'Remover' in Meu Favoritos. */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireApprovedViewer(context, request);
  if (!isSameOrigin(request)) throw new Response(null, { status: 403 });
  const form = removeFavoriteForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) throw new Response(null, { status: 400 });
  await removeFavorite(context.db, viewer.id, form.data.lotId);
  return { ok: true };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireViewer(context, request);
  const auth = context.auth!;
  const { user } = auth;
  // An administrator's session opened with the password alone raises it here (decision 0036); a member's
  // approval is checked as before (an administrator is one).
  const standing = user.isAdmin ? await adminStanding(context.db, context.settings.adminSecondFactorExempt, user, auth) : 'ok';
  if (standing !== 'raise') requireApprovedViewer(context, request);
  // Sent here by the back office: an administrator must set up a second factor first (the raise says why itself).
  const notice = new URL(request.url).searchParams.get(SECOND_FACTOR_NOTICE_PARAM);
  const securityNotice = notice === SECOND_FACTOR_NOTICE && standing === 'setup' ? authMessages.adminSecondFactorRequired : null;
  const [favorites, biddingLimit, raise] = await Promise.all([
    listFavoriteLots(context.db, user.id),
    // An administrator does not bid: no limite de lances to show.
    user.isAdmin ? null : biddingLimitView(context.db, context.settings.bidding, user.id),
    standing === 'raise'
      ? hasSecondFactor(context.db, { id: user.id, twoFactorEnabled: false }).then((passkey) => ({ totp: user.twoFactorEnabled, passkey }))
      : null,
  ]);
  return {
    user: toUserDto(user),
    favorites,
    biddingLimit,
    securityNotice,
    raise,
  };
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

function FavoriteItem({ id, title }: { id: number; title: string }) {
  const fetcher = useFetcher();
  if (fetcher.state !== 'idle') return null; // optimistic: gone as soon as it is removed
  return (
    <li className={s.row}>
      <span>
        <Link to={`/lotes/${id}`}>{siteText.breadcrumbs.lot(id)}</Link> — {title}
      </span>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="remove-favorite" />
        <input type="hidden" name="lotId" value={id} />
        <Button type="submit" variant="ghost" size="sm" aria-label={`${accountText.profile.remove} ${siteText.breadcrumbs.lot(id)}`}>
          {accountText.profile.remove}
        </Button>
      </fetcher.Form>
    </li>
  );
}

export default function Profile() {
  const { user, favorites, biddingLimit, securityNotice, raise } = useLoaderData<typeof loader>();
  return (
    <PageShell title={accountText.profile.title}>
      <div className={s.layout}>
        <div className={s.main}>
          <ProfileForm user={user} />
          <SecuritySection twoFactorEnabled={user.two_factor_enabled} notice={securityNotice} raise={raise} />
        </div>
        <aside className={s.side}>
          <SideCard id="status-card" title={accountText.profile.statusCard}>
            <p className={s.row}>
              <span>{accountText.profile.verification}</span>
              <strong className={user.is_approved ? s.ok : s.warn}>
                {user.is_approved ? accountText.profile.verified : accountText.profile.pending}
              </strong>
            </p>
            <p className={s.row}>
              <span>{accountText.profile.memberSince}</span>
              <strong>{formatDate(user.created_at)}</strong>
            </p>
          </SideCard>
          {biddingLimit && <BiddingLimitCard limit={biddingLimit} />}
          <SideCard id="activity-card" title={accountText.profile.activity}>
            <p className={s.row}>
              <span>{accountText.profile.favoritesCount}</span>
              <strong>{favorites.length}</strong>
            </p>
          </SideCard>
          <SideCard id="favorites-card" title={accountText.profile.favorites}>
            {favorites.length === 0 ? (
              <p className={s.muted}>{accountText.profile.noFavorites}</p>
            ) : (
              <ul className={s.list}>
                {favorites.map((lot) => (
                  <FavoriteItem key={lot.id} id={lot.id} title={lot.title} />
                ))}
              </ul>
            )}
          </SideCard>
          <SideCard id="privacy-card" title={privacyText.title}>
            <p className={s.muted}>{privacyText.profileLinkText}</p>
            <Link to="/perfil/privacidade">{privacyText.profileLink}</Link>
          </SideCard>
          <SideCard id="help-card" title={accountText.profile.help}>
            <p className={s.muted}>{accountText.profile.helpText}</p>
            <Link to="/suporte">{accountText.profile.helpLink}</Link>
          </SideCard>
        </aside>
      </div>
    </PageShell>
  );
}
