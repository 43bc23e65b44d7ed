/** A lean keep-alive HTTP client for benchmarks (on 2 cores the load generator's own CPU matters). */
import http from 'node:http';
import { percentile } from './stats';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
/** A request the server never answers fails the run instead of hanging it. */
const DEFAULT_TIMEOUT_MS = 120_000;

export interface Timed {
  status: number;
  ms: number;
}

interface BenchRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** give up (error code `ETIMEDOUT`) when no complete response came in this time (default 2 minutes) */
  timeoutMs?: number;
}

interface RawResponse extends Timed {
  /** ms until the whole body arrived */
  totalMs: number;
  text: string;
}

/** Sends one request; `ms` is the time to the first byte of the response (headers). */
function requestOnce(url: string, init: BenchRequest, keepBody: boolean, pooled = true): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.request(url, { agent: pooled ? agent : false, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const ms = performance.now() - start;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => keepBody && chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms, totalMs: performance.now() - start, text: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    const timeoutMs = init.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error(`${url}: no response in ${timeoutMs} ms`), { code: 'ETIMEDOUT' })));
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * A keep-alive socket the server has just closed fails with ECONNRESET ('socket hang up'): send the request
 * again on a socket of its own (the pool may hold more sockets the server closed).
 */
async function send(url: string, init: BenchRequest, keepBody: boolean): Promise<RawResponse> {
  try {
    return await requestOnce(url, init, keepBody);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') throw error;
    return requestOnce(url, init, keepBody, false);
  }
}

/** Time from sending the request to the first byte of the response (headers); the body is drained. */
export async function timedRequest(url: string, init: BenchRequest = {}): Promise<Timed> {
  const { status, ms } = await send(url, init, false);
  return { status, ms };
}

/** Time to the first byte of a request that must answer 200 (throws, naming the URL and status, otherwise). */
export async function timeToFirstByte(url: string, headers?: Record<string, string>): Promise<number> {
  const { status, ms } = await timedRequest(url, { headers });
  if (status !== 200) throw new Error(`${url}: ${status}`);
  return ms;
}

/**
 * A JSON API call: `ms` here is the time until the whole response arrived, `body` the parsed JSON (null
 * when it is not JSON). Only for requests that are safe to send twice (GET, or with an Idempotency-Key).
 */
export async function timedJson(url: string, init: BenchRequest = {}): Promise<Timed & { body: unknown }> {
  const res = await send(url, init, true);
  let body: unknown = null;
  try {
    body = JSON.parse(res.text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, ms: res.totalMs, body };
}

/**
 * `total` requests from `concurrency` clients; `make(n)` builds request n (from 1). Also answers the sorted
 * samples and the wall time, for figures gathered over several runs.
 */
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
  const seconds = (performance.now() - started) / 1000;
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), rps: total / seconds, samples, seconds };
}
