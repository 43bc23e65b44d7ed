/**
 * The LotRoom's contract: its RPC methods and what they take and answer. `workers/durable/lot-room` implements
 * it; app/ and the Worker reach a lot's room through it (`lotRoom` in platform/objects/stubs.server.ts).
 */
import type { BidRejection } from '~/domain/bid-rules';
import type { AutoBidView } from '~/schemas/auto-bid';
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

export interface SetAutoBidInput {
  lotId: number;
  userId: number;
  approved: boolean;
  maxCents: number;
  /** the client's Idempotency-Key: a replay answers as the first call did and changes nothing */
  idempotencyKey?: string;
}

/** Why a maximum is refused: a bid's reasons (the lot, the member), below the minimum, lower than one's own. */
export type AutoBidRejection = Exclude<BidRejection, 'top_bidder'> | 'lowered';

export type SetAutoBidResult =
  | { ok: true; replayed: boolean; autoBid: AutoBidView; lot: LiveLotMember }
  | { ok: false; reason: AutoBidRejection | 'not_found'; minimumCents: number; lot: LiveLotMember | null }
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
export interface LotRoomApi extends Rpc.DurableObjectBranded {
  /**
   * `onAccepted`: told before the broadcast (a bidder on the socket hears its answer before the crowd hears the bid);
   * a member's first bid on the lot, and a replay, once D1 has it (decision 0028).
   */
  placeBid(input: PlaceBidInput, onAccepted?: (result: PlaceBidResult) => void): Promise<PlaceBidResult>;
  /** The live state as a member sees it (null when the lot does not exist). */
  snapshot(lotId: number): Promise<LiveLotMember | null>;
  /** Waits for the D1 mirror of what the room has decided so far, then returns the live state and its version. */
  settle(lotId: number): Promise<{ lot: LiveLotMember; version: number } | null>;
  /** Loads the lot (from D1 on first use) and arms the alarm. */
  arm(lotId: number): Promise<LiveLotMember | null>;
  /** An administrator closes an active lot now. */
  close(lotId: number): Promise<RoomCommandResult>;
  /** An administrator moves the end (and optionally the start) of a lot that is not closed. */
  reschedule(lotId: number, times: { endsAt: string; startsAt?: string | null }): Promise<RoomCommandResult>;
  /** A second-chance offer accepted: the closed lot goes to that bidder at their own last bid. */
  reassignWinner(lotId: number, winner: { userId: number; amountCents: number }): Promise<RoomCommandResult>;
  /** A member's new or raised secret maximum; the room resolves the lot at once (decision 0026). */
  setAutoBid(input: SetAutoBidInput): Promise<SetAutoBidResult>;
  /** The member's own maximum on the lot, or null. */
  autoBidOf(lotId: number, userId: number): Promise<AutoBidView | null>;
  /** An administrator's new reserve or extension window, on a lot not yet closed and without bids. */
  setTerms(lotId: number, terms: LotTerms): Promise<RoomCommandResult>;
  /** Before a bid-less lot is deleted from D1: false once a bid is in. */
  forget(lotId: number): Promise<boolean>;
  /**
   * A user's sessions ended: their sockets whose session is no longer live turn back into a visitor's.
   * Returns how many were stripped and how many of the user's member sockets are still open.
   */
  sessionsEnded(userId: number): Promise<{ stripped: number; open: number }>;
}
