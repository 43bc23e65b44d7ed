import { describe, expect, it } from 'vitest';
import { parsePspSettings, parseSettings, settingsOf } from '~/server/context/settings.server';

/** A PSP configured whole, as production would have it. */
const PSP_VARS = {
  PSP_API_URL: 'https://pix.psp.example/api/v2/',
  PSP_TOKEN_URL: 'https://pix.psp.example/oauth/token',
  PSP_BOLETO_API_URL: 'https://api.psp.example/boletos/v1',
  PSP_CLIENT_ID: 'arremate-prod',
  PSP_CLIENT_SECRET: 's3cr3t',
  PSP_PIX_KEY: 'pix@arremate.com.br',
  PSP_WEBHOOK_SECRET: 'w'.repeat(43),
  SITE_URL: 'https://arremate.com.br/',
};

describe('settings', () => {
  it('an env with no vars is production with the defaults: no PIX invented, the sweep on, the default limits', () => {
    const settings = parseSettings({});
    expect(settings.appEnv).toBe('production');
    expect(settings.sweepAfterRequests).toBe(true);
    expect(settings.cepLookupUrl).toBe('https://viacep.com.br/ws');
    expect(settings.mail).toEqual({
      apiUrl: undefined,
      apiKey: undefined,
      from: 'Arremate <nao-responda@arremate.com.br>',
      devMailbox: false,
    });
    expect(settings.house.pix).toBeNull();
    expect(settings.limits).toMatchObject({ socketsPerIp: 20, socketsPerLot: 10_000, bids: { limit: 5, windowMs: 1_000 } });
  });

  it('the sweep after requests is off only when asked for exactly', () => {
    expect(parseSettings({ SWEEP_AFTER_REQUESTS: 'off' }).sweepAfterRequests).toBe(false);
    expect(parseSettings({ SWEEP_AFTER_REQUESTS: 'OFF' }).sweepAfterRequests).toBe(true);
    expect(parseSettings({ SWEEP_AFTER_REQUESTS: 'no' }).sweepAfterRequests).toBe(true);
  });

  it('reads each area’s vars: the house, the limits, the mail provider', () => {
    const settings = parseSettings({
      APP_ENV: 'development',
      PICKUP_SLOT_CAPACITY: '7',
      BIDS_PER_USER_PER_SECOND: '50',
      LIVE_SOCKET_MESSAGES_PER_10S: '40',
      MAIL_API_URL: 'https://mail.example/send',
      MAIL_API_KEY: 'k',
    });
    expect(settings.appEnv).toBe('development');
    expect(settings.house.pickupSlotCapacity).toBe(7);
    expect(settings.house.pix).not.toBeNull(); // development fills the demo PIX key
    expect(settings.limits.bids.limit).toBe(50);
    expect(settings.limits.socketMessages).toEqual({ limit: 40, windowMs: 10_000 });
    // Unset or invalid, a limit keeps its production default: 20 frames per lot socket in 10 s.
    expect(parseSettings({ LIVE_SOCKET_MESSAGES_PER_10S: 'many' }).limits.socketMessages).toEqual({ limit: 20, windowMs: 10_000 });
    expect(settings.mail).toMatchObject({ apiUrl: 'https://mail.example/send', apiKey: 'k' });
  });

  it("caps a lot's total extension at 60 minutes by default, a house setting", () => {
    expect(parseSettings({}).softClose).toEqual({ maxTotalExtensionMinutes: 60 });
    expect(parseSettings({ SOFT_CLOSE_MAX_TOTAL_MINUTES: '30' }).softClose).toEqual({ maxTotalExtensionMinutes: 30 });
    for (const bad of ['0', '-5', 'muito', '1441'])
      expect(parseSettings({ SOFT_CLOSE_MAX_TOTAL_MINUTES: bad }).softClose.maxTotalExtensionMinutes).toBe(60);
  });

  it("gives visitors 1,000 of a lot's sockets and the lot 2,000 frames a second by default, resyncs once per 5 s", () => {
    const { limits } = parseSettings({});
    expect(limits.anonSocketsPerLot).toBe(1_000);
    expect(limits.lotFrames.perSecond).toBe(2_000);
    expect(limits.resyncs).toEqual({ limit: 1, windowMs: 5_000 });
    const set = parseSettings({ LIVE_ANON_SOCKETS_PER_LOT: '50', LIVE_LOT_FRAMES_PER_SECOND: '300' }).limits;
    expect([set.anonSocketsPerLot, set.lotFrames.perSecond]).toEqual([50, 300]);
    // never more visitors than the lot's cap
    expect(parseSettings({ LIVE_SOCKETS_PER_LOT: '100' }).limits.anonSocketsPerLot).toBe(100);
  });

  it('a mail endpoint that is not a URL fails loudly instead of mailing nowhere', () => {
    expect(() => parseSettings({ MAIL_API_URL: 'not a url' })).toThrow();
  });

  it('is parsed once per env object', () => {
    const env = { APP_ENV: 'test' };
    const first = settingsOf(env);
    expect(settingsOf(env)).toBe(first);
    expect(settingsOf({ APP_ENV: 'test' })).not.toBe(first);
  });

  it('lets named administrators in without a second factor only outside production', () => {
    const list = ' Admin@Arremate.com.br, outro@example.com ,';
    expect(parseSettings({ APP_ENV: 'development', ADMIN_2FA_EXEMPT_EMAILS: list }).adminSecondFactorExempt).toEqual([
      'admin@arremate.com.br',
      'outro@example.com',
    ]);
    expect(parseSettings({ APP_ENV: 'production', ADMIN_2FA_EXEMPT_EMAILS: list }).adminSecondFactorExempt).toEqual([]);
    expect(parseSettings({ ADMIN_2FA_EXEMPT_EMAILS: list }).adminSecondFactorExempt).toEqual([]);
    expect(parseSettings({ APP_ENV: 'development' }).adminSecondFactorExempt).toEqual([]);
  });

  it('takes the socket ticket keys, the current one first, and none without a valid current key', () => {
    const current = 'c'.repeat(43);
    const previous = 'p'.repeat(43);
    expect(parseSettings({}).socketTicketKeys).toEqual([]);
    expect(parseSettings({ SOCKET_TICKET_KEY: current }).socketTicketKeys).toEqual([current]);
    expect(parseSettings({ SOCKET_TICKET_KEY: current, SOCKET_TICKET_KEY_PREVIOUS: previous }).socketTicketKeys).toEqual([
      current,
      previous,
    ]);
    expect(parseSettings({ SOCKET_TICKET_KEY: 'too-short', SOCKET_TICKET_KEY_PREVIOUS: previous }).socketTicketKeys).toEqual([]);
    expect(parseSettings({ SOCKET_TICKET_KEY: current, SOCKET_TICKET_KEY_PREVIOUS: 'short' }).socketTicketKeys).toEqual([current]);
  });

  it('has no PSP without its vars: payments stay approved by hand', () => {
    expect(parseSettings({}).psp).toBeNull();
    expect(parseSettings({ APP_ENV: 'development' }).psp).toBeNull();
    expect(parseSettings({ PSP_TIMEOUT_MS: '5000' }).psp).toBeNull();
  });

  it('reads a PSP configured whole: its URLs without a trailing slash, an 8 s time-out unless set', () => {
    expect(parseSettings(PSP_VARS).psp).toEqual({
      apiUrl: 'https://pix.psp.example/api/v2',
      tokenUrl: 'https://pix.psp.example/oauth/token',
      boletoApiUrl: 'https://api.psp.example/boletos/v1',
      clientId: 'arremate-prod',
      clientSecret: 's3cr3t',
      pixKey: 'pix@arremate.com.br',
      webhookSecret: 'w'.repeat(43),
      siteUrl: 'https://arremate.com.br',
      timeoutMs: 8_000,
    });
    expect(parseSettings({ ...PSP_VARS, PSP_TIMEOUT_MS: '3000' }).psp?.timeoutMs).toBe(3_000);
    for (const bad of ['0', 'muito', '600000']) expect(parseSettings({ ...PSP_VARS, PSP_TIMEOUT_MS: bad }).psp?.timeoutMs).toBe(8_000);
  });

  it('a PSP configured by half fails loudly, naming the vars and never their values', () => {
    const { PSP_CLIENT_SECRET: _secret, ...withoutSecret } = PSP_VARS;
    expect(() => parseSettings(withoutSecret)).toThrow(/PSP_CLIENT_SECRET/);
    expect(() => parseSettings({ PSP_API_URL: 'https://pix.psp.example/api/v2' })).toThrow(/PSP_TOKEN_URL.*PSP_WEBHOOK_SECRET.*SITE_URL/);
    expect(() => parseSettings({ PSP_CLIENT_SECRET: 'only-the-secret' })).toThrow(/PSP_API_URL/);
    expect(() => parseSettings({ ...PSP_VARS, PSP_API_URL: 'not a url' })).toThrow(/PSP_API_URL/);
    expect(() => parseSettings({ ...PSP_VARS, PSP_TOKEN_URL: 'ftp://pix.psp.example/token' })).toThrow(/PSP_TOKEN_URL/);
    expect(() => parseSettings({ ...PSP_VARS, PSP_WEBHOOK_SECRET: 'has space&and=more' })).toThrow(/PSP_WEBHOOK_SECRET/);
    let message = '';
    try {
      parsePspSettings({ ...withoutSecret, PSP_API_URL: 'not a url' });
    } catch (error) {
      message = String(error);
    }
    expect(message).not.toContain(PSP_VARS.PSP_WEBHOOK_SECRET);
    expect(message).not.toContain('not a url');
  });

  it('production takes no PSP that points at the local simulator, over http:// or with a short webhook secret; development does', () => {
    const simulator = {
      ...PSP_VARS,
      PSP_API_URL: 'http://127.0.0.1:8790/api/v2',
      PSP_TOKEN_URL: 'http://127.0.0.1:8790/oauth/token',
      PSP_BOLETO_API_URL: 'http://127.0.0.1:8790/boletos/v1',
      PSP_CLIENT_ID: 'arremate-dev',
      PSP_WEBHOOK_SECRET: 'dev',
    };
    expect(parseSettings(simulator).psp).toBeNull();
    expect(parseSettings({ ...simulator, APP_ENV: 'development' }).psp).toMatchObject({ apiUrl: 'http://127.0.0.1:8790/api/v2' });
    expect(parseSettings({ ...PSP_VARS, PSP_WEBHOOK_SECRET: 'short' }).psp).toBeNull();
    expect(parseSettings({ ...PSP_VARS, PSP_API_URL: 'http://pix.psp.example/api/v2' }).psp).toBeNull();
  });
});
