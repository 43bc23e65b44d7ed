import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react';
import * as s from '~/components/certificate.css';
import { formatDateTime } from '~/i18n/format';
import { siteText } from '~/i18n/pt-BR';
import { equipmentText } from '~/i18n/pt-BR-equipment';
import { equipmentSheetText } from '~/i18n/pt-BR-equipment-sheet';
import { certificateCode } from '~/schemas/certificate-code';
import { confirmCertificate } from '~/server/equipment/equipment-read.server';
import { container } from '~/styles/utility.css';
import { buttonClass } from '~/ui/button';
import { CheckIcon } from '~/ui/icons';
import * as local from './route.css';

const text = equipmentSheetText.verify;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const code = certificateCode.safeParse(params.code);
  const confirmation = code.success ? await confirmCertificate(context.db, code.data) : null;
  if (!confirmation) throw new Response(text.notFound, { status: 404 });
  return confirmation;
}

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(text.title) }, { name: 'robots', content: 'noindex' }];

/** `/certificados/{code}`: 'Certificado válido' with the lot, the issue date and the drives (serials always masked). */
export default function CertificateConfirmationPage() {
  const c = useLoaderData<typeof loader>();
  return (
    <article className={`${container} ${s.page}`} data-testid="certificate-confirmation">
      <p className={local.valid} role="status">
        <CheckIcon size={22} />
        {text.valid}
      </p>
      <h1 className={s.title}>{text.title}</h1>
      <dl className={s.facts}>
        <dt className={s.term}>{text.code}</dt>
        <dd className={s.value}>
          <span className={s.code}>{c.code}</span>
        </dd>
        <dt className={s.term}>{text.lot}</dt>
        <dd className={s.value}>
          <Link to={`/lotes/${c.lot.id}`}>{equipmentSheetText.certificate.lotLine(c.lot.id, c.lot.title)}</Link>
        </dd>
        <dt className={s.term}>{text.issuedAt}</dt>
        <dd className={s.value}>{formatDateTime(c.issued_at)}</dd>
      </dl>
      <section aria-labelledby="confirmed-drives">
        <h2 className={s.driveTitle} id="confirmed-drives">
          {text.drives}
        </h2>
        <ul className={local.drives}>
          {c.drives.map((d, i) => (
            <li key={i}>
              {text.driveLine(d.model, d.serial)} — {equipmentText.wipeMethodLabels[d.method]} · {text.finished}{' '}
              {formatDateTime(d.finished_at)}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className={`${container} ${s.page}`} data-testid="certificate-not-found">
      <h1 className={s.title}>{notFound ? text.notFound : siteText.errors.serverTitle}</h1>
      <p>{notFound ? text.notFoundHelp : siteText.errors.generic}</p>
      <Link to="/lotes" className={buttonClass('primary', 'md', false, s.backLink)}>
        {siteText.lot.backToList}
      </Link>
    </div>
  );
}
