/**
 * The Worker's settings assembled: every var (wrangler.toml's `[vars]`, `--var`, secrets) read in one place, parsed
 * with zod once per env object (an isolate keeps one) and passed on as one typed value (platform/settings.server.ts):
 * to each request's context, and to each Durable Object when it starts. Production is the default; a var that is
 * unset or not valid takes its default (docs/decisions/0013), except a mail endpoint that is not a URL, which fails
 * loudly.
 */
import { z } from '~/schemas/zod';
import { houseSettings } from '~/server/after-sale/house-settings.server';
import { biddingLimitSettings } from '~/server/bidding/bidding-limits.server';
import { relaySettings } from '~/server/bidding/lot-relays.server';
import { softCloseSettings } from '~/server/bidding/soft-close-settings.server';
import { abuseLimits } from '~/server/platform/abuse-limits.server';
import { appEnvSchema, hasDevRoutes, type AppEnv } from '~/server/platform/app-env.server';
import type { Settings, SettingVars } from '~/server/platform/settings.server';

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

/**
 * Socket ticket keys written in this repository (`npm run dev:wrangler`, the Workers tests' configs): anyone
 * can read them, so production takes none of them as a key (decision 0036) and the start-up check names the var.
 */
export const PUBLISHED_SOCKET_TICKET_KEYS: readonly string[] = [
  'development-only-socket-ticket-key-not-a-secret',
  'workers-tests-socket-ticket-key-current-0123456789',
  'workers-tests-socket-ticket-key-previous-012345678',
];

/** Whether a configured socket ticket key is one production refuses: a key published in this repository. */
export function isPublishedSocketTicketKey(key: string | undefined): boolean {
  return key !== undefined && PUBLISHED_SOCKET_TICKET_KEYS.includes(key);
}

/** The ticket keys in use: the current one first; in production, none that this repository publishes. */
function socketTicketKeys(appEnv: AppEnv, current: string | undefined, previous: string | undefined): string[] {
  const usable = (key: string | undefined) => key !== undefined && !(appEnv === 'production' && isPublishedSocketTicketKey(key));
  if (!usable(current)) return [];
  return [current!, ...(usable(previous) ? [previous!] : [])];
}

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
    softClose: softCloseSettings(vars),
    bidding: biddingLimitSettings(vars),
    adminSecondFactorExempt: adminSecondFactorExemptions(service.APP_ENV, service.ADMIN_2FA_EXEMPT_EMAILS),
    socketTicketKeys: socketTicketKeys(service.APP_ENV, service.SOCKET_TICKET_KEY, service.SOCKET_TICKET_KEY_PREVIOUS),
    psp: null,
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
