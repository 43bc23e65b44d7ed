/**
 * Micro-cache for what every visitor sees alike: server-rendered pages (HTML and single-fetch data) and
 * the public catalogue API, for requests without credentials. Entries are fresh for FRESH_MS, then served
 * stale for up to STALE_MS while one background render refreshes them; concurrent misses share one
 * render. Visitor responses carry no price, bid or bidder, so nothing private can leak between visitors.
 *
 * The server clock sent to the page (root loader) is rendered as SERVER_TIME_PLACEHOLDER and replaced
 * with the real time on every response, so countdowns stay exact on cached pages. Likewise the pages'
 * script nonce is rendered as CSP_NONCE_PLACEHOLDER and replaced with the response's own nonce, so no two
 * responses share a nonce and every script matches its response's Content-Security-Policy.
 */
import { hasCredentials } from '~/server/auth/session-cookie';
import { CSP_NONCE_PLACEHOLDER, SERVER_TIME_PLACEHOLDER } from '~/server/context/request-context.server';

const TIME_TEXT = String(SERVER_TIME_PLACEHOLDER);
const PLACEHOLDERS = new RegExp(`(${TIME_TEXT}|${CSP_NONCE_PLACEHOLDER})`);

const FRESH_MS = 3_000;
const STALE_MS = 30_000;
const MAX_ENTRIES = 500;
const MAX_BODY_CHARS = 1_000_000;

const CACHEABLE_API = /^\/api\/(?:auctions(?:\/\d+)?|categories|banners)$/;

type Slot = 'time' | 'nonce';

interface Entry {
  status: number;
  headers: [string, string][];
  /** The body as UTF-8, split around the placeholders (one part when there is none)... */
  parts: Uint8Array<ArrayBuffer>[];
  /** ...and what goes between parts[i] and parts[i + 1]. */
  slots: Slot[];
  storedAt: number;
}

const encoder = new TextEncoder();

function splitBody(body: string): Pick<Entry, 'parts' | 'slots'> {
  // split() with a capturing group alternates text and matched placeholders.
  const pieces = body.split(PLACEHOLDERS);
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const slots: Slot[] = [];
  pieces.forEach((piece, i) => {
    if (i % 2 === 0) parts.push(encoder.encode(piece));
    else slots.push(piece === TIME_TEXT ? 'time' : 'nonce');
  });
  return { parts, slots };
}

/** The stored bytes with the current server time and this response's nonce in place of the placeholders. */
function bodyBytes({ parts, slots }: Entry, nonce: string): Uint8Array<ArrayBuffer> {
  if (parts.length === 1) return parts[0]!;
  const fill = { time: encoder.encode(String(Date.now())), nonce: encoder.encode(nonce) };
  let length = 0;
  for (const part of parts) length += part.length;
  for (const slot of slots) length += fill[slot].length;
  const out = new Uint8Array(length);
  let at = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      const value = fill[slots[i - 1]!];
      out.set(value, at);
      at += value.length;
    }
    out.set(part, at);
    at += part.length;
  });
  return out;
}

const entries = new Map<string, Entry>();
const renders = new Map<string, Promise<Entry | null>>();

export function isCacheable(request: Request, url: URL): boolean {
  if (request.method !== 'GET' || hasCredentials(request)) return false;
  if (url.pathname.startsWith('/api/')) return CACHEABLE_API.test(url.pathname);
  return !/^\/(?:media|dev)\//.test(url.pathname) && url.pathname !== '/reset-password';
}

/** Drops every cached response (after a write that changes what visitors see). */
export function invalidateAnonymousCache() {
  entries.clear();
}

function toResponse(entry: Entry, state: 'HIT' | 'STALE' | 'MISS' | 'BYPASS', nonce: string): Response {
  return new Response(bodyBytes(entry, nonce), { status: entry.status, headers: [...entry.headers, ['X-Cache', state]] });
}

type Rendered = { entry: Entry; cacheable: boolean } | { response: Response };

/** Renders once and reads the body, so that the placeholder can be replaced whatever happens next. */
async function capture(render: () => Promise<Response>): Promise<Rendered> {
  const response = await render();
  const type = response.headers.get('Content-Type') ?? '';
  if (!/^(text\/|application\/json)/.test(type)) return { response };
  const body = await response.text();
  const entry: Entry = {
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== 'content-length'),
    ...splitBody(body),
    storedAt: Date.now(),
  };
  const cacheable = response.status === 200 && !response.headers.has('Set-Cookie') && body.length <= MAX_BODY_CHARS;
  return { entry, cacheable };
}

function store(key: string, entry: Entry) {
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
}

/** One shared render per key; resolves with the stored entry, or null when it was not cacheable. */
function renderOnce(key: string, render: () => Promise<Response>): Promise<Rendered> {
  let resolve!: (entry: Entry | null) => void;
  renders.set(key, new Promise<Entry | null>((r) => (resolve = r)));
  return capture(render)
    .then((result) => {
      const cacheable = 'entry' in result && result.cacheable;
      if (cacheable) store(key, result.entry);
      resolve(cacheable ? result.entry : null);
      return result;
    })
    .catch((error: unknown) => {
      resolve(null);
      throw error;
    })
    .finally(() => renders.delete(key));
}

function respond(result: Rendered, state: 'MISS' | 'BYPASS', nonce: string): Response {
  if ('response' in result) return result.response;
  return toResponse(result.entry, result.cacheable ? state : 'BYPASS', nonce);
}

/** `nonce`: this response's CSP nonce; `render` renders with the placeholders (forSharedCache). */
export async function serveFromAnonymousCache(
  url: URL,
  ctx: ExecutionContext,
  nonce: string,
  render: () => Promise<Response>,
): Promise<Response> {
  const key = url.pathname + url.search;
  const cached = entries.get(key);
  const age = cached ? Date.now() - cached.storedAt : Infinity;
  if (cached && age < FRESH_MS) return toResponse(cached, 'HIT', nonce);
  if (cached && age < FRESH_MS + STALE_MS) {
    if (!renders.has(key)) ctx.waitUntil(renderOnce(key, render).catch(() => undefined));
    return toResponse(cached, 'STALE', nonce);
  }
  const running = renders.get(key);
  if (running) {
    const shared = await running;
    if (shared) return toResponse(shared, 'MISS', nonce);
    return respond(await capture(render), 'BYPASS', nonce); // the shared render was not cacheable
  }
  return respond(await renderOnce(key, render), 'MISS', nonce);
}
