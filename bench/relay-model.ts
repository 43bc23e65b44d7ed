/**
 * A hot lot past one room (`npm run bench:relay-model [-- --from bench/results/bids-….txt] [-- --send-us 31]
 * [-- --hop-ms 0.5] [-- --room-keeps 500]`): the model of bench/relay-model/model.ts fed with measured figures —
 * the room's cost per socket send and per update from a kept bench:bids scale curve, the hop between two objects
 * measured here on a tiny pair of objects (bench/relay-model/hop.ts) unless given — printing, for 1,000 … 50,000
 * watchers and one room or R = 1 … 32 relays, the room's thread per update, the last watcher's latency, a bid's
 * answer and the cost per hour on Cloudflare's list prices, then the number of watchers from which relays pay.
 * Decision record 0031 reads it. It exits 1 when a figure it needs was not measured.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { keepOutput } from './lib/kept-output';
import { ms } from './lib/stats';
import { fitSendCost, readCpuPerSocketBidMs, readScaleCurve } from './relay-model/figures';
import { measureHop } from './relay-model/hop';
import { evaluate, meets, threshold, verdict, type Criteria, type Figures, type Outcome, type Verdict } from './relay-model/model';

await keepOutput('relay-model');

/**
 * How late the last watcher may have an update, in production: the lot page's promise of a live lot (a bid
 * seen by every watcher within a frame or two of its decision), the fan-out p99 bench:bids held on this machine
 * until its targets became ratios to the floor.
 */
const LAST_WATCHER_BUDGET_MS = 40;

const { values: args } = parseArgs({
  options: {
    from: { type: 'string' },
    'send-us': { type: 'string' },
    'decision-ms': { type: 'string' },
    'hop-ms': { type: 'string' },
    'publish-us': { type: 'string' },
    'budget-ms': { type: 'string' },
    'peak-rate': { type: 'string' },
    'room-keeps': { type: 'string' },
  },
});
const us = (msValue: number) => `${(msValue * 1000).toFixed(0)} µs`;
const num = (value: string | undefined, fallback: number) => (value === undefined ? fallback : Number(value));

const WATCHERS = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000];
const RELAYS = [1, 2, 4, 8, 16, 32];

/** The kept bench:bids outputs, oldest first by name (`bids-<date>-<commit>…`). */
function keptOutputs(): { path: string; text: string }[] {
  try {
    return readdirSync('bench/results')
      .filter((n) => n.startsWith('bids-') && n.endsWith('.txt'))
      .sort()
      .map((n) => ({ path: `bench/results/${n}`, text: readFileSync(`bench/results/${n}`, 'utf8') }));
  } catch {
    return [];
  }
}

const kept = keptOutputs();
// The scale curve: `--from`, else the newest kept output that has one.
const output = args.from
  ? { path: args.from, text: readFileSync(args.from, 'utf8') }
  : (kept.filter((o) => readScaleCurve(o.text).length >= 2).at(-1) ?? null);
const curve = output ? readScaleCurve(output.text) : [];
const sendUs = num(args['send-us'], fitSendCost(curve).sendUs);
// The decision's own cost: the sequential part's workerd CPU per socket bid, from the curve's run or the newest kept run that
// has it. Not the curve's intercept: that is the runtime's other work shared over the curve's few bids.
const sequential = [...(output ? [output] : []), ...[...kept].reverse()].find((o) => !Number.isNaN(readCpuPerSocketBidMs(o.text)));
const decision = num(args['decision-ms'], sequential ? readCpuPerSocketBidMs(sequential.text) : Number.NaN);
const decisionSource = args['decision-ms']
  ? 'given'
  : sequential
    ? `sequential part: workerd CPU per socket bid, ${sequential.path}`
    : 'not measured';

const hop = args['hop-ms'] && args['publish-us'] ? null : await measureHop();
const hopMs = num(args['hop-ms'], hop ? hop.roundTripMs / 2 : Number.NaN);
const publishUs = num(args['publish-us'], hop ? hop.publishCpuUs : Number.NaN);
const figures: Figures = { sendUs, decisionMs: decision, publishUs, hopMs, relayFixedUs: publishUs };
const criteria: Criteria = {
  lastWatcherBudgetMs: num(args['budget-ms'], LAST_WATCHER_BUDGET_MS),
  maxRoomShare: 0.5,
  peakUpdatesPerSecond: num(args['peak-rate'], 5),
  maxCostRatio: 2,
};
const roomKeeps = num(args['room-keeps'], 500);

