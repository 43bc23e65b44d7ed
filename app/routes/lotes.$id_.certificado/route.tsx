import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react';
import * as s from '~/components/certificate.css';
import { formatDateTime } from '~/i18n/format';
import { siteText } from '~/i18n/pt-BR';
import { equipmentText } from '~/i18n/pt-BR-equipment';
import { equipmentSheetText } from '~/i18n/pt-BR-equipment-sheet';
import { idParam } from '~/schemas/id-param';
import { lotWipeCertificate } from '~/server/equipment/equipment-read.server';
import printDocumentCss from '~/styles/print-document.css?url';
import { container } from '~/styles/utility.css';
import { Button, buttonClass } from '~/ui/button';
import printCss from './print.css?url';

const text = equipmentSheetText.certificate;

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: printDocumentCss, media: 'print' },
  { rel: 'stylesheet', href: printCss, media: 'print' },
];

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const id = idParam.safeParse(params.id);
  const certificate = id.success ? await lotWipeCertificate(context.db, context.settings.house.name, id.data, context.viewer) : null;
  if (!certificate) throw new Response(text.notFound, { status: 404 });
  return { certificate, confirmUrl: `${new URL(request.url).origin}/certificados/${certificate.code}` };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: siteText.meta.pageTitle(data ? text.pageTitle(data.certificate.lot.id) : text.notFound) },
  { name: 'robots', content: 'noindex' },
];

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className={s.term}>{term}</dt>
      <dd className={s.value}>{children}</dd>
    </>
  );
}

/**
 * The printable data-wipe certificate: the house, the lot, each drive's wipe (serials masked unless the viewer
 * is an administrator or the winner), the verification code and where to confirm it. 'Imprimir' prints it
 * with the print stylesheet (A4, black on white, without the site's header and footer).
 */
export default function CertificatePage() {
  const { certificate: c, confirmUrl } = useLoaderData<typeof loader>();
  return (
    <article className={`${container} ${s.page}`} data-print-document="" data-testid="wipe-certificate">
      {c.house && <p className={s.house}>{c.house}</p>}
      <h1 className={s.title}>{text.title}</h1>
      <dl className={s.facts}>
        <Fact term={text.lot}>{text.lotLine(c.lot.id, c.lot.title)}</Fact>
        <Fact term={text.issuedAt}>{formatDateTime(c.issued_at)}</Fact>
        <Fact term={text.code}>
          <span className={s.code}>{c.code}</span>
        </Fact>
      </dl>
      <p className={s.intro}>{text.intro}</p>
      {c.drives.map((d, i) => (
        <section key={i} className={s.drive} aria-labelledby={`certificate-drive-${i}`}>
          <h2 className={s.driveTitle} id={`certificate-drive-${i}`}>
            {text.drive(i + 1)}: {d.model}
          </h2>
          <dl className={s.facts}>
            <Fact term={text.serial}>
              <span className={s.code}>{d.serial}</span>
            </Fact>
            <Fact term={text.method}>{equipmentText.wipeMethodLabels[d.method]}</Fact>
            <Fact term={text.technique}>{d.technique}</Fact>
            <Fact term={text.tool}>{`${d.tool.name} ${d.tool.version}`}</Fact>
            <Fact term={text.passes}>{d.passes}</Fact>
            <Fact term={text.verification}>{text.verificationLine(d.verification.method, d.verification.passed)}</Fact>
            <Fact term={text.started}>{formatDateTime(d.started_at)}</Fact>
            <Fact term={text.finished}>{formatDateTime(d.finished_at)}</Fact>
            <Fact term={text.operator}>{d.operator}</Fact>
          </dl>
        </section>
      ))}
      <p className={s.confirm}>
        {text.confirmAt} <strong className={s.code}>{confirmUrl}</strong>
      </p>
      <div className={s.actions} data-print="hide">
        <Button onPress={() => window.print()}>{text.print}</Button>
        <Link to={`/lotes/${c.lot.id}`} className={buttonClass('secondary')}>
          {text.backToLot}
        </Link>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className={`${container} ${s.page}`}>
      <h1 className={s.title}>{notFound ? text.notFound : siteText.errors.serverTitle}</h1>
      {!notFound && <p>{siteText.errors.generic}</p>}
      <Link to="/lotes" className={buttonClass('primary', 'md', false, s.backLink)}>
        {siteText.lot.backToList}
      </Link>
    </div>
  );
}
