import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { scheduleResetRequest } from '~/server/auth/password-reset.server';
import type { RequestContext } from '~/server/context/request-context.server';
import { settingsOf } from '~/server/context/settings.server';
import { API_CLIENT, call, db, eventually, mailsTo, plantSignInKeys, signedInUser, VALID_PASSWORD } from './fixtures';

const SENT = 'Se o email estiver cadastrado, enviamos instruções para recuperar a senha.';

async function lastMailTo(email: string) {
  return env.DB.prepare('select subject, text_body, status from mail_outbox where to_email = ? order by id desc limit 1')
    .bind(email)
    .first<{ subject: string; text_body: string; status: string }>();
}
/** The recovery link's e-mail, once the request's work (done after the answer) has queued it. */
const resetMailTo = (email: string) =>
  eventually(
    () => lastMailTo(email),
    (mail) => mail?.subject === 'Arremate — Recuperar senha',
  ).then((mail) => mail!);
const tokenIn = (text: string) => decodeURIComponent(/token=([^\s]+)/.exec(text)![1]!);

describe('password reset', () => {
  it('answers the same text whether or not the e-mail exists, and mails a link only to an account', async () => {
    const user = await signedInUser();
    const known = await call('/api/auth/password-reset', { method: 'POST', body: { email: user.email } });
    const unknown = await call('/api/auth/password-reset', { method: 'POST', body: { email: 'ninguem@example.com' } });
    expect(known.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
    expect(known.json.data.message).toBe(SENT);
    const mail = await resetMailTo(user.email);
    expect(mail?.text_body).toMatch(/http:\/\/arremate\.test\/reset-password\?token=/);
    expect(await lastMailTo('ninguem@example.com')).toBeNull();
    // Only the hash is stored.
    const stored = await env.DB.prepare('select count(*) as n from password_reset_tokens where token_hash = ?')
      .bind(tokenIn(mail.text_body))
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it('validates with the spec messages', async () => {
    expect((await call('/api/auth/password-reset', { method: 'POST', body: { email: '' } })).json.error).toBe('Informe seu email');
    expect((await call('/api/auth/password-reset', { method: 'POST', body: { email: 'x@' } })).json.error).toBe('Email inválido');
    const confirm = (body: object) => call('/api/auth/password-reset/confirm', { method: 'POST', body });
    expect((await confirm({ token: 'x', new_password: '' })).json.error).toBe('Todos os campos são obrigatórios');
    expect((await confirm({ token: 'x', new_password: 'abc123', confirm_password: 'abc124' })).json.error).toBe('As senhas não coincidem');
    expect((await confirm({ token: 'x', new_password: 'ab1' })).json.error).toBe('A senha deve ter pelo menos 6 caracteres');
  });

  it('changes the password once, ends every session and refresh token, notifies, and refuses the token again', async () => {
    const user = await signedInUser();
    const refreshed = await call('/api/auth/refresh', { method: 'POST', body: { refresh_token: user.refresh } });
    await call('/api/auth/password-reset', { method: 'POST', body: { email: user.email } });
    const token = tokenIn((await resetMailTo(user.email)).text_body);
    const done = await call('/api/auth/password-reset/confirm', { method: 'POST', body: { token, new_password: 'NovaSenha9' } });
    expect(done.status).toBe(200);
    expect(done.json.data.message).toBe('Senha alterada com sucesso! Você pode fazer login agora.');
    expect((await call('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await call('/api/auth/me', { cookie: user.cookie })).status).toBe(401);
    expect((await call('/api/auth/me', { token: refreshed.json.data.access_token })).status).toBe(401);
    for (const refresh of [user.refresh, refreshed.json.data.refresh_token])
      expect((await call('/api/auth/refresh', { method: 'POST', body: { refresh_token: refresh } })).status).toBe(401);
    expect((await mailsTo(user.email)).at(-1)?.subject).toBe('Arremate — Sua senha foi redefinida');
    expect((await call('/api/auth/login', { method: 'POST', body: { email: user.email, password: VALID_PASSWORD } })).status).toBe(401);
    expect((await call('/api/auth/login', { method: 'POST', body: { email: user.email, password: 'NovaSenha9' } })).status).toBe(200);
    const again = await call('/api/auth/password-reset/confirm', { method: 'POST', body: { token, new_password: 'OutraSenha9' } });
    expect(again.status).toBe(400);
    expect(again.json.error).toBe('Link de recuperação inválido ou expirado.');
  });

  it('refuses one of the most common passwords without spending the link', async () => {
    const user = await signedInUser();
    await call('/api/auth/password-reset', { method: 'POST', body: { email: user.email } });
    const token = tokenIn((await resetMailTo(user.email)).text_body);
    const common = await call('/api/auth/password-reset/confirm', { method: 'POST', body: { token, new_password: 'iloveyou1' } });
    expect(common.status).toBe(422);
    expect(common.json.error).toBe('Essa senha está entre as mais usadas e é fácil de adivinhar. Escolha outra.');
    expect(
      (await call('/api/auth/password-reset/confirm', { method: 'POST', body: { token, new_password: 'Leilao-de-2026' } })).status,
    ).toBe(200);
    const login = await call('/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: 'Leilao-de-2026' },
      headers: API_CLIENT,
    });
    expect(login.status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await signedInUser();
    await call('/api/auth/password-reset', { method: 'POST', body: { email: user.email } });
    const token = tokenIn((await resetMailTo(user.email)).text_body);
    await env.DB.prepare("update password_reset_tokens set expires_at = '2000-01-01T00:00:00.000Z' where user_id = ?").bind(user.id).run();
    expect((await call('/api/auth/password-reset/confirm', { method: 'POST', body: { token, new_password: 'NovaSenha9' } })).status).toBe(
      400,
    );
  });

  it('rate-limits requests per account', async () => {
    const user = await signedInUser();
    let last = await call('/api/auth/password-reset', { method: 'POST', body: { email: user.email } });
    for (let i = 0; i < 5; i++) last = await call('/api/auth/password-reset', { method: 'POST', body: { email: user.email } });
    expect(last.status).toBe(429);
    expect(last.json.error).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  });

  it('removes the passkeys, two-step verification, backup codes, other live reset links and pending challenges, and both e-mails say so', async () => {
    const user = await signedInUser();
    const count = async (table: string, where = 'user_id = ?') =>
      (await env.DB.prepare(`select count(*) as n from ${table} where ${where}`).bind(user.id).first<{ n: number }>())?.n;
    await plantSignInKeys(user.id);
    await call('/api/auth/password-reset', { method: 'POST', body: { email: user.email } });
    const mail = await resetMailTo(user.email);
    expect(mail.text_body).toContain('as passkeys, a verificação em duas etapas e os códigos de backup são removidos');
    const done = await call('/api/auth/password-reset/confirm', {
      method: 'POST',
      body: { token: tokenIn(mail.text_body), new_password: 'NovaSenha9' },
    });
    expect(done.status).toBe(200);
    expect(await count('passkeys')).toBe(0);
    expect(await count('totp_secrets')).toBe(0);
    expect(await count('backup_codes')).toBe(0);
    expect(await count('auth_challenges')).toBe(0);
    expect(await count('password_reset_tokens', 'user_id = ? and used_at is null')).toBe(0);
    expect(await count('users', 'id = ? and two_factor_enabled = 1')).toBe(0);
    const notice = (await mailsTo(user.email)).at(-1)!;
    expect(notice.subject).toBe('Arremate — Sua senha foi redefinida');
    expect(notice.text_body).toContain('as passkeys, a verificação em duas etapas e os códigos de backup da conta foram removidos');
    // The other link no longer works.
    const other = await call('/api/auth/password-reset/confirm', {
      method: 'POST',
      body: { token: `other-link-${user.id}`, new_password: 'OutraSenha9' },
    });
    expect(other.status).toBe(400);
  });

  it('answers before any of the work, the same way for a known and an unknown e-mail: one background task each, nothing awaited', async () => {
    const user = await signedInUser();
    const tasks: Promise<unknown>[] = [];
    const rc = {
      db,
      settings: settingsOf(env),
      ctx: { waitUntil: (task: Promise<unknown>) => tasks.push(task) },
    } as unknown as RequestContext;
    for (const email of [user.email, 'ninguem-mesmo@example.com']) {
      tasks.length = 0;
      expect(scheduleResetRequest(rc, email, 'http://arremate.test')).toBeUndefined();
      expect(tasks).toHaveLength(1);
      await Promise.all(tasks);
    }
    const stored = await env.DB.prepare('select count(*) as n from password_reset_tokens where user_id = ?')
      .bind(user.id)
      .first<{ n: number }>();
    expect(stored?.n).toBe(1);
  });
});
