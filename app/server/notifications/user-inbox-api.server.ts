/**
 * The UserInbox's contract (one object per user): `workers/durable/user-inbox` implements it; services and the
 * lot rooms reach a user's inbox through it (`userInbox` in platform/durable-objects.server.ts).
 */
import type { NoticeRequest } from './inbox.server';

export type DeliverResult = { stored: boolean; pushed: number; emailed: boolean };

export interface UserInboxApi extends Rpc.DurableObjectBranded {
  /** At-least-once from its callers; stored exactly once thanks to the notice's key. */
  deliver(req: NoticeRequest): Promise<DeliverResult>;
  /** A batch of this user's notices; `pushed` counts messages times sockets. */
  deliverMany(reqs: NoticeRequest[]): Promise<{ stored: number; pushed: number; emailed: number }>;
  /** After a read mark in one tab: the others update their badge. */
  unreadChanged(userId: number): Promise<void>;
  /**
   * A member's lot socket opened: the room is remembered, so an ended session reaches it (`sessionsEnded`).
   * `recheckBy` (ms): a socket opened with a ticket, whose session is checked in D1 by then (its expiry).
   */
  watching(userId: number, lotId: number, recheckBy?: number): Promise<void>;
  /**
   * Some of the user's sessions ended (logout, password change or reset, erasure) or the user may have lost
   * a right: its bell sockets whose session is no longer live close, and the lot rooms it watches strip such
   * sockets back to a visitor's.
   */
  sessionsEnded(userId: number): Promise<{ closed: number; stripped: number }>;
}
