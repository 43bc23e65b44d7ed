/**
 * The LotRoom's contract: its RPC methods and what they take and answer. `workers/durable/lot-room` implements
 * it; app/ and the Worker reach a lot's room through it (`lotRoom` in platform/objects/stubs.server.ts). The room
 * knows its lot from its own name (`lot:<id>`), so no method names the lot.
 */
import type { BidRejection } from '~/domain/bid-rules';
import type { ExposureRefusal } from '~/domain/bidding-limits';
import type { LotStatus } from '~/domain/lot-status';
import type { LotOutcome } from '~/domain/soft-close';
import type { LiveBid, LiveLotMember } from '~/schemas/live';
import type { MaximumView } from '~/schemas/maximum';

/** The lot as the room holds it: its one `room` row (workers/durable/lot-room/schema.ts), which a relay is sent. */
export interface RoomRow {
  id: 1;
  lot_id: number;
  status: LotStatus;
  start_price_cents: number;
  current_price_cents: number;
  top_bid_user_id: number | null;
  bid_count: number;
  bid_seq: number;
  /** the lot's event sequence number: +1 on every change, sent with each update, mirrored as lots.mirror_seq */
  version: number;
  starts_at: string | null;
  ends_at: string | null;
  closed_at: string | null;
  winner_user_id: number | null;
  final_price_cents: number | null;
  /** the ends_at for which 'auction_ending' was sent (a moved end sends it again) */
  ending_notice_for: string | null;
  /** the reserve (null: none): below it the lot closes unsold */
  reserve_cents: number | null;
  /** prorrogação's window N (0: off) */
  extension_minutes: number;
  /** 1 once a late decision has moved the end */
  extended: number;
  /** the end before the first extension moved it (null until then) */
  original_ends_at: string | null;
  /** how the lot ended, once closed */
  outcome: LotOutcome | null;
  [key: string]: SqlStorageValue;
}

export interface PlaceBidInput {
  userId: number;
  approved: boolean;
  amountCents: number;
  /** the client's Idempotency-Key: the same key returns the same decision and never a second bid */
  idempotencyKey?: string;
}

export type PlaceBidResult =
  | { ok: true; replayed: boolean; bid: LiveBid; lot: LiveLotMember }
  | { ok: false; reason: BidRejection | 'not_found'; minimumCents: number; lot: LiveLotMember | null }
  /** the bid would take the member past their limite de lances (decision 0038): nothing was decided */
  | { ok: false; reason: ExposureRefusal; minimumCents: number; lot: LiveLotMember | null }
  /** the member's bids on this lot came faster than the house allows: nothing was decided */
  | { ok: false; reason: 'too_fast'; retryAfterSeconds: number; minimumCents: 0; lot: null };

export interface SetMaximumInput {
  userId: number;
  approved: boolean;
  maxCents: number;
  /** the client's Idempotency-Key: a replay answers as the first call did and changes nothing */
  idempotencyKey?: string;
  /** the member confirmed a maximum above k × the current price (`confirm_high_maximum`) */
  confirmHighMaximum?: boolean;
}

/** Why a maximum is refused: a bid's reasons (the lot, the member), below the minimum, lower than one's own. */
export type MaximumRejection = Exclude<BidRejection, 'top_bidder'> | 'lowered';

export type SetMaximumResult =
  | { ok: true; replayed: boolean; maximum: MaximumView; lot: LiveLotMember }
  | { ok: false; reason: MaximumRejection | 'not_found' | ExposureRefusal; minimumCents: number; lot: LiveLotMember | null }
  /** above k × the current price without `confirmHighMaximum`: nothing was decided */
  | {
      ok: false;
      reason: 'high_maximum';
      minimumCents: number;
      maxCents: number;
      priceCents: number;
      factor: number;
      lot: LiveLotMember | null;
    }
  | { ok: false; reason: 'too_fast'; retryAfterSeconds: number; minimumCents: 0; lot: null };

/** An administrator's terms of a lot that the room applies: the reserve and the extension window. */
export interface LotTerms {
  reservePriceCents: number | null;
  extensionMinutes: number;
}

export type RoomCommandResult =
  | { ok: true; lot: LiveLotMember }
  /** `has_bids`: the lot's terms are fixed once its first bid is in (setTerms) */
  | { ok: false; reason: 'not_found' | 'not_active' | 'has_bids'; lot: LiveLotMember | null };

/** The lot's room: the authority on a live lot. Every method is idempotent or keyed (see placeBid). */
/** An edit of the lot's report or certificate asked the room for the lot (decision 0037). */
export type EquipmentHoldResult = { held: true } | { held: false; reason: 'not_found' | 'closed' | 'has_bids' | 'busy' };

export interface LotRoomApi extends Rpc.DurableObjectBranded {
  /**
   * `onAccepted`: told before the broadcast (a bidder on the socket hears its answer before the crowd hears the bid);
   * a member's first bid on the lot, and a replay, once D1 has it (decision 0028).
   */
  placeBid(input: PlaceBidInput, onAccepted?: (result: PlaceBidResult) => void): Promise<PlaceBidResult>;
  /** The live state as a member sees it (null when the lot does not exist). */
  snapshot(): Promise<LiveLotMember | null>;
  /** Waits for the D1 mirror of what the room has decided so far, then returns the live state and its version. */
  settle(): Promise<{ lot: LiveLotMember; version: number } | null>;
  /** Loads the lot (from D1 on first use) and arms the alarm. */
  arm(): Promise<LiveLotMember | null>;
  /** An administrator closes an active lot now. */
  close(): Promise<RoomCommandResult>;
  /** An administrator moves the end (and optionally the start) of a lot that is not closed. */
  reschedule(times: { endsAt: string; startsAt?: string | null }): Promise<RoomCommandResult>;
  /** A second-chance offer accepted: the closed lot goes to that bidder at their own last bid. */
  reassignWinner(winner: { userId: number; amountCents: number }): Promise<RoomCommandResult>;
  /** A member's new or raised secret maximum; the room resolves the lot at once (decision 0026). */
  setMaximum(input: SetMaximumInput): Promise<SetMaximumResult>;
  /**
   * The member was suspended: their secret maximum here no longer answers (their bids stay, the highest one being
   * what they may still win at). True when there was one to cancel; answered once D1 has dropped it.
   */
  cancelMaximum(userId: number): Promise<boolean>;
  /** The member's own maximum on the lot, or null. */
  maximumOf(userId: number): Promise<MaximumView | null>;
  /** An administrator's new reserve or extension window, on a lot not yet closed and without bids. */
  setTerms(terms: LotTerms): Promise<RoomCommandResult>;
  /** Before a bid-less lot is deleted from D1: false once a bid is in. */
  forget(): Promise<boolean>;
  /**
   * An edit of the report or certificate takes the lot for `ms` (no bid, not closed, no other edit): one
   * conditional write, and bids are refused until `releaseEquipment(token)` or the hold lapses.
   */
  holdEquipment(token: string, ms: number): Promise<EquipmentHoldResult>;
  releaseEquipment(token: string): Promise<void>;
  /**
   * A user's sessions ended: their sockets whose session is no longer live turn back into a visitor's.
   * Returns how many were stripped and how many of the user's member sockets are still open.
   */
  sessionsEnded(userId: number): Promise<{ stripped: number; open: number }>;
  /** The lot as the room holds it, for a relay that lost its copy (evicted) before the next update reaches it. */
  relaySnapshot(): Promise<RoomRow | null>;
}
