/** The live-lot benchmark's targets, its full and quick sizes, and how many accounts and lots it seeds. */

/** Targets, met on workerd's own port; a figure over its target is OVER in the report. */
export const TARGETS = {
  bidP50: 3,
  bidP99: 10,
  bidsPerSecond: 300,
  cpuPerBidMs: 4,
  decisionP99: 50,
  fanoutP99: 40,
  connectMs: 2_000,
  saturatedFanoutP99: 150,
};

/** How long each part bids and how many load processes and clients it runs. */
export const FULL = {
  sequentialMs: 10_000,
  sequentialRuntimeMs: 5_000,
  contentionMs: 15_000,
  /** 20 bidders as 4 processes × 5 */
  bidderProcesses: 4,
  biddersPerProcess: 5,
  fanoutMs: 15_000,
  fanoutRuntimeMs: 15_000,
  /** 1,000 watchers as 4 processes × 250 */
  watcherProcesses: 4,
  watchersPerProcess: 250,
  saturationMs: 15_000,
};

export type Sizes = typeof FULL;

/** `--quick` */
export const QUICK: Sizes = {
  sequentialMs: 3_000,
  sequentialRuntimeMs: 2_000,
  contentionMs: 4_000,
  bidderProcesses: 2,
  biddersPerProcess: 3,
  fanoutMs: 5_000,
  fanoutRuntimeMs: 3_000,
  watcherProcesses: 2,
  watchersPerProcess: 50,
  saturationMs: 4_000,
};

/** Watcher processes at each size of the scale curve (`--watchers`). */
export const CURVE_PROCESSES = 4;
/** a fresh lot for each part, place and transport: (a) ×4, (b) ×4, (c) ×2, (d); the curve's come after them */
export const FIXED_LOTS = 11;
export const BID_TIMEOUT_MS = 10_000;
export const WATCHER_SESSIONS = 5;
/** bidders 1–20 bid, the last five lend their sessions to the watchers */
export const BENCH_BIDDERS = FULL.bidderProcesses * FULL.biddersPerProcess + WATCHER_SESSIONS;
