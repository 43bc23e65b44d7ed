/**
 * An administrator's second factor is a property of the session (decision 0036): a session opened with the
 * password alone is a member's — on the admin API, the admin pages, the admin socket and the admin-only data
 * of public reads — until it is raised with a TOTP code, a backup code or a passkey. The step-up before money
 * and role actions asks for the factor, not the password, and a password reset by e-mail keeps an
 * administrator's factors, so the mailbox alone never opens an administrator's session.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { authMessages } from '~/i18n/auth-messages';
import { hashPassword } from '~/server/auth/password.server';
import { sessionCookieName } from '~/server/auth/request-auth.server';
import { createSession } from '~/server/auth/sessions.server';
import { sha256Hex } from '~/server/auth/tokens.server';
import { totpCodeAt } from '~/server/auth/totp.server';
import {
  addPasskey,
  ageSignIn,
  API_CLIENT,
  call,
  db,
  get,
  insertLot,
  insertUser,
  openTestSocket,
  plantSignInKeys,
  VALID_PASSWORD,
} from './fixtures';
import { softAuthenticator } from './soft-authenticator';

const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

let passwordHash: Promise<string> | null = null;
const testPasswordHash = () => (passwordHash ??= hashPassword(VALID_PASSWORD));

/** An administrator (password VALID_PASSWORD) and a bearer and a cookie session opened with the password alone. */
async function administrator({ totp = false, passkey = true } = {}) {
  const user = await insertUser({ passwordHash: await testPasswordHash(), isAdmin: true, isApproved: true });
  if (totp) {
    await env.DB.batch([
      env.DB.prepare('insert into totp_secrets (user_id, secret, enabled_at) values (?, ?, ?)').bind(
        user.id,
        TOTP_SECRET,
        new Date().toISOString(),
      ),
      env.DB.prepare('update users set two_factor_enabled = 1 where id = ?').bind(user.id),
      env.DB.prepare('insert into backup_codes (user_id, code_hash) values (?, ?)').bind(user.id, await sha256Hex('abcd2345')),
    ]);
  }
  if (passkey) await addPasskey(user.id);
  const [bearer, cookie] = await Promise.all([createSession(db, user.id, 'bearer'), createSession(db, user.id, 'cookie')]);
  return { id: user.id, email: user.email, token: bearer.token, cookie: `${sessionCookieName(env.APP_ENV)}=${cookie.token}` };
}

const login = (email: string, headers: Record<string, string> = API_CLIENT) =>
  call('/api/auth/login', { method: 'POST', body: { email, password: VALID_PASSWORD }, headers });

describe('an administrator whose only second factor is a passkey', () => {
  it('is asked for the passkey after the password, and the password alone opens no session', async () => {
    const admin = await administrator();
    const api = await login(admin.email);
    expect(api.status).toBe(200);
    expect(api.json.data).toEqual({ requires_2fa: true, user_id: admin.id, methods: ['passkey'] });
    const browser = await login(admin.email, {});
    expect(browser.json.data.requires_2fa).toBe(true);
    expect(browser.headers.get('Set-Cookie') ?? '').not.toContain(sessionCookieName(env.APP_ENV));
  });

  it('a member with a passkey still signs in with the password alone', async () => {
    const member = await insertUser({ passwordHash: await testPasswordHash() });
    await addPasskey(member.id);
    const signedIn = await login(member.email);
    expect(signedIn.json.data.access_token).toEqual(expect.any(String));
  });
});

