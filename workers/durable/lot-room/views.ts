/** What the room tells its audiences: visitors get timing and status only, members the prices too. */
import type { LiveBid, LiveLotMember, LiveLotPublic, LotSocketMessage } from '~/schemas/live';
import { memberPriceFields } from '~/schemas/lot';
import type { RoomRow } from './schema';

export function publicView(room: RoomRow, viewers: number): LiveLotPublic {
  return {
    id: room.lot_id,
    status: room.status,
    starts_at: room.starts_at,
    ends_at: room.ends_at,
    end_time: room.ends_at,
    closed_at: room.closed_at,
    viewers,
  };
}

/** `lastBid`: the bid that caused this update, if one did. */
export function memberView(room: RoomRow, viewers: number, lastBid: LiveBid | null): LiveLotMember {
  return {
    ...publicView(room, viewers),
    ...memberPriceFields({
      startPriceCents: room.start_price_cents,
      currentPriceCents: room.current_price_cents,
      bidCount: room.bid_count,
      topBidUserId: room.top_bid_user_id,
      winnerUserId: room.winner_user_id,
      finalPriceCents: room.final_price_cents,
    }),
    last_bid: lastBid,
  };
}

/** Every update carries the lot's event sequence number and the server time. */
export function updateMessage(room: RoomRow, data: LiveLotPublic | LiveLotMember, now: number): LotSocketMessage {
  return { type: 'auction_update', seq: room.version, server_time: now, data };
}

export function viewersMessage(room: RoomRow, viewers: number, now: number): LotSocketMessage {
  return { type: 'viewers', seq: room.version, server_time: now, data: { id: room.lot_id, viewers } };
}
