import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages } from '~/i18n/auth-messages';
import { passkeys } from '~/server/db/schema';
import { addPasskey, ageSignIn, API_CLIENT, call, db, mailsTo, signedInUser, TEST_ORIGIN, VALID_PASSWORD } from './fixtures';
import { softAuthenticator } from './soft-authenticator';

const REAUTH = 'Por segurança, confirme sua senha atual para continuar.';

describe('/api/auth/passkeys', () => {
  it('gives registration options to a signed-in user, excluding their passkeys, for this site', async () => {
    const user = await signedInUser();
    const res = await call('/api/auth/passkeys/register/options', { method: 'POST', token: user.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.json.data.rp).toEqual({ name: 'Arremate', id: 'arremate.test' });
    expect(res.json.data.user.name).toBe(user.email);
    expect(res.json.data.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(res.json.data.authenticatorSelection.residentKey).toBe('required');
  });

  it('refuses forged or replayed responses without creating anything', async () => {
    const user = await signedInUser();
    await call('/api/auth/passkeys/register/options', { method: 'POST', token: user.token, body: {} });
    const forged = await call('/api/auth/passkeys/register/verify', {
      method: 'POST',
      token: user.token,
      body: { response: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'AA' } } },
    });
    expect(forged.status).toBe(400);
    expect((await call('/api/auth/passkeys', { token: user.token })).json.data).toEqual([]);
    const login = await call('/api/auth/passkeys/login/verify', {
      method: 'POST',
      body: { response: { id: 'x', response: { clientDataJSON: 'e30' } } },
    });
    expect(login.status).toBe(401);
    expect(login.json.error).toBe('Não foi possível verificar a passkey. Tente novamente.');
  });

  it('sign-in options are public; registering and listing need a session', async () => {
    expect((await call('/api/auth/passkeys/login/options', { method: 'POST', body: {} })).status).toBe(200);
    expect((await call('/api/auth/passkeys/register/options', { method: 'POST', body: {} })).status).toBe(401);
    expect((await call('/api/auth/passkeys')).status).toBe(401);
    expect((await call('/api/auth/passkeys/abc', { method: 'DELETE' })).status).toBe(401);
  });

  it('adding a passkey needs the current password once the sign-in is older than 10 minutes', async () => {
    const user = await signedInUser();
    await ageSignIn(user.id);
    const refused = await call('/api/auth/passkeys/register/options', { method: 'POST', token: user.token, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(REAUTH);
    const verify = await call('/api/auth/passkeys/register/verify', { method: 'POST', token: user.token, body: { response: {} } });
    expect(verify.status).toBe(403);
    const wrong = await call('/api/auth/passkeys/register/options', { method: 'POST', token: user.token, body: { password: 'Errada123' } });
    expect(wrong.status).toBe(401);
    const ok = await call('/api/auth/passkeys/register/options', { method: 'POST', token: user.token, body: { password: VALID_PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.json.data.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('password guesses at the confirmation share the account sign-in limit: 429 with Retry-After', async () => {
    const user = await signedInUser();
    await ageSignIn(user.id);
    const guess = () => call('/api/auth/passkeys/register/options', { method: 'POST', token: user.token, body: { password: 'Errada123' } });
    // A right password (the fixture's sign-in) gives its try back: all 10 of the window are left.
    for (let i = 0; i < 10; i++) expect((await guess()).status).toBe(401);
    const limited = await guess();
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('removing a passkey needs the current password or a recent sign-in, and e-mails a notice', async () => {
    const user = await signedInUser();
    await db.insert(passkeys).values({ id: 'cred-1', userId: user.id, publicKey: Buffer.from([1, 2, 3]), counter: 0, name: 'Notebook' });
    await ageSignIn(user.id);
    const remove = (body: object) =>
      call('/api/auth/passkeys/cred-1', { method: 'DELETE', cookie: user.cookie, headers: { Origin: TEST_ORIGIN }, body });
    const refused = await remove({});
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(REAUTH);
    expect((await call('/api/auth/passkeys', { token: user.token })).json.data).toHaveLength(1);
    expect((await remove({ password: VALID_PASSWORD })).status).toBe(200);
    expect((await call('/api/auth/passkeys', { token: user.token })).json.data).toEqual([]);
    const notices = (await mailsTo(user.email)).filter((m) => m.kind.startsWith('security_'));
    expect(notices.map((m) => m.subject)).toEqual(['Arremate — Passkey removida']);
  });

  it('adding a passkey e-mails a notice; signing in with it from a browser sets the cookie and answers no token', async () => {
    const user = await signedInUser();
    const authenticator = await softAuthenticator();
    const options = await call('/api/auth/passkeys/register/options', { method: 'POST', token: user.token, body: {} });
    const added = await call('/api/auth/passkeys/register/verify', {
      method: 'POST',
      token: user.token,
      body: { name: 'Celular', response: authenticator.register(options.json.data) },
    });
    expect(added.status).toBe(201);
    expect((await mailsTo(user.email)).filter((m) => m.kind.startsWith('security_')).map((m) => m.subject)).toEqual([
      'Arremate — Nova passkey adicionada',
    ]);

    const browser = { Origin: TEST_ORIGIN };
    const loginOptions = await call('/api/auth/passkeys/login/options', { method: 'POST', body: {}, headers: browser });
    const signedIn = await call('/api/auth/passkeys/login/verify', {
      method: 'POST',
      body: { response: await authenticator.authenticate(loginOptions.json.data) },
      headers: browser,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.data).toEqual({ user: expect.objectContaining({ id: user.id }) });
    const cookie = signedIn.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect((await call('/api/auth/me', { cookie: cookie.split(';')[0] })).json.data.user.id).toBe(user.id);

    const apiOptions = await call('/api/auth/passkeys/login/options', { method: 'POST', body: {}, headers: API_CLIENT });
    const api = await call('/api/auth/passkeys/login/verify', {
      method: 'POST',
      body: { response: await authenticator.authenticate(apiOptions.json.data) },
      headers: API_CLIENT,
    });
    expect(api.headers.get('set-cookie')).toBeNull();
    expect((await call('/api/auth/me', { token: api.json.data.access_token })).json.data.user.id).toBe(user.id);
  });
});

describe('DELETE /api/auth/passkeys (Remover todas as passkeys)', () => {
  it('asks for the password after 10 minutes, then removes every passkey of the account and none of another’s, and notifies', async () => {
    const [owner, other] = [await signedInUser(), await signedInUser()];
    await addPasskey(owner.id);
    await addPasskey(owner.id);
    await addPasskey(other.id);
    const count = async (userId: number) => (await db.select().from(passkeys).where(eq(passkeys.userId, userId))).length;
    await ageSignIn(owner.id);
    const asked = await call('/api/auth/passkeys', { method: 'DELETE', token: owner.token, body: {} });
    expect(asked.status).toBe(403);
    expect(asked.json.error).toBe(authMessages.reauthRequired);
    expect(await count(owner.id)).toBe(2);
    const done = await call('/api/auth/passkeys', { method: 'DELETE', token: owner.token, body: { password: VALID_PASSWORD } });
    expect(done.status).toBe(200);
    expect(done.json.data).toEqual({ removed: 2 });
    expect(await count(owner.id)).toBe(0);
    expect(await count(other.id)).toBe(1);
    expect((await mailsTo(owner.email)).at(-1)?.subject).toBe('Arremate — Passkey removida');
  });
});
