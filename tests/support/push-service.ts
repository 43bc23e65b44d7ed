/**
 * A push service for the tests (RFC 8030's side the browser vendors run): it takes what the Worker POSTs to a
 * subscription's endpoint, keeps it for the test, and answers 201, or what the test scripted for that endpoint
 * (410: the browser unsubscribed; 429 with Retry-After: busy). Plain Request → Response, so the Workers tests'
 * outbound handler serves it in-process and the end-to-end run serves it over HTTP (scripts/push-service.ts).
 *
 * - POST {origin}/push/{box}: a push; recorded, answered.
 * - GET {origin}/_push/{box}: what the box received, `[{ headers, body (base64url), at }]`.
 * - PUT {origin}/_push/{box}/script: the next answers, `[{ status, retry_after?, delay_ms? }]`, one per push, then 201s.
 * - GET {origin}/_push/{box}/in-flight: the most pushes the box held unanswered at once, `{ most }`.
 */
// Relative, not '~/': the test configs load this file without the app's path aliases.
import { base64url } from '../../app/domain/base64url';

export interface ReceivedPush {
  headers: Record<string, string>;
  /** the request body, unpadded base64url */
  body: string;
  at: number;
}

interface Box {
  received: ReceivedPush[];
  script: { status: number; retry_after?: string; delay_ms?: number }[];
  inFlight: number;
  mostInFlight: number;
}

const boxes = new Map<string, Box>();

function boxOf(name: string): Box {
  let box = boxes.get(name);
  if (!box) {
    box = { received: [], script: [], inFlight: 0, mostInFlight: 0 };
    boxes.set(name, box);
  }
  return box;
}

export async function pushService(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const [, kind, name, extra] = url.pathname.split('/');
  if (!name) return new Response('no box', { status: 404 });
  const box = boxOf(name);
  if (kind === 'push' && request.method === 'POST') {
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    box.received.push({ headers, body: base64url(new Uint8Array(await request.arrayBuffer())), at: Date.now() });
    const answer = box.script.shift() ?? { status: 201 };
    if (answer.delay_ms) {
      box.inFlight += 1;
      box.mostInFlight = Math.max(box.mostInFlight, box.inFlight);
      await new Promise((resolve) => setTimeout(resolve, answer.delay_ms));
      box.inFlight -= 1;
    }
    return new Response(null, { status: answer.status, headers: answer.retry_after ? { 'Retry-After': answer.retry_after } : {} });
  }
  if (kind === '_push' && extra === 'script' && request.method === 'PUT') {
    box.script = await request.json<Box['script']>();
    return new Response(null, { status: 204 });
  }
  if (kind === '_push' && extra === 'in-flight' && request.method === 'GET') return Response.json({ most: box.mostInFlight });
  if (kind === '_push' && request.method === 'GET') return Response.json(box.received);
  return new Response('not found', { status: 404 });
}
