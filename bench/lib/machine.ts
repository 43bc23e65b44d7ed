/**
 * The machine a benchmark ran on, printed first in its output: the same commit gives other figures on
 * another CPU or under load, so every kept output says where it came from.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

/** A git command's output (its stderr kept out of the bench's output; a failure throws). */
export const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** The checked-out commit, short ('unknown' outside git). */
export function shortCommit(): string {
  try {
    return git('rev-parse', '--short', 'HEAD');
  } catch {
    return 'unknown';
  }
}

function commit(): string {
  try {
    return git('status', '--porcelain', '--untracked-files=no') ? `${shortCommit()} (with uncommitted changes)` : shortCommit();
  } catch {
    return shortCommit();
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
