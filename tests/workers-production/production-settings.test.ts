/**
 * The Worker as a plain `wrangler deploy` publishes it (wrangler.toml's top-level vars, nothing local):
 * secure cookies, no dev-only routes, HSTS. Run by `npm run test:workers` (vitest.workers-production.config.ts).
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '~/i18n/auth-messages';
import { issueSocketTicket } from '~/server/auth/socket-ticket.server';
import { NO_PSP_PAYMENTS } from '~/server/context/settings-check.server';
import { settingsOf } from '~/server/context/settings.server';
import { mailOutbox } from '~/server/db/schema';
import { paymentProviderOf } from '~/server/payments/psp.server';
import { enqueueMail } from '~/server/platform/mail.server';
import worker from '../../workers/app';
import { call, db, get, nextCpf, openTestSocket, signedInUser, TEST_ORIGIN, VALID_PASSWORD } from '../workers/fixtures';

afterEach(() => vi.restoreAllMocks());

/** The JSON lines logged as errors. */
const errorLines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([line]) => {
    try {
      return JSON.parse(String(line)) as Record<string, unknown>;
    } catch {
      return {};
    }
  });

const HSTS = 'max-age=63072000; includeSubDomains';

describe('production settings (wrangler.toml)', () => {
  it('runs as production', () => {
    expect(env.APP_ENV).toBe('production');
  });

  it("keeps a hot lot's relays off: every lot socket stays on its room (decision record 0031)", () => {
    expect(settingsOf(env).relays).toEqual({ threshold: null, count: 8 });
  });

  it('signs a browser in with a __Host-, Secure, HttpOnly cookie that then authenticates it', async () => {
    const email = `p${crypto.randomUUID().slice(0, 12)}@example.com`;
    const reg = await call('/api/auth/register', {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN },
      body: { name: 'Cliente Produção', email, password: VALID_PASSWORD, accountType: 'PF', cpf: nextCpf() },
    });
    expect(reg.status).toBe(201);
    const login = await call('/api/auth/login', {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN },
      body: { email, password: VALID_PASSWORD },
    });
    expect(login.status).toBe(200);
    const setCookie = login.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^__Host-arremate_session=[^;]+;/);
    const attributes = setCookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('secure');
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('path=/');
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);

    const me = await call('/api/auth/me', { cookie: setCookie.split(';')[0] });
    expect(me.status).toBe(200);
    expect(me.json.data.user.email).toBe(email);
  });

  it('has no dev mailbox and no CEP stand-in', async () => {
    expect((await get('/dev/mailbox')).status).toBe(404);
    expect((await get('/dev/mailbox.data')).status).toBe(404);
    expect((await get('/dev/fake-viacep/01310100/json')).status).toBe(404);
  });

  it('sends HSTS on pages, API answers and cached visitor pages', async () => {
    for (const path of ['/', '/lotes?hsts=1', '/lotes?hsts=1', '/api/categories', '/api/nao-existe']) {
      const res = await get(path);
      await res.arrayBuffer();
      expect(res.headers.get('strict-transport-security'), path).toBe(HSTS);
    }
  });

  it('logs, at the first request, the production settings it runs without', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fresh = { ...env }; // a new env object, as a newly started isolate sees
    const ctx = createExecutionContext();
    const request = new Request('http://arremate.test/api/categories') as Request<unknown, IncomingRequestCfProperties>;
    expect((await worker.fetch(request, fresh, ctx)).status).toBe(200);
    expect((await worker.fetch(request.clone() as typeof request, fresh, ctx)).status).toBe(200);
    await waitOnExecutionContext(ctx);
    const checks = errorLines(logged).filter((l) => l.what === 'production settings missing');
    expect(checks).toHaveLength(1);
    expect(checks[0]!.missing).toEqual(expect.arrayContaining(['MAIL_API_URL', 'MAIL_API_KEY', 'SOCKET_TICKET_KEY']));
  });

  it('runs without a PSP (payments approved by hand), and the start-up line says so', async () => {
    expect(settingsOf(env).psp).toBeNull();
    expect(paymentProviderOf(env, settingsOf(env))).toBeNull();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ctx = createExecutionContext();
    const request = new Request('http://arremate.test/api/categories') as Request<unknown, IncomingRequestCfProperties>;
    expect((await worker.fetch(request, { ...env }, ctx)).status).toBe(200);
    await waitOnExecutionContext(ctx);
    const checks = errorLines(logged).filter((l) => l.what === 'production settings missing');
    expect(checks).toHaveLength(1);
    expect(checks[0]!.payments).toBe(NO_PSP_PAYMENTS);
  });

  it('without a socket ticket key, issues no ticket (503) and accepts none (401); the cookie still opens the bell', async () => {
    const member = await signedInUser({ approved: true });
    const issued = await call('/api/auth/socket-ticket', { method: 'POST', token: member.token });
    expect(issued.status).toBe(503);
    expect(issued.json).toEqual({
      error: 'Tickets de conexão ao vivo indisponíveis no momento. Conecte com o cookie de sessão ou o token de acesso.',
    });
    // Signed with a key anyone could pick: with no key set, nothing verifies.
    const { ticket } = await issueSocketTicket('a-key-anyone-could-pick-for-the-tickets', {
      userId: member.id,
      session: { id: 'a'.repeat(64), kind: 'bearer' },
    });
    const refused = await openTestSocket('/api/notifications/live', undefined, { 'Sec-WebSocket-Protocol': `arremate, ticket.${ticket}` });
    expect(refused.status).toBe(401);
    expect(refused.response.webSocket).toBeNull();
    const bell = await openTestSocket('/api/notifications/live', member.cookie);
    expect(bell.status).toBe(101);
    bell.close();
  });

  it('without a mail provider, keeps mail pending (never marked sent) and logs one error per drain', async () => {
    const ids = [
      await enqueueMail(db, { to: 'ana@example.com', subject: 'Conta aprovada', text: 'Bem-vinda.', kind: 'account_approved' }),
      await enqueueMail(db, { to: 'bia@example.com', subject: 'Conta aprovada', text: 'Bem-vinda.', kind: 'account_approved' }),
    ];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let drain = 0; drain < 2; drain++) {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env, ctx);
      await waitOnExecutionContext(ctx);
    }
    const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.map((r) => ({ status: r.status, attempts: r.attempts, sentAt: r.sentAt }))).toEqual([
      { status: 'pending', attempts: 0, sentAt: null },
      { status: 'pending', attempts: 0, sentAt: null },
    ]);
    expect(errorLines(logged).filter((l) => l.what === 'mail delivery')).toHaveLength(2);
  });

  it('refuses the back office to an administrator without a second factor (403 admin_2fa_required), and lets one with a passkey in', async () => {
    const admin = await signedInUser({ admin: true, secondFactor: false });
    const refused = await call('/api/admin/users', { token: admin.token });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ error: authMessages.adminSecondFactorRequired, code: 'admin_2fa_required' });
    const page = await get('/admin', { headers: { Cookie: admin.cookie }, redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/perfil?aviso=admin-2fa#security');

    const withPasskey = await signedInUser({ admin: true });
    expect((await call('/api/admin/users', { token: withPasskey.token })).status).toBe(200);
  });
});
