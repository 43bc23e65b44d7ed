/**
 * `--profile`: Linux `perf` on the runtime's process while a part runs, stamped with the wall clock, so that
 * its samples can be laid beside the updates' `server_time`. What it reports: where the runtime's main thread
 * spent the part (by area: V8's collections, WebSocket sends, SQLite, JavaScript, the kernel…), the
 * collections' pauses (runs of consecutive GC samples), and what it did during the slowest updates (from their
 * `server_time` to their last watcher) or the slowest bids (from their send to their answer).
 * workerd ships with symbols, so its C++ and V8 show by name; JavaScript shows as V8's builtins.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { ms } from './stats';

const HZ = 1_999;
const SAMPLE_MS = 1_000 / HZ;

/** Areas of the main thread's time: a sample belongs to the first of them, in this order, that any frame of its stack names. */
const AREAS: [area: string, pattern: RegExp][] = [
  ['V8 garbage collection', /Heap::|MarkCompact|Scavenge|Sweeper|cppgc|Marking|ConcurrentMarking|GCTracer|MinorMS|Heap::CollectGarbage/],
  ['WebSocket sends and pumps', /WebSocket::(send|pump|Pump)|WebSocketPipe|websocket/i],
  ['SQLite (D1 and objects’ storage)', /sqlite3/],
  ['kernel (network, scheduling)', /\[kernel\.kallsyms\]|^entry_SYSCALL|tcp_|__sys_|do_syscall/],
  ['JavaScript and V8 builtins', /Builtins_|v8::internal::(Runtime|Builtin)|Interpreter|JIT|\[unknown\]/],
];

/** A stretch of the run to look into: an update on its way, or a bid waiting for its answer. */
export interface ProfiledWindow {
  /** what it was, e.g. "update #41" or "bid" */
  label: string;
  /** epoch ms it began (the update's server_time, the bid's send) */
  at: number;
  /** how long it lasted (to the update's last watcher, to the bid's answer) */
  ms: number;
}

export class PerfProfile {
  private constructor(
    private readonly child: ChildProcess,
    private readonly file: string,
    private readonly pid: number,
  ) {}

  /** Starts `perf record` on `pid` (its threads); null (and says why) where perf cannot run. */
  static start(pid: number, file: string): PerfProfile | null {
    const probe = spawnSync('perf', ['--version'], { encoding: 'utf8' });
    if (probe.status !== 0) {
      console.log('  --profile: perf is not installed (apt-get install linux-perf); no profile taken');
      return null;
    }
    const child = spawn('perf', ['record', '-k', 'CLOCK_REALTIME', '-F', String(HZ), '-g', '-p', String(pid), '-o', file], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => process.stdout.write(`  perf: ${String(chunk)}`));
    return new PerfProfile(child, file, pid);
  }

  /**
   * Stops the recording and reports, for the main thread, its areas and its collections, and what it did during
   * the five longest `windows` (and, with `median`, the median one).
   */
  async report(windows: ProfiledWindow[], { median: withMedian = false }: { median?: boolean } = {}): Promise<void> {
    this.child.kill('SIGINT');
    await new Promise((resolve) => this.child.once('exit', resolve));
    const samples = await readSamples(this.file);
    rmSync(this.file, { force: true });
    if (samples.length === 0) {
      console.log('  --profile: no samples of the main thread');
      return;
    }
    const byArea = new Map<string, number>();
    for (const s of samples) byArea.set(s.area, (byArea.get(s.area) ?? 0) + 1);
    console.log(`  profile of workerd's main thread (pid ${this.pid}), ${samples.length} samples at ${HZ} Hz:`);
    for (const [area, n] of [...byArea].sort((a, b) => b[1] - a[1]))
      console.log(`    ${area.padEnd(36)} ${((n / samples.length) * 100).toFixed(1).padStart(5)} %  (${ms(n * SAMPLE_MS)})`);

    const pauses = gcPauses(samples);
    const longest = [...pauses].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(
      `    collections: ${pauses.length} pauses, ${ms(pauses.reduce((n, p) => n + p.ms, 0))} in all; the longest ${longest.map((p) => ms(p.ms)).join(', ')}`,
    );
    // What the main thread did during a window: an update on its way, a bid waiting for its answer.
    const during = (w: ProfiledWindow) => {
      const areas = new Map<string, number>();
      for (const s of samples) if (s.at >= w.at - 1 && s.at <= w.at + w.ms) areas.set(s.area, (areas.get(s.area) ?? 0) + SAMPLE_MS);
      const busy = [...areas.values()].reduce((a, b) => a + b, 0);
      const top = [...areas]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([area, t]) => `${area} ${ms(t)}`)
        .join(', ');
      return `busy ${ms(busy)}, a collection ${ms(areas.get(AREAS[0]![0]) ?? 0)}; most: ${top}`;
    };
    const sorted = [...windows].sort((a, b) => b.ms - a.ms);
    for (const w of sorted.slice(0, 5)) console.log(`    ${w.label}: ${ms(w.ms)}; meanwhile ${during(w)}`);
    const median = sorted[Math.floor(sorted.length / 2)];
    if (withMedian && median) console.log(`    the median, ${median.label}: ${ms(median.ms)}; meanwhile ${during(median)}`);
  }
}

interface Sample {
  /** epoch ms */
  at: number;
  area: string;
}

/**
 * The main thread's samples from `perf script -F tid,time,ip,sym,dso` (a header line, then the stack, then a blank
 * line), read as a stream (a long run's text is larger than a string may be): the thread with the most samples,
 * the one that runs the JavaScript and the event loop (workerd's V8 helper threads do concurrent marking beside it).
 */
async function readSamples(file: string): Promise<Sample[]> {
  const script = spawn('perf', ['script', '-i', file, '-F', 'tid,time,ip,sym,dso'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const byThread = new Map<number, Sample[]>();
  let head: RegExpExecArray | null = null;
  let frames: string[] = [];
  const flush = () => {
    if (head) {
      const stack = frames.join('\n');
      const area = AREAS.find(([, pattern]) => pattern.test(stack))?.[0] ?? 'the runtime’s other C++ (kj, promises, allocation)';
      const tid = Number(head[1]);
      if (!byThread.has(tid)) byThread.set(tid, []);
      byThread.get(tid)!.push({ at: Number(head[2]) * 1000, area });
    }
    head = null;
    frames = [];
  };
  for await (const line of createInterface({ input: script.stdout })) {
    if (line.trim() === '') flush();
    else if (!head) head = /^\s*(\d+)\s+(\d+\.\d+):/.exec(line);
    else frames.push(line);
  }
  flush();
  const main = [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  return main.sort((a, b) => a.at - b.at);
}

/** Runs of GC samples no more than 2 sampling periods apart: each a pause of the main thread. */
function gcPauses(samples: Sample[]): { at: number; ms: number }[] {
  const pauses: { at: number; ms: number }[] = [];
  let current: { at: number; last: number; n: number } | null = null;
  for (const s of samples) {
    if (s.area !== AREAS[0]![0]) continue;
    if (current && s.at - current.last <= 2 * SAMPLE_MS + 0.5) {
      current.last = s.at;
      current.n++;
    } else {
      if (current) pauses.push({ at: current.at, ms: current.n * SAMPLE_MS });
      current = { at: s.at, last: s.at, n: 1 };
    }
  }
  if (current) pauses.push({ at: current.at, ms: current.n * SAMPLE_MS });
  return pauses;
}
