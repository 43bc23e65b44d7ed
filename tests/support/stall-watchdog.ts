import { readdirSync, readFileSync } from 'node:fs';
import type { Reporter, ReportedHookContext, TestCase, TestModule, TestSpecification, TestSuite, Vitest } from 'vitest/node';
import { findStall, newRunState, type RunState, type StallLimits } from './stalls';

const CHECK_EVERY_MS = 2_000;
/** Past the longest time-out a step can have before it reports its own failure. */
const MARGIN_MS = 20_000;
/** Longer than vitest's own limits for starting a file's runtime (60 s and 90 s), so its message wins. */
const BETWEEN_FILES_MS = 120_000;

/**
 * A vitest reporter that fails a run which has stopped answering, naming the test file and the tests or
 * hooks under way, instead of letting it wait forever: vitest has no limit of its own on a file whose
 * runtime (a workerd process, for the Workers suites) stops answering mid-file, nor on a process that does
 * not exit. Exiting runs the process's exit hooks, which stop every workerd it started.
 */
export class StallWatchdog implements Reporter {
  private state: RunState = newRunState(Date.now());
  private limits: StallLimits | undefined;
  private hookTimeout = 0;
  private testTimeout = 0;
  private timer: NodeJS.Timeout | undefined;

  /**
   * `idleMs`: the longest a file may stay silent before any of its tests is known to run; a file may raise its
   * tests' time-out (vi.setConfig) before the first one reports that it started.
   */
  constructor(private readonly options: { fileMs: number; idleMs?: number }) {}

  onInit(vitest: Vitest) {
    const { testTimeout, hookTimeout, teardownTimeout } = vitest.config;
    this.testTimeout = testTimeout;
    this.hookTimeout = hookTimeout;
    this.limits = {
      marginMs: MARGIN_MS,
      idleMs: Math.max(testTimeout, hookTimeout, this.options.idleMs ?? 0),
      fileMs: this.options.fileMs,
      betweenFilesMs: BETWEEN_FILES_MS,
      exitMs: teardownTimeout + MARGIN_MS,
    };
  }

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>) {
    this.state = newRunState(Date.now(), specifications.length);
    clearInterval(this.timer);
    this.timer = setInterval(() => this.check(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  onTestModuleQueued() {
    this.state.heardAt = Date.now();
  }

  onTestModuleCollected() {
    this.state.heardAt = Date.now();
  }

  onTestModuleStart(module: TestModule) {
    const now = Date.now();
    this.state.heardAt = now;
    this.state.files.set(module.moduleId, { file: module.relativeModuleId, startedAt: now, heardAt: now, steps: new Map() });
  }

  onTestModuleEnd(module: TestModule) {
    this.state.heardAt = Date.now();
    this.state.files.delete(module.moduleId);
    this.state.lastEnded = module.relativeModuleId;
    this.state.filesLeft -= 1;
  }

  onTestSuiteReady(suite: TestSuite) {
    this.heard(suite.module);
  }

  onTestSuiteResult(suite: TestSuite) {
    this.heard(suite.module);
  }

  onTestCaseReady(test: TestCase) {
    // A file's vi.setConfig and a test's own time-out both show in its options.
    this.heard(test.module)?.steps.set(test.id, { name: test.fullName, timeoutMs: test.options.timeout ?? this.testTimeout });
  }

  onTestCaseResult(test: TestCase) {
    this.heard(test.module)?.steps.delete(test.id);
  }

  onHookStart(hook: ReportedHookContext) {
    const module = hook.entity.type === 'module' ? hook.entity : hook.entity.module;
    const of = hook.entity.type === 'module' ? 'the file' : hook.entity.fullName;
    this.heard(module)?.steps.set(`${hook.name}:${hook.entity.id}`, { name: `${hook.name} of ${of}`, timeoutMs: this.hookTimeout });
  }

  onHookEnd(hook: ReportedHookContext) {
    const module = hook.entity.type === 'module' ? hook.entity : hook.entity.module;
    this.heard(module)?.steps.delete(`${hook.name}:${hook.entity.id}`);
  }

  onTestRunEnd() {
    this.state.endedAt = Date.now();
  }

  private heard(module: TestModule) {
    const now = Date.now();
    this.state.heardAt = now;
    const file = this.state.files.get(module.moduleId);
    if (file) file.heardAt = now;
    return file;
  }

  private check() {
    if (!this.limits) return;
    const stall = findStall(this.state, Date.now(), this.limits);
    if (stall === undefined) return;
    clearInterval(this.timer);
    process.stderr.write(`\n✗ Test run stuck: ${stall}. Stopping it now.\n`);
    for (const pid of descendantsOf(process.pid)) killQuietly(pid);
    process.exit(1);
  }
}

/** Every process started under `root` (forks, workerd), read from /proc; none where there is no /proc. */
function descendantsOf(root: number): number[] {
  const parents = new Map<number, number>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  for (const entry of entries) {
    try {
      // The parent id is the second field after the command name, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while the list was read.
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [pid, ppid] of parents) {
      if (ppid !== parent) continue;
      found.push(pid);
      walk(pid);
    }
  };
  walk(root);
  return found;
}

function killQuietly(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
