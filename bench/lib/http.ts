/** A lean keep-alive HTTP client for benchmarks (on 2 cores the load generator's own CPU matters). */
import http from 'node:http';
import { percentile } from './stats';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface Timed {
  status: number;
  ms: number;
}

/** Time from sending the request to the first byte of the response (headers); the body is drained. */
function requestOnce(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.request(url, { agent, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const ms = performance.now() - start;
      res.on('data', () => {});
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** A keep-alive socket the server has just closed fails with ECONNRESET: send the request again on a new one. */
export async function timedRequest(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Timed> {
  try {
    return await requestOnce(url, init);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') throw error;
    return requestOnce(url, init);
  }
}

/** `total` requests from `concurrency` clients; `make(n)` builds request n (from 1). */
export async function load(concurrency: number, total: number, make: (n: number) => Promise<Timed>) {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const n = ++next;
        samples.push((await make(n)).ms);
      }
    }),
  );
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), rps: total / ((performance.now() - started) / 1000) };
}
