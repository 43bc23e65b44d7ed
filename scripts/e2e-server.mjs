// The end-to-end test server: a fresh local state (migrations + demo seed), the PSP simulator on E2E_PSP_PORT
// (default E2E_PORT + 2, fresh state, refunds settled after 1 s), the tests' push service on E2E_PUSH_PORT (default
// E2E_PORT + 3), then `wrangler dev` on E2E_PORT pointing at them, with VAPID keys of its own.
import { spawn, execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';

const port = process.env.E2E_PORT ?? '8788';
const pspPort = process.env.E2E_PSP_PORT ?? String(Number(port) + 2);
const pspUrl = `http://127.0.0.1:${pspPort}`;
// The tests' push service (tests/support/push-service.ts): browsers in the tests subscribe at it.
const pushPort = process.env.E2E_PUSH_PORT ?? String(Number(port) + 3);
const state = '.wrangler/e2e-state';
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

// A fresh database and fresh Durable Objects (a lot's room would otherwise remember bids the new database
// never saw); R2 images are kept between runs.
for (const dir of ['d1', 'do']) rmSync(`${state}/v3/${dir}`, { recursive: true, force: true });
run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
run('npx', ['tsx', 'scripts/seed.ts', '--persist-to', state]);

rmSync(`${state}/psp-simulator.json`, { force: true });
const psp = spawn('node_modules/.bin/tsx', ['scripts/psp-simulator/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PSP_SIM_PORT: pspPort, PSP_SIM_STATE: `${state}/psp-simulator.json`, PSP_SIM_REFUND_MS: '1000' },
});
for (let i = 0; ; i++) {
  if (
    await fetch(`${pspUrl}/_sim/state`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (i > 150 || psp.exitCode !== null) throw new Error(`the PSP simulator did not start on ${pspUrl}`);
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const push = spawn('node_modules/.bin/tsx', ['tests/support/push-service-server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PUSH_SERVICE_PORT: pushPort },
});
// This run's own VAPID key pair (docs/decisions/0044): the P-256 public point and private scalar, base64url.
const vapid = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
const pushVars = {
  VAPID_PUBLIC_KEY: Buffer.concat([Buffer.from([4]), Buffer.from(vapid.x, 'base64url'), Buffer.from(vapid.y, 'base64url')]).toString(
    'base64url',
  ),
  VAPID_PRIVATE_KEY: vapid.d,
  VAPID_SUBJECT: 'mailto:e2e@arremate.com.br',
  // the push service above is on this machine, over http: a test-only setting
  PUSH_LOCAL_ENDPOINTS: 'on',
};
const pspVars = {
  PSP_API_URL: `${pspUrl}/api/v2`,
  PSP_TOKEN_URL: `${pspUrl}/oauth/token`,
  PSP_BOLETO_API_URL: `${pspUrl}/boletos/v1`,
  PSP_CLIENT_ID: 'arremate-dev',
  PSP_CLIENT_SECRET: 'arremate-dev-secret',
  PSP_PIX_KEY: 'pix@arremate.com.br',
  PSP_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
  SITE_URL: `http://127.0.0.1:${port}`,
};
const dev = spawn(
  'npx',
  [
    'wrangler',
    'dev',
    // exposes /__scheduled, so tests can run the cron's duties (scheduled auctions) on demand
    '--test-scheduled',
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--persist-to',
    state,
    '--var',
    'APP_ENV:test',
    '--var',
    'SWEEP_AFTER_REQUESTS:off',
    // the demo admin uses the back office without a second factor (a development-only setting)
    '--var',
    'ADMIN_2FA_EXEMPT_EMAILS:admin@arremate.com.br',
    '--var',
    `CEP_LOOKUP_URL:http://127.0.0.1:${port}/dev/fake-viacep`,
    // the demo accounts bid on every spec's lots, which run for an hour: room under the limite de lances
    // (docs/decisions/0038; its rules are the Workers tests' and tests/e2e/bidding-limits.spec.ts reads these)
    '--var',
    'BID_LIMIT_LEADING_LOTS:100',
    '--var',
    'NEW_MEMBER_LEADING_LOTS:10',
    // every spec registers its new members from 127.0.0.1: room for them all within the hour
    '--var',
    'REGISTRATIONS_PER_NETWORK_PER_HOUR:100',
    // the socket tickets' signing key, this run's own (docs/decisions/0029)
    '--var',
    `SOCKET_TICKET_KEY:${randomBytes(32).toString('base64url')}`,
    // the PSP: the simulator started above (scripts/psp-simulator)
    ...Object.entries(pspVars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ...Object.entries(pushVars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    dev.kill(signal);
    psp.kill(signal);
    push.kill(signal);
  });
}
dev.on('exit', (code) => {
  psp.kill('SIGTERM');
  push.kill('SIGTERM');
  process.exit(code ?? 0);
});
