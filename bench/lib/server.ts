/** Starts a seeded `wrangler dev` for a benchmark and stops it afterwards. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listeningPorts, processTree } from './procfs';

export interface BenchServer {
  /** wrangler dev's own port (through its proxy: what a developer's browser sees) */
  url: string;
  /** workerd's port behind the proxy (the runtime's own figure) */
  runtimeUrl: string;
  persistTo: string;
  /** the spawned `npx wrangler dev` (its own process group: wrangler and the workerd runtimes below it) */
  pid: number;
  stop(): Promise<void>;
}

/** The two places a benchmark measures: through wrangler dev's proxy, and on workerd's own port behind it. */
export const serverPlaces = (server: BenchServer) =>
  [
    ['wrangler dev', server.url],
    ['workerd', server.runtimeUrl],
  ] as const;

/**
 * Development settings, and the abuse limits raised: a benchmark opens thousands of sockets and races bidders from one address
 * (127.0.0.1), which production's limits would rightly refuse. The socket tickets' key is the run's own.
 */
export const BENCH_VARS = {
  APP_ENV: 'development',
  ADMIN_2FA_EXEMPT_EMAILS: 'admin@arremate.com.br',
  SOCKET_TICKET_KEY: randomBytes(32).toString('base64url'),
  LIVE_SOCKETS_PER_IP: '1000000',
  LIVE_SOCKETS_PER_LOT: '1000000',
  BIDS_PER_USER_PER_SECOND: '1000000',
  LIVE_SOCKET_MESSAGES_PER_10S: '1000000',
  LIVE_ANON_SOCKETS_PER_LOT: '1000000',
  LIVE_LOT_FRAMES_PER_SECOND: '1000000',
};

/**
 * A step that prepares the state (migrations, seeds), its output held back so that the kept output holds the figures: the
 * seeds' `[seed]` lines are printed (but their progress, `…`), and everything it wrote only when it fails (then on
 * stderr, and it throws).
 */
function prepare(cmd: string, args: string[]) {
  const step = spawnSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 2 ** 20 });
  if (step.status !== 0) {
    process.stderr.write(`${step.stdout}${step.stderr}`);
    throw new Error(`${cmd} ${args.join(' ')}: exit code ${step.status ?? step.signal}`);
  }
  for (const line of step.stdout.split('\n')) if (line.startsWith('[seed]') && !line.endsWith('…')) console.log(line);
}

/**
 * Local storage on this disk sometimes stalls for 100+ ms per flush, so benchmarks keep
 * wrangler's state on a memory filesystem when there is one. `fresh`: emptied first, so that no run
 * measures what earlier runs left behind.
 */
export function benchStateDir(name: string, { fresh = false }: { fresh?: boolean } = {}): string {
  const base = existsSync('/dev/shm') ? '/dev/shm/arremate-bench' : '.wrangler/bench';
  const dir = `${base}/${name}`;
  if (fresh) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Applies the migrations to a state directory and seeds it: the demo data with `lots` lots (scripts/seed.ts), then
 * the benchmark's own accounts and lots (`seedArgs`: options of bench/seed/seed.ts).
 */
export function seedBenchState({ persistTo, lots, seedArgs = [] }: { persistTo: string; lots: number; seedArgs?: string[] }) {
  prepare('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo]);
  prepare('npx', ['tsx', 'scripts/seed.ts', '--persist-to', persistTo, '--lots', String(lots)]);
  if (seedArgs.length > 0) prepare('npx', ['tsx', 'bench/seed/seed.ts', '--persist-to', persistTo, ...seedArgs]);
}

/**
 * `seedArgs`: options of bench/seed/seed.ts (the benchmark's own accounts and lots).
 * `inspector: false` starts wrangler's dev server without its DevTools inspector (bench/lib/dev-server.ts),
 * for benchmarks of thousands of requests, which its inspector proxy cannot survive.
 * `seed: false` starts on a state already seeded (`seedBenchState`); `cwd` runs another checkout of the app
 * (a benchmark's baseline), with its own build and wrangler.toml. `vars`: settings of the benchmark's own, besides
 * `BENCH_VARS` (the payments benchmark's PSP, say).
 */
export async function startBenchServer({
  port,
  persistTo,
  lots,
  seedArgs = [],
  inspector = true,
  seed = true,
  cwd,
  vars: extraVars = {},
}: {
  port: number;
  persistTo: string;
  lots: number;
  seedArgs?: string[];
  inspector?: boolean;
  seed?: boolean;
  cwd?: string;
  vars?: Record<string, string>;
}): Promise<BenchServer> {
  if (seed) seedBenchState({ persistTo, lots, seedArgs });
  const vars = Object.entries({ ...BENCH_VARS, ...extraVars }).map(([name, value]) => `${name}:${value}`);
  const command = inspector
    ? ['wrangler', 'dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persistTo, ...vars.flatMap((v) => ['--var', v])]
    : ['tsx', fileURLToPath(new URL('./dev-server.ts', import.meta.url)), persistTo, String(port), ...vars];
  const child: ChildProcess = spawn('npx', command, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  // Detached, so a Ctrl-C in the terminal does not reach it: stop it whenever this process ends.
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', killGroup);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/categories`, { signal: AbortSignal.timeout(10_000) });
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('wrangler dev did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  let runtimePort: number | null = null;
  // The runtime's sockets may show up in /proc a moment after the proxy answers.
  for (let attempt = 0; attempt < 20 && runtimePort === null; attempt++) {
    runtimePort = await findRuntimePort(child.pid!, port);
    if (runtimePort === null) await new Promise((r) => setTimeout(r, 500));
  }
  if (runtimePort === null) throw new Error("workerd's own port not found below wrangler dev");
  return {
    url,
    runtimeUrl: `http://127.0.0.1:${runtimePort}`,
    persistTo,
    pid: child.pid!,
    async stop() {
      killGroup();
      process.off('exit', killGroup);
      await new Promise((r) => setTimeout(r, 500));
    },
  };
}

/**
 * workerd's own port behind wrangler dev's proxy: of the ports the runtimes below wrangler listen on
 * (besides the proxy's), the one that serves the app. Found in /proc rather than from wrangler's debug
 * log, which would log every inspector event of every request and load the machine being measured.
 */
async function findRuntimePort(wranglerPid: number, proxyPort: number): Promise<number | null> {
  const candidates = processTree(wranglerPid)
    .filter((p) => p.name === 'workerd')
    .flatMap((p) => listeningPorts(p.pid))
    .filter((p) => p !== proxyPort);
  for (const candidate of candidates) {
    try {
      const res = await fetch(`http://127.0.0.1:${candidate}/api/categories`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok && res.headers.get('content-type')?.includes('application/json')) return candidate;
    } catch {
      /* the inspector and miniflare's own ports */
    }
  }
  return null;
}
