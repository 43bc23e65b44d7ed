import { describe, expect, it } from 'vitest';
import { call, signedInUser } from './fixtures';

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
});
