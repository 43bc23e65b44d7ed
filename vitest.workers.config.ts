import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { fakeViaCep } from './app/server/accounts/fake-viacep.server';
import { pushService } from './tests/support/push-service';
import { StallWatchdog } from './tests/support/stall-watchdog';
import { FAKE_MAIL_HOST, fakeMailProvider } from './tests/workers/fake-mail-provider';
import { TEST_PUSH_HOST, TEST_PUSH_VARS } from './tests/workers/push-vars';

/**
 * Integration tests inside the Workers runtime (workerd), against the real Worker (Remix + Hono),
 * real local D1 (migrations applied by the setup file), R2 and Durable Objects. Needs `npm run build` first.
 * `vars`: the Worker's settings for the run (vitest.workers-production.config.ts runs wrangler.toml's own).
 * `outbound`: another local fake, asked first (its answer, or undefined to pass the request on).
 */
export async function workersTestConfig({
  include,
  vars,
  outbound,
}: {
  include: string[];
  vars: Record<string, string>;
  outbound?: (request: Request) => Promise<Response> | Response | undefined;
}) {
  const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)));
  return {
    plugins: [
      cloudflareTest({
        main: './workers/app.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations, ...vars },
          // Outbound requests never reach the internet: ViaCEP and the mail provider are local fakes.
          outboundService: (request: Request) => {
            const answer = outbound?.(request);
            if (answer) return answer;
            const url = new URL(request.url);
            const m = /^\/ws\/(\d{8})\/json\/$/.exec(url.pathname);
            if (url.hostname === 'viacep.test' && m) return fakeViaCep(m[1]!);
            if (url.hostname === FAKE_MAIL_HOST) return fakeMailProvider(request);
            if (url.host === TEST_PUSH_HOST) return pushService(request);
            return new Response('no outbound network in tests', { status: 502 });
          },
        },
      }),
    ],
    resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
    test: {
      include,
      // A focused test (.only) fails the run under CI instead of skipping the rest.
      allowOnly: !process.env.CI,
      // Two test files at a time: vitest's default (cores − 1) ran one at a time on the 2-core machines, the
      // runner and workerd taking turns; two at once the suite took 428 s instead of 651 s.
      maxWorkers: 2,
      // Real scrypt sign-ins and real storms on 2 cores: a slow machine is not a failure.
      testTimeout: 30_000,
      hookTimeout: 40_000,
      teardownTimeout: 15_000,
      // A file whose workerd stops answering fails the run at once, naming the test under way (never hangs).
      reporters: ['default', new StallWatchdog({ fileMs: 5 * 60_000, idleMs: 120_000 })],
      // Every request logs a JSON line: show the logs of failing tests only.
      silent: 'passed-only' as const,
      setupFiles: ['./tests/workers/setup.ts'],
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: [
              '@remix-run/cloudflare',
              '@remix-run/server-runtime',
              '@remix-run/react',
              'react',
              'react-dom',
              'react-dom/server',
              'react/jsx-runtime',
              'react-aria-components',
              'react-aria-components/I18nProvider',
              '@internationalized/date',
              '@visx/axis',
              '@visx/group',
              '@visx/scale',
              '@visx/shape',
              'drizzle-orm',
              'drizzle-orm/batch',
              'drizzle-orm/d1',
              'drizzle-orm/sqlite-core',
              'hono',
              'hono/factory',
              'hono/body-limit',
              'hono/utils/http-status',
              'zod',
              'otpauth',
              'remix-auth',
              'remix-auth/strategy',
              '@simplewebauthn/server',
              'isbot',
              'uqr',
            ],
          },
        },
      },
    },
  };
}

export default defineConfig(() =>
  workersTestConfig({
    include: ['tests/workers/**/*.test.ts'],
    vars: {
      APP_ENV: 'test',
      CEP_LOOKUP_URL: 'http://viacep.test/ws',
      SWEEP_AFTER_REQUESTS: 'off',
      SOCKET_TICKET_KEY: 'workers-tests-socket-ticket-key-current-0123456789',
      SOCKET_TICKET_KEY_PREVIOUS: 'workers-tests-socket-ticket-key-previous-012345678',
      // The limite de lances lifted (every bid still goes through its admission): the house's defaults are
      // tested in their own run, vitest.workers-limits.config.ts.
      BID_LIMIT_LEADING_LOTS: '100000',
      NEW_MEMBER_LEADING_LOTS: '100000',
      BID_LIMIT_MAXIMA_CENTS: '100000000000',
      NEW_MEMBER_MAXIMA_CENTS: '100000000000',
      HIGH_MAXIMUM_FACTOR: '1000',
      // Web Push to the tests' own push service (tests/support/push-service.ts), at http://localhost:4999.
      ...TEST_PUSH_VARS,
    },
  }),
);
