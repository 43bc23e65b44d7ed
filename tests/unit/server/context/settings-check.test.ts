import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSettingsOnce, missingProductionSettings, NO_PSP_PAYMENTS } from '~/server/context/settings-check.server';
import { parseSettings, PUBLISHED_SOCKET_TICKET_KEYS } from '~/server/context/settings.server';
import { PUBLISHED_VAPID_PUBLIC_KEYS } from '~/server/notifications/push-settings.server';

afterEach(() => vi.restoreAllMocks());

/** Every setting production requires, but the socket ticket key. */
const PRODUCTION_VARS = {
  MAIL_API_URL: 'https://mail.example/send',
  MAIL_API_KEY: 'k',
  PICKUP_ADDRESS: 'Rua A, 1',
  HOUSE_NAME: 'Casa de Leilões Ltda.',
  BANK_TRANSFER_DETAILS: 'Banco 001',
  VAPID_PUBLIC_KEY: 'BMX4u36CxImLt-Na3uC83B_K8QC6S2uRLH4HVjTpVrk4dQBWT-dgoPzXtSTgPwSFcUYd_ytusrcz8nGTooyfMDI',
  VAPID_PRIVATE_KEY: 'Ak0qju4R8-j6m1Ivm48IbfbuX0rYbgNjmoZMOAu-mSo',
  VAPID_SUBJECT: 'mailto:suporte@arremate.com.br',
};

describe('missingProductionSettings', () => {
  it("lists, for production with no vars, the mail provider, the pickup address, the house's name, a payment method, the socket ticket key and the VAPID keys", () => {
    expect(missingProductionSettings(parseSettings({}))).toEqual([
      'MAIL_API_URL',
      'MAIL_API_KEY',
      'PICKUP_ADDRESS',
      'HOUSE_NAME',
      'PIX_KEY + PIX_MERCHANT_NAME + PIX_MERCHANT_CITY or BANK_TRANSFER_DETAILS',
      'SOCKET_TICKET_KEY',
      'VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY + VAPID_SUBJECT',
    ]);
  });

  it('refuses in production the test-only switch that lets push services on this machine over http://', () => {
    const complete = { ...PRODUCTION_VARS, SOCKET_TICKET_KEY: 'a-production-socket-ticket-key-of-43-chars!', PUSH_LOCAL_ENDPOINTS: 'on' };
    expect(missingProductionSettings(parseSettings(complete), complete)).toEqual(['PUSH_LOCAL_ENDPOINTS (tests only: unset it)']);
    expect(parseSettings(complete).pushLocalEndpoints).toBe(false);
    expect(parseSettings({ ...complete, APP_ENV: 'test' }).pushLocalEndpoints).toBe(true);
  });

  it('lists a socket ticket key shorter than 32 characters as missing', () => {
    expect(missingProductionSettings(parseSettings({ SOCKET_TICKET_KEY: 'short' }))).toContain('SOCKET_TICKET_KEY');
  });

  it('lists nothing for production with every one set, and nothing outside production', () => {
    const complete = { ...PRODUCTION_VARS, SOCKET_TICKET_KEY: 'a-production-socket-ticket-key-of-43-chars!' };
    expect(missingProductionSettings(parseSettings(complete))).toEqual([]);
    expect(missingProductionSettings(parseSettings({ APP_ENV: 'development' }))).toEqual([]);
  });
});

describe('checkSettingsOnce', () => {
  it('logs the missing settings once per env', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = { APP_ENV: 'production', MAIL_API_URL: 'https://mail.example/send' };
    checkSettingsOnce(env);
    checkSettingsOnce(env);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(logged.mock.calls[0]![0]))).toMatchObject({
      what: 'production settings missing',
      missing: [
        'MAIL_API_KEY',
        'PICKUP_ADDRESS',
        'HOUSE_NAME',
        'PIX_KEY + PIX_MERCHANT_NAME + PIX_MERCHANT_CITY or BANK_TRANSFER_DETAILS',
        'SOCKET_TICKET_KEY',
        'VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY + VAPID_SUBJECT',
      ],
    });
  });
});

