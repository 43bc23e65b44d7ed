/** Starts a seeded `wrangler dev` for a benchmark and stops it afterwards. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';

export interface BenchServer {
  /** wrangler dev's own port (through its proxy: what a developer's browser sees) */
  url: string;
  /** workerd's port behind the proxy (the runtime's own figure) */
  runtimeUrl: string;
  persistTo: string;
  stop(): Promise<void>;
}

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });

/**
 * Local storage on this disk sometimes stalls for 100+ ms per flush (TOOLCHAIN.md), so benchmarks keep
 * wrangler's state on a memory filesystem when there is one.
 */
export function benchStateDir(name: string): string {
  const base = existsSync('/dev/shm') ? '/dev/shm/arremate-bench' : '.wrangler/bench';
  const dir = `${base}/${name}`;
  mkdirSync(dir, { recursive: true });
  return dir;
}

export async function startBenchServer({ port, persistTo, lots }: { port: number; persistTo: string; lots: number }): Promise<BenchServer> {
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo]);
  run('npx', ['tsx', 'scripts/seed.ts', '--persist-to', persistTo, '--lots', String(lots)]);
  const child: ChildProcess = spawn(
    'npx',
    ['wrangler', 'dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persistTo, '--log-level', 'debug'],
    { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  );
  // With debug logs, wrangler prints where the runtime itself listens.
  let runtimePort = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const m = /"userWorkerUrl":\{"protocol":"http:","hostname":"[^"]+","port":"(\d+)"/.exec(chunk.toString());
    if (m) runtimePort = m[1]!;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/categories`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('wrangler dev did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  while (!runtimePort && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  return {
    url,
    runtimeUrl: `http://127.0.0.1:${runtimePort}`,
    persistTo,
    async stop() {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await new Promise((r) => setTimeout(r, 500));
    },
  };
}
