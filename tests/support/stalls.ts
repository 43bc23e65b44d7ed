/**
 * When a test run has stopped answering. A healthy run reports something (a hook or a test starting or
 * ending) at least once per time-out: every test and hook has one, and a test that passes it fails and
 * says so. Silence past the longest of them means the runtime running the file is not answering at all, and
 * waiting longer cannot help; so does a file past its own limit, or a run that has finished but not exited.
 */

/** What is running in one test file, as the reporter last heard. */
export interface RunningFile {
  file: string;
  startedAt: number;
  /** When the file last reported anything. */
  heardAt: number;
  /** The tests and hooks under way, by id. */
  steps: Map<string, Step>;
}

/** A test or hook under way, with its own time-out. */
export interface Step {
  name: string;
  timeoutMs: number;
}

export interface RunState {
  /** Files that have started and not ended, by module id. */
  files: Map<string, RunningFile>;
  /** When anything at all was last reported (a file queued, started, ended). */
  heardAt: number;
  lastEnded: string | undefined;
  /** Files of the run that have not ended yet (started or still to start). */
  filesLeft: number;
  /** When the run's end was reported: from then on only the process's exit is awaited. */
  endedAt: number | undefined;
}

export interface StallLimits {
  /** How long past the time-out of what is under way a file may stay silent. */
  marginMs: number;
  /** The time-out that counts while nothing is under way in a file (between tests, while it loads). */
  idleMs: number;
  /** Longest a whole file may take. */
  fileMs: number;
  /** Longest silence between files, while the next one's runtime starts. */
  betweenFilesMs: number;
  /** Longest the process may take to exit once the run has ended (teardown). */
  exitMs: number;
}

export const newRunState = (now: number, files = 0): RunState => ({
  files: new Map(),
  heardAt: now,
  lastEnded: undefined,
  filesLeft: files,
  endedAt: undefined,
});

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

function underWay(file: RunningFile): string {
  const steps = [...file.steps.values()];
  return steps.length === 0 ? file.file : steps.map((step) => `${file.file} › ${step.name}`).join('; ');
}

/** Why the run counts as stuck at `now`, naming what was running; undefined while it is not. */
export function findStall(state: RunState, now: number, limits: StallLimits): string | undefined {
  if (state.endedAt !== undefined) {
    const waited = now - state.endedAt;
    return waited > limits.exitMs ? `the run ended ${seconds(waited)} ago and the process has not exited (teardown stuck)` : undefined;
  }
  for (const file of state.files.values()) {
    const silent = now - file.heardAt;
    const timeouts = [...file.steps.values()].map((step) => step.timeoutMs);
    if (silent > Math.max(limits.idleMs, ...timeouts) + limits.marginMs) return `no answer for ${seconds(silent)} from ${underWay(file)}`;
    const took = now - file.startedAt;
    if (took > limits.fileMs)
      return `${file.file} has run for ${seconds(took)}, past its limit of ${seconds(limits.fileMs)}; under way: ${underWay(file)}`;
  }
  const silent = now - state.heardAt;
  if (state.files.size === 0 && silent > limits.betweenFilesMs) {
    if (state.filesLeft === 0)
      return `every test file has ended, the last one (${state.lastEnded}) ${seconds(silent)} ago, but the run has not: a runtime is not shutting down`;
    const after = state.lastEnded === undefined ? 'before the first file started' : `after ${state.lastEnded} ended`;
    return `no test file has started for ${seconds(silent)}, ${after}`;
  }
  return undefined;
}
