import { defineConfig } from 'vitest/config';
import { workersTestConfig } from './vitest.workers.config';

/**
 * The Worker with a hot lot's relays on (decision record 0031): the room keeps one socket, and every later one
 * goes to one of two relays. The main run (vitest.workers.config.ts) keeps them off, as production does.
 */
export default defineConfig(() =>
  workersTestConfig({
    include: ['tests/workers-relays/**/*.test.ts'],
    vars: {
      APP_ENV: 'test',
      CEP_LOOKUP_URL: 'http://viacep.test/ws',
      SWEEP_AFTER_REQUESTS: 'off',
      LOT_RELAY_THRESHOLD: '1',
      LOT_RELAYS: '2',
    },
  }),
);
