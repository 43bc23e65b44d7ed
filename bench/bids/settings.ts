/** The live-lot benchmark's parts, targets, full and quick sizes, and how many accounts and lots it seeds. */

/**
 * The parts, in the order they run (`--parts` picks some): one bid at a time, bidders racing, one update to many
 * watchers, the two together, secret maxima racing, and the final minute's moving end.
 */
export const PART_NAMES = ['sequential', 'contention', 'fan-out', 'saturation', 'maxima', 'final-minute'] as const;
export type PartName = (typeof PART_NAMES)[number];

/**
 * Targets, met on workerd's own port, each a ratio measured in the same run, so that they hold on any machine:
 * to the floor (bench/floor/: the same watchers and bidders on a minimal Node `ws` server, right before ours),
 * or a tail to its own median. A ratio over its target is OVER in the report.
 */
export const TARGETS = {
  /** sequential: bid p99 ÷ bid p50, each place and transport */
  bidP99OverP50: 3,
  /**
   * sequential with `--baseline REF`, on workerd's port: our bids/s ÷ the baseline's, at least (not lower than today's),
   * less the runs' own spread (how far each server's two runs differ: what repeating the measurement moves)
   */
  bidsPerSecondOverBaseline: 1,
  /** contention and maxima: decision p99 ÷ decision p50 */
  decisionP99OverP50: 2,
  /** fan-out and the scale curve at 1,000 and more: receipt latency ÷ the floor's */
  fanoutP50OverFloor: 1.5,
  fanoutP99OverFloor: 2,
  /** fan-out: time for every watcher to connect ÷ the floor's */
  connectOverFloor: 2,
  /** saturation: fan-out's watchers with contention's racing bidders, p99 ÷ the floor's fan-out p99 (it was 150 ms against 40) */
  saturatedFanoutP99OverFloor: 4,
  /** final-minute: from the decision that moved the end to its last watcher ÷ the floor's fan-out last-watcher p99 */
  newEndToLastWatcherOverFloor: 2,
  /** the scale curve's sizes from this many watchers have fan-out targets */
  curveTargetsFrom: 1_000,
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
  /** fan-out on workerd's port and the scale curve bid on until this many updates came after the warm-up… */
  fanoutMinUpdates: 300,
  /** …whose updates (the first seconds of bidding) are reported apart */
  fanoutWarmupMs: 5_000,
  /** …though never longer than this */
  fanoutMaxMs: 240_000,
  /** 1,000 watchers as 4 processes × 250 */
  watcherProcesses: 4,
  watchersPerProcess: 250,
  saturationMs: 15_000,
  /** maxima: 10 members raising maxima (2 processes × 5) and 10 bidding by hand (2 × 5), for 15 s */
  maximaMs: 15_000,
  maximaProcesses: 2,
  maximaPerProcess: 5,
  /** final-minute: 50 bidders (5 processes × 10) bidding in the final minute for 20 s, each pausing 0.5–1.5 s between bids */
  finalMinuteBidderProcesses: 5,
  finalMinuteBiddersPerProcess: 10,
  finalMinuteBiddingMs: 20_000,
  finalMinutePauseMs: [500, 1_500] as [number, number],
  /** then 4 of them probe the end */
  finalMinuteProbes: 4,
  /** the lot's end, moved when the part starts: this far ahead */
  finalMinuteEndsInMs: 35_000,
  /** 1,000 watchers of the ends (4 processes × 250) */
  finalMinuteWatcherProcesses: 4,
  finalMinuteWatchersPerProcess: 250,
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
  fanoutMinUpdates: 30,
  fanoutWarmupMs: 1_000,
  fanoutMaxMs: 30_000,
  watcherProcesses: 2,
  watchersPerProcess: 50,
  saturationMs: 4_000,
  maximaMs: 4_000,
  maximaProcesses: 1,
  maximaPerProcess: 3,
  finalMinuteBidderProcesses: 2,
  finalMinuteBiddersPerProcess: 5,
  finalMinuteBiddingMs: 5_000,
  finalMinutePauseMs: [500, 1_500],
  finalMinuteProbes: 2,
  finalMinuteEndsInMs: 35_000,
  finalMinuteWatcherProcesses: 2,
  finalMinuteWatchersPerProcess: 50,
};

/** Watcher processes at each size of the scale curve (`--watchers`). */
export const CURVE_PROCESSES = 4;
/** a fresh lot for each part, place and transport: sequential ×4, contention ×4, fan-out ×2, saturation, maxima; the curve's come after them */
export const FIXED_LOTS = 12;
/** final-minute's lot has a 1-minute prorrogação window: seeded apart (`--final-minute-lots`) */
export const FINAL_MINUTE_LOTS = 1;
export const BID_TIMEOUT_MS = 10_000;
export const WATCHER_SESSIONS = 5;
/** bidders 1–50 bid (contention to maxima take the first 20, final-minute all 50), the last five lend their sessions to the watchers */
export const BENCH_BIDDERS = FULL.finalMinuteBidderProcesses * FULL.finalMinuteBiddersPerProcess + WATCHER_SESSIONS;
