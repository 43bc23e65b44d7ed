/**
 * Creates an administrator in a D1 database through `wrangler d1 execute`.
 *   npm run create-admin -- --email ana@empresa.com.br --name "Ana Souza" [--remote] [--cpf 52998224725] [--reset]
 * The password is asked for on the terminal (or read from ADMIN_PASSWORD) and stored as a scrypt hash.
 * An e-mail that already has an account is refused; `--reset` instead replaces that account's password,
 * makes it an approved administrator, ends all of its sessions and refresh tokens and removes its passkeys,
 * two-step verification, backup codes, unused reset links and pending challenges. The password is never echoed,
 * and its hash never goes on a command line: the statements reach wrangler through a private file (0600) that
 * is removed right after (`withPrivateSqlFile`).
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { isValidCpf, onlyDigits } from '~/domain/documents';
import { normalizeEmail, validateResetConfirm } from '~/schemas/auth';
import { commonPasswordError } from '~/server/auth/common-passwords.server';
import { hashPassword } from '~/server/auth/password.server';
import { ADMIN_EXISTS_MESSAGE, adminBootstrapSql, findUserSql, planAdminBootstrap } from './lib/admin-bootstrap';
import { d1ExecuteArgs, withPrivateSqlFile } from './lib/d1-execute';
import { askHidden } from './lib/hidden-answer';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    cpf: { type: 'string' },
    remote: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
  },
});

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};
const email = normalizeEmail(values.email ?? fail('--email é obrigatório'));
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('Email inválido');
const name = values.name?.trim() ?? fail('--name é obrigatório');
if (name.length < 2) fail('Nome deve ter pelo menos 2 caracteres');
const cpf = values.cpf ? onlyDigits(values.cpf) : null;
if (cpf && !isValidCpf(cpf)) fail('CPF inválido');

const target = values.remote ? ['--remote'] : ['--local', ...(values['persist-to'] ? ['--persist-to', values['persist-to']] : [])];
const d1 = (source: { command: string } | { file: string }, extra: string[] = []) =>
  execFileSync('npx', d1ExecuteArgs(target, source, extra), {
    encoding: 'utf8',
    stdio: extra.includes('--json') ? ['inherit', 'pipe', 'inherit'] : 'inherit',
  });

// Checked before asking for a password: an existing account is never taken over without --reset.
const [found] = JSON.parse(d1({ command: findUserSql(email) }, ['--json'])) as { results: { id: number }[] }[];
const planned = planAdminBootstrap(found?.results[0] ?? null, values.reset);
const plan = planned === 'refuse' ? fail(ADMIN_EXISTS_MESSAGE(email)) : planned;

// Asked without echo: the password never appears on the terminal (nor in a recording of it).
const password =
  process.env.ADMIN_PASSWORD || (await askHidden('Senha do administrador (não aparece ao digitar): ', process.stdin, process.stdout));
const weak = validateResetConfirm({ password }) ?? commonPasswordError(password);
if (weak) fail(weak);

const statements = adminBootstrapSql(plan, { email, name, cpf, passwordHash: await hashPassword(password) }, new Date().toISOString());
// The statements hold the password's hash: through a private file, never the command line.
withPrivateSqlFile(`${statements.join(';\n')};\n`, (file) => d1({ file }));
console.log(
  plan === 'create'
    ? `Administrador ${email} criado (${values.remote ? 'produção' : 'local'}).`
    : `Conta ${email} redefinida como administradora; todas as sessões dela foram encerradas e suas passkeys, a verificação em duas etapas e os códigos de backup foram removidos (${values.remote ? 'produção' : 'local'}).`,
);