describe('a password-only session of an administrator', () => {
  it('is refused the admin API with the code admin_session_raise_required, and the admin pages send it to raise the session', async () => {
    const admin = await administrator();
    for (const who of [{ token: admin.token }, { cookie: admin.cookie }]) {
      const refused = await call('/api/admin/users', who);
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ error: authMessages.adminSessionRaiseRequired, code: 'admin_session_raise_required' });
    }
    for (const path of ['/admin', '/admin-dashboard', '/agendamento']) {
      const page = await get(path, { headers: { Cookie: admin.cookie }, redirect: 'manual' });
      expect(page.status, path).toBe(302);
      expect(page.headers.get('location'), path).toBe('/perfil?aviso=admin-elevar#security');
    }
    const profile = await get('/perfil?aviso=admin-elevar', { headers: { Cookie: admin.cookie } });
    expect(await profile.text()).toContain(authMessages.adminSessionRaiseRequired);
    expect((await openTestSocket('/api/admin/live', admin.cookie)).status).toBe(403);
  });

  it('sees a lot as a member does: no reserve amount, no asset tag, no closed lot’s maxima', async () => {
    const admin = await administrator();
    const lot = await insertLot({ reservePriceCents: 500_000 });
    const read = await call(`/api/auctions/${lot.id}`, { token: admin.token });
    expect(read.status).toBe(200);
    expect(read.json.data).not.toHaveProperty('reserve_price');
    expect(read.json.data).not.toHaveProperty('asset_tag');
    const closed = await insertLot({ status: 'closed', endsAt: Date.now() - 60_000 });
    expect((await call(`/api/auctions/${closed.id}`, { token: admin.token })).json.data).not.toHaveProperty('auto_bids');
    const raisedSession = await createSession(db, admin.id, 'bearer', {}, Date.now(), { factor: 'passkey' });
    expect((await call(`/api/auctions/${closed.id}`, { token: raisedSession.token })).json.data).toHaveProperty('auto_bids');
    const root = await get('/', { headers: { Cookie: admin.cookie } });
    expect(await root.text()).not.toContain('"isAdmin":true');
  });

  it('is raised with a TOTP code: the admin API, pages and reserve open to it', async () => {
    const admin = await administrator({ totp: true, passkey: false });
    const wrong = await call('/api/auth/session/raise', { method: 'POST', token: admin.token, body: { token: '000000' } });
    expect(wrong.status).toBe(400);
    expect((await call('/api/admin/users', { token: admin.token })).status).toBe(403);
    const raised = await call('/api/auth/session/raise', {
      method: 'POST',
      token: admin.token,
      body: { token: totpCodeAt(TOTP_SECRET, Date.now()) },
    });
    expect(raised.status).toBe(200);
    expect((await call('/api/admin/users', { token: admin.token })).status).toBe(200);
    const lot = await insertLot({ reservePriceCents: 500_000 });
    expect((await call(`/api/auctions/${lot.id}`, { token: admin.token })).json.data.reserve_price).toBe(5000);
    // The cookie session is a session of its own: still a member's.
    expect((await call('/api/admin/users', { cookie: admin.cookie })).status).toBe(403);
  });

  it('is raised with a backup code', async () => {
    const admin = await administrator({ totp: true, passkey: false });
    const raised = await call('/api/auth/session/raise', { method: 'POST', cookie: admin.cookie, body: { backup_code: 'abcd-2345' } });
    expect(raised.status).toBe(200);
    expect((await get('/admin', { headers: { Cookie: admin.cookie }, redirect: 'manual' })).status).toBe(200);
  });

  it('is raised with one of the account’s own passkeys, never another account’s', async () => {
    const admin = await administrator({ passkey: false });
    const other = await administrator({ passkey: false });
    // The other administrator's passkey, registered from a session that may (no factor yet: its first one).
    const otherKey = await softAuthenticator();
    const otherOptions = await call('/api/auth/passkeys/register/options', {
      method: 'POST',
      token: other.token,
      body: { password: VALID_PASSWORD },
    });
    await call('/api/auth/passkeys/register/verify', {
      method: 'POST',
      token: other.token,
      body: { response: otherKey.register(otherOptions.json.data), name: 'Outra' },
    });
    const key = await softAuthenticator();
    const options = await call('/api/auth/passkeys/register/options', {
      method: 'POST',
      token: admin.token,
      body: { password: VALID_PASSWORD },
    });
    const added = await call('/api/auth/passkeys/register/verify', {
      method: 'POST',
      token: admin.token,
      body: { response: key.register(options.json.data), name: 'Minha' },
    });
    expect(added.status).toBe(201);
    // A new password-only session of the same account, raised with the passkey.
    const session = await createSession(db, admin.id, 'bearer');
    expect((await call('/api/admin/users', { token: session.token })).status).toBe(403);
    const foreign = await call('/api/auth/passkeys/raise/options', { method: 'POST', token: session.token });
    const byOther = await call('/api/auth/passkeys/raise/verify', {
      method: 'POST',
      token: session.token,
      body: { response: await otherKey.authenticate(foreign.json.data) },
    });
    expect(byOther.status).toBe(401);
    expect((await call('/api/admin/users', { token: session.token })).status).toBe(403);
    const raiseOptions = await call('/api/auth/passkeys/raise/options', { method: 'POST', token: session.token });
    expect(raiseOptions.json.data.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const raised = await call('/api/auth/passkeys/raise/verify', {
      method: 'POST',
      token: session.token,
      body: { response: await key.authenticate(raiseOptions.json.data) },
    });
    expect(raised.status).toBe(200);
    expect((await call('/api/admin/users', { token: session.token })).status).toBe(200);
  });

  it('cannot plant a new factor to raise itself with: adding a passkey or turning 2FA on asks for the factor it has', async () => {
    const admin = await administrator();
    const passkey = await call('/api/auth/passkeys/register/options', {
      method: 'POST',
      token: admin.token,
      body: { password: VALID_PASSWORD },
    });
    expect(passkey.status).toBe(403);
    expect(passkey.json.code).toBe('factor_required');
    const totp = await call('/api/auth/2fa/setup', { method: 'POST', token: admin.token, body: { password: VALID_PASSWORD } });
    expect(totp.status).toBe(403);
    expect(totp.json.code).toBe('factor_required');
    const removal = await call('/api/auth/passkeys', { method: 'DELETE', token: admin.token, body: { password: VALID_PASSWORD } });
    expect(removal.status).toBe(403);
  });
});

