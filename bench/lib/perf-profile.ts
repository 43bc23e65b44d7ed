/**
 * `--profile`: Linux `perf` on the runtime's process while a part runs, stamped with the wall clock, so that
 * its samples can be laid beside the updates' `server_time`. What it reports: where the runtime's main thread
 * spent the part (by area: V8's collections, WebSocket sends, SQLite, JavaScript, the kernel…), the
 * collections' pauses (runs of consecutive GC samples), and what it did during the slowest updates (from their
 * `server_time` to their last watcher) or the slowest bids (from their send to their answer), and what else held
 * the machine's CPUs meanwhile: perf records every CPU, so a window in which workerd's main thread did not run
 * says whether the CPUs were idle or taken (by wrangler, the load clients, workerd's other threads, anything else).
 * workerd ships with symbols, so its C++ and V8 show by name; JavaScript shows as V8's builtins.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { processTree } from './procfs';
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

/** A collection's innermost frame that is the runtime's, not V8's own copying and marking. */
const RUNTIME_OBJECTS = /^(workerd|kj|tcmalloc|ada_)|~|Wrapper|Wrappable|HeapTracer|TracedHandles|GlobalHandles|IsUnmodifiedApiObject/;

/** A frame's function, without its arguments and templates. */
const functionName = (frame: string) =>
  frame
    .replace(/^\s*[0-9a-f]+\s+/, '')
    .replace(/\s+\(\S*\)$/, '')
    .replaceAll('(anonymous namespace)::', '')
    .replace(/<[^<>]*(<[^<>]*>[^<>]*)*>/g, '')
    .replace(/\(.*$/, '')
    .slice(0, 80);

/** A process of the bench's tree, named by its command line. */
function benchProcessName(pid: number, comm: string): string {
  let command = '';
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    /* gone meanwhile */
  }
  if (comm === 'workerd') return `another workerd (pid ${pid})`;
  if (/bidder-process|watcher-process/.test(command)) return 'the load clients';
  if (/floor-process/.test(command)) return 'the floor';
  if (/wrangler/.test(command)) return 'wrangler';
  return `${comm} (pid ${pid})`;
}

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
    /** who each process is, for what ran beside the main thread */
    private readonly owners: Map<number, string>,
  ) {}

  /**
   * Starts `perf record` on every CPU, for workerd's runtime `pid`; null (and says why) where perf cannot run.
   * `roles` names the server's processes; this process and its descendants (the load clients) are named here.
   */
  static async start(pid: number, file: string, roles: Map<number, string>): Promise<PerfProfile | null> {
    const probe = spawnSync('perf', ['--version'], { encoding: 'utf8' });
    if (probe.status !== 0) {
      console.log('  --profile: perf is not installed (apt-get install linux-perf); no profile taken');
      return null;
    }
    const child = spawn('perf', ['record', '-a', '-k', 'CLOCK_REALTIME', '-F', String(HZ), '-g', '-o', file], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => process.stdout.write(`  perf: ${String(chunk)}`));
    const owners = new Map(roles);
    owners.set(pid, "workerd's other threads");
    owners.set(process.pid, 'the bench');
    if (child.pid) owners.set(child.pid, 'perf');
    // The rest of the bench's tree, by what each process runs: the load clients, the floor, wrangler, workerd…
    for (const p of processTree(process.pid)) if (!owners.has(p.pid)) owners.set(p.pid, benchProcessName(p.pid, p.name));
    // perf takes a moment to begin: the part's first bids would otherwise go unrecorded
    for (let waited = 0; waited < 3_000 && !(existsSync(file) && statSync(file).size > 0); waited += 50) await sleep(50);
    await sleep(250);
    return new PerfProfile(child, file, pid, owners);
  }

  /**
   * Stops the recording and reports, for the main thread, its areas and its collections, and what it did during
   * the five longest `windows` (and, with `median`, the median one).
   */
  async report(windows: ProfiledWindow[], { median: withMedian = false }: { median?: boolean } = {}): Promise<void> {
    this.child.kill('SIGINT');
    await new Promise((resolve) => this.child.once('exit', resolve));
    const { main: samples, elsewhere, gcLeaves } = await readSamples(this.file, this.pid);
    rmSync(this.file, { force: true });
    if (samples.length === 0) {
      console.log('  --profile: no samples of the main thread');
      return;
    }
    const byArea = new Map<string, number>();
    for (const s of samples) byArea.set(s.area, (byArea.get(s.area) ?? 0) + 1);
    // The recording's span, from every CPU's samples: how much of it the main thread was running.
    let first = samples[0]!.at;
    let last = samples.at(-1)!.at;
    for (const o of elsewhere) {
      if (o.at < first) first = o.at;
      if (o.at > last) last = o.at;
    }
    const busyShare = ((samples.length * SAMPLE_MS) / Math.max(1, last - first)) * 100;
    console.log(
      `  profile of workerd's main thread (pid ${this.pid}), ${samples.length} samples at ${HZ} Hz: running ${busyShare.toFixed(0)} % of the ${ms(last - first)} recorded`,
    );
    for (const [area, n] of [...byArea].sort((a, b) => b[1] - a[1]))
      console.log(`    ${area.padEnd(36)} ${((n / samples.length) * 100).toFixed(1).padStart(5)} %  (${ms(n * SAMPLE_MS)})`);

    const pauses = gcPauses(samples);
    const longest = [...pauses].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(
      `    collections: ${pauses.length} pauses, ${ms(pauses.reduce((n, p) => n + p.ms, 0))} in all; the longest ${longest.map((p) => ms(p.ms)).join(', ')}`,
    );
    const gcTotal = [...gcLeaves.values()].reduce((a, b) => a + b, 0);
    if (gcTotal > 0) {
      const share = (n: number) => `${((n / gcTotal) * 100).toFixed(0)} %`;
      const runtime = [...gcLeaves].filter(([leaf]) => RUNTIME_OBJECTS.test(leaf)).reduce((n, [, k]) => n + k, 0);
      const top = [...gcLeaves]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([leaf, n]) => `${leaf} ${share(n)}`)
        .join(', ');
      console.log(
        `    within the collections: the runtime's own objects (wrappers, handles, their destructors) ${share(runtime)}; most: ${top}`,
      );
    }
    // What the main thread did during a window: an update on its way, a bid waiting for its answer.
    const during = (w: ProfiledWindow) => {
      if (w.at < first) return `before perf's recording began`;
      const areas = new Map<string, number>();
      for (const s of samples) if (s.at >= w.at - 1 && s.at <= w.at + w.ms) areas.set(s.area, (areas.get(s.area) ?? 0) + SAMPLE_MS);
      const busy = [...areas.values()].reduce((a, b) => a + b, 0);
      const top = [...areas]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([area, t]) => `${area} ${ms(t)}`)
        .join(', ');
      const others = new Map<string, number>();
      for (const s of elsewhere)
        if (s.at >= w.at - 1 && s.at <= w.at + w.ms) {
          const who = s.pid === 0 ? 'idle' : (this.owners.get(s.pid) ?? `${s.comm} (pid ${s.pid})`);
          others.set(who, (others.get(who) ?? 0) + SAMPLE_MS);
        }
      const beside = [...others]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([who, t]) => `${who} ${ms(t)}`)
        .join(', ');
      return `busy ${ms(busy)}, a collection ${ms(areas.get(AREAS[0]![0]) ?? 0)}; most: ${top || 'nothing'}; the CPUs otherwise: ${beside || 'nothing'}`;
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

