/**
 * The local PSP simulator (scripts/psp-simulator/server.ts) for a benchmark: started on a port of its own with a
 * fresh state file, its settings as the Worker's PSP vars name them, and stopped with the run.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';

/** The simulator's defaults (its client id and secret, the house's chave Pix). */
export const SIM_CLIENT = { id: 'arremate-dev', secret: 'arremate-dev-secret', pixKey: 'pix@arremate.com.br' };

export interface BenchSimulator {
  url: string;
  /** its process (its CPU, from /proc) */
  pid: number;
  /** the Worker's PSP vars pointing at it (the webhook secret is the run's own) */
  vars: Record<string, string>;
  webhookSecret: string;
  stop(): Promise<void>;
}

export async function startSimulator({ port, stateFile }: { port: number; stateFile: string }): Promise<BenchSimulator> {
  rmSync(stateFile, { force: true });
  const child = spawn('npx', ['tsx', 'scripts/psp-simulator/server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, PSP_SIM_PORT: String(port), PSP_SIM_STATE: stateFile },
  });
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', killGroup);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/_sim/state`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('the PSP simulator did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  const webhookSecret = randomBytes(32).toString('base64url');
  return {
    url,
    pid: child.pid!,
    webhookSecret,
    vars: {
      PSP_API_URL: `${url}/api/v2`,
      PSP_TOKEN_URL: `${url}/oauth/token`,
      PSP_BOLETO_API_URL: `${url}/boletos/v1`,
      PSP_CLIENT_ID: SIM_CLIENT.id,
      PSP_CLIENT_SECRET: SIM_CLIENT.secret,
      PSP_PIX_KEY: SIM_CLIENT.pixKey,
      PSP_WEBHOOK_SECRET: webhookSecret,
    },
    async stop() {
      killGroup();
      process.off('exit', killGroup);
      await new Promise((r) => setTimeout(r, 300));
    },
  };
}
