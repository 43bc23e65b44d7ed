/**
 * The machine a benchmark ran on, printed first in its output: the same commit gives other figures on
 * another CPU or under load, so every kept output says where it came from.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

/** One line: CPU model, cores, memory, load averages, Node's version, the commit and the time. */
export function machineLine(): string {
  const cores = cpus();
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  return [
    `Machine: ${cores[0]?.model.trim() ?? 'unknown CPU'}, ${cores.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
    `load average ${load}`,
    `Node ${process.version}`,
    `commit ${commit()}`,
    new Date().toISOString(),
  ].join(' · ');
}

/** Prints the machine line; a benchmark calls it before anything else. */
export function printMachine(): void {
  console.log(machineLine());
}
