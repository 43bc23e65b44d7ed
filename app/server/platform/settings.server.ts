/**
 * The Worker's settings: every var (wrangler.toml's `[vars]`, `--var`, secrets) read in one place, parsed with
 * zod once per env object (an isolate keeps one) and passed on as one typed value: to each request's context,
 * and to each Durable Object when it starts. Production is the default; a var that is unset or not valid takes
 * its default (docs/decisions/0013), except a mail endpoint that is not a URL, which fails loudly.
 */
import type { RelaySettings } from '~/domain/lot-relays';
import { z } from '~/schemas/zod';
import { houseSettings, type HouseSettings } from '../after-sale/house-settings.server';
import { abuseLimits, type AbuseLimits } from '../bidding/abuse-limits.server';
import { relaySettings } from '../bidding/lot-relays.server';
import type { MailSettings } from '../notifications/mail.server';
import { appEnvSchema, hasDevRoutes, type AppEnv } from './app-env.server';
import type { Env } from './env.server';

/** A socket ticket key: 32 characters at least (a random 32-byte value in base64url is 43); a shorter one is no key. */
const socketTicketKey = z.string().min(32).optional().catch(undefined);

const serviceVars = z.object({
  APP_ENV: appEnvSchema,
  MAIL_API_URL: z.url().optional(),
  MAIL_API_KEY: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Arremate <nao-responda@arremate.com.br>'),
  CEP_LOOKUP_URL: z.url().default('https://viacep.com.br/ws'),
  SWEEP_AFTER_REQUESTS: z.enum(['on', 'off']).catch('on'),
  ADMIN_2FA_EXEMPT_EMAILS: z.string().optional(),
  SOCKET_TICKET_KEY: socketTicketKey,
  SOCKET_TICKET_KEY_PREVIOUS: socketTicketKey,
});

/**
 * The administrators a development-only setting lets into the back office without a second factor (the demo
 * admin of `npm start` and the end-to-end server): a comma-separated list of e-mails, ignored in production.
 */
export function adminSecondFactorExemptions(appEnv: AppEnv, list: string | undefined): readonly string[] {
  if (appEnv === 'production' || !list) return [];
  return list
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
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
  /** live sockets per address and per lot, bids per member per second */
  limits: AbuseLimits;
  /** a hot lot's sockets past one room: off unless `LOT_RELAY_THRESHOLD` is set (decision record 0031) */
  relays: RelaySettings;
  /** administrators let in without a second factor: `ADMIN_2FA_EXEMPT_EMAILS`, outside production only */
  adminSecondFactorExempt: readonly string[];
  /**
   * The keys socket tickets are checked with, the one they are signed with first (`SOCKET_TICKET_KEY`, then
   * `SOCKET_TICKET_KEY_PREVIOUS`); empty without a valid current key: no ticket is issued or accepted, and the
   * sockets take the session cookie or bearer token as before. Local runs pass a key of their own.
   */
  socketTicketKeys: readonly string[];
}

/** The vars, as the Worker's env has them (strings, any of them missing). */
export type SettingVars = Partial<
  Record<Exclude<keyof Env, 'DB' | 'MEDIA' | 'LOT_ROOM' | 'LOT_RELAY' | 'USER_INBOX' | 'ADMIN_PULSE'>, string>
>;

export function parseSettings(vars: SettingVars): Settings {
  const service = serviceVars.parse({
    APP_ENV: vars.APP_ENV,
    MAIL_API_URL: vars.MAIL_API_URL,
    MAIL_API_KEY: vars.MAIL_API_KEY,
    MAIL_FROM: vars.MAIL_FROM,
    CEP_LOOKUP_URL: vars.CEP_LOOKUP_URL,
    SWEEP_AFTER_REQUESTS: vars.SWEEP_AFTER_REQUESTS,
    ADMIN_2FA_EXEMPT_EMAILS: vars.ADMIN_2FA_EXEMPT_EMAILS,
    SOCKET_TICKET_KEY: vars.SOCKET_TICKET_KEY,
    SOCKET_TICKET_KEY_PREVIOUS: vars.SOCKET_TICKET_KEY_PREVIOUS,
  });
  return {
    appEnv: service.APP_ENV,
    mail: {
      apiUrl: service.MAIL_API_URL,
      apiKey: service.MAIL_API_KEY,
      from: service.MAIL_FROM,
      devMailbox: hasDevRoutes(service.APP_ENV),
    },
    cepLookupUrl: service.CEP_LOOKUP_URL,
    sweepAfterRequests: service.SWEEP_AFTER_REQUESTS === 'on',
    house: houseSettings(vars),
    limits: abuseLimits(vars),
    relays: relaySettings(vars),
    adminSecondFactorExempt: adminSecondFactorExemptions(service.APP_ENV, service.ADMIN_2FA_EXEMPT_EMAILS),
    socketTicketKeys: service.SOCKET_TICKET_KEY
      ? [service.SOCKET_TICKET_KEY, ...(service.SOCKET_TICKET_KEY_PREVIOUS ? [service.SOCKET_TICKET_KEY_PREVIOUS] : [])]
      : [],
  };
}

const parsed = new WeakMap<SettingVars, Settings>();

/** The settings of this env, parsed the first time it is seen. */
export function settingsOf(env: SettingVars): Settings {
  let settings = parsed.get(env);
  if (!settings) {
    settings = parseSettings(env);
    parsed.set(env, settings);
  }
  return settings;
}
