import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react';
import { openLogin, openRegister } from '~/client/auth-events';
import { BidButton } from '~/components/bid-button';
import { Countdown } from '~/components/countdown';
import { FavoriteButton } from '~/components/favorite-button';
import { LotAnnouncer } from '~/components/lot-announcer';
import { LotGallery } from '~/components/lot-gallery';
import { MaximumPanel, BidHistory, PriceChart, PriceNotes } from '~/components/lot-member-parts';
import { closedLotView, LotOutcomeBlock } from '~/components/lot-outcome';
import { ExtendedBadge, StatusBadge } from '~/components/status-badge';
import { CheckoutAction, WinnerBanner } from '~/components/winner-parts';
import { lotClosedAt } from '~/domain/closed-lot';
import { displayStatus } from '~/domain/lot-status';
import { extensionCapReached } from '~/domain/soft-close';
import { useLotRoom } from '~/hooks/use-lot-room';
import { useNow } from '~/hooks/use-server-clock';
import { useSessionUser } from '~/hooks/use-session-user';
import { formatDateTime, formatReais } from '~/i18n/format';
import { siteText } from '~/i18n/pt-BR';
import { closedLot, liveLot } from '~/i18n/pt-BR-lot-first-paint';
import { pricesText } from '~/i18n/pt-BR-prices';
import { idParam } from '~/schemas/id-param';
import { hasPrices } from '~/schemas/lot';
import { isApprovedMember } from '~/server/auth/viewer';
import { ownMaximum } from '~/server/bidding/own-maximum.server';
import { lotEquipmentViewById } from '~/server/equipment/equipment-read.server';
import { readLot } from '~/server/lots/lot-read.server';
import { lotRealizedPrices } from '~/server/lots/realized-prices.server';
import { container } from '~/styles/utility.css';
import { Button, buttonClass } from '~/ui/button';
import { ClockIcon, LockIcon } from '~/ui/icons';
import { LotGrades } from './lot-grades';
import { LotSpecs } from './lot-specs';
import * as s from './route.css';
import { VerifiedSheet, WipeBadge } from './verified-sheet';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = idParam.safeParse(params.id);
  const detail = id.success ? await readLot(context, id.data, context.viewer) : null;
  if (!detail) throw new Response(siteText.lot.notFound, { status: 404 });
  const [maximum, equipment, realizedPrices] = await Promise.all([
    ownMaximum(context, detail.lot, context.viewer),
    lotEquipmentViewById(context.db, detail.lot.id, context.viewer),
    // Realized prices are prices: members only, and only beside a lot still to be sold (decision 0046).
    context.viewer && detail.lot.status !== 'closed' ? lotRealizedPrices(context.db, detail.lot.id) : null,
  ]);
  return {
    ...detail,
    maximum,
    equipment,
    realizedPrices,
    maxTotalExtensionMinutes: context.settings.softClose.maxTotalExtensionMinutes,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: siteText.meta.pageTitle(data.lot.title) }, { name: 'description', content: data.lot.description.slice(0, 160) }]
    : [{ title: siteText.lot.notFound }];

