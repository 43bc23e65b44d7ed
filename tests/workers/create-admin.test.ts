import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '~/server/auth/password.server';
import { ADMIN_EXISTS_MESSAGE, adminBootstrapSql, findUserSql, planAdminBootstrap } from '../../scripts/lib/admin-bootstrap';
import { API_CLIENT, call, plantSignInKeys, signedInUser, VALID_PASSWORD } from './fixtures';

/** Runs the statements as `wrangler d1 execute` would: all of them, in order. */
async function run(statements: string[]) {
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
}

async function existing(email: string) {
  const row = await env.DB.prepare(findUserSql(email)).first<{ id: number }>();
  return row ?? null;
}

describe('npm run create-admin', () => {
  it('creates an approved administrator for a free e-mail', async () => {
    const email = `admin-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect(planAdminBootstrap(await existing(email), false)).toBe('create');
    await run(
      adminBootstrapSql(
        'create',
        { email, name: 'Ana Souza', cpf: null, passwordHash: await hashPassword('Chave-Mestra-77') },
        new Date().toISOString(),
      ),
    );
    const login = await call('/api/auth/login', { method: 'POST', body: { email, password: 'Chave-Mestra-77' }, headers: API_CLIENT });
    expect(login.json.data.user).toMatchObject({ is_admin: true, is_approved: true });
  });

  it('refuses an e-mail someone registered first, and never promotes it on its own', async () => {
    const squatter = await signedInUser();
    expect(planAdminBootstrap(await existing(squatter.email), false)).toBe('refuse');
    expect(ADMIN_EXISTS_MESSAGE(squatter.email)).toContain('--reset');
    // Even run anyway (the e-mail taken between the check and the insert), the create statements change nothing.
    const create = adminBootstrapSql(
      'create',
      { email: squatter.email, name: 'Ana', cpf: null, passwordHash: 'x' },
      new Date().toISOString(),
    );
    await expect(run(create)).rejects.toThrow(/UNIQUE/);
    const me = await call('/api/auth/me', { token: squatter.token });
    expect(me.json.data.user.is_admin).toBe(false);
  });

  it('--reset replaces the password, makes the account an administrator and ends its sessions and refresh tokens', async () => {
    const squatter = await signedInUser();
    expect(planAdminBootstrap(await existing(squatter.email), true)).toBe('reset');
    const reset = adminBootstrapSql(
      'reset',
      { email: squatter.email, name: 'Ana', cpf: null, passwordHash: await hashPassword('Chave-Mestra-77') },
      new Date().toISOString(),
    );
    await run(reset);
    expect((await call('/api/auth/me', { token: squatter.token })).status).toBe(401);
    expect((await call('/api/auth/me', { cookie: squatter.cookie })).status).toBe(401);
    expect((await call('/api/auth/refresh', { method: 'POST', body: { refresh_token: squatter.refresh } })).status).toBe(401);
    expect((await call('/api/auth/login', { method: 'POST', body: { email: squatter.email, password: VALID_PASSWORD } })).status).toBe(401);
    const admin = await call('/api/auth/login', {
      method: 'POST',
      body: { email: squatter.email, password: 'Chave-Mestra-77' },
      headers: API_CLIENT,
    });
    expect(admin.json.data.user).toMatchObject({ is_admin: true, is_approved: true });
    const audit = await env.DB.prepare("select count(*) as n from audit_log where action = 'user.reset_admin' and target_id = ?")
      .bind(String(squatter.id))
      .first<{ n: number }>();
    expect(audit?.n).toBe(1);
  });

  it('--reset removes the passkeys, two-step verification, backup codes, unused reset links and pending challenges', async () => {
    const holder = await signedInUser();
    await plantSignInKeys(holder.id, 'passkey_login');
    await run(
      adminBootstrapSql(
        'reset',
        { email: holder.email, name: 'Ana', cpf: null, passwordHash: await hashPassword('Chave-Mestra-77') },
        new Date().toISOString(),
      ),
    );
    for (const table of ['passkeys', 'totp_secrets', 'backup_codes', 'auth_challenges', 'password_reset_tokens']) {
      const row = await env.DB.prepare(`select count(*) as n from ${table} where user_id = ?`).bind(holder.id).first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
    const user = await env.DB.prepare('select two_factor_enabled from users where id = ?')
      .bind(holder.id)
      .first<{ two_factor_enabled: number }>();
    expect(user?.two_factor_enabled).toBe(0);
  });
});
