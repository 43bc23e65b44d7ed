/**
 * The back office asks every administrator for a second factor (TOTP or a passkey): the /api/admin/* calls and
 * every admin-only API route refuse with 403 and the code `admin_2fa_required`, the admin pages send the
 * administrator to Meu Perfil's security section with the reason, and the admin socket refuses too. The test
 * runs name no exempt e-mail, so nobody here is let in without one.
 */
import { describe, expect, it } from 'vitest';
import { authMessages } from '~/i18n/auth-messages';
import { totpCodeAt } from '~/server/auth/totp.server';
import { call, get, openTestSocket, signedInUser } from './fixtures';
import { softAuthenticator } from './soft-authenticator';

const adminWithoutSecondFactor = () => signedInUser({ admin: true, secondFactor: false });

describe('an administrator without a second factor', () => {
  it('is refused every /api/admin call and every admin-only route with 403, the Portuguese message and the code admin_2fa_required', async () => {
    const admin = await adminWithoutSecondFactor();
    for (const [method, path] of [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/payments'],
      ['POST', `/api/admin/users/${admin.id}/promote`],
      ['GET', '/api/auction-schedules'],
    ] as const) {
      const res = await call(path, { method, token: admin.token, body: method === 'POST' ? {} : undefined });
      expect(res.status, path).toBe(403);
      expect(res.json, path).toEqual({ error: authMessages.adminSecondFactorRequired, code: 'admin_2fa_required' });
    }
    // The browser's session is refused the same way.
    const byCookie = await call('/api/admin/users', { cookie: admin.cookie });
    expect(byCookie.status).toBe(403);
    expect(byCookie.json.code).toBe('admin_2fa_required');
  });

  it('is sent from each admin page to Meu Perfil’s security section, which shows why', async () => {
    const admin = await adminWithoutSecondFactor();
    for (const path of ['/admin', '/admin/importar-lotes', '/admin-dashboard', '/agendamento', '/templates']) {
      const res = await get(path, { headers: { Cookie: admin.cookie }, redirect: 'manual' });
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe('/perfil?aviso=admin-2fa#security');
    }
    const profile = await get('/perfil?aviso=admin-2fa', { headers: { Cookie: admin.cookie } });
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain(authMessages.adminSecondFactorRequired);
  });

  it('cannot open the admin socket', async () => {
    const admin = await adminWithoutSecondFactor();
    const refused = await openTestSocket('/api/admin/live', admin.cookie);
    expect(refused.status).toBe(403);
  });

  it('is let in once two-step verification is turned on, or a passkey added, from the session: the new factor raises it', async () => {
    const withTotp = await adminWithoutSecondFactor();
    const setup = await call('/api/auth/2fa/setup', { method: 'POST', token: withTotp.token });
    expect(setup.status).toBe(200);
    const enabled = await call('/api/auth/2fa/enable', {
      method: 'POST',
      token: withTotp.token,
      body: { token: totpCodeAt(setup.json.data.secret, Date.now()) },
    });
    expect(enabled.status).toBe(200);
    expect((await call('/api/admin/users', { token: withTotp.token })).status).toBe(200);
    // Another session of the account, opened with the password alone, must raise itself first (decision 0036).
    const other = await get('/admin', { headers: { Cookie: withTotp.cookie }, redirect: 'manual' });
    expect(other.headers.get('location')).toBe('/perfil?aviso=admin-elevar#security');

    const withPasskey = await adminWithoutSecondFactor();
    const key = await softAuthenticator();
    const options = await call('/api/auth/passkeys/register/options', { method: 'POST', cookie: withPasskey.cookie });
    const added = await call('/api/auth/passkeys/register/verify', {
      method: 'POST',
      cookie: withPasskey.cookie,
      body: { response: key.register(options.json.data), name: 'Chave' },
    });
    expect(added.status).toBe(201);
    expect((await get('/admin', { headers: { Cookie: withPasskey.cookie }, redirect: 'manual' })).status).toBe(200);
  });
});
