/**
 * One structured log line per request (read with `wrangler tail`): its id, who asked, which lot, the route,
 * the status and how long it took. The id comes from a well-formed incoming `X-Request-Id` (a proxy's) or
 * is minted here, and goes back in the response's `X-Request-Id`.
 */
export interface RequestTrace {
  requestId: string;
  startedAt: number;
  userId: number | null;
}

const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;
const LOT_PATH = /^\/(?:api\/auctions|lotes|checkout)\/(\d{1,15})(?:\/|$)/;

const traces = new WeakMap<Request, RequestTrace>();

export function startTrace(request: Request): RequestTrace {
  const incoming = request.headers.get('X-Request-Id');
  const trace = {
    requestId: incoming && WELL_FORMED_ID.test(incoming) ? incoming : crypto.randomUUID(),
    startedAt: Date.now(),
    userId: null,
  };
  traces.set(request, trace);
  return trace;
}

export function traceOf(request: Request): RequestTrace | undefined {
  return traces.get(request);
}

/** Records who the request turned out to be from (after authentication). */
export function noteRequestUser(request: Request, userId: number | null) {
  const trace = traces.get(request);
  if (trace) trace.userId = userId;
}

/** The lot a path is about (`/lotes/12`, `/checkout/12`, `/api/auctions/12/bid`), if any. */
export function lotIdOfPath(pathname: string): number | null {
  const m = LOT_PATH.exec(pathname);
  return m ? Number(m[1]) : null;
}

/** The path with its numeric ids as `:id`, so that lines of one route group together. */
export function routeOfPath(pathname: string): string {
  return pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
}

export function requestLogLine(request: Request, trace: RequestTrace, status: number): string {
  const { pathname } = new URL(request.url);
  return JSON.stringify({
    requestId: trace.requestId,
    method: request.method,
    route: routeOfPath(pathname),
    status,
    durationMs: Date.now() - trace.startedAt,
    userId: trace.userId,
    lotId: lotIdOfPath(pathname),
  });
}

/**
 * The line of a bid sent on a lot socket, in the request line's shape: a socket bid is a request of its own
 * (method `WS`, the socket's route with `#bid`), identified by the bid's key.
 */
export function socketBidLogLine(bid: { key: string; lotId: number; userId: number | null; status: number; startedAt: number }): string {
  return JSON.stringify({
    requestId: bid.key,
    method: 'WS',
    route: '/api/auctions/:id/live#bid',
    status: bid.status,
    durationMs: Date.now() - bid.startedAt,
    userId: bid.userId,
    lotId: bid.lotId,
  });
}

/** What a lot socket had refused before any work, by reason: the frames past its message limit and the bids answered at once. */
export interface SocketRefusalCounts {
  /** frames past the socket's message limit, dropped unanswered */
  ignored: number;
  /** bids answered 429 (too fast) */
  tooFast: number;
  /** bids answered 401 (no live session) */
  noSession: number;
}

/**
 * One line for a socket's refused frames, written when the socket closes: a flood is a count, never a line
 * per frame. `closeCode` is the room's when the room closed it for them.
 */
export function socketRefusalsLogLine(socket: {
  lotId: number;
  userId: number | null;
  refused: SocketRefusalCounts;
  closeCode: number | null;
}): string {
  return JSON.stringify({
    method: 'WS',
    route: '/api/auctions/:id/live',
    event: 'refused_frames',
    lotId: socket.lotId,
    userId: socket.userId,
    ...socket.refused,
    closeCode: socket.closeCode,
  });
}
