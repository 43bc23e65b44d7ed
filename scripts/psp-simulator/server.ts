/**
 * The PSP simulator over HTTP, for `npm start` and the e2e server: `tsx scripts/psp-simulator/server.ts`.
 *
 * Environment (all optional):
 * - PSP_SIM_PORT (8790), PSP_SIM_HOST (127.0.0.1)
 * - PSP_SIM_STATE: a JSON file the state is kept in between runs (npm start passes .wrangler/state/psp-simulator.json)
 * - PSP_SIM_REFUND_MS (3000): a refund left in processing settles as DEVOLVIDO after this long ('off': only
 *   by the page or POST /_sim/settle-refund)
 * - PSP_SIM_TIMEOUT_MS (10000): how long a 'timeout' fault holds its answer
 * - PSP_SIM_RETRY_MS (1000): the first pause between webhook attempts, doubled after each (6 attempts in all)
 *
 * It sends webhooks itself, recording each attempt and its HTTP status for the page.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createPspSimulator } from './core';
import type { SimDelivery, SimState } from './state';
import { parseState } from './state';

const ATTEMPTS = 6;

function numberVar(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) && value >= 0 ? value : fallback;
}

const port = numberVar('PSP_SIM_PORT', 8790);
const host = process.env.PSP_SIM_HOST || '127.0.0.1';
const statePath = process.env.PSP_SIM_STATE;
const retryMs = numberVar('PSP_SIM_RETRY_MS', 1000);

function loadState(): SimState | undefined {
  if (!statePath) return undefined;
  try {
    return parseState(readFileSync(statePath, 'utf8'));
  } catch {
    return undefined;
  }
}

let saving = false;
function save(state: SimState) {
  if (!statePath || saving) return;
  saving = true;
  setImmediate(() => {
    saving = false;
    mkdirSync(path.dirname(statePath), { recursive: true });
    writeFileSync(statePath, JSON.stringify(state));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POSTs a webhook until the receiver answers 2xx: up to 6 attempts, 1 s, 2 s, 4 s… apart. */
async function send(delivery: SimDelivery, changed: () => void): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) await sleep(retryMs * 2 ** (attempt - 1));
    const at = new Date().toISOString();
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: delivery.headers,
        body: JSON.stringify(delivery.body),
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      delivery.attempts.push({ at, status: response.status });
      if (response.ok) {
        delivery.outcome = 'delivered';
        changed();
        return;
      }
    } catch (error) {
      delivery.attempts.push({ at, status: null, error: error instanceof Error ? error.message : String(error) });
    }
    changed();
  }
  delivery.outcome = 'failed';
  changed();
}

const sim = createPspSimulator({
  state: loadState(),
  onChange: save,
  send: (delivery, changed) => void send(delivery, changed),
  refundSettleMs: process.env.PSP_SIM_REFUND_MS === 'off' ? undefined : numberVar('PSP_SIM_REFUND_MS', 3000),
  timeoutMs: numberVar('PSP_SIM_TIMEOUT_MS', 10_000),
});

async function toRequest(req: IncomingMessage, res: ServerResponse): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const abort = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) abort.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  const method = req.method ?? 'GET';
  return new Request(`http://${req.headers.host ?? `${host}:${port}`}${req.url ?? '/'}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
    signal: abort.signal,
  });
}

const server = createServer((req, res) => {
  toRequest(req, res)
    .then((request) => sim.fetch(request))
    .then(async (response) => {
      const body = Buffer.from(await response.arrayBuffer());
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(body);
    })
    .catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
    });
});

server.listen(port, host, () => {
  console.log(`Simulador de PSP em http://${host}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (statePath) {
      mkdirSync(path.dirname(statePath), { recursive: true });
      writeFileSync(statePath, JSON.stringify(sim.state));
    }
    server.close();
    process.exit(0);
  });
}
