/**
 * The back office asks every administrator for a second factor (TOTP or a passkey): the /api/admin/* calls and
 * every admin-only API route refuse with 403 and the code `admin_2fa_required`, the admin pages send the
 * administrator to Meu Perfil's security section with the reason, and the admin socket refuses too. The test
 * runs name no exempt e-mail, so nobody here is let in without one.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages } from '~/i18n/auth-messages';
import { users } from '~/server/db/schema';
import { addPasskey, call, db, get, openTestSocket, signedInUser } from './fixtures';

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

  it('is let in once two-step verification is on, or once a passkey is added', async () => {
    const withTotp = await adminWithoutSecondFactor();
    await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, withTotp.id));
    expect((await call('/api/admin/users', { token: withTotp.token })).status).toBe(200);
    expect((await get('/admin', { headers: { Cookie: withTotp.cookie }, redirect: 'manual' })).status).toBe(200);

    const withPasskey = await adminWithoutSecondFactor();
    await addPasskey(withPasskey.id);
    expect((await call('/api/admin/users', { token: withPasskey.token })).status).toBe(200);
    expect((await get('/admin', { headers: { Cookie: withPasskey.cookie }, redirect: 'manual' })).status).toBe(200);
  });
});
