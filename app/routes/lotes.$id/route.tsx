import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react';
import { z } from 'zod';
import { openLogin, openRegister } from '~/components/auth-events';
import { Countdown } from '~/components/countdown';
import { FavouriteButton } from '~/components/favourite-button';
import { ClockIcon, LockIcon } from '~/components/icons';
import { LotGallery } from '~/components/lot-gallery';
import { StatusBadge } from '~/components/status-badge';
import { displayStatus } from '~/domain/lot-status';
import { useNow } from '~/hooks/use-server-clock';
import { formatBRL, formatDateTime } from '~/i18n/format';
import { t } from '~/i18n/pt-BR';
import { hasPrices } from '~/schemas/lot';
import { getLot } from '~/server/lots.server';
import { container } from '~/styles/utility.css';
import { Button, buttonClass } from '~/ui/button';
import * as s from './route.css';

const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = idParam.safeParse(params.id);
  const detail = id.success ? await getLot(context.db, id.data, context.viewer) : null;
  if (!detail) throw new Response(t.lot.notFound, { status: 404 });
  return detail;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: t.meta.lotTitle(data.lot.title) }, { name: 'description', content: data.lot.description.slice(0, 160) }] : [{ title: t.lot.notFound }];

export default function LotDetailPage() {
  const { lot, bids } = useLoaderData<typeof loader>();
  const now = useNow();
  const shown = displayStatus({ status: lot.status, startsAt: lot.starts_at, endsAt: lot.ends_at }, now);
  // The detail badge: Ativo, Encerrado, otherwise Pendente.
  const badge = shown === 'active' || shown === 'scheduled' ? 'active' : shown === 'closed' ? 'closed' : 'pending';
  return (
    <div className={`${container} ${s.layout}`}>
      <LotGallery images={lot.images} title={lot.title} />
      <div className={s.info}>
        <div className={s.badges}>
          <span className={s.category}>{lot.category}</span>
          <StatusBadge status={badge} />
          <FavouriteButton lotId={lot.id} placement="detail" />
        </div>
        <h1 className={s.title}>{lot.title}</h1>
        {lot.condition && (
          <p className={s.meta}>
            {t.lot.condition}: <strong>{lot.condition}</strong>
          </p>
        )}

        <div className={s.priceBox}>
          <p className={s.priceLabel}>{t.lot.currentBid}</p>
          {hasPrices(lot) ? (
            <p className={s.price}>{formatBRL(Math.round(lot.current_price * 100))}</p>
          ) : (
            <div className={s.locked}>
              <p className={s.lockedText}>
                <LockIcon size={18} /> {t.lot.loginToSee}
              </p>
              <Button variant="secondary" size="sm" onPress={openRegister}>
                {t.lot.registerFree}
              </Button>
            </div>
          )}
          {shown === 'scheduled' && (
            <p className={s.timing}>
              <ClockIcon size={18} /> {t.lot.startsAt} <strong>{formatDateTime(lot.starts_at)}</strong>
            </p>
          )}
          <p className={s.timing}>
            <ClockIcon size={18} /> {t.lot.endsIn} <Countdown endsAt={lot.ends_at} className={s.countdown} />
          </p>
          {lot.ends_at && (
            <p className={s.meta}>
              {t.lot.endsAtLabel}: {formatDateTime(lot.ends_at)}
            </p>
          )}
          {hasPrices(lot) ? (
            <Button size="lg" block isDisabled={shown !== 'active'}>
              {shown === 'active' ? t.lot.bid : t.lot.closed}
            </Button>
          ) : (
            <Button size="lg" block onPress={openLogin}>
              {t.lot.loginToBid}
            </Button>
          )}
        </div>

        <section className={s.section}>
          <h2 className={s.sectionTitle}>{t.lot.description}</h2>
          {lot.description.split('\n').filter(Boolean).map((paragraph, i) => (
            <p key={i} className={s.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>

        {bids && (
          <section className={s.section}>
            <h2 className={s.sectionTitle}>{t.lot.bids}</h2>
            {bids.length === 0 ? (
              <p className={s.meta}>{t.lot.noBids}</p>
            ) : (
              <ol className={s.bidList}>
                {bids.map((bid) => (
                  <li key={bid.id}>
                    <strong>{formatBRL(Math.round(bid.amount * 100))}</strong>
                    <time dateTime={bid.created_at}>{formatDateTime(bid.created_at)}</time>
                  </li>
                ))}
              </ol>
            )}
          </section>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className={`${container} ${s.notFound}`}>
      <h1>{notFound ? t.lot.notFound : t.errors.serverTitle}</h1>
      {!notFound && <p>{t.errors.generic}</p>}
      <Link to="/lotes" className={buttonClass('primary')}>
        {t.lot.backToList}
      </Link>
    </div>
  );
}