describe('a socket ticket key published in this repository', () => {
  const complete = PRODUCTION_VARS;

  it('is refused in production: no ticket is signed or checked with it, and the start-up check names it', () => {
    for (const key of PUBLISHED_SOCKET_TICKET_KEYS) {
      const vars = { ...complete, SOCKET_TICKET_KEY: key };
      expect(parseSettings(vars).socketTicketKeys).toEqual([]);
      expect(missingProductionSettings(parseSettings(vars), vars)).toEqual(['SOCKET_TICKET_KEY (a development or test key)']);
    }
    const ownKey = 'a-production-socket-ticket-key-of-43-chars!';
    const previous = { ...complete, SOCKET_TICKET_KEY: ownKey, SOCKET_TICKET_KEY_PREVIOUS: PUBLISHED_SOCKET_TICKET_KEYS[1] };
    expect(parseSettings(previous).socketTicketKeys).toEqual([ownKey]);
    expect(missingProductionSettings(parseSettings(previous), previous)).toEqual([
      'SOCKET_TICKET_KEY_PREVIOUS (a development or test key)',
    ]);
  });

  it('names every key the repository sets: npm run dev:wrangler’s and the Workers tests’', async () => {
    const { readFileSync } = await import('node:fs');
    const devScript = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts['dev:wrangler']!;
    const devKey = /SOCKET_TICKET_KEY:(\S+)/.exec(devScript)![1]!;
    const testKeys = [...readFileSync('vitest.workers.config.ts', 'utf8').matchAll(/SOCKET_TICKET_KEY(?:_PREVIOUS)?: '([^']+)'/g)].map(
      (m) => m[1]!,
    );
    expect(testKeys).toHaveLength(2);
    expect(PUBLISHED_SOCKET_TICKET_KEYS).toEqual(expect.arrayContaining([devKey, ...testKeys]));
  });

  it('still works outside production', () => {
    expect(parseSettings({ APP_ENV: 'development', SOCKET_TICKET_KEY: PUBLISHED_SOCKET_TICKET_KEYS[0] }).socketTicketKeys).toHaveLength(1);
  });
});

