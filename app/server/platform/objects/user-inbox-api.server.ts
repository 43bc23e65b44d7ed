/**
 * The UserInbox's contract (one object per user): `workers/durable/user-inbox` implements it; services and the
 * lot rooms reach a user's inbox through it (`userInbox` in platform/objects/stubs.server.ts). The inbox knows its
 * user from its own name (`user:<id>`).
 */
import type { ExposureRefusal, ExposureRequest } from '~/domain/bidding-limits';
import type { NotificationType } from '~/schemas/notification-types';

/** A notice for one user, as services and the lot rooms ask for it; notifications/inbox.server.ts composes and stores it. */
export interface NoticeRequest {
  userId: number;
  type: NotificationType;
  lotId: number | null;
  amountCents: number | null;
  /** one stored notification per key and user, however often delivery is retried */
  key: string;
  /** what a notice without a lot is about (a scheduled auction: its title and start) */
  subject?: { title: string; at: string };
  /** 'bid_outbid' for a secret maximum that was passed */
  auto?: boolean;
  /** 'auction_extended': the new end */
  endsAt?: string;
  /** 'search_alert': the alert's name (a lot's notice), or the lots' titles of the daily digest (lotId null) */
  alert?: { name: string } | { digest: string[]; more: number };
}

export type DeliverResult = { stored: boolean; pushed: number; emailed: boolean };

export interface UserInboxApi extends Rpc.DurableObjectBranded {
  /** At-least-once from its callers; stored exactly once thanks to the notice's key. Another user's notice is not delivered. */
  deliver(req: NoticeRequest): Promise<DeliverResult>;
  /** A batch of this user's notices; `pushed` counts messages times sockets. */
  deliverMany(reqs: NoticeRequest[]): Promise<{ stored: number; pushed: number; emailed: number }>;
  /** After a read mark in one tab: the others update their badge. */
  unreadChanged(): Promise<void>;
  /**
   * A member's lot socket opened: the room is remembered, so an ended session reaches it (`sessionsEnded`).
   * `recheckBy` (ms): a socket opened with a ticket, whose session is checked in D1 by then (its expiry).
   */
  watching(lotId: number, recheckBy?: number): Promise<void>;
  /**
   * Some of the user's sessions ended (logout, password change or reset, erasure) or the user may have lost
   * a right: its bell sockets whose session is no longer live close, and the lot rooms it watches strip such
   * sockets back to a visitor's.
   */
  sessionsEnded(): Promise<{ closed: number; stripped: number }>;
  /**
   * The member's limite de lances (decision record 0038), asked by a lot room before it decides the member's bid or
   * maximum: null admits it (held as a reservation for a few seconds), or why it would pass a limit.
   */
  admitExposure(request: ExposureRequest): Promise<ExposureRefusal | null>;
  /** The admitted request was refused by its lot, or left the member not leading it: its reservation goes. */
  releaseExposure(lotId: number): Promise<void>;
}