describe('the step-up before money and role actions', () => {
  it('asks an administrator with a factor for the factor, not the password', async () => {
    const admin = await administrator({ totp: true, passkey: false });
    const raised = await call('/api/auth/session/raise', {
      method: 'POST',
      token: admin.token,
      body: { token: totpCodeAt(TOTP_SECRET, Date.now() - 30_000) },
    });
    expect(raised.status).toBe(200);
    await ageSignIn(admin.id);
    const member = await insertUser();
    const byPassword = await call(`/api/admin/users/${member.id}/promote`, {
      method: 'POST',
      token: admin.token,
      body: { password: VALID_PASSWORD },
    });
    expect(byPassword.status).toBe(403);
    expect(byPassword.json).toEqual({ error: authMessages.factorRequired, code: 'factor_required' });
    const byCode = await call(`/api/admin/users/${member.id}/promote`, {
      method: 'POST',
      token: admin.token,
      body: { two_factor_token: totpCodeAt(TOTP_SECRET, Date.now()) },
    });
    expect(byCode.status).toBe(200);
    expect(byCode.json.data.is_admin).toBe(true);
  });
});

describe('a password reset by e-mail of an administrator', () => {
  it('keeps the factors, and a sign-in with the new password still asks for one', async () => {
    const admin = await administrator({ passkey: false });
    await plantSignInKeys(admin.id);
    const token = 'reset-token-of-an-administrator';
    await env.DB.prepare('insert into password_reset_tokens (user_id, token_hash, expires_at) values (?, ?, ?)')
      .bind(admin.id, await sha256Hex(token), new Date(Date.now() + 3_600_000).toISOString())
      .run();
    const reset = await call('/api/auth/password-reset/confirm', {
      method: 'POST',
      body: { token, new_password: 'Outra2026!x', confirm_password: 'Outra2026!x' },
    });
    expect(reset.status).toBe(200);
    const kept = await env.DB.prepare(
      'select two_factor_enabled as totp, (select count(*) from passkeys where user_id = users.id) as passkeys from users where id = ?',
    )
      .bind(admin.id)
      .first<{ totp: number; passkeys: number }>();
    expect(kept).toEqual({ totp: 1, passkeys: 1 });
    const signIn = await call('/api/auth/login', {
      method: 'POST',
      body: { email: admin.email, password: 'Outra2026!x' },
      headers: API_CLIENT,
    });
    expect(signIn.json.data.requires_2fa).toBe(true);
    expect(signIn.json.data.access_token).toBeUndefined();
  });
});
