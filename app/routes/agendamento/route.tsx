import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { ComingSoonPage } from '~/components/coming-soon-page';
import { t } from '~/i18n/pt-BR';
import { ta } from '~/i18n/pt-BR-account';
import { requireAdminViewer } from '~/server/auth/page-guards.server';

export const meta: MetaFunction = () => [{ title: t.meta.pageTitle(ta.pages.schedulesTitle) }];

export function loader({ request, context }: LoaderFunctionArgs) {
  requireAdminViewer(context, request);
  return null;
}

export default function Page() {
  return <ComingSoonPage title={ta.pages.schedulesTitle} />;
}
