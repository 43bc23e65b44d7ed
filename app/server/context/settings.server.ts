/**
 * The Worker's settings assembled: every var (wrangler.toml's `[vars]`, `--var`, secrets) read in one place, parsed
 * with zod once per env object (an isolate keeps one) and passed on as one typed value (platform/settings.server.ts):
 * to each request's context, and to each Durable Object when it starts. Production is the default; a var that is
 * unset or not valid takes its default (docs/decisions/0013), except a mail endpoint that is not a URL, and a PSP
 * or VAPID keys configured by half, which fail loudly.
 */
import { z } from '~/schemas/zod';
import { houseSettings } from '~/server/after-sale/house-settings.server';
import { biddingLimitSettings } from '~/server/bidding/bidding-limits.server';
import { relaySettings } from '~/server/bidding/lot-relays.server';
import { softCloseSettings } from '~/server/bidding/soft-close-settings.server';
import { localPushEndpoints, parsePushSettings, usablePushSettings } from '~/server/notifications/push-settings.server';
import { abuseLimits } from '~/server/platform/abuse-limits.server';
import { appEnvSchema, hasDevRoutes, type AppEnv } from '~/server/platform/app-env.server';
import type { PspSettings, Settings, SettingVars } from '~/server/platform/settings.server';

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

/** The PSP's vars that configure it: all of them, or none (PSP_TIMEOUT_MS has a default). */
const PSP_VARS = [
  'PSP_API_URL',
  'PSP_TOKEN_URL',
  'PSP_BOLETO_API_URL',
  'PSP_CLIENT_ID',
  'PSP_CLIENT_SECRET',
  'PSP_PIX_KEY',
  'PSP_WEBHOOK_SECRET',
  'SITE_URL',
] as const;

const httpUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

const pspVars = z.object({
  PSP_API_URL: httpUrl,
  PSP_TOKEN_URL: httpUrl,
  PSP_BOLETO_API_URL: httpUrl,
  PSP_CLIENT_ID: z.string().trim().min(1),
  PSP_CLIENT_SECRET: z.string().min(1),
  PSP_PIX_KEY: z.string().trim().min(1).max(77),
  PSP_WEBHOOK_SECRET: z.string().regex(/^[A-Za-z0-9._~-]+$/),
  SITE_URL: httpUrl,
  PSP_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(60_000).catch(8_000),
});

/**
 * The PSP the vars configure: null when none of its vars is set; an error naming the vars (never their values)
 * when some are set and others missing or not valid: a half-configured PSP fails loudly, it never falls back to
 * manual approval unseen. The webhook secret travels in a URL: letters, digits and `._~-` only.
 */
export function parsePspSettings(vars: SettingVars): PspSettings | null {
  if (PSP_VARS.every((name) => !vars[name])) return null;
  const parsed = pspVars.safeParse(
    Object.fromEntries([...PSP_VARS, 'PSP_TIMEOUT_MS'].map((name) => [name, vars[name as keyof SettingVars]])),
  );
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw new Error(`PSP settings incomplete or not valid: ${names.join(', ')} (set every one of ${PSP_VARS.join(', ')}, or none)`);
  }
  const psp = parsed.data;
  return {
    apiUrl: psp.PSP_API_URL,
    tokenUrl: psp.PSP_TOKEN_URL,
    boletoApiUrl: psp.PSP_BOLETO_API_URL,
    clientId: psp.PSP_CLIENT_ID,
    clientSecret: psp.PSP_CLIENT_SECRET,
    pixKey: psp.PSP_PIX_KEY,
    webhookSecret: psp.PSP_WEBHOOK_SECRET,
    siteUrl: psp.SITE_URL,
    timeoutMs: psp.PSP_TIMEOUT_MS,
  };
}

/** The local PSP simulator's client id (scripts/psp-simulator): anyone can read it. */
export const SIMULATOR_CLIENT_ID = 'arremate-dev';

/** A host that is this machine or a reserved test name: where the local simulator runs, never a real PSP. */
function isLocalHost(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.test') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127\.\d+\.\d+\.\d+$/.test(host)
  );
}

/**
 * What production refuses in a configured PSP, each as the var and why: the local simulator (its hosts or its
 * client id), an http:// URL (the client secret and the payers' data would travel in the clear), a webhook secret
 * shorter than 32 characters (it is all that tells the PSP's calls from anyone's).
 */
export function pspRefusals(psp: PspSettings): string[] {
  const refusals: string[] = [];
  const urls = [
    ['PSP_API_URL', psp.apiUrl],
    ['PSP_TOKEN_URL', psp.tokenUrl],
    ['PSP_BOLETO_API_URL', psp.boletoApiUrl],
    ['SITE_URL', psp.siteUrl],
  ] as const;
  for (const [name, url] of urls) {
    if (isLocalHost(url)) refusals.push(`${name} (the local simulator)`);
    else if (url.startsWith('http://')) refusals.push(`${name} (http://, not https://)`);
  }
  if (psp.clientId === SIMULATOR_CLIENT_ID) refusals.push("PSP_CLIENT_ID (the local simulator's)");
  if (psp.webhookSecret.length < 32) refusals.push('PSP_WEBHOOK_SECRET (shorter than 32 characters)');
  return refusals;
}

/** The PSP in use: in production, none that production refuses (the start-up check names why). */
function pspSettings(appEnv: AppEnv, vars: SettingVars): PspSettings | null {
  const psp = parsePspSettings(vars);
  if (psp && appEnv === 'production' && pspRefusals(psp).length > 0) return null;
  return psp;
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
    psp: pspSettings(service.APP_ENV, vars),
    limits: abuseLimits(vars),
    relays: relaySettings(vars),
    softClose: softCloseSettings(vars),
    bidding: biddingLimitSettings(vars),
    adminSecondFactorExempt: adminSecondFactorExemptions(service.APP_ENV, service.ADMIN_2FA_EXEMPT_EMAILS),
    socketTicketKeys: socketTicketKeys(service.APP_ENV, service.SOCKET_TICKET_KEY, service.SOCKET_TICKET_KEY_PREVIOUS),
    push: usablePushSettings(service.APP_ENV, parsePushSettings(vars)),
    pushLocalEndpoints: localPushEndpoints(service.APP_ENV, vars),
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
