import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8788);
// The PSP simulator's port: scripts/e2e-server.mjs starts it there, and tests open its page (PSP_SIMULATOR_URL).
process.env.E2E_PSP_PORT ??= String(port + 2);
// The tests' push service (Web Push): scripts/e2e-server.mjs starts it there.
process.env.E2E_PUSH_PORT ??= String(port + 3);

/** End-to-end tests: Debian's Chromium against `wrangler dev` with a freshly seeded local state. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  // The whole suite takes about ten minutes: past twenty, it is stuck, and Playwright stops it naming the test.
  globalTimeout: 20 * 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // A focused test (.only) fails the run under CI instead of skipping the rest.
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/categories`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
