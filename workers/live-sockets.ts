/**
 * The live sockets: /api/auctions/{id}/live → the lot's LotRoom, /api/notifications/live → the user's
 * UserInbox, /api/admin/live → AdminPulse (administrators only, checked here on every upgrade). The Worker
 * authenticates (a socket ticket, the session cookie, or an API client's bearer token; a page's ticket in its
 * HttpOnly ticket cookie, an API client's ticket and token in `Sec-WebSocket-Protocol`, never in the URL, where
 * logs keep it) and hands the objects the identity and its session in headers it sets itself: nothing the
 * client sends is forwarded. A cookie from
 * another origin is not honoured (cross-site WebSocket hijacking): that socket is anonymous. Each socket
 * carries its session, so an ended session reaches it. A ticket (docs/decisions/0029) is checked by its
 * signature alone: the upgrade reads nothing in D1 for it, and the objects check its session by the time it
 * expires (a bid, as always, at once).
 */
import { networkKey } from '~/domain/network-address';
import { authMessages } from '~/i18n/auth-messages';
import { adminDashboardText } from '~/i18n/pt-BR-admin-dashboard';
import { liveText } from '~/i18n/pt-BR-live';
import { adminStanding } from '~/server/auth/admin-access.server';
import { clientIp, isSameOrigin, readCookie, type RequestAuth } from '~/server/auth/request-auth.server';
import { resolveSessionId } from '~/server/auth/sessions.server';
import { socketTicketCookieName, verifySocketTicket } from '~/server/auth/socket-ticket.server';
import { authenticate, createRequestContext } from '~/server/context/request-context.server';
import { settingsOf } from '~/server/context/settings.server';
import { createDb } from '~/server/db/client.server';
import type { UserRow } from '~/server/db/schema';
import { lotIsKnown } from '~/server/lots/known-lots.server';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import { adminPulse, lotRelay, lotRoom, userInbox } from '~/server/platform/objects/stubs.server';
import { ADMIN_HEADER } from './durable/admin-pulse/sockets';
import { RELAY_HANDOFF_STATUS, RELAY_HEADER } from './durable/lot-room/relays';
import {
  encodeSocketSession,
  SOCKET_ADDRESS_HEADER,
  SOCKET_RECHECK_BY_HEADER,
  SOCKET_SESSION_HEADER,
  SOCKET_USER_HEADER,
  type SocketSession,
} from './durable/object-sockets';

const LOT_SOCKET = /^\/api\/auctions\/(\d{1,15})\/live$/;
const INBOX_SOCKET = '/api/notifications/live';
const ADMIN_SOCKET = '/api/admin/live';

/**
 * An API client's credentials on the upgrade: `Sec-WebSocket-Protocol: arremate, bearer.<access_token>`; the
 * answer selects `arremate`, so the token is never echoed.
 */
const SOCKET_PROTOCOL = 'arremate';
const BEARER_PROTOCOL = 'bearer.';
/** A socket ticket (docs/decisions/0029): `Sec-WebSocket-Protocol: arremate, ticket.<ticket>`. */
const TICKET_PROTOCOL = 'ticket.';
/** Query parameters that would put a credential in the URL: refused. */
const TOKEN_PARAMS = ['token', 'access_token'];
const TICKET_PARAM = 'ticket';

