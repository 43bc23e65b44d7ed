/**
 * The machine and the software a benchmark ran on, printed first in its output: the same commit gives other figures
 * on another CPU, under load or on another runtime, so every kept output says where it came from.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

/** One line: CPU model, cores, memory, load averages and the time. */
export function machineLine(): string {
  const cores = cpus();
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  return [
    `Machine: ${cores[0]?.model.trim() ?? 'unknown CPU'}, ${cores.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
    `load average ${load}`,
    new Date().toISOString(),
  ].join(' · ');
}

/** The first of `packages` (paths from the checkout's root) that is installed: its version. */
function installedVersion(...packages: string[]): string {
  for (const dir of packages) {
    try {
      const manifest = JSON.parse(readFileSync(new URL(`../../${dir}/package.json`, import.meta.url), 'utf8')) as { version: string };
      return manifest.version;
    } catch {
      /* not there: the next */
    }
  }
  return 'unknown';
}

/** One line: Node, wrangler, and the miniflare and workerd wrangler runs (its own copies first), and the commit. */
export function versionsLine(): string {
  return [
    `Versions: Node ${process.version}`,
    `wrangler ${installedVersion('node_modules/wrangler')}`,
    `miniflare ${installedVersion('node_modules/wrangler/node_modules/miniflare', 'node_modules/miniflare')}`,
    `workerd ${installedVersion('node_modules/wrangler/node_modules/workerd', 'node_modules/miniflare/node_modules/workerd', 'node_modules/workerd')}`,
    `commit ${commit()}`,
  ].join(' · ');
}
