import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { PageShell } from '~/components/page-shell';
import * as s from '~/components/page-shell.css';
import { t } from '~/i18n/pt-BR';
import { requireAdminViewer } from '~/server/auth/page-guards.server';

export const meta: MetaFunction = () => [{ title: `${t.pages.schedulesTitle} — Arremate` }];

export function loader({ request, context }: LoaderFunctionArgs) {
  requireAdminViewer(context, request);
  return null;
}

export default function Page() {
  return (
    <PageShell title={t.pages.schedulesTitle}>
      <p className={s.note}>{t.pages.comingSoon}</p>
    </PageShell>
  );
}
