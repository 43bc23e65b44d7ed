/**
 * A timing relay between the PSP simulator and the Worker, for the payments benchmark: the site's address as the PSP
 * knows it (`SITE_URL`, so the webhook URL the site registers points here), each delivery passed on unchanged
 * (method, path and query, body) to the Worker, its answer passed back as it came. The relay notes, on the benchmark's own clock, when each delivery arrived and
 * when the Worker answered it, with the txids its body names: the simulator keeps only its last 100 deliveries,
 * and stamps them in whole milliseconds of another process. One loopback hop more than the simulator calling the
 * Worker itself.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RelayedDelivery {
  /** the charges the body names (`pix[].txid`) */
  txids: string[];
  /** performance.now() when the request arrived, and when the Worker's whole answer was back */
  arrivedAt: number;
  answeredAt: number;
  /** the Worker's status, or 0 when it did not answer */
  status: number;
}

export interface WebhookRelay {
  url: string;
  /** where deliveries go from now on (the Worker's port, known once it has started) */
  forwardTo(target: string): void;
  deliveries: RelayedDelivery[];
  close(): Promise<void>;
}

function txidsOf(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as { pix?: { txid?: unknown }[] };
    return (parsed.pix ?? []).map((p) => p.txid).filter((t): t is string => typeof t === 'string');
  } catch {
    return [];
  }
}

export async function startWebhookRelay(): Promise<WebhookRelay> {
  let target: string | null = null;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const deliveries: RelayedDelivery[] = [];
  const server = http.createServer((req, res) => {
    const arrivedAt = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const record = (status: number) =>
        deliveries.push({ txids: txidsOf(body.toString()), arrivedAt, answeredAt: performance.now(), status });
      if (target === null) {
        record(0);
        res.writeHead(503).end();
        return;
      }
      const headers = { 'content-type': req.headers['content-type'] ?? 'application/json', 'content-length': String(body.length) };
      const forward = http.request(`${target}${req.url ?? '/'}`, { method: req.method, headers, agent }, (answer) => {
        const back: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => back.push(chunk));
        answer.on('end', () => {
          record(answer.statusCode ?? 0);
          res.writeHead(answer.statusCode ?? 502, { 'content-type': answer.headers['content-type'] ?? 'text/plain' });
          res.end(Buffer.concat(back));
        });
      });
      forward.setTimeout(60_000, () => forward.destroy(new Error('no answer in 60 s')));
      forward.on('error', () => {
        record(0);
        res.writeHead(502).end();
      });
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deliveries,
    forwardTo(to) {
      target = to;
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
