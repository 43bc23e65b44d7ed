/**
 * `npm run seed [-- --persist-to DIR] [-- --lots N]`: demo data into the local D1 and R2. Safe to re-run.
 * For the live-lot benchmark: `--bench-bidders N` (approved accounts, created once), `--bench-lots N`
 * (new active lots on every run), `--bench-final-minute-lots N` (more, with a 1-minute prorrogação window)
 * and `--bench-out FILE` (their ids and freshly minted bearer tokens, the administrator's too, JSON).
 * For the dashboard benchmark: `--bench-dashboard FILE` (a member with 500 bids and 50 won lots; their id
 * and a fresh bearer token, JSON).
 * For the back-office benchmark: `--bench-admin FILE` (10,000 accounts and 50,000 bids over the catalogue, with
 * payments and pickups; the administrator's fresh bearer and cookie tokens, JSON).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { seedBenchAdmin } from './lib/bench-admin';
import { seedBenchAuction } from './lib/bench-auction';
import { seedBenchDashboard } from './lib/bench-dashboard';
import { seedDemo } from './lib/demo-data';
import { openLocalPlatform } from './lib/local-platform';

const { values } = parseArgs({
  options: {
    'persist-to': { type: 'string' },
    lots: { type: 'string' },
    'bench-bidders': { type: 'string' },
    'bench-lots': { type: 'string' },
    'bench-final-minute-lots': { type: 'string' },
    'bench-out': { type: 'string' },
    'bench-dashboard': { type: 'string' },
    'bench-admin': { type: 'string' },
  },
});
const count = (name: string, value: string | undefined) => {
  const n = Number(value ?? 0);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name}: expected a whole number, got ${value}`);
  return n;
};
const benchBidders = count('bench-bidders', values['bench-bidders']);
const benchLots = count('bench-lots', values['bench-lots']);
const benchFinalMinuteLots = count('bench-final-minute-lots', values['bench-final-minute-lots']);
if ((benchBidders || benchLots || benchFinalMinuteLots) && !values['bench-out'])
  throw new Error('--bench-bidders/--bench-lots/--bench-final-minute-lots need --bench-out FILE');

const started = performance.now();
const platform = await openLocalPlatform(values['persist-to']);
try {
  await seedDemo(platform.env, {
    lotCount: values.lots ? Number(values.lots) : undefined,
    log: (line) => console.log(`[seed] ${line}`),
  });
  if (values['bench-out']) {
    const bench = await seedBenchAuction(platform.env, {
      bidders: benchBidders,
      lotCount: benchLots,
      finalMinuteLotCount: benchFinalMinuteLots,
    });
    writeFileSync(values['bench-out'], JSON.stringify(bench, null, 1));
    const ids = (list: { id: number }[]) => list.map((l) => l.id).join(', ') || 'none';
    console.log(
      `[seed] bench: ${bench.bidders.length} bidders, lots ${ids(bench.lots)}, final-minute lots ${ids(bench.finalMinuteLots)} → ${values['bench-out']}`,
    );
  }
  if (values['bench-dashboard']) {
    const member = await seedBenchDashboard(platform.env);
    writeFileSync(values['bench-dashboard'], JSON.stringify(member));
    console.log(`[seed] bench: dashboard member ${member.userId} with ${member.bids} bids → ${values['bench-dashboard']}`);
  }
  if (values['bench-admin']) {
    const house = await seedBenchAdmin(platform.env);
    writeFileSync(values['bench-admin'], JSON.stringify(house));
    console.log(`[seed] bench: ${house.users} accounts, ${house.lots} lots, ${house.bids} bids → ${values['bench-admin']}`);
  }
} finally {
  await platform.dispose();
}
console.log(`[seed] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
