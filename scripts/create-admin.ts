/**
 * Creates (or promotes) an administrator in a D1 database through `wrangler d1 execute`.
 *   npm run create-admin -- --email ana@empresa.com.br --name "Ana Souza" [--remote] [--cpf 52998224725]
 * The password is asked for on the terminal (or read from ADMIN_PASSWORD) and stored as a scrypt hash.
 */
import { execFileSync } from 'node:child_process';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { isValidCpf, onlyDigits } from '~/domain/documents';
import { hashPassword } from '~/server/auth/password.server';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    cpf: { type: 'string' },
    remote: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
  },
});

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};
const email = values.email?.trim().toLowerCase() ?? fail('--email é obrigatório');
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('Email inválido');
const name = values.name?.trim() ?? fail('--name é obrigatório');
if (name.length < 2) fail('Nome deve ter pelo menos 2 caracteres');
const cpf = values.cpf ? onlyDigits(values.cpf) : null;
if (cpf && !isValidCpf(cpf)) fail('CPF inválido');

let password = process.env.ADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Senha do administrador: ');
  rl.close();
}
if (password.length < 6 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
  fail('A senha deve ter pelo menos 6 caracteres, com uma letra e um número.');
}

const quote = (v: string | null) => (v === null ? 'NULL' : `'${v.replace(/'/g, "''")}'`);
const hash = await hashPassword(password);
const sql = `INSERT INTO users (email, name, password_hash, account_type, cpf, is_admin, is_approved)
VALUES (${quote(email)}, ${quote(name)}, ${quote(hash)}, 'PF', ${quote(cpf)}, 1, 1)
ON CONFLICT(email) DO UPDATE SET is_admin = 1, is_approved = 1, deleted_at = NULL;
INSERT INTO audit_log (action, target_type, target_id, details)
VALUES ('user.create_admin', 'user', (SELECT id FROM users WHERE email = ${quote(email)}), '{"via":"cli"}');`;

const target = values.remote ? ['--remote'] : ['--local', ...(values['persist-to'] ? ['--persist-to', values['persist-to']] : [])];
execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', ...target, '--command', sql], { stdio: 'inherit' });
console.log(`Administrador ${email} pronto (${values.remote ? 'produção' : 'local'}).`);
