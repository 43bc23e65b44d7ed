import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { isRouteErrorResponse, Link, useLoaderData, useParams, useRouteError } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AccessDenied } from '~/components/access-denied';
import { Itf25Barcode } from '~/components/boleto/itf25-barcode';
import { formatLinhaDigitavel } from '~/domain/boleto';
import { formatBRL, formatCalendarDay } from '~/i18n/format';
import { siteText } from '~/i18n/pt-BR';
import { chargeText } from '~/i18n/pt-BR-charges';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { idParam } from '~/schemas/id-param';
import { requireApprovedViewer } from '~/server/auth/page-guards.server';
import printDocumentCss from '~/styles/print-document.css?url';
import { container } from '~/styles/utility.css';
import { Button, buttonClass } from '~/ui/button';
import { loadBoletoPage } from './boleto-page.server';
import printCss from './print.css?url';
import * as s from './route.css';

const text = chargeText.page;

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: printDocumentCss, media: 'print' },
  { rel: 'stylesheet', href: printCss, media: 'print' },
];

/** The winner's only, as checkout: a visitor is sent to sign in, anyone else refused as checkout refuses them. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = requireApprovedViewer(context, request);
  const id = idParam.safeParse(params.id);
  if (!id.success) throw new Response(siteText.lot.notFound, { status: 404 });
  const page = await loadBoletoPage(context, id.data, viewer.id);
  if (page.kind === 'lot_not_found') throw new Response(siteText.lot.notFound, { status: 404 });
  if (page.kind === 'not_winner') throw data({ reason: 'not_winner', message: checkoutText.winnerOnly }, { status: 403 });
  if (page.kind === 'no_boleto') throw new Response(text.notFound, { status: 404 });
  return page;
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: siteText.meta.pageTitle(page ? text.pageTitle(page.lot.id) : text.notFound) },
  { name: 'robots', content: 'noindex' },
];

function Field({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${s.field} ${s.wide}` : s.field}>
      <dt className={s.term}>{term}</dt>
      <dd className={s.value}>{children}</dd>
    </div>
  );
}

const STATUS_NOTICE = { paid: text.paid, expired: text.expired, removed: text.removed } as Record<string, string>;

/**
 * The boleto as a bank prints it: beneficiário, pagador, vencimento, valor, nosso número, the linha digitável
 * and the ITF-25 barcode, and the Pix QR Code of its cobv. 'Imprimir' prints it alone on A4 (print.css).
 */
export default function BoletoPage() {
  const { lot, beneficiary, payer, boleto, qr } = useLoaderData<typeof loader>();
  const amount = formatBRL(boleto.amount_cents);
  const linha = formatLinhaDigitavel(boleto.linha_digitavel);
  const notice = STATUS_NOTICE[boleto.status];
  return (
    <article className={`${container} ${s.page}`} data-print-document="" data-testid="boleto-page">
      <div className={s.heading}>
        <p className={s.house}>{beneficiary}</p>
        <h1 className={s.title}>{text.title}</h1>
      </div>
      {notice && (
        <p className={s.notice} role="status">
          {notice}
        </p>
      )}
      <div>
        <p className={s.term}>{text.linhaDigitavel}</p>
        <p className={s.linha} data-testid="boleto-page-linha">
          {linha}
        </p>
      </div>
      <dl className={s.fields}>
        <Field term={text.beneficiary}>{beneficiary}</Field>
        <Field term={text.dueDate}>{formatCalendarDay(boleto.due_date)}</Field>
        <Field term={text.payer}>{payer.document ? `${payer.name} — ${payer.document}` : payer.name}</Field>
        <Field term={text.amount}>{amount}</Field>
        <Field term={text.ourNumber}>
          <span className={s.code}>{boleto.txid}</span>
        </Field>
        <Field term={text.lot}>{text.lotLine(lot.id, lot.title)}</Field>
      </dl>
      <div className={s.barcode}>
        <Itf25Barcode digits={boleto.barcode} />
      </div>
      <section className={s.pix} aria-labelledby="boleto-pix-title">
        <img src={qr} alt={text.qrAlt(amount)} className={s.qr} width={180} height={180} />
        <div className={s.pixBody}>
          <h2 className={s.pixTitle} id="boleto-pix-title">
            {text.pixTitle}
          </h2>
          <p className={s.muted}>{text.pixIntro}</p>
          <p className={s.term}>{text.pixCode}</p>
          <p className={s.pixCode} data-testid="boleto-pix-code">
            {boleto.pix_copia_e_cola}
          </p>
        </div>
      </section>
      <div className={s.actions} data-print="hide">
        <Button variant="primary" onPress={() => window.print()}>
          {text.print}
        </Button>
        <Link to={`/checkout/${lot.id}`} className={buttonClass('secondary')}>
          {text.back}
        </Link>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { id } = useParams();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const denied = error.data as { reason?: string; message?: string } | null;
    return <AccessDenied reason={denied?.reason} message={denied?.message} />;
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className={`${container} ${s.page}`}>
      <h1 className={s.title}>{notFound ? String(error.data) : siteText.errors.serverTitle}</h1>
      {!notFound && <p>{siteText.errors.generic}</p>}
      <Link to={`/checkout/${id ?? ''}`} className={buttonClass('primary')}>
        {text.back}
      </Link>
    </div>
  );
}
