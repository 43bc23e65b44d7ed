// The end-to-end test server: a fresh local state (migrations + demo seed), then `wrangler dev` on E2E_PORT.
import { spawn, execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const port = process.env.E2E_PORT ?? '8788';
const state = '.wrangler/e2e-state';
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

rmSync(`${state}/v3/d1`, { recursive: true, force: true }); // fresh database; R2 images are kept between runs
run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
run('npx', ['tsx', 'scripts/seed.ts', '--persist-to', state]);
const dev = spawn('npx', ['wrangler', 'dev', '--port', port, '--ip', '127.0.0.1', '--persist-to', state, '--var', 'APP_ENV:test', '--var', `CEP_LOOKUP_URL:http://127.0.0.1:${port}/dev/fake-viacep`], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => dev.kill(signal));
dev.on('exit', (code) => process.exit(code ?? 0));
