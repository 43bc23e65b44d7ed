/** What the LotRoom's RPC methods take and answer. */
import type { BidRejection } from '~/domain/bid-rules';
import type { LiveBid, LiveLotMember } from '~/schemas/live';

export interface PlaceBidInput {
  lotId: number;
  userId: number;
  approved: boolean;
  amountCents: number;
  /** the client's Idempotency-Key: the same key returns the same decision and never a second bid */
  idempotencyKey?: string;
}

export type PlaceBidResult =
  | { ok: true; replayed: boolean; bid: LiveBid; lot: LiveLotMember }
  | { ok: false; reason: BidRejection | 'not_found'; minimumCents: number; lot: LiveLotMember | null }
  /** the member's bids on this lot came faster than the house allows: nothing was decided */
  | { ok: false; reason: 'too_fast'; retryAfterSeconds: number; minimumCents: 0; lot: null };

export type RoomCommandResult =
  { ok: true; lot: LiveLotMember } | { ok: false; reason: 'not_found' | 'not_active'; lot: LiveLotMember | null };
