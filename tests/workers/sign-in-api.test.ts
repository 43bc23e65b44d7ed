/**
 * Signing in and out through the real Worker: the browser's cookie, an API client's bearer and refresh
 * tokens, the sign-in limits, session fixation, hashes upgraded at sign-in, CSRF.
 */
import { env, SELF } from 'cloudflare:test';
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_CLIENT, call, newEmail, register, registration as base, signedInUser, TEST_ORIGIN, VALID_PASSWORD } from './fixtures';

describe('sign-in, sessions and tokens', () => {
  it('a browser sign-in sets the HttpOnly cookie and puts no token in the JSON', async () => {
    const body = base();
    await register(body);
    const res = await call('/api/auth/login', { method: 'POST', body: { email: body.email.toUpperCase(), password: VALID_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ user: expect.objectContaining({ email: body.email }) });
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    const cookie = setCookie.split(';')[0]!;
    expect((await call('/api/auth/me', { cookie })).json.data.user.email).toBe(body.email);
    // The cookie's value is stored hashed only.
    const stored = await env.DB.prepare('select count(*) as n from sessions where id = ?')
      .bind(cookie.split('=')[1])
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it('an API client that asks with X-Arremate-Client: api gets bearer and refresh tokens, and no cookie', async () => {
    const body = base();
    await register(body);
    const res = await call('/api/auth/login', {
      method: 'POST',
      body: { email: body.email, password: VALID_PASSWORD },
      headers: API_CLIENT,
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ token_type: 'Bearer', user: { email: body.email } });
    expect(res.json.data.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.json.data.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await call('/api/auth/me', { token: res.json.data.access_token })).json.data.user.email).toBe(body.email);
    expect((await call('/api/auth/verify', { token: res.json.data.access_token })).json.data.user.email).toBe(body.email);
    const stored = await env.DB.prepare('select count(*) as n from sessions where id = ?')
      .bind(res.json.data.access_token)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it('the sign-in limits count wrong passwords: right ones give their attempt back', async () => {
    const body = base();
    await register(body);
    const headers = { 'CF-Connecting-IP': '198.51.100.21' };
    const login = (password: string) => call('/api/auth/login', { method: 'POST', body: { email: body.email, password }, headers });
    for (let i = 0; i < 12; i++) expect((await login(VALID_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login('Errada123')).status).toBe(401);
    const limited = await login(VALID_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  });

  it('the login modal (POST /entrar, as its fetcher sends it) and POST /api/auth/login are one service: same answers, one rate limit', async () => {
    const body = base();
    await register(body);
    const form = (password: string, cookie?: string) =>
      SELF.fetch(`${TEST_ORIGIN}/entrar.data`, {
        method: 'POST',
        headers: { Origin: TEST_ORIGIN, Host: 'arremate.test', 'CF-Connecting-IP': '198.51.100.7', ...(cookie ? { Cookie: cookie } : {}) },
        body: new URLSearchParams({ email: body.email, password }),
      });
    // Signed in on this browser as someone else before: that session ends, a new one starts (no fixation).
    const before = (await signedInUser()).cookie;
    const signedIn = await form(VALID_PASSWORD, before);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).not.toMatch(/access_token|refresh_token/);
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).not.toBe(before);
    expect((await call('/api/auth/me', { cookie })).json.data.user.email).toBe(body.email);
    expect((await call('/api/auth/me', { cookie: before })).status).toBe(401);
    // Wrong passwords through the API, from this address, use up the same budget the modal draws on.
    for (let i = 0; i < 10; i++)
      await call('/api/auth/login', {
        method: 'POST',
        body: { email: body.email, password: 'Errada123' },
        headers: { 'CF-Connecting-IP': '198.51.100.7' },
      });
    const limited = await form(VALID_PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('Muitas tentativas');
  });

  it('session fixation: the cookie a browser held before sign-in is not the one after, and is not honoured', async () => {
    const body = base();
    await register(body);
    const other = await signedInUser();
    const planted = 'arremate_session=planted-by-someone-else';
    for (const before of [planted, other.cookie]) {
      const res = await call('/api/auth/login', {
        method: 'POST',
        body: { email: body.email, password: VALID_PASSWORD },
        cookie: before,
        headers: { Origin: TEST_ORIGIN },
      });
      expect(res.status).toBe(200);
      const after = res.headers.get('set-cookie')!.split(';')[0]!;
      expect(after).not.toBe(before);
      expect((await call('/api/auth/me', { cookie: after })).json.data.user.email).toBe(body.email);
      expect((await call('/api/auth/me', { cookie: before })).status).toBe(401);
    }
  });

  it('answers a visitor 401 on verify and me, silently', async () => {
    for (const path of ['/api/auth/verify', '/api/auth/me']) {
      const res = await call(path);
      expect(res.status).toBe(401);
      expect(res.json.error).toBe('Faça login para continuar.');
    }
    expect((await call('/api/auth/me', { token: 'forged-token' })).status).toBe(401);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const body = base();
    await register(body);
    const wrong = await call('/api/auth/login', { method: 'POST', body: { email: body.email, password: 'Errada123' } });
    const unknown = await call('/api/auth/login', { method: 'POST', body: { email: newEmail(), password: 'Errada123' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.error).toBe('Email ou senha incorretos.');
  });

  it("a hash made with weaker parameters is replaced by today's at the next successful sign-in", async () => {
    const body = base();
    await register(body);
    const salt = randomBytes(16);
    const weak = scryptSync(VALID_PASSWORD.normalize('NFKC'), salt, 32, { N: 2 ** 10, r: 8, p: 1 });
    const weakHash = `$scrypt$ln=10,r=8,p=1$${salt.toString('base64')}$${weak.toString('base64')}`;
    await env.DB.prepare('update users set password_hash = ? where email = ?').bind(weakHash, body.email).run();
    const storedHash = async () =>
      (await env.DB.prepare('select password_hash from users where email = ?').bind(body.email).first<{ password_hash: string }>())!
        .password_hash;

    expect((await call('/api/auth/login', { method: 'POST', body: { email: body.email, password: 'Errada123' } })).status).toBe(401);
    expect(await storedHash()).toBe(weakHash); // a wrong password changes nothing
    expect((await call('/api/auth/login', { method: 'POST', body: { email: body.email, password: VALID_PASSWORD } })).status).toBe(200);
    const upgraded = await storedHash();
    expect(upgraded).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$/);
    expect((await call('/api/auth/login', { method: 'POST', body: { email: body.email, password: VALID_PASSWORD } })).status).toBe(200);
    expect(await storedHash()).toBe(upgraded); // rehashed once
  });

  it('validates login with the spec messages', async () => {
    expect((await call('/api/auth/login', { method: 'POST', body: { email: 'x', password: 'y' } })).json.error).toBe('Email inválido');
    expect((await call('/api/auth/login', { method: 'POST', body: { email: 'a@b.co', password: '' } })).json.error).toBe(
      'Preencha a senha',
    );
  });

  it('rotates refresh tokens; reusing an old one revokes the whole family and the bearer sessions it issued', async () => {
    const user = await signedInUser();
    const first = await call('/api/auth/refresh', { method: 'POST', body: { refresh_token: user.refresh } });
    expect(first.status).toBe(200);
    const next = first.json.data.refresh_token as string;
    expect(next).not.toBe(user.refresh);
    expect((await call('/api/auth/me', { token: first.json.data.access_token })).status).toBe(200);
    const replay = await call('/api/auth/refresh', { method: 'POST', body: { refresh_token: user.refresh } });
    expect(replay.status).toBe(401);
    expect(replay.json.error).toBe('Sessão expirada. Faça login novamente.');
    expect((await call('/api/auth/refresh', { method: 'POST', body: { refresh_token: next } })).status).toBe(401);
    // Whoever holds an access token of that family is out too; the browser's cookie session is not part of it.
    expect((await call('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await call('/api/auth/me', { token: first.json.data.access_token })).status).toBe(401);
    expect((await call('/api/auth/me', { cookie: user.cookie })).status).toBe(200);
  });

  it('logout revokes the session and clears the cookie', async () => {
    const user = await signedInUser();
    const out = await call('/api/auth/logout', { method: 'POST', cookie: user.cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await call('/api/auth/me', { cookie: user.cookie })).status).toBe(401);
    expect((await call('/api/auth/me', { token: user.token })).status).toBe(200); // other sessions live on
  });

  it('a bearer logout also ends its refresh-token family, even when the client does not send the refresh token', async () => {
    const user = await signedInUser();
    const other = await call('/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: VALID_PASSWORD },
      headers: API_CLIENT,
    });
    expect((await call('/api/auth/logout', { method: 'POST', token: user.token })).status).toBe(200);
    expect((await call('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await call('/api/auth/refresh', { method: 'POST', body: { refresh_token: user.refresh } })).status).toBe(401);
    // Another device's family is untouched.
    expect((await call('/api/auth/refresh', { method: 'POST', body: { refresh_token: other.json.data.refresh_token } })).status).toBe(200);
  });

  it('a logout that sends a refresh token ends that family and the access tokens refreshed from it', async () => {
    const user = await signedInUser();
    const refreshed = await call('/api/auth/refresh', { method: 'POST', body: { refresh_token: user.refresh } });
    await call('/api/auth/logout', { method: 'POST', body: { refresh_token: refreshed.json.data.refresh_token } });
    expect((await call('/api/auth/me', { token: refreshed.json.data.access_token })).status).toBe(401);
    expect((await call('/api/auth/refresh', { method: 'POST', body: { refresh_token: refreshed.json.data.refresh_token } })).status).toBe(
      401,
    );
  });

  it('slows wrong passwords per account and address with a Portuguese 429; the owner still signs in from their own address', async () => {
    const body = base();
    await register(body);
    const from = (ip: string, password: string) =>
      call('/api/auth/login', { method: 'POST', body: { email: body.email, password }, headers: { 'CF-Connecting-IP': ip } });
    let last = await from('203.0.113.66', 'Errada123');
    for (let i = 0; i < 10; i++) last = await from('203.0.113.66', 'Errada123');
    expect(last.status).toBe(429);
    expect(last.json.error).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits, from that address.
    expect((await from('203.0.113.66', VALID_PASSWORD)).status).toBe(429);
    // The owner, from theirs, is not locked out by someone else's guesses.
    expect((await from('198.51.100.99', VALID_PASSWORD)).status).toBe(200);
  });

  it('keeps the per-address limit: 30 wrong passwords from one address, over many accounts, and it waits', async () => {
    const headers = { 'CF-Connecting-IP': '203.0.113.77' };
    const guess = (email: string) => call('/api/auth/login', { method: 'POST', body: { email, password: 'Errada123' }, headers });
    for (let i = 0; i < 30; i++) expect((await guess(newEmail())).status).toBe(401);
    const limited = await guess(newEmail());
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  });

  it('refuses cookie-authenticated state changes from another origin (CSRF); bearer calls are exempt', async () => {
    const user = await signedInUser();
    const evil = { Origin: 'https://evil.example' };
    const res = await call('/api/auth/logout', { method: 'POST', cookie: user.cookie, headers: evil });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe('Origem da requisição não permitida.');
    expect((await call('/api/auth/me', { cookie: user.cookie })).status).toBe(200);
    expect((await call('/api/auth/logout', { method: 'POST', token: user.token, headers: evil })).status).toBe(200);
    expect(
      (await call('/api/auth/logout', { method: 'POST', cookie: user.cookie, headers: { Origin: 'http://arremate.test' } })).status,
    ).toBe(200);
  });
});
