/**
 * What the Worker's settings are: one typed value, parsed once per env from its vars (the parsing and assembly:
 * context/settings.server.ts) and passed on to each request's context and to each Durable Object when it starts.
 * Every floor may read them; only the top floor makes them.
 */
import type { BiddingLimitSettings } from '~/domain/bidding-limits';
import type { RelaySettings } from '~/domain/lot-relays';
import type { AbuseLimits } from './abuse-limits.server';
import type { AppEnv } from './app-env.server';
import type { Env } from './env.server';
import type { MailSettings } from './mail.server';

export interface PixSettings {
  key: string;
  merchantName: string;
  merchantCity: string;
}

/** The house's own settings (after-sale/house-settings.server.ts reads them from the vars). */
export interface HouseSettings {
  paymentDeadlineHours: number;
  pickupSlotCapacity: number;
  /** null: PIX is not offered */
  pix: PixSettings | null;
  /** lines of the bank transfer details; null when not configured */
  bankTransfer: string[] | null;
  pickupAddress: string | null;
  /** the house's legal name, as its wipe certificates print it; null when not configured */
  name: string | null;
}

/** Prorrogação's house setting (bidding/soft-close-settings.server.ts reads it from the vars). */
export interface SoftCloseSettings {
  /** how far past its end before the first extension a lot may be extended, in total (minutes) */
  maxTotalExtensionMinutes: number;
}

/**
 * The payment provider (PSP): its API Pix (the Central Bank's standard) and boleto API, and how the house calls
 * them (payments/pix-client.server.ts; decision record 0040). URLs without a trailing slash.
 */
export interface PspSettings {
  /** the standard's base, e.g. https://pix.psp.example/api/v2 (calls go to `${apiUrl}/cob/{txid}`) */
  apiUrl: string;
  /** the OAuth2 client-credentials token endpoint */
  tokenUrl: string;
  /** the provider's boleto API base (calls go to `${boletoApiUrl}/boletos/{txid}`) */
  boletoApiUrl: string;
  clientId: string;
  clientSecret: string;
  /** the house's chave Pix at the PSP: every charge pays to it, the webhook is registered on it */
  pixKey: string;
  /** the secret the webhook URLs registered at the PSP carry (`?secret=`) */
  webhookSecret: string;
  /** the site's public address (`SITE_URL`): where the PSP's webhooks reach it */
  siteUrl: string;
  /** each call's time-out, per attempt */
  timeoutMs: number;
}

/** Web Push's VAPID identity (notifications/push-settings.server.ts reads it from the vars; decision record 0044). */
export interface PushSettings {
  /** the house's VAPID public key: an uncompressed P-256 point (65 bytes), unpadded base64url */
  publicKey: string;
  /** its private scalar d (32 bytes), unpadded base64url */
  privateKey: string;
  /** the contact in every VAPID token: `mailto:` or `https:` */
  subject: string;
}

export interface Settings {
  appEnv: AppEnv;
  /** the HTTP mail provider (none locally: mail stays in /dev/mailbox; none in production: mail waits) */
  mail: MailSettings;
  /** ViaCEP's base URL (tests and e2e point it at a local fake) */
  cepLookupUrl: string;
  /**
   * Whether requests also sweep due lots and scheduled auctions (at most twice a minute), for where no cron
   * runs (wrangler dev). On unless `SWEEP_AFTER_REQUESTS=off`: the Workers tests ask for it off, so that
   * nothing moves behind a test's back (they run the cron's duties themselves); the production-settings run
   * leaves it on and tests it (tests/workers-production/request-sweep.test.ts).
   */
  sweepAfterRequests: boolean;
  /** payment deadline, pickup slots and address, PIX and bank transfer */
  house: HouseSettings;
  /**
   * The payment provider (PSP vars, decision record 0040); null without one (payments approved by hand, the static
   * BR Code), and in production when it points at the local simulator, over http:// or with a short webhook secret.
   */
  psp: PspSettings | null;
  /** live sockets per address and per lot, bids per member per second */
  limits: AbuseLimits;
  /** a hot lot's sockets past one room: off unless `LOT_RELAY_THRESHOLD` is set (decision record 0031) */
  relays: RelaySettings;
  /** prorrogação: the cap on a lot's total extension (`SOFT_CLOSE_MAX_TOTAL_MINUTES`, 60 by default; decision record 0039) */
  softClose: SoftCloseSettings;
  /** the limite de lances: lots led at once and the sum of maxima per member, and k of a high maximum (decision 0038) */
  bidding: BiddingLimitSettings;
  /** administrators let in without a second factor: `ADMIN_2FA_EXEMPT_EMAILS`, outside production only */
  adminSecondFactorExempt: readonly string[];
  /**
   * The keys socket tickets are checked with, the one they are signed with first (`SOCKET_TICKET_KEY`, then
   * `SOCKET_TICKET_KEY_PREVIOUS`); empty without a valid current key: no ticket is issued or accepted, and the
   * sockets take the session cookie or bearer token as before. Local runs pass a key of their own.
   */
  socketTicketKeys: readonly string[];
  /**
   * Web Push (decision record 0044): the VAPID keys and subject; null without them (nothing is pushed, the bell
   * and e-mail go on). `localEndpoints`: push services on this machine over http:// are let in (tests only).
   */
  push: PushSettings | null;
  pushLocalEndpoints: boolean;
}

/** The vars, as the Worker's env has them (strings, any of them missing). */
export type SettingVars = Partial<
  Record<Exclude<keyof Env, 'DB' | 'MEDIA' | 'LOT_ROOM' | 'LOT_RELAY' | 'USER_INBOX' | 'ADMIN_PULSE' | 'PSP_MTLS'>, string>
>;
