import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { totpCodeAt } from '~/server/auth/totp.server';
import { ageSignIn, API_CLIENT, call, mailsTo, signedInUser, TEST_ORIGIN, VALID_PASSWORD } from './fixtures';

/**
 * Waits out the last seconds of a 30 s TOTP step: a code of the previous step is accepted only until the
 * step after the current one begins, and a slow run must not cross that boundary mid-request.
 */
async function awayFromStepEnd() {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

async function withTwoFactor() {
  const user = await signedInUser();
  const setup = await call('/api/auth/2fa/setup', { method: 'POST', token: user.token });
  expect(setup.status).toBe(200);
  const secret = setup.json.data.secret as string;
  // The previous step's code, so that the current step's stays unused for the test's sign-in.
  await awayFromStepEnd();
  const enabled = await call('/api/auth/2fa/enable', {
    method: 'POST',
    token: user.token,
    body: { token: totpCodeAt(secret, Date.now() - 30_000) },
  });
  expect(enabled.status).toBe(200);
  return { ...user, secret, backupCodes: enabled.json.data.backup_codes as string[] };
}

/** An API client's sign-in: the second step's challenge comes back in the JSON. */
const login = (email: string, extra: object = {}) =>
  call('/api/auth/login', { method: 'POST', body: { email, password: VALID_PASSWORD, ...extra }, headers: API_CLIENT });

describe('two-factor authentication', () => {
  it('set-up returns an SVG QR code of the otpauth URI and the secret', async () => {
    const user = await signedInUser();
    const res = await call('/api/auth/2fa/setup', { method: 'POST', token: user.token });
    expect(res.json.data.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(res.json.data.qr_code.split(',')[1])).toContain('<svg');
    expect(res.json.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(res.json.data.otpauth_url).toContain(`secret=${res.json.data.secret}`);
    expect(res.json.data.otpauth_url).toContain('issuer=Arremate');
  });

  it('enabling needs a valid 6-digit code and returns 10 single-use backup codes, stored hashed', async () => {
    const user = await signedInUser();
    const setup = await call('/api/auth/2fa/setup', { method: 'POST', token: user.token });
    expect((await call('/api/auth/2fa/enable', { method: 'POST', token: user.token, body: { token: '12a' } })).json.error).toBe(
      'Digite um código de 6 dígitos',
    );
    const wrong = await call('/api/auth/2fa/enable', {
      method: 'POST',
      token: user.token,
      body: { token: '000000' === totpCodeAt(setup.json.data.secret, Date.now()) ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('Código inválido');
    const ok = await call('/api/auth/2fa/enable', {
      method: 'POST',
      token: user.token,
      body: { token: totpCodeAt(setup.json.data.secret, Date.now()) },
    });
    expect(ok.status).toBe(200);
    const codes = ok.json.data.backup_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await env.DB.prepare('select code_hash from backup_codes where user_id = ?').bind(user.id).all<{ code_hash: string }>();
    expect(stored.results).toHaveLength(10);
    expect(stored.results.map((r) => r.code_hash)).not.toContain(codes[0]);
    expect((await call('/api/auth/me', { token: user.token })).json.data.user.two_factor_enabled).toBe(true);
  });

  it('login then asks for the second step; a TOTP code completes it once, never twice', async () => {
    const user = await withTwoFactor();
    const first = await login(user.email);
    expect(first.json.data).toMatchObject({ requires_2fa: true, user_id: user.id });
    expect(first.json.data.access_token).toBeUndefined();
    const challenge = first.json.data.challenge;
    const code = totpCodeAt(user.secret, Date.now());
    const verified = await call('/api/auth/2fa/verify', {
      method: 'POST',
      body: { user_id: user.id, token: code, backup_code: null, challenge },
      headers: API_CLIENT,
    });
    expect(verified.status).toBe(200);
    expect((await call('/api/auth/me', { token: verified.json.data.access_token })).status).toBe(200);

    // The same code cannot be used again.
    const second = await login(user.email);
    const replay = await call('/api/auth/2fa/verify', {
      method: 'POST',
      body: { user_id: user.id, token: code, challenge: second.json.data.challenge },
    });
    expect(replay.status).toBe(400);
    expect(replay.json.error).toBe('Código inválido');
  });

  it("a browser's 2FA sign-in keeps the challenge and the session in HttpOnly cookies: no token in any JSON", async () => {
    const user = await withTwoFactor();
    const browser = { Origin: TEST_ORIGIN };
    const first = await call('/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: VALID_PASSWORD },
      headers: browser,
    });
    expect(first.json.data).toEqual({ requires_2fa: true, user_id: user.id, methods: ['totp'] });
    const challengeCookie = first.headers.get('set-cookie')!;
    expect(challengeCookie).toMatch(/^arremate_2fa=[^;]+;.*HttpOnly/);
    const verified = await call('/api/auth/2fa/verify', {
      method: 'POST',
      body: { user_id: user.id, token: totpCodeAt(user.secret, Date.now()), backup_code: null },
      cookie: challengeCookie.split(';')[0],
      headers: browser,
    });
    expect(verified.status).toBe(200);
    expect(verified.text).not.toMatch(/access_token|refresh_token|challenge/);
    const session = verified.headers
      .get('set-cookie')!
      .split(/,\s*(?=arremate_)/)
      .find((c) => c.startsWith('arremate_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect((await call('/api/auth/me', { cookie: session.split(';')[0] })).json.data.user.id).toBe(user.id);
  });

  it('repeated wrong codes at the second step get 429 with Retry-After and a Portuguese message', async () => {
    const user = await withTwoFactor();
    const { challenge } = (await login(user.email)).json.data;
    const right = totpCodeAt(user.secret, Date.now());
    const wrong = right === '000000' ? '111111' : '000000';
    const attempt = (token: string) => call('/api/auth/2fa/verify', { method: 'POST', body: { user_id: user.id, token, challenge } });
    // Up to 8 tries per account in 15 minutes (enabling 2FA spent one of them): wrong codes answer 400 until then.
    let limited = await attempt(wrong);
    let refusedAsWrong = 0;
    while (limited.status === 400 && refusedAsWrong < 20) {
      refusedAsWrong++;
      limited = await attempt(wrong);
    }
    expect(refusedAsWrong).toBe(7);
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The right code waits for the window too.
    expect((await attempt(right)).status).toBe(429);
  });

  it('a backup code completes a login exactly once', async () => {
    const user = await withTwoFactor();
    const [code] = user.backupCodes;
    const a = await login(user.email);
    expect(
      (
        await call('/api/auth/2fa/verify', {
          method: 'POST',
          body: { user_id: user.id, token: null, backup_code: code!.toUpperCase(), challenge: a.json.data.challenge },
        })
      ).status,
    ).toBe(200);
    const b = await login(user.email);
    expect(
      (
        await call('/api/auth/2fa/verify', {
          method: 'POST',
          body: { user_id: user.id, token: null, backup_code: code, challenge: b.json.data.challenge },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('/api/auth/2fa/verify', {
          method: 'POST',
          body: { user_id: user.id, token: null, backup_code: '', challenge: b.json.data.challenge },
        })
      ).json.error,
    ).toBe('Digite um código de backup');
    expect(
      (
        await call('/api/auth/2fa/verify', {
          method: 'POST',
          body: { user_id: user.id, token: '12', backup_code: null, challenge: b.json.data.challenge },
        })
      ).json.error,
    ).toBe('Digite um código de 6 dígitos');
  });

  it('the second step needs the challenge of a correct password for that same user', async () => {
    const user = await withTwoFactor();
    const other = await withTwoFactor();
    const code = totpCodeAt(user.secret, Date.now());
    expect((await call('/api/auth/2fa/verify', { method: 'POST', body: { user_id: user.id, token: code } })).status).toBe(401);
    const otherLogin = await login(other.email);
    const stolen = await call('/api/auth/2fa/verify', {
      method: 'POST',
      body: { user_id: user.id, token: code, challenge: otherLogin.json.data.challenge },
    });
    expect(stolen.status).toBe(401);
  });

  it('login accepts two_factor_token in the same call', async () => {
    const user = await withTwoFactor();
    const res = await login(user.email, { two_factor_token: totpCodeAt(user.secret, Date.now()) });
    expect(res.status).toBe(200);
    expect((await call('/api/auth/me', { token: res.json.data.access_token })).json.data.user.email).toBe(user.email);
  });

  it('turning 2FA on needs the current password once the sign-in is older than 10 minutes', async () => {
    const user = await signedInUser();
    await ageSignIn(user.id);
    const refused = await call('/api/auth/2fa/setup', { method: 'POST', token: user.token, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe('Por segurança, confirme sua senha atual para continuar.');
    const wrong = await call('/api/auth/2fa/setup', { method: 'POST', token: user.token, body: { password: 'Errada123' } });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toBe('Senha atual incorreta.');
    const setup = await call('/api/auth/2fa/setup', { method: 'POST', token: user.token, body: { password: VALID_PASSWORD } });
    expect(setup.status).toBe(200);
    // The confirmed password counts as a fresh sign-in: the confirming code does not ask again.
    const enabled = await call('/api/auth/2fa/enable', {
      method: 'POST',
      token: user.token,
      body: { token: totpCodeAt(setup.json.data.secret, Date.now()) },
    });
    expect(enabled.status).toBe(200);
    // ...but only for that session: the browser's cookie session still has to confirm.
    const cookieSetup = await call('/api/auth/2fa/enable', { method: 'POST', cookie: user.cookie, body: { token: '123456' } });
    expect(cookieSetup.status).toBe(403);
  });

  it('turning 2FA on and off each e-mails a notice to the owner', async () => {
    const user = await withTwoFactor();
    const code = totpCodeAt(user.secret, Date.now());
    expect(
      (await call('/api/auth/2fa/disable', { method: 'POST', token: user.token, body: { password: VALID_PASSWORD, token: code } })).status,
    ).toBe(200);
    const notices = (await mailsTo(user.email)).filter((m) => m.kind.startsWith('security_'));
    expect(notices.map((m) => m.subject)).toEqual([
      'Arremate — Autenticação em dois fatores ativada',
      'Arremate — Autenticação em dois fatores desativada',
    ]);
    expect(notices[0]!.text_body).toContain('Se não foi você, redefina sua senha');
  });

  it('disabling asks for the password and a code', async () => {
    const user = await withTwoFactor();
    const code = totpCodeAt(user.secret, Date.now());
    expect(
      (await call('/api/auth/2fa/disable', { method: 'POST', token: user.token, body: { password: 'Errada123', token: code } })).status,
    ).toBe(401);
    expect(
      (await call('/api/auth/2fa/disable', { method: 'POST', token: user.token, body: { password: VALID_PASSWORD, token: '' } })).status,
    ).toBe(422);
    const off = await call('/api/auth/2fa/disable', { method: 'POST', token: user.token, body: { password: VALID_PASSWORD, token: code } });
    expect(off.status).toBe(200);
    // Without 2FA the password alone signs in again: a working token, no second step asked.
    const again = await login(user.email);
    expect(again.json.data.requires_2fa).toBeUndefined();
    expect((await call('/api/auth/me', { token: again.json.data.access_token })).status).toBe(200);
  });
});
