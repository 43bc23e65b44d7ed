/** Changing the password (PUT /api/auth/password): the sessions and tokens it ends, the common passwords it refuses, the notice it e-mails. */
import { describe, expect, it } from 'vitest';
import { API_CLIENT, call, mailsTo, signedInUser, TEST_ORIGIN, VALID_PASSWORD } from './fixtures';

describe('PUT /api/auth/password', () => {
  const change = (auth: { token?: string; cookie?: string }, body: object) =>
    call('/api/auth/password', { method: 'PUT', ...auth, headers: auth.cookie ? { Origin: TEST_ORIGIN } : {}, body });

  it('needs the current password; keeps the browser session that changed it and ends every other session and token', async () => {
    const user = await signedInUser();
    const otherBrowser = await call('/api/auth/login', { method: 'POST', body: { email: user.email, password: VALID_PASSWORD } });
    const otherCookie = otherBrowser.headers.get('set-cookie')!.split(';')[0]!;
    const wrong = await change({ cookie: user.cookie }, { current_password: 'Errada123', new_password: 'Nova12345' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toBe('Senha atual incorreta.');
    expect((await change({ cookie: user.cookie }, { current_password: VALID_PASSWORD, new_password: 'semnumero' })).json.error).toBe(
      'Senha deve conter pelo menos um número',
    );
    const ok = await change({ cookie: user.cookie }, { current_password: VALID_PASSWORD, new_password: 'Nova12345' });
    expect(ok.json.data.message).toBe('Senha alterada com sucesso!');
    expect((await call('/api/auth/me', { cookie: user.cookie })).status).toBe(200);
    expect((await call('/api/auth/me', { cookie: otherCookie })).status).toBe(401);
    expect((await call('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await call('/api/auth/refresh', { method: 'POST', body: { refresh_token: user.refresh } })).status).toBe(401);
  });

  it('changed from an API client, it ends every bearer session and refresh token, the caller included', async () => {
    const user = await signedInUser();
    const ok = await change({ token: user.token }, { current_password: VALID_PASSWORD, new_password: 'Nova12345' });
    expect(ok.status).toBe(200);
    expect((await call('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await call('/api/auth/refresh', { method: 'POST', body: { refresh_token: user.refresh } })).status).toBe(401);
    expect((await call('/api/auth/me', { cookie: user.cookie })).status).toBe(401);
    const again = await call('/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: 'Nova12345' },
      headers: API_CLIENT,
    });
    expect(again.status).toBe(200);
  });

  it('refuses one of the most common passwords, in Portuguese, and e-mails a notice after a change', async () => {
    const user = await signedInUser();
    for (const common of ['password1', 'Abc123', 'qwerty123']) {
      const res = await change({ cookie: user.cookie }, { current_password: VALID_PASSWORD, new_password: common });
      expect(res.status, common).toBe(422);
      expect(res.json.error).toBe('Essa senha está entre as mais usadas e é fácil de adivinhar. Escolha outra.');
    }
    expect((await mailsTo(user.email)).filter((m) => m.kind.startsWith('security_'))).toEqual([]);
    expect((await change({ cookie: user.cookie }, { current_password: VALID_PASSWORD, new_password: 'Leilao-de-2026' })).status).toBe(200);
    const [notice] = (await mailsTo(user.email)).filter((m) => m.kind.startsWith('security_'));
    expect(notice?.subject).toBe('Arremate — Sua senha foi alterada');
    expect(notice?.text_body).toMatch(/Em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(horário de Brasília\), a senha da sua conta foi alterada\./);
  });
});
