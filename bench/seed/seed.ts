/**
 * `tsx bench/seed/seed.ts --persist-to DIR …`: what a benchmark asks for besides the demo data (scripts/seed.ts, seeded
 * first by bench/lib/server.ts), each written as JSON to the file given:
 * - `--bidders N --live-lots N [--final-minute-lots N] --auction-out FILE`: approved bidders (created once), new
 *   active lots (more with a 1-minute prorrogação window), bearer sessions for them and the administrator
 *   (bench/seed/auction.ts);
 * - `--dashboard-out FILE`: a member with 500 bids and 50 won lots, their id and fresh sessions (bench/seed/dashboard.ts);
 * - `--admin-out FILE`: 10,000 accounts and 50,000 bids over the catalogue, with payments and pickups, and the
 *   administrator's fresh bearer and cookie sessions (bench/seed/admin.ts);
 * - `--payment-winners N --payments-out FILE`: N winners, each with a lot of their own just closed and its pending
 *   payment, and a fresh bearer session (bench/seed/payments.ts);
 * - `--search-alerts N --alert-machines M` (with `--auction-out`): N search alerts over the bidders, asking for the
 *   M machines the alerts benchmark imports (bench/seed/alerts.ts).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openLocalPlatform } from '../../scripts/lib/local-platform';
import { seedBenchAdmin } from './admin';
import { seedBenchAlerts } from './alerts';
import { seedBenchAuction } from './auction';
import { seedBenchDashboard } from './dashboard';
import { seedBenchPayments } from './payments';

const { values } = parseArgs({
  options: {
    'persist-to': { type: 'string' },
    bidders: { type: 'string' },
    'live-lots': { type: 'string' },
    'final-minute-lots': { type: 'string' },
    'auction-out': { type: 'string' },
    'dashboard-out': { type: 'string' },
    'admin-out': { type: 'string' },
    'payment-winners': { type: 'string' },
    'payments-out': { type: 'string' },
    'search-alerts': { type: 'string' },
    'alert-machines': { type: 'string' },
  },
});
const count = (name: string, value: string | undefined) => {
  const n = Number(value ?? 0);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name}: expected a whole number, got ${value}`);
  return n;
};
const bidders = count('bidders', values.bidders);
const liveLots = count('live-lots', values['live-lots']);
const finalMinuteLots = count('final-minute-lots', values['final-minute-lots']);
if ((bidders || liveLots || finalMinuteLots) && !values['auction-out'])
  throw new Error('--bidders/--live-lots/--final-minute-lots need --auction-out FILE');
const paymentWinners = count('payment-winners', values['payment-winners']);
if (paymentWinners && !values['payments-out']) throw new Error('--payment-winners needs --payments-out FILE');

const searchAlertCount = count('search-alerts', values['search-alerts']);
const alertMachines = count('alert-machines', values['alert-machines']);
if (searchAlertCount && !values['auction-out']) throw new Error('--search-alerts needs --auction-out FILE (its bidders hold the alerts)');

const platform = await openLocalPlatform(values['persist-to']);
try {
  if (values['auction-out']) {
    const auction = await seedBenchAuction(platform.env, { bidders, lotCount: liveLots, finalMinuteLotCount: finalMinuteLots });
    writeFileSync(values['auction-out'], JSON.stringify(auction, null, 1));
    const ids = (list: { id: number }[]) => list.map((l) => l.id).join(', ') || 'none';
    console.log(
      `[seed] bench: ${auction.bidders.length} bidders, lots ${ids(auction.lots)}, final-minute lots ${ids(auction.finalMinuteLots)}`,
    );
    if (searchAlertCount) {
      const memberIds = auction.bidders.map((b) => b.id);
      const written = await seedBenchAlerts(platform.env, { memberIds, count: searchAlertCount, machines: alertMachines });
      console.log(`[seed] bench: ${written} search alerts over ${memberIds.length} members`);
    }
  }
  if (values['dashboard-out']) {
    const member = await seedBenchDashboard(platform.env);
    writeFileSync(values['dashboard-out'], JSON.stringify(member));
    console.log(`[seed] bench: dashboard member ${member.userId} with ${member.bids} bids`);
  }
  if (values['admin-out']) {
    const house = await seedBenchAdmin(platform.env);
    writeFileSync(values['admin-out'], JSON.stringify(house));
    console.log(`[seed] bench: ${house.users} accounts, ${house.lots} lots, ${house.bids} bids`);
  }
  if (values['payments-out']) {
    const seeded = await seedBenchPayments(platform.env, { winners: paymentWinners });
    writeFileSync(values['payments-out'], JSON.stringify(seeded));
    console.log(`[seed] bench: ${seeded.winners.length} winners with a pending payment each`);
  }
} finally {
  await platform.dispose();
}
