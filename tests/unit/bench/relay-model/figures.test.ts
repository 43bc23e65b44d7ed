import { describe, expect, it } from 'vitest';
import { fitSendCost, readCpuPerSocketBidMs, readScaleCurve } from '../../../../bench/relay-model/figures';

/** The tail of a bench:bids output, as report.ts prints it. */
const OUTPUT = `
Scale curve (workerd): watchers, connect time, fan-out p50, p99, workerd CPU per delivered update, missed
    1000     2.1 s    21.6 ms    46.2 ms      33.0 µs       0
    3000     6.4 s    52.0 ms   120.3 ms      31.0 µs       0
    5000    10.2 s    80.1 ms   190.0 ms      30.6 µs       0

Invariants (answers, GET /api/auctions/{id} as a member, then D1)
Targets (figure / target; ≤ 1.00 meets it) — wrangler dev on :8826, workerd on http://127.0.0.1:40000
  sequential: workerd CPU per bid (wrangler dev, socket)    2.5 ms
  sequential: workerd CPU per bid (workerd, socket)         2.4 ms
`;

describe('readScaleCurve', () => {
  it('reads each row of the scale curve, and stops at the first line that is not one', () => {
    expect(readScaleCurve(OUTPUT)).toEqual([
      { watchers: 1000, cpuPerUpdateUs: 33 },
      { watchers: 3000, cpuPerUpdateUs: 31 },
      { watchers: 5000, cpuPerUpdateUs: 30.6 },
    ]);
  });

  it("reads our rows of a curve measured against the floor, and skips the floor's", () => {
    const againstFloor = `
Scale curve (workerd and the floor, after the warm-up): who, watchers, connect time, fan-out p50, p99, last watcher p99, server CPU per delivered update, missed
  ours     1000     5.4 s    47.3 ms   208.0 ms   265.0 ms      64.9 µs       0
  floor    1000     1.6 s    11.2 ms    32.3 ms    39.8 ms      12.6 µs       0
  ours     5000    20.0 s   132.0 ms   267.0 ms   301.0 ms      44.0 µs       0
  floor    5000     7.9 s    40.1 ms    90.3 ms   101.0 ms      10.2 µs       0

Invariants`;
    expect(readScaleCurve(againstFloor)).toEqual([
      { watchers: 1000, cpuPerUpdateUs: 64.9 },
      { watchers: 5000, cpuPerUpdateUs: 44 },
    ]);
  });

  it('is empty for an output without a curve, or whose CPU was not measured', () => {
    expect(readScaleCurve('(c) fan-out — 1000 watchers')).toEqual([]);
    const unmeasured = 'Scale curve (workerd): watchers, …\n    1000     2.1 s    21.6 ms    46.2 ms  not measured µs       0\n';
    expect(readScaleCurve(unmeasured)).toEqual([]);
  });
});

describe('readCpuPerSocketBidMs', () => {
  it("takes the sequential part's figure on workerd's own port, not through wrangler dev", () => {
    expect(readCpuPerSocketBidMs(OUTPUT)).toBe(2.4);
  });

  it('reads an output from before the parts were named, where the sequential part is (a)', () => {
    expect(readCpuPerSocketBidMs('  (a) workerd CPU per bid (workerd, socket)         2.4 ms / 4 ms  0.61 ok')).toBe(2.4);
  });

  it('is NaN when the run had no sequential part', () => {
    expect(readCpuPerSocketBidMs('Scale curve (workerd):')).toBeNaN();
  });
});

describe('fitSendCost', () => {
  it('fits N × (CPU per delivered update) to a line: slope the send, intercept the fixed work', () => {
    // 33,000, 93,000 and 153,000 µs per bid: exactly 30 µs a socket and 3 ms each update
    const fit = fitSendCost([
      { watchers: 1000, cpuPerUpdateUs: 33 },
      { watchers: 3000, cpuPerUpdateUs: 31 },
      { watchers: 5000, cpuPerUpdateUs: 30.6 },
    ]);
    expect(fit.sendUs).toBeCloseTo(30, 9);
    expect(fit.fixedMs).toBeCloseTo(3, 9);
  });

  it('is NaN with fewer than two sizes', () => {
    const fit = fitSendCost([{ watchers: 1000, cpuPerUpdateUs: 33 }]);
    expect(fit.sendUs).toBeNaN();
    expect(fit.fixedMs).toBeNaN();
  });
});
