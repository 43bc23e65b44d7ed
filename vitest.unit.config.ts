import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { StallWatchdog } from './tests/support/stall-watchdog';

/** Pure unit tests (domain rules, formatting, schemas) in Node. */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'app/**/*.test.ts'],
    environment: 'node',
    // A focused test (.only) fails the run under CI instead of skipping the rest.
    allowOnly: !process.env.CI,
    // A stuck file fails the run at once, naming the test under way (never hangs).
    reporters: ['default', new StallWatchdog({ fileMs: 3 * 60_000 })],
  },
});
