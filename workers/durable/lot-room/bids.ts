/** Deciding one bid against the room, single-threaded: the room is the authority on every bid. */
import { checkBid, type BidRejection } from '~/domain/bid-rules';
import { centsToReais } from '~/domain/money';
import type { WindowVerdict } from '~/domain/window-limiter';
import type { LiveBid } from '~/schemas/live';
import type { PlaceBidInput } from '~/server/bidding/lot-room-api.server';
import type { BidRow, RoomRow } from './schema';
import type { LotRoomStorage } from './storage';

export type BidDecision =
  | { ok: true; replayed: boolean; bid: LiveBid }
  | { ok: false; reason: BidRejection; minimumCents: number }
  /** past the member's pace: nothing decided or recorded */
  | { ok: false; reason: 'too_fast'; retryAfterMs: number };

export function liveBid(bid: Pick<BidRow, 'seq' | 'amount_cents' | 'created_at'>): LiveBid {
  return { seq: bid.seq, amount: centsToReais(bid.amount_cents), created_at: bid.created_at };
}

/**
 * A keyed retry gets the decision recorded for its key (accepted or refused). Otherwise the member's pace
 * is counted, then the bid is checked (`now < ends_at` on every bid: alarms may fire late); an accepted
 * bid, its decision, the new top and its outbox entries (the mirror, the outbid notice) are written in one
 * transaction, before the reply.
 */
export function decideBid(store: LotRoomStorage, room: RoomRow, input: PlaceBidInput, now: number, pace: () => WindowVerdict): BidDecision {
  const key = input.idempotencyKey ?? null;
  const replay = key === null ? undefined : store.findDecision(input.userId, key);
  if (replay) {
    if (replay.seq !== null) return { ok: true, replayed: true, bid: liveBid(store.bidAt(replay.seq)) };
    return { ok: false, reason: replay.reason!, minimumCents: replay.minimum_cents };
  }
  // Only a new decision counts against the member's pace: a retry of a decided key is answered above.
  const paced = pace();
  if (!paced.allowed) return { ok: false, reason: 'too_fast', retryAfterMs: paced.retryAfterMs };

  const check = checkBid(
    {
      status: room.status,
      startsAt: room.starts_at,
      endsAt: room.ends_at,
      currentPriceCents: room.current_price_cents,
      topBidUserId: room.top_bid_user_id,
    },
    { userId: input.userId, approved: input.approved, amountCents: input.amountCents, now },
  );
  if (!check.ok) {
    if (key !== null) store.recordDecision(input.userId, key, { reason: check.reason, minimumCents: check.minimumCents }, now);
    return { ok: false, reason: check.reason, minimumCents: check.minimumCents };
  }

  const bid: BidRow = {
    seq: room.bid_seq + 1,
    user_id: input.userId,
    amount_cents: input.amountCents,
    idempotency_key: key,
    created_at: new Date(now).toISOString(),
  };
  const previousTop = room.top_bid_user_id;
  store.write(() => {
    store.appendBid(bid);
    if (key !== null) store.recordDecision(input.userId, key, { seq: bid.seq }, now);
    store.applyBid(bid.seq, bid.user_id, bid.amount_cents);
    store.enqueue({ kind: 'bid', seq: bid.seq });
    store.enqueue({
      kind: 'pulse',
      pulse: {
        event: 'bid',
        lotId: room.lot_id,
        seq: bid.seq,
        userId: bid.user_id,
        amountCents: bid.amount_cents,
        createdAt: bid.created_at,
      },
    });
    if (previousTop !== null && previousTop !== input.userId) {
      store.enqueue({
        kind: 'notify',
        userId: previousTop,
        type: 'bid_outbid',
        auctionId: room.lot_id,
        amountCents: input.amountCents,
        key: `outbid:${room.lot_id}:${bid.seq}`,
      });
    }
  });
  return { ok: true, replayed: false, bid: liveBid(bid) };
}
