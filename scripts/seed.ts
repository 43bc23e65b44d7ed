/**
 * `npm run seed [-- --persist-to DIR] [-- --lots N]`: demo data into the local D1 and R2. Safe to re-run.
 * The benchmarks seed their own states with bench/seed/seed.ts.
 */
import { parseArgs } from 'node:util';
import { seedDemo } from './lib/demo-data';
import { openLocalPlatform } from './lib/local-platform';

const { values } = parseArgs({
  options: {
    'persist-to': { type: 'string' },
    lots: { type: 'string' },
  },
});

const started = performance.now();
const platform = await openLocalPlatform(values['persist-to']);
try {
  await seedDemo(platform.env, {
    lotCount: values.lots ? Number(values.lots) : undefined,
    log: (line) => console.log(`[seed] ${line}`),
  });
} finally {
  await platform.dispose();
}
console.log(`[seed] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
