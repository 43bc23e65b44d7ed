import { defineConfig } from 'vitest/config';
import { unstable_readConfig } from 'wrangler';
import { workersTestConfig } from './vitest.workers.config';

// wrangler's own type for its config does not resolve outside wrangler; the vars are all this reads.
const readWranglerConfig = unstable_readConfig as (args: { config: string }) => { vars: Record<string, unknown> };

/**
 * The Worker with the settings a plain `wrangler deploy` publishes: wrangler.toml's top-level vars. They are
 * given explicitly, so they win over anything in .dev.vars (which the test pool also reads).
 */
export default defineConfig(() => {
  const { vars } = readWranglerConfig({ config: 'wrangler.toml' });
  const strings = Object.fromEntries(Object.entries(vars).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return workersTestConfig({ include: ['tests/workers-production/**/*.test.ts'], vars: strings });
});
