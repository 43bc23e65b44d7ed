/**
 * `npm start [-- --port 8787] [-- --persist-to DIR] [-- --psp-port 8790 | --no-psp]`: the local site in calm
 * steps. The D1 migrations (one line: how many were applied), the demo seed (one line), the PSP simulator
 * (scripts/psp-simulator, its state beside the local D1; --no-psp: none, payments approved by hand), then
 * `wrangler dev` in development with its warnings and errors only, the PSP settings pointing at the
 * simulator, and, once the site answers, its address, the simulator's page and the demo logins. A step that
 * fails prints what its tool said and stops `npm start` with its exit code; the simulator stops with wrangler.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { DEMO_CREDENTIALS } from './lib/demo-data';
import { ensureDevVapidKeys } from './lib/dev-vapid-keys';
import { isNoise, migrationLine, pspDevVars, readyBanner, seedLine, splitStartArgs } from './lib/start-progress';

const { wranglerArgs: devArgs, pspPort } = splitStartArgs(process.argv.slice(2));
const { values } = parseArgs({
  args: devArgs,
  options: { port: { type: 'string' }, 'persist-to': { type: 'string' } },
  strict: false,
});
const port = typeof values.port === 'string' ? values.port : '8787';
const persistTo = typeof values['persist-to'] === 'string' ? ['--persist-to', values['persist-to']] : [];
const stateDir = typeof values['persist-to'] === 'string' ? values['persist-to'] : path.join('.wrangler', 'state');

/** Whether the server at `url` answers at `route` (the site: its API's category list). */
function answers(url: string, route = '/api/categories'): Promise<boolean> {
  return fetch(`${url}${route}`).then(
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

// The PSP simulator, on its own port, before the site that calls it.
const pspUrl = pspPort ? `http://127.0.0.1:${pspPort}` : null;
let psp: ChildProcess | null = null;
if (pspUrl) {
  if (
    await fetch(pspUrl).then(
      () => true,
      () => false,
    )
  ) {
    console.error(`A porta ${pspPort} já está em uso: encerre o outro simulador ou use npm start -- --psp-port <outra> (ou --no-psp).`);
    process.exit(1);
  }
  psp = spawn(path.join('node_modules', '.bin', 'tsx'), ['scripts/psp-simulator/server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PSP_SIM_PORT: pspPort!, PSP_SIM_STATE: path.join(stateDir, 'psp-simulator.json') },
  });
  const until = Date.now() + 30_000;
  while (!(await answers(pspUrl, '/_sim/state'))) {
    if (Date.now() > until || psp.exitCode !== null) {
      psp.kill();
      console.error('\nFalhou: o simulador de PSP não respondeu (tsx scripts/psp-simulator/server.ts).');
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.log(`Simulador de PSP: ${pspUrl}/`);
} else {
  console.log('Simulador de PSP: desligado (--no-psp): pagamentos aprovados à mão');
}

// Web Push: this machine's VAPID keys, made once into .dev.vars (wrangler dev reads it).
if (await ensureDevVapidKeys()) console.log('Notificações push: chaves VAPID de desenvolvimento criadas em .dev.vars');

console.log('Servidor: compilando e iniciando o wrangler dev…');
// The webhook secret of this run's own, as the socket ticket key.
const pspVars = pspUrl ? pspDevVars(pspUrl, randomBytes(24).toString('base64url'), url) : [];

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
    ...pspVars,
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
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    dev.kill(signal);
    psp?.kill(signal);
  });
}
dev.on('exit', (code) => {
  psp?.kill('SIGTERM');
  process.exit(code ?? 0);
});
psp?.on('exit', (code) => {
  if (dev.exitCode === null)
    console.error(`O simulador de PSP parou (código ${code ?? '?'}); o site continua, sem confirmação de pagamentos.`);
});

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
    console.log(readyBanner(url, logins, pspUrl ? `${pspUrl}/` : null));
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
