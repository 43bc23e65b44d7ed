import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SIM_PORT = 8811;
const RECEIVER_PORT = 8812;
const SIM = `http://127.0.0.1:${SIM_PORT}`;
const TXID = 'ARREMATEP00000000000000007';

let child: ChildProcess;
let receiver: Server;
let dir: string;
const received: { at: number; url: string; body: unknown }[] = [];

async function waitUntilUp(url: string) {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not start`);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'psp-sim-'));
  receiver = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ at: Date.now(), url: req.url ?? '', body: JSON.parse(text) as unknown });
      res.writeHead(received.length === 1 ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, '127.0.0.1', resolve));
  child = spawn(path.join('node_modules', '.bin', 'tsx'), ['scripts/psp-simulator/server.ts'], {
    env: { ...process.env, PSP_SIM_PORT: String(SIM_PORT), PSP_SIM_STATE: path.join(dir, 'state', 'psp.json') },
    stdio: 'ignore',
  });
  await waitUntilUp(`${SIM}/_sim/state`);
}, 30_000);

afterAll(async () => {
  if (child.pid) process.kill(child.pid, 'SIGTERM');
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe('the simulator server', () => {
  it('delivers a webhook over HTTP, trying again a second later after the receiver answers 500', async () => {
    const token = (
      await (
        await fetch(`${SIM}/oauth/token`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${btoa('arremate-dev:arremate-dev-secret')}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: 'grant_type=client_credentials',
        })
      ).json<{ access_token: string }>()
    ).access_token;
    const api = (method: string, route: string, body: unknown) =>
      fetch(`${SIM}/api/v2${route}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(
      (await api('PUT', '/webhook/pix@arremate.com.br', { webhookUrl: `http://127.0.0.1:${RECEIVER_PORT}/webhooks/pix?secret=s&ignorar=` }))
        .status,
    ).toBe(200);
    expect(
      (await api('PUT', `/cob/${TXID}`, { calendario: { expiracao: 600 }, valor: { original: '25.00' }, chave: 'pix@arremate.com.br' }))
        .status,
    ).toBe(201);
    const paid = await fetch(`${SIM}/_sim/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ txid: TXID }),
    });
    expect(paid.status).toBe(200);

    for (let i = 0; i < 60 && received.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(2);
    expect(received[0]!.url).toBe('/webhooks/pix?secret=s&ignorar=/pix');
    expect(received[1]!.body).toEqual(received[0]!.body);
    expect(received[1]!.body).toMatchObject({ pix: [{ txid: TXID, valor: '25.00' }] });
    expect(received[1]!.at - received[0]!.at).toBeGreaterThanOrEqual(900);

    const state = await (await fetch(`${SIM}/_sim/state`)).json<{ deliveries: { attempts: { status: number }[]; outcome: string }[] }>();
    expect(state.deliveries[0]!.attempts.map((a) => a.status)).toEqual([500, 200]);
    expect(state.deliveries[0]!.outcome).toBe('delivered');
    // the state is kept in PSP_SIM_STATE
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(JSON.parse(readFileSync(path.join(dir, 'state', 'psp.json'), 'utf8'))).toMatchObject({
      charges: [{ txid: TXID, status: 'CONCLUIDA' }],
    });
  }, 20_000);
});
