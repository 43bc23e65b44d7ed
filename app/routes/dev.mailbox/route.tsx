import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { PageShell } from '~/components/page-shell';
import { formatDateTime } from '~/i18n/format';
import { accountText } from '~/i18n/pt-BR-account';
import { hasDevRoutes } from '~/server/platform/app-env.server';
import { listMailbox } from '~/server/platform/mail.server';
import * as s from './route.css';

export const meta: MetaFunction = () => [{ title: accountText.devMailbox.title }, { name: 'robots', content: 'noindex' }];

/** The local mailbox: e-mail the site sent in development and tests. Does not exist in production. */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!hasDevRoutes(context.settings.appEnv)) throw new Response(null, { status: 404 });
  const mails = await listMailbox(context.db);
  return { mails: mails.map((m) => ({ id: m.id, to: m.toEmail, subject: m.subject, text: m.textBody, createdAt: m.createdAt })) };
}

const LINK = /(https?:\/\/[^\s]+)/g;

export default function DevMailbox() {
  const { mails } = useLoaderData<typeof loader>();
  return (
    <PageShell title={accountText.devMailbox.title}>
      <p className={s.intro}>{accountText.devMailbox.intro}</p>
      {mails.length === 0 && <p className={s.intro}>{accountText.devMailbox.empty}</p>}
      {mails.map((mail) => (
        <article key={mail.id} className={s.mail} data-to={mail.to}>
          <h2 className={s.subject}>{mail.subject}</h2>
          <p className={s.meta}>
            {accountText.devMailbox.to}: {mail.to} · {accountText.devMailbox.sentAt} {formatDateTime(mail.createdAt)}
          </p>
          <pre className={s.body}>
            {mail.text.split(LINK).map((part, i) =>
              i % 2 === 1 ? (
                <a key={i} href={part}>
                  {part}
                </a>
              ) : (
                part
              ),
            )}
          </pre>
        </article>
      ))}
    </PageShell>
  );
}
