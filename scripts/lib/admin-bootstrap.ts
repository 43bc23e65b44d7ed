/**
 * What `npm run create-admin` does to the database, as SQL for `wrangler d1 execute` (local or remote).
 * An e-mail that already has an account is never promoted silently: without `--reset` the script refuses;
 * with it, the account's password is replaced, it becomes an approved administrator, every session,
 * bearer token and refresh-token family it had ends, and its passkeys, two-step verification, backup codes,
 * unused reset links and pending challenges are removed.
 */
export interface AdminAccount {
  email: string;
  name: string;
  cpf: string | null;
  passwordHash: string;
}

export type AdminBootstrap = 'create' | 'reset' | 'refuse';

/** Create when the e-mail is free; with an account there, reset only when asked to, else refuse. */
export function planAdminBootstrap(existing: { id: number } | null, reset: boolean): AdminBootstrap {
  if (!existing) return 'create';
  return reset ? 'reset' : 'refuse';
}

export const ADMIN_EXISTS_MESSAGE = (email: string) =>
  `Já existe uma conta com o email ${email}. Nada foi alterado.\n` +
  'Para redefinir a senha dessa conta, torná-la administradora, encerrar todas as suas sessões e remover suas passkeys, a verificação em duas etapas e os códigos de backup, rode de novo com --reset.';

const quote = (v: string | null) => (v === null ? 'NULL' : `'${v.replace(/'/g, "''")}'`);

export const findUserSql = (email: string) => `SELECT id FROM users WHERE email = ${quote(email)}`;

const userId = (email: string) => `(SELECT id FROM users WHERE email = ${quote(email)})`;

/** The statements for a plan (never 'refuse'); `now` is an ISO instant. */
export function adminBootstrapSql(plan: Exclude<AdminBootstrap, 'refuse'>, account: AdminAccount, now: string): string[] {
  const audit = `INSERT INTO audit_log (action, target_type, target_id, details)
VALUES (${quote(plan === 'create' ? 'user.create_admin' : 'user.reset_admin')}, 'user', ${userId(account.email)}, '{"via":"cli"}')`;
  if (plan === 'create')
    // No ON CONFLICT: if the e-mail was taken in the meantime, the insert fails and nothing changes.
    return [
      `INSERT INTO users (email, name, password_hash, account_type, cpf, is_admin, is_approved)
VALUES (${quote(account.email)}, ${quote(account.name)}, ${quote(account.passwordHash)}, 'PF', ${quote(account.cpf)}, 1, 1)`,
      audit,
    ];
  return [
    `UPDATE users SET password_hash = ${quote(account.passwordHash)}, is_admin = 1, is_approved = 1, two_factor_enabled = 0, deleted_at = NULL, updated_at = ${quote(now)}
WHERE email = ${quote(account.email)}`,
    `UPDATE sessions SET revoked_at = ${quote(now)} WHERE user_id = ${userId(account.email)} AND revoked_at IS NULL`,
    `UPDATE refresh_tokens SET revoked_at = ${quote(now)} WHERE user_id = ${userId(account.email)} AND revoked_at IS NULL`,
    // What whoever held the account may have planted (as a password reset does: forgetSignInKeys).
    ...['passkeys', 'totp_secrets', 'backup_codes', 'auth_challenges'].map(
      (table) => `DELETE FROM ${table} WHERE user_id = ${userId(account.email)}`,
    ),
    `DELETE FROM password_reset_tokens WHERE user_id = ${userId(account.email)} AND used_at IS NULL`,
    audit,
  ];
}
