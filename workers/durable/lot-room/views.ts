/** What the room tells its audiences: visitors get timing and status only, members the prices too. */
import { centsToReais } from '~/domain/money';
import type { LiveBid, LiveLotMember, LiveLotPublic, LotSocketMessage } from '~/schemas/live';
import { memberPriceFields } from '~/schemas/lot';
import type { MaximumView } from '~/schemas/maximum';
import type { RoomRow } from '~/server/platform/objects/lot-room-api.server';
import type { BidRow, StandingRow } from './schema';

export function liveBid(bid: Pick<BidRow, 'seq' | 'amount_cents' | 'created_at' | 'is_auto'>): LiveBid {
  return { seq: bid.seq, amount: centsToReais(bid.amount_cents), created_at: bid.created_at, is_auto: bid.is_auto === 1 };
}

export function publicView(room: RoomRow, viewers: number): LiveLotPublic {
  return {
    id: room.lot_id,
    status: room.status,
    starts_at: room.starts_at,
    ends_at: room.ends_at,
    end_time: room.ends_at,
    extension_minutes: room.extension_minutes,
    extended: room.extended === 1,
    original_ends_at: room.original_ends_at,
    closed_at: room.closed_at,
    viewers,
  };
}

/** `decided`: the bids of the decision behind this update, in order (none for other updates). */
export function memberView(room: RoomRow, viewers: number, decided: readonly LiveBid[]): LiveLotMember {
  return {
    ...publicView(room, viewers),
    ...memberPriceFields({
      startPriceCents: room.start_price_cents,
      currentPriceCents: room.current_price_cents,
      bidCount: room.bid_count,
      topBidUserId: room.top_bid_user_id,
      winnerUserId: room.winner_user_id,
      finalPriceCents: room.final_price_cents,
      reservePriceCents: room.reserve_cents,
      outcome: room.outcome,
    }),
    last_bid: decided.at(-1) ?? null,
    bids: [...decided],
  };
}

/** Every update carries the lot's event sequence number and the server time. */
export function updateMessage(room: RoomRow, data: LiveLotPublic | LiveLotMember, now: number): LotSocketMessage {
  return { type: 'auction_update', seq: room.version, server_time: now, data };
}

/**
 * `updateMessage` as text around a view serialised earlier: the same text `JSON.stringify(updateMessage(…))`
 * gives, with a fresh server time (clients set their clock by it) and no second serialisation of the lot.
 */
export function updateMessageText(room: RoomRow, dataJson: string, now: number): string {
  return `{"type":"auction_update","seq":${room.version},"server_time":${now},"data":${dataJson}}`;
}

export function viewersMessage(room: RoomRow, viewers: number, now: number): LotSocketMessage {
  return { type: 'viewers', seq: room.version, server_time: now, data: { id: room.lot_id, viewers } };
}

/** A member's own secret maximum (null: none). */
export function maximumView(standing: StandingRow | undefined): MaximumView | null {
  if (!standing || standing.max_cents === null) return null;
  return { max_amount: centsToReais(standing.max_cents), created_at: standing.max_created_at!, updated_at: standing.max_updated_at! };
}