/** A sample of anything else on any CPU (pid 0: the CPU was idle). */
interface OtherSample {
  at: number;
  pid: number;
  comm: string;
}

/**
 * The samples of `perf script -F comm,pid,tid,cpu,time,ip,sym,dso` (a header line, then the stack, then a blank
 * line), read as a stream (a long run's text is larger than a string may be). The main thread is `pid`'s thread
 * with the most samples, the one that runs the JavaScript and the event loop (workerd's V8 helper threads do
 * concurrent marking beside it); everything else, on any CPU, is `elsewhere`.
 */
async function readSamples(
  file: string,
  pid: number,
): Promise<{ main: Sample[]; elsewhere: OtherSample[]; gcLeaves: Map<string, number> }> {
  const script = spawn('perf', ['script', '-i', file, '-F', 'comm,pid,tid,cpu,time,ip,sym,dso'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const byThread = new Map<number, Sample[]>();
  /** per thread: a collection's innermost frames, by function */
  const leavesByThread = new Map<number, Map<string, number>>();
  const others: (OtherSample & { tid: number })[] = [];
  let head: RegExpExecArray | null = null;
  let frames: string[] = [];
  const flush = () => {
    if (head) {
      const [, comm = '', samplePid, tid, , time] = head;
      const at = Number(time) * 1000;
      if (Number(samplePid) === pid) {
        const stack = frames.join('\n');
        const area = AREAS.find(([, pattern]) => pattern.test(stack))?.[0] ?? 'the runtime’s other C++ (kj, promises, allocation)';
        if (!byThread.has(Number(tid))) byThread.set(Number(tid), []);
        byThread.get(Number(tid))!.push({ at, area });
        if (area === AREAS[0]![0] && frames[0]) {
          const leaves = leavesByThread.get(Number(tid)) ?? new Map<string, number>();
          const leaf = functionName(frames[0]);
          leaves.set(leaf, (leaves.get(leaf) ?? 0) + 1);
          leavesByThread.set(Number(tid), leaves);
        }
      } else others.push({ at, pid: Number(samplePid), tid: Number(tid), comm: comm.trim() });
    }
    head = null;
    frames = [];
  };
  for await (const line of createInterface({ input: script.stdout })) {
    if (line.trim() === '') flush();
    else if (!head) head = /^(.*?)\s+(\d+)\/(\d+)\s+\[(\d+)\]\s+(\d+\.\d+):/.exec(line);
    else frames.push(line);
  }
  flush();
  const [mainTid, main = []] = [...byThread].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  // workerd's other threads count as elsewhere
  for (const [tid, samples] of byThread) if (tid !== mainTid) for (const s of samples) others.push({ at: s.at, pid, tid, comm: 'workerd' });
  return { main: main.sort((a, b) => a.at - b.at), elsewhere: others, gcLeaves: leavesByThread.get(mainTid!) ?? new Map() };
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
