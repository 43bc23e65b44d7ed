import { applyD1Migrations, env } from 'cloudflare:test';
import { beforeEach } from 'vitest';

// Every test file starts from the real migrations applied to an empty D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

/**
 * The D1 rate limits count in fixed windows of 15 minutes and an hour, which begin on the quarter-hour. A test
 * that counts attempts up to a limit must not straddle the start of a new window (its count would start
 * again): one that would begin less than a test's timeout (30 s) before a quarter-hour waits for it first.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const LONGEST_TEST_MS = 30_000;

beforeEach(async () => {
  const left = QUARTER_HOUR_MS - (Date.now() % QUARTER_HOUR_MS);
  if (left < LONGEST_TEST_MS) await new Promise((resolve) => setTimeout(resolve, left + 250));
}, LONGEST_TEST_MS + 5_000);