export default function LotDetailPage() {
  const detail = useLoaderData<typeof loader>();
  const { lot, bids, viewers, connection, onBidAnswer, bidChannel } = useLotRoom(detail);
  const { maximum, equipment } = detail;
  const user = useSessionUser();
  const now = useNow();
  const shown = displayStatus({ status: lot.status, startsAt: lot.starts_at, endsAt: lot.ends_at }, now);
  // The detail badge: Ativo, Encerrado, otherwise Pendente.
  const badge = shown === 'active' || shown === 'scheduled' ? 'active' : shown === 'closed' ? 'closed' : 'pending';
  const member = hasPrices(lot) ? lot : null;
  const closed = shown === 'closed';
  const capReached =
    !!lot.ends_at &&
    extensionCapReached(
      Date.parse(lot.ends_at),
      lot.original_ends_at ? Date.parse(lot.original_ends_at) : null,
      detail.maxTotalExtensionMinutes,
    );
  const leaderId = member && member.bid_count > 0 ? member.top_bid_user_id : null;
  // A closed lot's outcome (foreseen while the room's close is on its way) and the price it closed at.
  const ended = closed ? closedLotView(member, user?.id ?? null) : null;
  const won = member !== null && closed && user !== null && member.winner_user_id === user.id;
  // Lance automático: approved members on a running lot (a suspended member sees the note in the bid button's place).
  const mayAutoBid = member !== null && shown === 'active' && user !== null && (user.isApproved || user.isAdmin) && !user.biddingSuspended;
  return (
    <div className={`${container} ${s.layout}`}>
      <LotGallery images={lot.images} title={lot.title} />
      <div className={s.info}>
        <div className={s.badges}>
          <span className={s.category}>{lot.category}</span>
          <StatusBadge status={badge} />
          {lot.extended && <ExtendedBadge />}
          <FavoriteButton lotId={lot.id} placement="detail" />
        </div>
        <h1 className={s.title}>{lot.title}</h1>
        {lot.condition && (
          <p className={s.meta}>
            {siteText.lot.condition}: <strong>{lot.condition}</strong>
          </p>
        )}
        <LotGrades functional={lot.functional_grade} cosmetic={lot.cosmetic_grade} />
        {!equipment.sheet && equipment.certificate && (
          <p className={s.badges}>
            <WipeBadge lotId={lot.id} certificate={equipment.certificate} />
          </p>
        )}

        <div className={s.priceBox}>
          {closed && (
            <LotOutcomeBlock
              outcome={ended?.outcome ?? null}
              amount={ended?.price ?? null}
              closedAt={lotClosedAt({ closedAt: lot.closed_at, endsAt: lot.ends_at })}
            />
          )}
          <p className={s.priceLabel}>
            {ended?.outcome ? closedLot.priceLabel[ended.outcome] : closed ? closedLot.result : siteText.lot.currentBid}
          </p>
          {member ? (
            <>
              <p className={s.price} data-testid="lot-price">
                {formatReais(ended?.price ?? member.current_price)}
              </p>
              {!closed && <PriceNotes reserveMet={member.reserve_met} />}
            </>
          ) : (
            <div className={s.locked}>
              <p className={s.lockedText}>
                <LockIcon size={18} /> {siteText.lot.loginToSee}
              </p>
              <Button variant="secondary" size="sm" onPress={openRegister}>
                {siteText.lot.registerFree}
              </Button>
            </div>
          )}
          {member && shown === 'active' && user && member.top_bid_user_id === user.id && <p className={s.topBid}>{liveLot.topBidYou}</p>}
          {member && !closed && detail.realizedPrices && (
            <p className={s.meta} data-testid="realized-prices">
              <Link to={`${pricesText.path}?${pricesText.modelParam}=${encodeURIComponent(detail.realizedPrices.model_key)}`}>
                {pricesText.wholeAmounts(
                  pricesText.lotLine(detail.realizedPrices.min_price, detail.realizedPrices.max_price, detail.realizedPrices.count),
                )}
              </Link>
            </p>
          )}
          {shown === 'scheduled' && (
            <p className={s.timing}>
              <ClockIcon size={18} /> {siteText.lot.startsAt} <strong>{formatDateTime(lot.starts_at)}</strong>
            </p>
          )}
          {!closed && (
            <>
              <p className={s.timing}>
                <ClockIcon size={18} /> {siteText.lot.endsIn} <Countdown endsAt={lot.ends_at} className={s.countdown} />
              </p>
              {lot.extension_minutes > 0 && (
                <>
                  <p className={s.meta} data-testid="extension-rule">
                    {liveLot.extensionRule(lot.extension_minutes)}
                  </p>
                  <p className={s.meta} data-testid="extension-cap">
                    {capReached
                      ? liveLot.extensionCapReached(detail.maxTotalExtensionMinutes)
                      : liveLot.extensionCap(detail.maxTotalExtensionMinutes)}
                  </p>
                </>
              )}
              {lot.ends_at && (
                <p className={s.meta}>
                  {siteText.lot.endsAtLabel}: {formatDateTime(lot.ends_at)}
                </p>
              )}
            </>
          )}
          {/* the amount is the outcome's and the price's, just above */}
          {won && <WinnerBanner finalPrice={null} />}
          {won ? (
            <CheckoutAction lotId={lot.id} placement="detail" />
          ) : closed ? null : !member ? (
            <Button size="lg" block onPress={openLogin}>
              {siteText.lot.loginToBid}
            </Button>
          ) : shown === 'active' ? (
            <>
              <BidButton lot={member} size="lg" block onAnswer={onBidAnswer} channel={bidChannel} />
              {mayAutoBid && (
                <MaximumPanel
                  key={lot.id}
                  lotId={lot.id}
                  currentPrice={member.current_price}
                  leading={leaderId !== null && leaderId === user.id}
                  initial={maximum}
                  onAnswer={onBidAnswer}
                />
              )}
            </>
          ) : (
            <Button size="lg" block isDisabled>
              {shown === 'scheduled' ? siteText.card.waiting : siteText.lot.closed}
            </Button>
          )}
          {!closed && (
            <p className={s.live} data-connection={connection}>
              {/* nothing until the socket has opened or failed once (the line keeps its height meanwhile) */}
              {(connection !== 'connecting' || viewers !== null) && (
                <>
                  <span className={s.liveDot} aria-hidden="true" />
                  {connection === 'open' ? liveLot.live : liveLot.offline}
                  {viewers !== null && <span> · {liveLot.viewers(viewers)}</span>}
                </>
              )}
            </p>
          )}
          <LotAnnouncer
            endsAt={lot.ends_at}
            extended={lot.extended}
            leaderId={leaderId}
            viewerId={user?.id ?? null}
            closed={ended?.summary ?? null}
          />
        </div>

        <section className={s.section}>
          <h2 className={s.sectionTitle}>{siteText.lot.description}</h2>
          {lot.description
            .split('\n')
            .filter(Boolean)
            .map((paragraph, i) => (
              <p key={i} className={s.paragraph}>
                {paragraph}
              </p>
            ))}
        </section>

        <LotSpecs specs={detail.specs} className={s.section} />

        {equipment.sheet && (
          <VerifiedSheet
            lotId={lot.id}
            sheet={equipment.sheet}
            files={user === null ? 'sign_in' : isApprovedMember(user) ? 'download' : 'approval'}
            className={s.section}
          />
        )}

        {bids && (
          <section className={s.section} aria-labelledby="lot-bids-title">
            <h2 className={s.sectionTitle} id="lot-bids-title">
              {siteText.lot.bids}
            </h2>
            {bids.length === 0 ? (
              <p className={s.meta}>{siteText.lot.noBids}</p>
            ) : (
              <>
                <BidHistory bids={bids} />
                <PriceChart
                  bids={bids}
                  endsAt={lot.ends_at}
                  originalEndsAt={lot.original_ends_at}
                  extensionMinutes={lot.extension_minutes}
                  extended={lot.extended}
                  maxTotalExtensionMinutes={detail.maxTotalExtensionMinutes}
                />
              </>
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
      <h1>{notFound ? siteText.lot.notFound : siteText.errors.serverTitle}</h1>
      {!notFound && <p>{siteText.errors.generic}</p>}
      <Link to="/lotes" className={buttonClass('primary')}>
        {siteText.lot.backToList}
      </Link>
    </div>
  );
}
