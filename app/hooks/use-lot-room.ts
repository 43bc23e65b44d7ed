/**
 * The lot page's live connection: opens `/api/auctions/{id}/live` while the page is
 * shown, applies `auction_update` and `viewers`, passes each update on as the window event `auctionUpdate`,
 * fetches the page data again after a gap in `seq` or a reconnect, and polls every 10 s while the lot is
 * active and the socket is not open. Our bids go on the socket while it is open (its BidChannel).
 */
import { useRevalidator } from '@remix-run/react';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BidChannel } from '~/client/bid-channel';
import { openLiveSocket, type LiveSocketState } from '~/client/live-socket';
import { currentLot, emptyRoom, mergeBids, receive, receiveAnswer, type RoomState } from '~/client/lot-room-state';
import type { LiveBid, LiveLotMember, LotSocketMessage } from '~/schemas/live';
import type { Lot, LotBid } from '~/schemas/lot';

export const AUCTION_UPDATE_EVENT = 'auctionUpdate';
const POLL_MS = 10_000;

export interface LotRoomView {
  lot: Lot;
  /** newest first; null for visitors */
  bids: (LotBid | LiveBid)[] | null;
  viewers: number | null;
  connection: LiveSocketState;
  /** the answer to one of our bids: its lot (and the bid, when accepted) */
  onBidAnswer: (lot: LiveLotMember | null, bid: LiveBid | null) => void;
  /** the lot socket for our bids (see place-bid) */
  bidChannel: BidChannel;
}

export function useLotRoom({ lot, seq, bids }: { lot: Lot; seq: number; bids: LotBid[] | null }): LotRoomView {
  const revalidator = useRevalidator();
  const [room, setRoom] = useState<RoomState>(emptyRoom);
  const [connection, setConnection] = useState<LiveSocketState>('connecting');
  const roomRef = useRef(room);
  const refetch = useRef(() => {});
  refetch.current = () => {
    if (revalidator.state === 'idle') revalidator.revalidate();
  };
  const knownBidSeq = useRef(0);
  knownBidSeq.current = bids?.[0]?.seq ?? 0;

  const update = useCallback((next: RoomState) => {
    roomRef.current = next;
    setRoom(next);
  }, []);

  const [bidChannel] = useState(() => new BidChannel());
  useEffect(() => {
    update(emptyRoom);
    const socket = openLiveSocket<LotSocketMessage>({
      path: `/api/auctions/${lot.id}/live`,
      // What the socket says is drawn in transitions: it may speak before the page's parts that load on
      // demand (the heart, the history, the bid button) have hydrated, and an urgent update reaching one of
      // them would throw its server markup away (React error #421); a transition waits for them.
      onMessage(message) {
        if (message.type === 'bid_result') return bidChannel.answered(message);
        const received = receive(roomRef.current, message, knownBidSeq.current);
        startTransition(() => update(received.state));
        if (received.update) window.dispatchEvent(new CustomEvent(AUCTION_UPDATE_EVENT, { detail: received.update }));
        if (received.missed) refetch.current();
      },
      onState(state) {
        if (state === 'open') bidChannel.attach((message) => socket.send(message));
        else bidChannel.detach();
        startTransition(() => setConnection(state));
      },
      onReconnect: () => refetch.current(),
    });
    return () => {
      bidChannel.detach();
      socket.close();
    };
  }, [lot.id, update, bidChannel]);

  const shown = useMemo(() => currentLot(lot, seq, room), [lot, seq, room]);

  // One steady 10 s beat while the lot is active (a flapping socket must not keep restarting it);
  // each beat refetches unless the socket is open at that moment.
  const connectionRef = useRef(connection);
  connectionRef.current = connection;
  useEffect(() => {
    if (shown.status !== 'active') return;
    const timer = setInterval(() => connectionRef.current !== 'open' && refetch.current(), POLL_MS);
    return () => clearInterval(timer);
  }, [shown.status]);

  const onBidAnswer = useCallback(
    (answer: LiveLotMember | null, bid: LiveBid | null) => update(receiveAnswer(roomRef.current, answer, bid)),
    [update],
  );

  return {
    lot: shown,
    bids: useMemo(() => (bids ? mergeBids(bids, room.bids) : null), [bids, room.bids]),
    viewers: room.viewers,
    connection,
    onBidAnswer,
    bidChannel,
  };
}
