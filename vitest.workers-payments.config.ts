import { defineConfig } from 'vitest/config';
import { PSP_TEST_VARS, pspOutbound } from './scripts/psp-simulator/outbound';
import { workersTestConfig } from './vitest.workers.config';

/**
 * The Worker with a PSP: its requests to psp.test reach the PSP simulator in-process (scripts/psp-simulator),
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
    },
    outbound: pspOutbound,
  });
  return { ...config, test: { ...config.test, fileParallelism: false } };
});
