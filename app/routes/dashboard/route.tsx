import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { PageShell } from '~/components/page-shell';
import * as s from '~/components/page-shell.css';
import { siteText } from '~/i18n/pt-BR';
import { accountText } from '~/i18n/pt-BR-account';
import { requireViewer } from '~/server/auth/page-guards.server';

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(siteText.userMenu.dashboard) }];

export function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(context, request);
  return { name: viewer.name, approved: viewer.isApproved || viewer.isAdmin };
}

export default function Dashboard() {
  const { name, approved } = useLoaderData<typeof loader>();
  return (
    <PageShell title={accountText.pages.dashboardGreeting(name)}>
      <p className={s.note}>{approved ? accountText.pages.comingSoon : siteText.access.pendingText}</p>
    </PageShell>
  );
}
