/**
 * The tests' push service over HTTP, for the end-to-end run (scripts/e2e-server.mjs starts it on E2E_PUSH_PORT):
 * the same handler the Workers tests serve in-process (push-service.ts). It listens on every local address, as
 * `localhost` may resolve to ::1 or 127.0.0.1.
 */
import { createServer } from 'node:http';
import { pushService } from './push-service';

const port = Number(process.env.PUSH_SERVICE_PORT ?? 8814);

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const method = req.method ?? 'GET';
    const request = new Request(`http://localhost:${port}${req.url ?? '/'}`, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    void pushService(request).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
}).listen(port);
