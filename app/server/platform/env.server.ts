import type { AdminPulseApi } from './objects/admin-pulse-api.server';
import type { LotRelayApi } from './objects/lot-relay-api.server';
import type { LotRoomApi } from './objects/lot-room-api.server';
import type { UserInboxApi } from './objects/user-inbox-api.server';

/** The Worker's bindings (wrangler.toml). */
export interface Env {
  DB: D1Database;
  MEDIA: R2Bucket;
  LOT_ROOM: DurableObjectNamespace<LotRoomApi>;
  /** A hot lot's relay objects (decision record 0031): the room publishes to them, the Worker forwards socket upgrades. */
  LOT_RELAY: DurableObjectNamespace<LotRelayApi>;
  USER_INBOX: DurableObjectNamespace<UserInboxApi>;
  ADMIN_PULSE: DurableObjectNamespace<AdminPulseApi>;
  APP_ENV: string;
  /** Production e-mail: an HTTP provider's endpoint, its API key (secret) and the sender. */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  /** ViaCEP's base URL (tests and e2e point it at a local fake). */
  CEP_LOOKUP_URL?: string;
  /** `off`: requests do not sweep due lots and schedules (the test runs; see settings.server.ts). */
  SWEEP_AFTER_REQUESTS?: string;
  /** The house: its name, payment deadline (hours after the close), pickups per slot, PIX, bank transfer, pickup address. */
  PAYMENT_DEADLINE_HOURS?: string;
  PICKUP_SLOT_CAPACITY?: string;
  PIX_KEY?: string;
  PIX_MERCHANT_NAME?: string;
  PIX_MERCHANT_CITY?: string;
  BANK_TRANSFER_DETAILS?: string;
  PICKUP_ADDRESS?: string;
  /** The house's legal name, printed on its wipe certificates. */
  HOUSE_NAME?: string;
  /**
   * Abuse limits (app/server/platform/abuse-limits.server.ts): live sockets per address and per lot, bids per
   * member per second, frames per lot socket per 10 s, visitors' sockets per lot, frames per lot per second.
   */
  LIVE_SOCKETS_PER_IP?: string;
  LIVE_SOCKETS_PER_LOT?: string;
  BIDS_PER_USER_PER_SECOND?: string;
  LIVE_SOCKET_MESSAGES_PER_10S?: string;
  LIVE_ANON_SOCKETS_PER_LOT?: string;
  LIVE_LOT_FRAMES_PER_SECOND?: string;
  /** Prorrogação: the cap on a lot's total extension, in minutes (decision record 0039). */
  SOFT_CLOSE_MAX_TOTAL_MINUTES?: string;
  /**
   * The key that signs socket tickets (secret, at least 32 characters; docs/decisions/0029), and the one it
   * replaced, still accepted while a rotation's tickets live out their 5 minutes.
   */
  SOCKET_TICKET_KEY?: string;
  SOCKET_TICKET_KEY_PREVIOUS?: string;
  /**
   * A hot lot past one room (app/server/bidding/lot-relays.server.ts): the room's own sockets before new ones go
   * to relay objects (unset: off), and how many relays a lot has.
   */
  LOT_RELAY_THRESHOLD?: string;
  LOT_RELAYS?: string;
  /**
   * The limite de lances (app/server/bidding/bidding-limits.server.ts, decision record 0038): running lots one member
   * may lead at once and the sum of their maxima (cents), lower for a member who has not paid for a lot; and k, a
   * maximum above k × the current price needing confirmation.
   */
  BID_LIMIT_LEADING_LOTS?: string;
  BID_LIMIT_MAXIMA_CENTS?: string;
  NEW_MEMBER_LEADING_LOTS?: string;
  NEW_MEMBER_MAXIMA_CENTS?: string;
  HIGH_MAXIMUM_FACTOR?: string;
  /**
   * The payment provider (PSP) on the Central Bank's API Pix standard and its boleto API (decision record 0040):
   * the standard's base (`…/api/v2`), its OAuth2 token endpoint, the boleto API's base, the client id and secret,
   * the house's chave Pix at the PSP, the secret the webhook URLs carry, and each call's time-out (ms). No
   * `PSP_API_URL` (and none of the others): no PSP, payments approved by hand. Half of them: the Worker fails.
   */
  PSP_API_URL?: string;
  PSP_TOKEN_URL?: string;
  PSP_BOLETO_API_URL?: string;
  PSP_CLIENT_ID?: string;
  PSP_CLIENT_SECRET?: string;
  PSP_PIX_KEY?: string;
  PSP_WEBHOOK_SECRET?: string;
  /** the site's public address, where the PSP's webhooks reach it (required with a PSP) */
  SITE_URL?: string;
  PSP_TIMEOUT_MS?: string;
  /** The client certificate production PSPs require (mTLS): a `mtls_certificates` binding whose fetch presents it. */
  PSP_MTLS?: Fetcher;
  /**
   * Web Push (decision record 0044): the house's VAPID key pair (unpadded base64url: the 65-byte public point,
   * the 32-byte private scalar, a secret) and the contact push services see (`mailto:` or `https:`); all three
   * or none. `PUSH_LOCAL_ENDPOINTS=on` lets a push service on this machine over http:// (tests; never production).
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  PUSH_LOCAL_ENDPOINTS?: string;
  /** Development only (ignored in production): administrators' e-mails let into the back office without a second factor. */
  ADMIN_2FA_EXEMPT_EMAILS?: string;
}
