import { defineConfig } from 'vitest/config';
import { workersTestConfig } from './vitest.workers.config';

/**
 * The Worker with the house's default limite de lances (decision record 0038): a new member leads at most 3 running
 * lots and holds at most R$ 5.000 in maxima, k = 20. The main run (vitest.workers.config.ts) lifts them, so that
 * its tests about other things may have one member bid on many lots.
 */
export default defineConfig(() =>
  workersTestConfig({
    include: ['tests/workers-limits/**/*.test.ts'],
    vars: {
      APP_ENV: 'test',
      CEP_LOOKUP_URL: 'http://viacep.test/ws',
      SWEEP_AFTER_REQUESTS: 'off',
    },
  }),
);
