/**
 * The live sockets: /api/auctions/{id}/live → the lot's LotRoom, /api/notifications/live → the user's
 * UserInbox, /api/admin/live → AdminPulse (administrators only, checked here on every upgrade). The Worker
 * authenticates (the session cookie, or an API client's bearer token in `Sec-WebSocket-Protocol`, never in
 * the URL, where logs keep it) and hands the objects the identity and its session in headers it sets itself:
 * nothing the client sends is forwarded. A cookie from another origin is not honoured (cross-site WebSocket
 * hijacking): that socket is anonymous. Each socket carries its session, so an ended session reaches it.
 */
import { authMessages } from '~/i18n/auth-messages';
import { adminDashboardText } from '~/i18n/pt-BR-admin-dashboard';
import { liveText } from '~/i18n/pt-BR-live';
import { needsAdminSecondFactor } from '~/server/auth/admin-access.server';
import { clientIp, isSameOrigin, type RequestAuth } from '~/server/auth/request-auth.server';
import { toViewer } from '~/server/auth/viewer';
import { createDb } from '~/server/db/client.server';
import { lotIsKnown } from '~/server/lots/known-lots.server';
import { adminPulse, lotRelay, lotRoom, userInbox } from '~/server/platform/durable-objects.server';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import { authenticate, createRequestContext } from '~/server/platform/request-context.server';
import { settingsOf } from '~/server/platform/settings.server';
import { ADMIN_HEADER } from './durable/admin-pulse/sockets';
import { RELAY_HANDOFF_STATUS, RELAY_HEADER } from './durable/lot-room/relays';
import { encodeSocketSession, SOCKET_ADDRESS_HEADER, SOCKET_SESSION_HEADER, SOCKET_USER_HEADER } from './durable/socket-fanout';

const LOT_SOCKET = /^\/api\/auctions\/(\d{1,15})\/live$/;
const INBOX_SOCKET = '/api/notifications/live';
const ADMIN_SOCKET = '/api/admin/live';

/**
 * An API client's credentials on the upgrade: `Sec-WebSocket-Protocol: arremate, bearer.<access_token>`; the
 * answer selects `arremate`, so the token is never echoed.
 */
const SOCKET_PROTOCOL = 'arremate';
const BEARER_PROTOCOL = 'bearer.';
/** Query parameters that would put a credential in the URL: refused. */
const TOKEN_PARAMS = ['token', 'access_token'];

export function isLiveSocketPath(pathname: string): boolean {
  return pathname === INBOX_SOCKET || pathname === ADMIN_SOCKET || LOT_SOCKET.test(pathname);
}

export async function handleLiveSocket(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  const noStore = { 'Cache-Control': 'no-store' };
  if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
    return Response.json({ error: liveText.socket.upgradeRequired }, { status: 426, headers: noStore });
  }
  if (TOKEN_PARAMS.some((p) => url.searchParams.has(p))) {
    return Response.json({ error: liveText.socket.tokenInUrl }, { status: 400, headers: noStore });
  }
  const lotMatch = LOT_SOCKET.exec(url.pathname);
  const lotId = lotMatch ? Number(lotMatch[1]) : null;
  const offered = (request.headers.get('Sec-WebSocket-Protocol') ?? '').split(',').map((p) => p.trim());
  const bearer = protocolBearer(offered);
  // No lot, no room: an upgrade for an id that does not exist never creates an object.
  const [exists, auth] = await Promise.all([lotId === null || lotIsKnown(createDb(env.DB), lotId), socketAuth(request, bearer, env, ctx)]);
  const viewer = auth ? toViewer(auth.user) : null;
  if (!exists) return Response.json({ error: liveText.socket.lotNotFound }, { status: 404, headers: noStore });
  const userId = viewer?.id ?? null;
  const headers = new Headers({ Upgrade: 'websocket', [SOCKET_ADDRESS_HEADER]: clientIp(request) });
  if (userId) headers.set(SOCKET_USER_HEADER, String(userId));
  // Every object keeps the session its socket was opened with, and drops the socket when it ends.
  if (auth) headers.set(SOCKET_SESSION_HEADER, encodeSocketSession({ id: auth.sessionId, kind: auth.kind }));
  const answer = (res: Response) => (offered.includes(SOCKET_PROTOCOL) ? selectProtocol(res) : res);

  if (lotId !== null) {
    const room = upgradeLotSocket(env, lotId, headers);
    if (!userId) return answer(await room);
    // The user's inbox remembers the room, so an ended session reaches this socket too.
    const remembered = userInbox(env, userId)
      .watching(userId, lotId)
      .catch((error) => logError('lot socket not remembered', error, { userId, lotId }));
    return answer((await Promise.all([room, remembered]))[0]);
  }
  if (url.pathname === ADMIN_SOCKET) {
    if (!viewer) return Response.json({ error: liveText.socket.loginRequired }, { status: 401, headers: noStore });
    if (!viewer.isAdmin) return Response.json({ error: adminDashboardText.denied }, { status: 403, headers: noStore });
    if (await needsAdminSecondFactor(createDb(env.DB), settingsOf(env).adminSecondFactorExempt, auth!.user))
      return Response.json({ error: authMessages.adminSecondFactorRequired }, { status: 403, headers: noStore });
    headers.set(ADMIN_HEADER, String(viewer.id));
    return answer(await adminPulse(env).fetch(new Request('https://admin-pulse/', { headers })));
  }
  if (!userId) return Response.json({ error: liveText.socket.loginRequired }, { status: 401, headers: noStore });
  return answer(await userInbox(env, userId).fetch(new Request('https://user-inbox/', { headers })));
}

/**
 * A lot socket goes to the lot's room, which takes it, or (a hot lot, decision record 0031) hands it to one of its
 * relays: then the same upgrade, with the same headers, goes to that relay.
 */
async function upgradeLotSocket(env: Env, lotId: number, headers: Headers): Promise<Response> {
  const room = await lotRoom(env, lotId).fetch(new Request(`https://lot-room/?lot=${lotId}`, { headers }));
  const relay = room.status === RELAY_HANDOFF_STATUS ? Number(room.headers.get(RELAY_HEADER)) : Number.NaN;
  if (!Number.isSafeInteger(relay) || relay < 0) return room;
  return lotRelay(env, lotId, relay).fetch(new Request(`https://lot-relay/?lot=${lotId}`, { headers }));
}

/** The bearer token an API client offered as a subprotocol (`bearer.<token>` beside `arremate`), or null. */
function protocolBearer(offered: readonly string[]): string | null {
  if (!offered.includes(SOCKET_PROTOCOL)) return null;
  const bearer = offered.find((p) => p.startsWith(BEARER_PROTOCOL));
  return bearer ? bearer.slice(BEARER_PROTOCOL.length) || null : null;
}

/** A client that offered subprotocols must get one selected, or it drops the socket. */
function selectProtocol(res: Response): Response {
  if (res.status !== 101) return res;
  return new Response(null, { status: 101, webSocket: res.webSocket, headers: { 'Sec-WebSocket-Protocol': SOCKET_PROTOCOL } });
}

async function socketAuth(request: Request, bearer: string | null, env: Env, ctx: ExecutionContext): Promise<RequestAuth | null> {
  const headers = new Headers();
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  else if (isSameOrigin(request) && request.headers.has('Cookie')) headers.set('Cookie', request.headers.get('Cookie')!);
  else return null;
  const rc = await authenticate(createRequestContext(env, ctx), new Request(request.url, { headers }));
  return rc.auth ?? null;
}