describe('the PSP in production', () => {
  const complete = { ...PRODUCTION_VARS, SOCKET_TICKET_KEY: 'a-production-socket-ticket-key-of-43-chars!' };
  const psp = {
    PSP_API_URL: 'https://pix.psp.example/api/v2',
    PSP_TOKEN_URL: 'https://pix.psp.example/oauth/token',
    PSP_BOLETO_API_URL: 'https://api.psp.example/boletos/v1',
    PSP_CLIENT_ID: 'arremate-prod',
    PSP_CLIENT_SECRET: 's3cr3t',
    PSP_PIX_KEY: 'pix@arremate.com.br',
    PSP_WEBHOOK_SECRET: 'w'.repeat(43),
    SITE_URL: 'https://arremate.com.br',
  };
  const refused = (vars: Record<string, string>) => missingProductionSettings(parseSettings(vars), vars);

  it('accepts a PSP on https:// with its own client id and a webhook secret of 32 characters or more', () => {
    expect(refused({ ...complete, ...psp })).toEqual([]);
    expect(refused({ ...complete, ...psp, PSP_WEBHOOK_SECRET: 'w'.repeat(32) })).toEqual([]);
    expect(parseSettings({ ...complete, ...psp }).psp).toMatchObject({ apiUrl: psp.PSP_API_URL, clientId: 'arremate-prod' });
  });

  it('refuses the local simulator: its hosts, its psp.test name and its client id', () => {
    const simulator = {
      ...complete,
      ...psp,
      PSP_API_URL: 'http://127.0.0.1:8790/api/v2',
      PSP_TOKEN_URL: 'https://localhost:8790/oauth/token',
      PSP_BOLETO_API_URL: 'https://psp.test/boletos/v1',
      PSP_CLIENT_ID: 'arremate-dev',
    };
    expect(refused(simulator)).toEqual([
      'PSP_API_URL (the local simulator)',
      'PSP_TOKEN_URL (the local simulator)',
      'PSP_BOLETO_API_URL (the local simulator)',
      "PSP_CLIENT_ID (the local simulator's)",
    ]);
    expect(refused({ ...complete, ...psp, PSP_API_URL: 'https://[::1]:8790/api/v2' })).toEqual(['PSP_API_URL (the local simulator)']);
  });

  it('refuses a webhook secret shorter than 32 characters', () => {
    expect(refused({ ...complete, ...psp, PSP_WEBHOOK_SECRET: 'w'.repeat(31) })).toEqual([
      'PSP_WEBHOOK_SECRET (shorter than 32 characters)',
    ]);
  });

  it('refuses http:// URLs', () => {
    expect(refused({ ...complete, ...psp, PSP_TOKEN_URL: 'http://pix.psp.example/oauth/token' })).toEqual([
      'PSP_TOKEN_URL (http://, not https://)',
    ]);
    // The site's own address: the PSP would deliver its webhooks (and their secret) in the clear, or nowhere.
    expect(refused({ ...complete, ...psp, SITE_URL: 'http://arremate.com.br' })).toEqual(['SITE_URL (http://, not https://)']);
    expect(refused({ ...complete, ...psp, SITE_URL: 'http://localhost:8787' })).toEqual(['SITE_URL (the local simulator)']);
  });

  it('allows production without any PSP, and the line the check prints says payments are approved by hand', () => {
    expect(refused(complete)).toEqual([]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    checkSettingsOnce({ APP_ENV: 'production' });
    checkSettingsOnce({ APP_ENV: 'production', ...psp });
    expect(JSON.parse(String(logged.mock.calls[0]![0]))).toMatchObject({ what: 'production settings missing', payments: NO_PSP_PAYMENTS });
    expect(JSON.parse(String(logged.mock.calls[1]![0]))).not.toHaveProperty('payments');
  });

  it('outside production, refuses nothing: the simulator is what development runs against', () => {
    const simulator = { ...psp, APP_ENV: 'development', PSP_API_URL: 'http://127.0.0.1:8790/api/v2', PSP_WEBHOOK_SECRET: 'dev' };
    expect(missingProductionSettings(parseSettings(simulator), simulator)).toEqual([]);
  });
});

describe('VAPID keys published in this repository', () => {
  const complete = { ...PRODUCTION_VARS, SOCKET_TICKET_KEY: 'a-production-socket-ticket-key-of-43-chars!' };

  it('are refused in production: nothing is pushed with them, and the start-up check names the var', () => {
    const published = {
      ...complete,
      VAPID_PUBLIC_KEY: PUBLISHED_VAPID_PUBLIC_KEYS[0],
      VAPID_PRIVATE_KEY: 'ZgJkY4JQYBxU8AZdIcQRXPiBitb91Xs6GXiQIlxVeQ4',
    };
    expect(parseSettings(published).push).toBeNull();
    expect(missingProductionSettings(parseSettings(published), published)).toEqual([
      'VAPID_PUBLIC_KEY (a test key published in this repository)',
    ]);
  });

  it('still sign the pushes of development and the tests', () => {
    const development = {
      APP_ENV: 'development',
      VAPID_PUBLIC_KEY: PUBLISHED_VAPID_PUBLIC_KEYS[0],
      VAPID_PRIVATE_KEY: 'ZgJkY4JQYBxU8AZdIcQRXPiBitb91Xs6GXiQIlxVeQ4',
      VAPID_SUBJECT: 'mailto:suporte@arremate.com.br',
    };
    expect(parseSettings(development).push?.publicKey).toBe(PUBLISHED_VAPID_PUBLIC_KEYS[0]);
  });

  it('name every VAPID key the repository sets: the Workers tests’ and RFC 8292’s example', async () => {
    const { readFileSync } = await import('node:fs');
    const written = ['tests/workers/push-vars.ts', 'tests/support/web-push-vectors.ts'].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:VAPID_PUBLIC_KEY|publicKey): '(B[A-Za-z0-9_-]{86})'/g)].map((m) => m[1]!),
    );
    expect(written).toHaveLength(2);
    expect(PUBLISHED_VAPID_PUBLIC_KEYS).toEqual(expect.arrayContaining(written));
  });
});
