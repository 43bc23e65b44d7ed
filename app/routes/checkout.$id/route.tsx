import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { Countdown } from '~/components/countdown';
import { PickupCard } from '~/components/pickup-card';
import { reaisToNearestCents } from '~/domain/money';
import { formatBRL, formatDateTime, formatReais } from '~/i18n/format';
import { siteText } from '~/i18n/pt-BR';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import type { ChargeQrCodes } from '~/schemas/charges';
import { idParam } from '~/schemas/id-param';
import { requireApprovedViewer } from '~/server/auth/page-guards.server';
import { container } from '~/styles/utility.css';
import { buttonClass } from '~/ui/button';
import { loadCheckoutPage } from './checkout-page.server';
import { DesistenciaSection, type DesistenciaState } from './desistencia-section';
import { PaymentPanel } from './payment-panel';
import { PickupModal } from './pickup-modal';
import { pspCheckout } from './psp-checkout';
import * as s from './route.css';
import { WithdrawalSection } from './withdrawal-section';

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(checkoutText.title) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = requireApprovedViewer(context, request);
  const id = idParam.safeParse(params.id);
  if (!id.success) throw new Response(siteText.lot.notFound, { status: 404 });
  const page = await loadCheckoutPage(context, id.data, viewer.id);
  if (page.access.kind === 'not_found') throw new Response(siteText.lot.notFound, { status: 404 });
  if (page.access.kind === 'not_winner') throw data({ reason: 'not_winner', message: checkoutText.winnerOnly }, { status: 403 });
  return page;
}

export default function Checkout() {
  const page = useLoaderData<typeof loader>();
  const { access } = page;
  if (access.kind === 'running' || access.kind === 'no_bids' || access.kind === 'reserve_not_met') {
    const running = access.kind === 'running';
    const copy = running ? checkoutText.running : access.kind === 'reserve_not_met' ? checkoutText.reserveNotMet : checkoutText.noBids;
    return (
      <div className={`${container} ${s.page}`}>
        <section className={s.state} data-testid={`checkout-${access.kind}`}>
          <h1 className={s.title}>{copy.title}</h1>
          <p className={s.subtitle}>{access.lot.title}</p>
          <p className={s.muted}>{copy.text}</p>
          <Link to={running ? `/lotes/${access.lot.id}` : '/'} className={buttonClass('primary')}>
            {copy.back}
          </Link>
        </section>
      </div>
    );
  }
  if (access.kind !== 'winner' || !page.state || !page.info || !page.slots) return null;
  return (
    <WinnerCheckout
      lot={access.lot}
      state={page.state}
      pixQr={page.pixQr ?? null}
      chargeQr={page.chargeQr ?? null}
      info={page.info}
      slots={page.slots}
      desistencia={page.desistencia ?? null}
    />
  );
}

type LoadedPage = ReturnType<typeof useLoaderData<typeof loader>>;
type WinnerProps = {
  lot: Extract<LoadedPage['access'], { kind: 'winner' }>['lot'];
  state: NonNullable<LoadedPage['state']>;
  pixQr: string | null;
  /** the QR codes of the PSP's charges, when a PSP is configured */
  chargeQr: ChargeQrCodes | null;
  info: NonNullable<LoadedPage['info']>;
  slots: NonNullable<LoadedPage['slots']>;
  desistencia: DesistenciaState | null;
};

function WinnerCheckout({ lot, state, pixQr, chargeQr, info, slots, desistencia }: WinnerProps) {
  const [scheduling, setScheduling] = useState(false);
  const payment = state.payment;
  const summary = checkoutText.summary;
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.heading}>
        <h1 className={s.title}>{checkoutText.title}</h1>
        <p className={s.subtitle}>{siteText.breadcrumbs.lot(lot.id)}</p>
      </div>
      <div className={s.layout}>
        <div className={s.column}>
          {state.pickup && <PickupCard pickup={state.pickup} />}
          {/* A purchase given up (desistência approved) is not paid again. */}
          {payment && payment.status !== 'approved' && desistencia?.request?.status !== 'approved' && (
            <PaymentPanel
              lotId={lot.id}
              totalCents={reaisToNearestCents(payment.total)}
              pix={state.pix}
              pixQr={pixQr}
              bankTransfer={state.bank_transfer}
              psp={pspCheckout(state, chargeQr)}
            />
          )}
          {(!state.pickup || state.pickup.status === 'cancelled') && (
            <WithdrawalSection
              lotId={lot.id}
              paymentStatus={payment?.status ?? null}
              requestedAt={state.withdrawal?.requested_at ?? null}
              onSchedule={() => setScheduling(true)}
            />
          )}
          <DesistenciaSection lotId={lot.id} state={desistencia} />
        </div>
        <section className={`${s.card} ${s.summary}`} aria-labelledby="summary-title">
          <h2 className={s.cardTitle} id="summary-title">
            {summary.title}
          </h2>
          <div className={s.lotLine}>
            {lot.cover && <img src={lot.cover} alt="" className={s.thumb} width={84} height={63} />}
            <div>
              <p className={s.lotTitle}>{lot.title}</p>
              <p className={s.muted}>{lot.category}</p>
            </div>
          </div>
          <dl className={s.sums}>
            <div className={s.sumRow}>
              <dt>{summary.winningBid}</dt>
              <dd data-testid="checkout-winning">{formatBRL(lot.finalPriceCents)}</dd>
            </div>
            {payment && (
              <>
                <div className={s.sumRow}>
                  <dt>{summary.fee}</dt>
                  <dd data-testid="checkout-fee">{formatReais(payment.fee)}</dd>
                </div>
                <div className={`${s.sumRow} ${s.total}`}>
                  <dt>{summary.total}</dt>
                  <dd data-testid="checkout-total">{formatReais(payment.total)}</dd>
                </div>
              </>
            )}
          </dl>
          {!payment && <p className={s.muted}>{checkoutText.errors.paymentMissing}</p>}
          {payment?.status === 'approved' && <p className={s.approved}>{checkoutText.paymentStatus.approved}</p>}
          {payment && payment.status === 'pending' && payment.due_at && (
            <div className={`${s.deadline} ${payment.overdue ? s.overdue : ''}`} data-testid="checkout-deadline">
              <span>
                {payment.overdue ? summary.overdue : summary.deadline}: {formatDateTime(payment.due_at)}
              </span>
              {!payment.overdue && (
                <span>
                  {summary.deadlineIn} <Countdown endsAt={payment.due_at} />
                </span>
              )}
            </div>
          )}
          {payment?.status === 'rejected' && <p className={`${s.deadline} ${s.overdue}`}>{checkoutText.paymentStatus.rejected}</p>}
        </section>
      </div>
      {scheduling && <PickupModal lotId={lot.id} info={info} slots={slots} isOpen onClose={() => setScheduling(false)} />}
    </div>
  );
}
