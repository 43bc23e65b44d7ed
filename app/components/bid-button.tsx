import { lazy, Suspense, useState } from 'react';
import { openLogin } from '~/client/auth-events';
import type { BidChannel } from '~/client/bid-channel';
import { serverNow } from '~/client/server-clock';
import { bidStartRefusal } from '~/domain/bid-rules';
import { reaisToNearestCents } from '~/domain/money';
import { useSessionUser } from '~/hooks/use-session-user';
import { siteText } from '~/i18n/pt-BR';
import { bidStart } from '~/i18n/pt-BR-lot-first-paint';
import type { LiveBid, LiveLotMember } from '~/schemas/live';
import type { MemberLot } from '~/schemas/lot';
import { Button, type ButtonSize } from '~/ui/button';
import { useToast } from '~/ui/toasts/toast-provider';
import { BiddingSuspendedNote } from './bidding-suspended-note';

const loadBidModal = () => import('./bid-modal');
// The modal's code loads on first use (or when the pointer comes near the button), not with the page.
const BidModal = lazy(loadBidModal);

/**
 * 'Dar Lance': the start-of-bid rules (signed in, lot active, not already the top bidder), then the bid modal.
 * A member suspended for non-payment sees why instead of the button (the server refuses their bids anyway).
 */
export function BidButton({
  lot,
  onAnswer,
  size = 'md',
  block = false,
  channel,
}: {
  lot: MemberLot;
  onAnswer: (lot: LiveLotMember | null, bid: LiveBid | null) => void;
  /** the lot page's socket for bids; over HTTP when absent */
  channel?: BidChannel;
  size?: ButtonSize;
  block?: boolean;
}) {
  const user = useSessionUser();
  const toast = useToast();
  const [open, setOpen] = useState(false);

  function start() {
    if (!user) {
      toast.show('info', bidStart.loginToBid);
      return openLogin();
    }
    const refusal = bidStartRefusal(
      { status: lot.status, startsAt: lot.starts_at, endsAt: lot.ends_at, topBidUserId: lot.top_bid_user_id },
      user.id,
      serverNow(),
    );
    if (refusal === 'top_bidder') return toast.show('info', bidStart.topBidder);
    if (refusal) return toast.show('warning', bidStart.notActive);
    setOpen(true);
  }

  if (user?.biddingSuspended) return <BiddingSuspendedNote />;

  return (
    <>
      <Button size={size} block={block} onPress={start} onPointerEnter={loadBidModal} onFocus={loadBidModal}>
        {siteText.card.bid}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BidModal
            lotId={lot.id}
            currentPriceCents={reaisToNearestCents(lot.current_price)}
            onClose={() => setOpen(false)}
            onAnswer={onAnswer}
            channel={channel}
          />
        </Suspense>
      )}
    </>
  );
}
