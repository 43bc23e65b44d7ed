/**
 * `npm start [-- --port 8787] [-- --persist-to DIR]`: the local site in three calm steps. The D1 migrations
 * (one line: how many were applied), the demo seed (one line), then `wrangler dev` in development with its
 * warnings and errors only, and, once the site answers, its address and the demo logins. A step that fails
 * prints what its tool said and stops `npm start` with its exit code.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { DEMO_CREDENTIALS } from './lib/demo-data';
import { isNoise, migrationLine, readyBanner, seedLine } from './lib/start-progress';

const devArgs = process.argv.slice(2);
const { values } = parseArgs({
  args: devArgs,
  options: { port: { type: 'string' }, 'persist-to': { type: 'string' } },
  strict: false,
});
const port = typeof values.port === 'string' ? values.port : '8787';
const persistTo = typeof values['persist-to'] === 'string' ? ['--persist-to', values['persist-to']] : [];

/** Whether the site at `url` answers (its API's category list). */
function answers(url: string): Promise<boolean> {
  return fetch(`${url}/api/categories`).then(
    (response) => response.ok,
    () => false,
  );
}

/** Runs a step with its output captured: returned when it succeeds, printed (and the start stopped) when not. */
function step(command: string, args: string[]): string {
  const run = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1' } });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  if (run.status !== 0) {
    process.stderr.write(output);
    console.error(`\nFalhou: ${command} ${args.join(' ')}`);
    process.exit(run.status ?? 1);
  }
  return output;
}

// Another server on the port would answer for this one (and wrangler dev would stop on it later).
const url = `http://localhost:${port}`;
if (await answers(url)) {
  console.error(`A porta ${port} já está em uso: encerre o outro servidor ou use npm start -- --port <outra>.`);
  process.exit(1);
}

console.log(migrationLine(step('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', ...persistTo])));
console.log(seedLine(step('npx', ['tsx', 'scripts/seed.ts', ...persistTo])));
console.log('Servidor: compilando e iniciando o wrangler dev…');

// A socket ticket key of this run's own (docs/decisions/0029): nothing to set up, and never a known value.
const ticketKey = `SOCKET_TICKET_KEY:${randomBytes(32).toString('base64url')}`;
// wrangler itself, not through npx: npx does not pass on the signals that stop it.
const dev = spawn(
  path.join('node_modules', '.bin', 'wrangler'),
  [
    'dev',
    '--var',
    'APP_ENV:development',
    '--var',
    'ADMIN_2FA_EXEMPT_EMAILS:admin@arremate.com.br',
    '--var',
    ticketKey,
    '--log-level',
    'warn',
    ...devArgs,
  ],
  {
    stdio: ['inherit', 'pipe', 'pipe'],
  },
);
for (const [from, to] of [
  [dev.stdout, process.stdout],
  [dev.stderr, process.stderr],
] as const) {
  createInterface({ input: from }).on('line', (line) => isNoise(line) || to.write(`${line}\n`));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => dev.kill(signal));
dev.on('exit', (code) => process.exit(code ?? 0));

// The site is up when its API answers; then the banner, once.
const logins = [
  { role: 'administrador', ...DEMO_CREDENTIALS.admin },
  { role: 'comprador aprovado', ...DEMO_CREDENTIALS.bidder },
  { role: 'segundo comprador', ...DEMO_CREDENTIALS.rival },
  { role: 'aguardando aprovação', ...DEMO_CREDENTIALS.pending },
];
const deadline = Date.now() + 180_000;
while (Date.now() < deadline && dev.exitCode === null) {
  if (await answers(url)) {
    console.log(readyBanner(url, logins));
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
