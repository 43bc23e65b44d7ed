import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { eq } from 'drizzle-orm';
import { PageShell } from '~/components/page-shell';
import * as s from '~/components/page-shell.css';
import { siteText } from '~/i18n/pt-BR';
import { accountText } from '~/i18n/pt-BR-account';
import { idParam } from '~/schemas/id-param';
import { requireApprovedViewer } from '~/server/auth/page-guards.server';
import { lots } from '~/server/db/schema';

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(accountText.pages.checkoutTitle) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = requireApprovedViewer(context, request);
  const id = idParam.safeParse(params.id);
  const [lot] = id.success
    ? await context.db
        .select({ id: lots.id, title: lots.title, winnerUserId: lots.winnerUserId })
        .from(lots)
        .where(eq(lots.id, id.data))
        .limit(1)
    : [];
  if (!lot) throw new Response(siteText.lot.notFound, { status: 404 });
  if (lot.winnerUserId !== viewer.id) throw data({ reason: 'not_winner', message: accountText.pages.checkoutWinnerOnly }, { status: 403 });
  return { id: lot.id, title: lot.title };
}

export default function Checkout() {
  const lot = useLoaderData<typeof loader>();
  return (
    <PageShell title={`${accountText.pages.checkoutTitle} — ${siteText.breadcrumbs.lot(lot.id)}`}>
      <p className={s.note}>{lot.title}</p>
    </PageShell>
  );
}
