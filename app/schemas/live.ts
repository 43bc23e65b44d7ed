/**
 * The realtime protocol: what the lot and inbox sockets send, safe on
 * client and server. Every message carries the server time (ms) and, for a lot, the lot's event sequence
 * number, so a client can correct its clock and detect a gap (then resync).
 */
import type { LotStatus } from '~/domain/lot-status';
import { z } from '~/schemas/zod';
import { idempotencyKey } from './bid';
import type { MemberPriceFields } from './lot';
import type { NotificationType } from './notification-types';

/** A lot as its socket sends it to a visitor: timing and status only, no price, bid or bidder. */
export interface LiveLotPublic {
  id: number;
  status: LotStatus;
  starts_at: string | null;
  ends_at: string | null;
  end_time: string | null;
  extension_minutes: number;
  extended: boolean;
  /** the end before the first extension (null until one) */
  original_ends_at: string | null;
  closed_at: string | null;
  viewers: number;
}

export interface LiveBid {
  seq: number;
  amount: number;
  created_at: string;
  /** placed by its bidder's secret maximum */
  is_auto: boolean;
}

/** …and to a signed-in member. */
export interface LiveLotMember extends LiveLotPublic, MemberPriceFields {
  /** the bid that caused this update, if one did (the last of `bids`) */
  last_bid: LiveBid | null;
  /** every bid of the decision behind this update, in order: a manual bid and the automatic answer to it */
  bids: LiveBid[];
}

export type LiveLot = LiveLotPublic | LiveLotMember;

/** An accepted bid that another member's secret maximum answered in the same decision: it stands, but does not lead. */
export function answeredAtOnce(bidSeq: number, lot: Pick<LiveLotMember, 'last_bid'>): boolean {
  return (lot.last_bid?.seq ?? bidSeq) > bidSeq;
}

export interface AuctionUpdateMessage {
  type: 'auction_update';
  seq: number;
  server_time: number;
  data: LiveLot;
}

export interface ViewersMessage {
  type: 'viewers';
  seq: number;
  server_time: number;
  data: { id: number; viewers: number };
}

export interface PongMessage {
  type: 'pong';
  server_time: number;
}

/** What a bid's answer says, over HTTP and on the lot socket alike. */
export type BidAnswerBody =
  | { data: { bid: LiveBid & { id: number }; auction: LiveLotMember }; message: string }
  | { error: string; reason?: string; auction?: LiveLotMember };

/** The answer to a bid sent on the lot socket: the HTTP endpoint's status and body, matched by the bid's key. */
export interface BidResultMessage {
  type: 'bid_result';
  server_time: number;
  key: string;
  status: number;
  body: BidAnswerBody;
}

export type LotSocketMessage = AuctionUpdateMessage | ViewersMessage | PongMessage | BidResultMessage;

export interface LiveNotification {
  id: number;
  type: NotificationType;
  title: string;
  message: string;
  timestamp: string;
  auction_id: number | null;
  read: boolean;
}

export type InboxSocketMessage =
  | { type: 'notification'; server_time: number; data: LiveNotification; unread: number }
  | { type: 'unread'; server_time: number; unread: number }
  | PongMessage;

/** What a client may send on either socket (`join_auction`/`leave_auction` are accepted as no-ops: opening the lot's socket is joining it). */
export const clientSocketMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join_auction'), auction_id: z.coerce.number().int().positive().optional() }),
  z.object({ type: z.literal('leave_auction'), auction_id: z.coerce.number().int().positive().optional() }),
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('ping') }),
  /** a member's bid on the lot socket: answered on the same socket with a `bid_result` for its key */
  z.object({ type: z.literal('bid'), amount: z.union([z.number(), z.string().max(32)]), key: idempotencyKey }),
]);
export type ClientBidMessage = Extract<ClientSocketMessage, { type: 'bid' }>;
export type ClientSocketMessage = z.infer<typeof clientSocketMessage>;
