/**
 * A benchmark's output kept in bench/results/ as well as printed, and committed: a figure bench/README.md, a decision
 * record or a closing note cites is one of these files, with what produced it. The file starts with the machine,
 * the command line and the versions (bench/lib/machine.ts), then holds what the run printed on stdout but its
 * detail (`detail`), and ends with its exit code and the tail of its stderr: a few KB. The whole output, detail and
 * stderr included, goes to a sibling `.log`, which git ignores. Paths inside this checkout are written relative to it.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, realpathSync, writeSync } from 'node:fs';
import { constants, homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { machineLine, shortCommit, versionsLine } from './machine';

/** Set in the run below the keeper (to its kept file): there `keepOutput` returns at once. */
const KEPT_FILE_ENV = 'BENCH_KEPT_FILE';
/** Starts a line of detail on the run's stdout, for the keeper (never shown). */
const DETAIL = '\u0001';
/** How much of the run's stderr the kept file ends with. */
const STDERR_TAIL = { lines: 25, lineChars: 200 };

/**
 * Every benchmark awaits it first. It keeps the output in bench/results/NAME-YYYYMMDD-COMMIT-HHMMSS.txt (UTC): this
 * process becomes the keeper, running the benchmark again below it with the same arguments (so that the stderr of
 * every process the run starts, and a crash's, is the run's), passing its stdout and stderr through, and ending
 * with its exit code. In the run itself it returns at once.
 */
export async function keepOutput(name: string): Promise<void> {
  if (process.env[KEPT_FILE_ENV]) return;
  mkdirSync('bench/results', { recursive: true });
  const [date, time] = new Date().toISOString().replace(/[-:]/g, '').split('T') as [string, string];
  const file = `bench/results/${name}-${date}-${shortCommit()}-${time.slice(0, 6)}.txt`;
  const whole = file.replace(/\.txt$/, '.log');
  const kept = new KeptFiles(file, whole);
  const header = [machineLine(), `Command: ${commandLine()}`, versionsLine(), `Output kept in ${file} (the whole of it in ${whole})`];
  process.stdout.write(`${header.join('\n')}\n`);
  kept.write(`${header.join('\n')}\n`);

  const started = performance.now();
  const run = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, [KEPT_FILE_ENV]: file },
  });
  run.stdout.setEncoding('utf8');
  run.stderr.setEncoding('utf8');
  let stderr = '';
  run.stdout.on('data', (text: string) => {
    process.stdout.write(text.replaceAll(DETAIL, ''));
    kept.write(text);
  });
  run.stderr.on('data', (text: string) => {
    process.stderr.write(text);
    stderr += text;
  });
  // A Ctrl-C reaches the run as well (the same process group); a signal sent to the keeper alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => run.kill(signal));
  const code = await new Promise<number>((resolve) =>
    run.on('close', (exit, signal) => resolve(exit ?? 128 + (signal ? constants.signals[signal] : 0))),
  );

  const lines = plain(stderr).split('\n').filter(Boolean);
  const tail = lines.slice(-STDERR_TAIL.lines).map((l) => (l.length > STDERR_TAIL.lineChars ? `${l.slice(0, STDERR_TAIL.lineChars)}…` : l));
  const count = `${lines.length} line${lines.length === 1 ? '' : 's'}`;
  const stderrOf = (shown: string[], of: string) => [`Stderr (${of})${shown.length ? ':' : ''}`, ...shown.map((l) => `  ${l}`)];
  const ended = ['', `Exit code ${code} after ${((performance.now() - started) / 1000).toFixed(0)} s`];
  kept.close(
    [...ended, ...stderrOf(tail, lines.length > tail.length ? `the last ${tail.length} of ${count}` : count)].join('\n'),
    [...ended, ...stderrOf(lines, count)].join('\n'),
  );
  process.exit(code);
}

/**
 * Prints `text` as detail: on the terminal and in the whole output, not in the kept file (each client process's
 * counts, say, where the kept file has the part's figures).
 */
export function detail(text: string): void {
  console.log(
    process.env[KEPT_FILE_ENV]
      ? text
          .split('\n')
          .map((line) => DETAIL + line)
          .join('\n')
      : text,
  );
}

/** The command that ran the benchmark, as typed: `npm run NAME -- ARGS` when an npm script ran it, with BENCH_PORT when set. */
function commandLine(): string {
  const quote = (a: string) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replaceAll("'", `'\\''`)}'`);
  const args = process.argv.slice(2).map(quote);
  const script = path.relative(process.cwd(), process.argv[1] ?? '');
  const npmScript = process.env.npm_lifecycle_script?.includes(script) ? process.env.npm_lifecycle_event : undefined;
  const port = process.env.BENCH_PORT ? `BENCH_PORT=${quote(process.env.BENCH_PORT)} ` : '';
  const direct = ['tsx', script, ...args].join(' ');
  return npmScript ? `${port}npm run ${npmScript}${args.length ? ` -- ${args.join(' ')}` : ''} (${direct})` : `${port}${direct}`;
}

/** Folders of this machine as a kept output names them: node_modules (wherever it links to) and this checkout relative to it. */
const RELATIVE: [string, string][] = (
  [
    [realpath('node_modules'), 'node_modules'],
    [realpath('.'), '.'],
    [process.cwd(), '.'],
    [tmpdir(), '$TMPDIR'],
    [homedir(), '~'],
  ] as [string, string][]
).filter(([dir]) => dir.length > 1);

function realpath(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return '';
  }
}

/** Without terminal colours, and with this machine's folders named as `RELATIVE` says. */
function plain(text: string): string {
  let out = stripVTControlCharacters(text);
  for (const [dir, as] of RELATIVE) out = out.replaceAll(dir, as);
  return out;
}

/**
 * The kept file and the whole output, written line by line (a path split over two chunks is still made relative; a
 * line of detail goes to the whole output only).
 */
class KeptFiles {
  private readonly kept: number;
  private readonly whole: number;
  private pending = '';

  constructor(keptFile: string, wholeFile: string) {
    this.kept = openSync(keptFile, 'w');
    this.whole = openSync(wholeFile, 'w');
  }

  write(text: string) {
    const all = this.pending + text;
    const end = all.lastIndexOf('\n') + 1;
    this.pending = all.slice(end);
    for (const line of plain(all.slice(0, end)).split('\n').slice(0, -1)) {
      writeSync(this.whole, `${line.replaceAll(DETAIL, '')}\n`);
      if (!line.startsWith(DETAIL)) writeSync(this.kept, `${line}\n`);
    }
  }

  /** Writes what is pending, then each file's own ending. */
  close(keptEnding: string, wholeEnding: string) {
    if (this.pending) this.write('\n');
    writeSync(this.kept, `${keptEnding}\n`);
    writeSync(this.whole, `${wholeEnding}\n`);
    closeSync(this.kept);
    closeSync(this.whole);
  }
}
