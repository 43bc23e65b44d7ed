import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { PageShell } from '~/components/page-shell';
import * as s from '~/components/page-shell.css';
import { t } from '~/i18n/pt-BR';
import { requireApprovedViewer } from '~/server/auth/page-guards.server';

export const meta: MetaFunction = () => [{ title: `${t.pages.profileTitle} — Arremate` }];

export function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireApprovedViewer(context, request);
  return { name: viewer.name, email: viewer.email };
}

export default function Profile() {
  const { name, email } = useLoaderData<typeof loader>();
  return (
    <PageShell title={t.pages.profileTitle}>
      <p className={s.note}>
        <strong>{name}</strong> · {email}
      </p>
    </PageShell>
  );
}
