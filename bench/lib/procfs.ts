/** From /proc (Linux): a process tree, the CPU time its processes spent and the TCP ports they listen on. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

interface ProcStat {
  pid: number;
  ppid: number;
  name: string;
  /** utime + stime, ms */
  cpuMs: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
    const close = raw.lastIndexOf(')');
    const name = raw.slice(raw.indexOf('(') + 1, close);
    const fields = raw.slice(close + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return { pid, ppid: Number(fields[1]), name, cpuMs: ((utime + stime) * 1000) / TICKS_PER_SECOND };
  } catch {
    return null; // gone
  }
}

/** `root` and every process below it. Empty where /proc is not available. */
export function processTree(root: number): ProcStat[] {
  if (!existsSync('/proc/self/stat')) return [];
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => readStat(Number(d)))
    .filter((s): s is ProcStat => s !== null);
  const tree: ProcStat[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    const stat = all.find((s) => s.pid === pid);
    if (!stat) continue;
    tree.push(stat);
    for (const s of all) if (s.ppid === pid) queue.push(s.pid);
  }
  return tree;
}

/**
 * Names the processes of a tree that listen on the given ports (`roles`), trying for a while: a server
 * may still be opening its sockets. Roles not found are left out.
 */
export async function nameListeners(root: number, roles: { port: number; role: string }[]): Promise<Map<number, string>> {
  const named = new Map<number, string>();
  for (let attempt = 0; attempt < 10 && named.size < roles.length; attempt++) {
    if (attempt) await new Promise((r) => setTimeout(r, 300));
    const pids = processTree(root).map((p) => p.pid);
    for (const { port, role } of roles) {
      const pid = pidListeningOn(port, pids);
      if (pid !== null) named.set(pid, role);
    }
  }
  return named;
}

/** CPU ms of a process tree, summed per role (`names`, from `nameListeners`) or else per process name. */
export function cpuByRole(root: number, names: Map<number, string>): Map<string, number> {
  const spent = new Map<string, number>();
  for (const p of processTree(root)) {
    const key = names.get(p.pid) ?? p.name;
    spent.set(key, (spent.get(key) ?? 0) + p.cpuMs);
  }
  return spent;
}

/** What a process tree spent between two `cpuByRole` readings, per name. */
export function cpuSpent(before: Map<string, number>, after: Map<string, number>): Map<string, number> {
  const spent = new Map<string, number>();
  for (const [name, ms] of after) spent.set(name, ms - (before.get(name) ?? 0));
  return spent;
}

/** Listening TCP sockets: inode → port. */
function listeningSockets(): Map<string, number> {
  const sockets = new Map<string, number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; column 9 is the inode
      if (cols.length > 9 && cols[3] === '0A') sockets.set(cols[9]!, parseInt(cols[1]!.split(':')[1]!, 16));
    }
  }
  return sockets;
}

/** The TCP ports a process listens on. */
export function listeningPorts(pid: number, sockets = listeningSockets()): number[] {
  const ports = new Set<number>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      const port = m ? sockets.get(m[1]!) : undefined;
      if (port !== undefined) ports.add(port);
    }
  } catch {
    /* gone, or not ours */
  }
  return [...ports];
}

/** Which of `pids` listens on TCP `port`. */
export function pidListeningOn(port: number, pids: number[]): number | null {
  const sockets = listeningSockets();
  return pids.find((pid) => listeningPorts(pid, sockets).includes(port)) ?? null;
}
