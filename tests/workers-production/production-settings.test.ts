/**
 * The Worker as a plain `wrangler deploy` publishes it (wrangler.toml's top-level vars, nothing local):
 * secure cookies, no dev-only routes, HSTS. Run by `npm run test:workers` (vitest.workers-production.config.ts).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { authMessages } from '~/i18n/auth-messages';
import { call, get, nextCpf, signedInUser, TEST_ORIGIN, VALID_PASSWORD } from '../workers/fixtures';

const HSTS = 'max-age=63072000; includeSubDomains';

describe('production settings (wrangler.toml)', () => {
  it('runs as production', () => {
    expect(env.APP_ENV).toBe('production');
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