/** Every live socket's path (`{id}`: a lot's id), for the access matrix (tests/workers/page-levels.ts) to open each. */
export const LIVE_SOCKET_PATHS = ['/api/auctions/{id}/live', INBOX_SOCKET, ADMIN_SOCKET] as const;

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
  if (url.searchParams.has(TICKET_PARAM)) {
    return Response.json({ error: liveText.socket.ticketInUrl }, { status: 400, headers: noStore });
  }
  const lotMatch = LOT_SOCKET.exec(url.pathname);
  const lotId = lotMatch ? Number(lotMatch[1]) : null;
  const offered = (request.headers.get('Sec-WebSocket-Protocol') ?? '').split(',').map((p) => p.trim());
  const ticket = protocolCredential(offered, TICKET_PROTOCOL);
  const bearer = protocolCredential(offered, BEARER_PROTOCOL);
  // A ticket is checked before anything else, with no D1 read; a bad one offered as a subprotocol opens nothing.
  // A page's ticket comes in its cookie (same origin only, like the session cookie); a bad or stale one there is
  // passed over for the session cookie, since the page cannot take a cookie back (decision 0036).
  const ticketHolder =
    ticket !== null ? await ticketHolderOf(ticket, env) : bearer === null ? await cookieTicketHolder(request, env) : null;
  if (ticketHolder === 'refused') return Response.json({ error: liveText.socket.ticketInvalid }, { status: 401, headers: noStore });
  // No lot, no room: an upgrade for an id that does not exist never creates an object.
  const [exists, holder] = await Promise.all([
    lotId === null || lotIsKnown(createDb(env.DB), lotId),
    ticketHolder ?? socketAuth(request, bearer, env, ctx).then(sessionHolderOf),
  ]);
  if (!exists) return Response.json({ error: liveText.socket.lotNotFound }, { status: 404, headers: noStore });
  // The address as limits count it: an IPv6 address by its /64 (the per-address caps, the relay it hashes to).
  const headers = new Headers({ Upgrade: 'websocket', [SOCKET_ADDRESS_HEADER]: networkKey(clientIp(request)) });
  if (holder) {
    headers.set(SOCKET_USER_HEADER, String(holder.userId));
    // Every object keeps the session its socket was opened with, and drops the socket when it ends.
    headers.set(SOCKET_SESSION_HEADER, encodeSocketSession(holder.session));
    if (holder.recheckBy !== null) headers.set(SOCKET_RECHECK_BY_HEADER, String(holder.recheckBy));
  }
  const answer = (res: Response) => (offered.includes(SOCKET_PROTOCOL) ? selectProtocol(res) : res);

  if (lotId !== null) {
    const room = upgradeLotSocket(env, lotId, headers);
    if (!holder) return answer(await room);
    const { userId } = holder;
    // The user's inbox remembers the room, so an ended session reaches this socket too. A ticketed upgrade
    // does not wait for it: the inbox checks the session by the ticket's expiry anyway (decision 0029).
    const remembered = userInbox(env, userId)
      .watching(lotId, holder.recheckBy ?? undefined)
      .catch((error) => logError('lot socket not remembered', error, { userId, lotId }));
    if (holder.recheckBy === null) return answer((await Promise.all([room, remembered]))[0]);
    ctx.waitUntil(remembered);
    return answer(await room);
  }
  if (url.pathname === ADMIN_SOCKET) {
    // The dashboard reads its holder's session in D1 on every upgrade, ticket or not: the role and the
    // second factor are never taken from a ticket, and a password-only session is a member's (decision 0036).
    const found = holder && (await resolveSessionId(createDb(env.DB), holder.session.id, holder.session.kind));
    const user = found?.user.id === holder?.userId ? (found?.user ?? null) : null;
    if (!found || !user) return Response.json({ error: liveText.socket.loginRequired }, { status: 401, headers: noStore });
    if (!user.isAdmin) return Response.json({ error: adminDashboardText.denied }, { status: 403, headers: noStore });
    const standing = await adminStanding(createDb(env.DB), settingsOf(env).adminSecondFactorExempt, user, found);
    if (standing !== 'ok')
      return Response.json(
        { error: standing === 'setup' ? authMessages.adminSecondFactorRequired : authMessages.adminSessionRaiseRequired },
        { status: 403, headers: noStore },
      );
    headers.set(ADMIN_HEADER, String(user.id));
    return answer(await adminPulse(env).fetch(new Request('https://admin-pulse/', { headers })));
  }
  if (!holder) return Response.json({ error: liveText.socket.loginRequired }, { status: 401, headers: noStore });
  return answer(await userInbox(env, holder.userId).fetch(new Request('https://user-inbox/', { headers })));
}

/**
 * A lot socket goes to the lot's room, which takes it, or (a hot lot, decision record 0031) hands it to one of its
 * relays: then the same upgrade, with the same headers, goes to that relay.
 */
async function upgradeLotSocket(env: Env, lotId: number, headers: Headers): Promise<Response> {
  const room = await lotRoom(env, lotId).fetch(new Request(`https://lot-room/`, { headers }));
  const relay = room.status === RELAY_HANDOFF_STATUS ? Number(room.headers.get(RELAY_HEADER)) : Number.NaN;
  if (!Number.isSafeInteger(relay) || relay < 0) return room;
  return lotRelay(env, lotId, relay).fetch(new Request(`https://lot-relay/`, { headers }));
}

/** Who opens a socket: the user and session, and the users row when the upgrade read it (cookie, bearer). */
interface SocketHolder {
  userId: number;
  session: SocketSession;
  user: UserRow | null;
  /** A ticket's expiry (ms) when nothing was read: by then the objects check the session in D1. */
  recheckBy: number | null;
}

function sessionHolderOf(auth: RequestAuth | null): SocketHolder | null {
  return auth ? { userId: auth.user.id, session: { id: auth.sessionId, kind: auth.kind }, user: auth.user, recheckBy: null } : null;
}

/** The holder a ticket names, or 'refused' for a ticket that is not valid now (or any ticket without a key). */
async function ticketHolderOf(ticket: string, env: Env): Promise<SocketHolder | 'refused'> {
  const claims = await verifySocketTicket(settingsOf(env).socketTicketKeys, ticket);
  if (!claims) return 'refused';
  return { userId: claims.userId, session: claims.session, user: null, recheckBy: claims.expiresAt * 1000 };
}

/** The holder a page's ticket cookie names, or null (none, another origin's request, or not valid now). */
async function cookieTicketHolder(request: Request, env: Env): Promise<SocketHolder | null> {
  if (!isSameOrigin(request)) return null;
  const ticket = readCookie(request, socketTicketCookieName(settingsOf(env).appEnv));
  const holder = ticket ? await ticketHolderOf(ticket, env) : null;
  return holder === 'refused' ? null : holder;
}

/** A credential offered as a subprotocol beside `arremate` (`bearer.<token>`, `ticket.<ticket>`), or null. */
function protocolCredential(offered: readonly string[], prefix: string): string | null {
  if (!offered.includes(SOCKET_PROTOCOL)) return null;
  const credential = offered.find((p) => p.startsWith(prefix));
  return credential ? credential.slice(prefix.length) || null : null;
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