console.log('\nA hot lot past one room — the relay model (decision record 0031)');
console.log(
  `Figures (${output ? `scale curve of ${output.path}: ${curve.map((p) => `${p.watchers} → ${p.cpuPerUpdateUs} µs`).join(', ')}` : 'no bench output'}):`,
);
console.log(`  room's thread per socket send: ${sendUs.toFixed(1)} µs${args['send-us'] ? ' (given)' : ' (fitted to the curve)'}`);
console.log(`  room's fixed work per update: ${decision.toFixed(2)} ms (${decisionSource})`);
console.log(
  hop
    ? `  hop, measured on a pair of objects here: round trip ${us(hop.roundTripMs)} (one way ${us(hopMs)}); workerd CPU per relay message ${publishUs.toFixed(1)} µs (${hop.messages} messages to ${hop.relays} relays, both ends)`
    : `  hop (given): one way ${us(hopMs)}; per relay message ${publishUs.toFixed(1)} µs`,
);
console.log(
  `  a relay's fixed work per update: ${publishUs.toFixed(1)} µs (the receiving end of a relay message, at most the whole of it)`,
);
console.log(
  `Criteria: last watcher ≤ ${criteria.lastWatcherBudgetMs} ms (bench:bids' fan-out p99 target); the room's thread ≤ ${criteria.maxRoomShare * 100} % busy at ${criteria.peakUpdatesPerSecond} updates/s (a final minute); cost ≤ ${criteria.maxCostRatio}× one room's. The room keeps ${roomKeeps} sockets when it has relays.`,
);
console.log(
  'Prices: Durable Objects $0.15 per million requests (incoming WebSocket messages 20:1, each RPC call one), $12.50 per million GB-s (128 MB, active time only); Workers $0.30 per million requests, $0.02 per million CPU ms. 1 update/s, a ping per watcher every 25 s, one upgrade per watcher per hour.',
);

const missing = Object.entries(figures).filter(([, v]) => !Number.isFinite(v));
if (missing.length > 0) {
  console.log(`\nnot measured: ${missing.map(([k]) => k).join(', ')} (keep a bench:bids run with --watchers, or give them as arguments)`);
  process.exit(1);
}

function verdictLine(v: Verdict): string {
  if (v.pays) {
    const best = v.best!;
    return `relays pay: ${best.relays} relay${best.relays > 1 ? 's' : ''} (last watcher ${ms(best.lastWatcherMs)}, ${(best.usdPerHour / v.room.usdPerHour).toFixed(2)}× one room's cost)`;
  }
  if (meets(v.room, criteria)) return 'one room meets the criteria: no relays';
  return `no layout up to ${RELAYS.at(-1)} relays meets the criteria`;
}

const row = (label: string, o: Outcome) =>
  `  ${label.padEnd(10)} ${String(o.onRoom).padStart(6)} ${String(o.perRelay).padStart(7)}  ${ms(o.roomBusyMs).padStart(10)}  ${ms(o.lastWatcherMs).padStart(10)}  ${ms(o.bidAnswerMs).padStart(10)}  $${o.usdPerHour.toFixed(4).padStart(7)}`;

for (const watchers of WATCHERS) {
  console.log(`\n${watchers} watchers     on room per relay  room/update  last watcher  bid answer    $/hour`);
  console.log(row('one room', evaluate({ watchers, relays: 0, roomKeeps }, figures)));
  for (const relays of RELAYS)
    console.log(row(`${relays} relay${relays > 1 ? 's' : ''}`, evaluate({ watchers, relays, roomKeeps }, figures)));
  const v = verdict(watchers, RELAYS, roomKeeps, figures, criteria);
  console.log(`  → ${verdictLine(v)}`);
}

const at = (scale: number) => threshold(RELAYS, roomKeeps, { ...figures, sendUs: figures.sendUs * scale }, criteria);
console.log("\nRelays pay from (watchers), by the room's cost per socket send (production's is not measured here):");
for (const scale of [1, 1 / 2, 1 / 4, 1 / 8]) {
  const n = at(scale);
  console.log(
    `  ${(figures.sendUs * scale).toFixed(1).padStart(6)} µs per send${scale === 1 ? ' (the figure above)' : ''}: ${n === null ? 'never, up to 50,000' : n}`,
  );
}
const five = verdict(5_000, RELAYS, roomKeeps, figures, criteria);
console.log(`\nAt 5,000 watchers with the measured figures: relays ${five.pays ? `pay (${five.best!.relays} relays)` : 'do not pay'}.`);
