import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { PageShell } from '~/components/page-shell';
import * as s from '~/components/page-shell.css';
import { ta } from '~/i18n/pt-BR-account';
import { requireAdminViewer } from '~/server/auth/page-guards.server';

export const meta: MetaFunction = () => [{ title: `${ta.pages.templatesTitle} — Arremate` }];

export function loader({ request, context }: LoaderFunctionArgs) {
  requireAdminViewer(context, request);
  return null;
}

export default function Page() {
  return (
    <PageShell title={ta.pages.templatesTitle}>
      <p className={s.note}>{ta.pages.comingSoon}</p>
    </PageShell>
  );
}
