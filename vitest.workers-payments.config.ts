import { defineConfig } from 'vitest/config';
import { PSP_TEST_VARS, pspOutbound } from './scripts/psp-simulator/outbound';
import { pushService } from './tests/support/push-service';
import { TEST_PUSH_HOST, TEST_PUSH_VARS } from './tests/workers/push-vars';
import { workersTestConfig } from './vitest.workers.config';

/**
 * The Worker with a PSP: its requests to psp.test reach the PSP simulator in-process (scripts/psp-simulator), and
 * its pushes the tests' push service (tests/support/push-service.ts),
 * one simulator for the run, so the files run one at a time and each test starts with POST /_sim/reset.
 */
export default defineConfig(async () => {
  const config = await workersTestConfig({
    include: ['tests/workers-payments/**/*.test.ts'],
    vars: {
      APP_ENV: 'test',
      CEP_LOOKUP_URL: 'http://viacep.test/ws',
      SWEEP_AFTER_REQUESTS: 'off',
      SOCKET_TICKET_KEY: 'workers-tests-socket-ticket-key-current-0123456789',
      ...PSP_TEST_VARS,
      // Web Push to the tests' push service: a payment the PSP confirms is pushed to the winner.
      ...TEST_PUSH_VARS,
    },
    outbound: (request) => (new URL(request.url).host === TEST_PUSH_HOST ? pushService(request) : pspOutbound(request)),
  });
  return { ...config, test: { ...config.test, fileParallelism: false } };
});
