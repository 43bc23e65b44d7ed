/**
 * The live sockets: /api/auctions/{id}/live → the lot's LotRoom, /api/notifications/live → the user's
 * UserInbox, /api/admin/live → AdminPulse (administrators only, checked here on every upgrade). The Worker authenticates (session cookie, bearer or `?token=`) and hands the objects the
 * identity in a header it sets itself: nothing the client sends is forwarded. A cookie from another
 * origin is not honoured (cross-site WebSocket hijacking): that socket is anonymous.
 */
import { authMessages } from '~/i18n/auth-messages';
import { adminDashboardText } from '~/i18n/pt-BR-admin-dashboard';
import { liveText } from '~/i18n/pt-BR-live';
import { needsAdminSecondFactor } from '~/server/auth/admin-access.server';
import { clientIp, isSameOrigin, type RequestAuth } from '~/server/auth/request-auth.server';
import { toViewer } from '~/server/auth/viewer';
import { createDb } from '~/server/db/client.server';
import { lotExists } from '~/server/lots/lots.server';
import { adminPulse, lotRoom, userInbox } from '~/server/platform/durable-objects.server';
import type { Env } from '~/server/platform/env.server';
import { authenticate, createRequestContext } from '~/server/platform/request-context.server';
import { settingsOf } from '~/server/platform/settings.server';
import { ADMIN_HEADER } from './durable/admin-pulse/sockets';
import { encodeSocketSession, SOCKET_ADDRESS_HEADER, SOCKET_SESSION_HEADER, SOCKET_USER_HEADER } from './durable/socket-fanout';

const LOT_SOCKET = /^\/api\/auctions\/(\d{1,15})\/live$/;
const INBOX_SOCKET = '/api/notifications/live';
const ADMIN_SOCKET = '/api/admin/live';

/**
 * Lots this isolate has seen in D1. An id never comes back as another lot, and a deleted lot's room keeps a
 * tombstone that answers 404 itself, so a crowd's sockets to one lot need one D1 read, not one each.
 */
const knownLots = new Set<number>();
const KNOWN_LOTS_MAX = 10_000;

async function lotIsKnown(env: Env, lotId: number): Promise<boolean> {
  if (knownLots.has(lotId)) return true;
  if (!(await lotExists(createDb(env.DB), lotId))) return false;
  if (knownLots.size >= KNOWN_LOTS_MAX) knownLots.clear();
  knownLots.add(lotId);
  return true;
}

export function isLiveSocketPath(pathname: string): boolean {
  return pathname === INBOX_SOCKET || pathname === ADMIN_SOCKET || LOT_SOCKET.test(pathname);
}

export async function handleLiveSocket(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
    return Response.json({ error: liveText.socket.upgradeRequired }, { status: 426, headers: { 'Cache-Control': 'no-store' } });
  }
  const lotMatch = LOT_SOCKET.exec(url.pathname);
  const lotId = lotMatch ? Number(lotMatch[1]) : null;
  // No lot, no room: an upgrade for an id that does not exist never creates an object.
  const [exists, auth] = await Promise.all([lotId === null || lotIsKnown(env, lotId), socketAuth(request, url, env, ctx)]);
  const viewer = auth ? toViewer(auth.user) : null;
  if (!exists) {
    return Response.json({ error: liveText.socket.lotNotFound }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  const userId = viewer?.id ?? null;
  const headers = new Headers({ Upgrade: 'websocket', [SOCKET_ADDRESS_HEADER]: clientIp(request) });
  if (userId) headers.set(SOCKET_USER_HEADER, String(userId));
  // The lot room checks this session again on every bid sent on the socket.
  if (auth) headers.set(SOCKET_SESSION_HEADER, encodeSocketSession({ id: auth.sessionId, kind: auth.kind }));

  if (lotId !== null) return lotRoom(env, lotId).fetch(new Request(`https://lot-room/?lot=${lotId}`, { headers }));
  if (url.pathname === ADMIN_SOCKET) {
    const noStore = { 'Cache-Control': 'no-store' };
    if (!viewer) return Response.json({ error: liveText.socket.loginRequired }, { status: 401, headers: noStore });
    if (!viewer.isAdmin) return Response.json({ error: adminDashboardText.denied }, { status: 403, headers: noStore });
    if (await needsAdminSecondFactor(createDb(env.DB), settingsOf(env).adminSecondFactorExempt, auth!.user))
      return Response.json({ error: authMessages.adminSecondFactorRequired }, { status: 403, headers: noStore });
    return adminPulse(env).fetch(
      new Request('https://admin-pulse/', { headers: new Headers({ Upgrade: 'websocket', [ADMIN_HEADER]: String(viewer.id) }) }),
    );
  }
  if (!userId) return Response.json({ error: liveText.socket.loginRequired }, { status: 401, headers: { 'Cache-Control': 'no-store' } });
  return userInbox(env, userId).fetch(new Request('https://user-inbox/', { headers }));
}

async function socketAuth(request: Request, url: URL, env: Env, ctx: ExecutionContext): Promise<RequestAuth | null> {
  const headers = new Headers();
  const token = url.searchParams.get('token');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else if (isSameOrigin(request) && request.headers.has('Cookie')) headers.set('Cookie', request.headers.get('Cookie')!);
  else return null;
  const rc = await authenticate(createRequestContext(env, ctx), new Request(url, { headers }));
  return rc.auth ?? null;
}
