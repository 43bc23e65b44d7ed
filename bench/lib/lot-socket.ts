/** A benchmark client's view of the lot socket (`GET /api/auctions/{id}/live`, protocol in app/schemas/live.ts). */
import WebSocket from 'ws';
import type { LotSocketMessage } from '~/schemas/live';

export const lotSocketUrl = (baseUrl: string, lotId: number) => `${baseUrl.replace(/^http/, 'ws')}/api/auctions/${lotId}/live`;

/** An API client's credentials on a socket: the bearer token as a subprotocol beside 'arremate', never in the URL. */
export const bearerProtocols = (token: string) => ['arremate', `bearer.${token}`];

/** A socket ticket as a subprotocol beside 'arremate' (docs/decisions/0029), as API clients offer it. */
export const ticketProtocols = (ticket: string) => ['arremate', `ticket.${ticket}`];

/** How a benchmark's socket says who it is: a bearer token (its session read at the upgrade) or a socket ticket (not). */
export type SocketCredential = { bearer: string } | { ticket: string };

/** A socket ticket for a bearer session, from `POST /api/auth/socket-ticket`. */
export async function fetchSocketTicket(baseUrl: string, bearerToken: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/socket-ticket`, { method: 'POST', headers: { Authorization: `Bearer ${bearerToken}` } });
  const body = (await res.json().catch(() => null)) as { data?: { ticket?: string } } | null;
  if (res.status !== 200 || typeof body?.data?.ticket !== 'string') throw new Error(`socket ticket: HTTP ${res.status}`);
  return body.data.ticket;
}

/** Opens a member's socket with a bearer token (a string, as API clients do) or a socket ticket, in `Sec-WebSocket-Protocol`. */
export function openLotSocket(socketUrl: string, credential: string | SocketCredential, handshakeTimeoutMs = 15_000): WebSocket {
  const protocols =
    typeof credential === 'string'
      ? bearerProtocols(credential)
      : 'ticket' in credential
        ? ticketProtocols(credential.ticket)
        : bearerProtocols(credential.bearer);
  return new WebSocket(socketUrl, protocols, {
    perMessageDeflate: false,
    handshakeTimeout: handshakeTimeoutMs,
  });
}

/** Epoch ms with sub-ms precision, comparable with the server's `Date.now()` on the same machine. */
export const epochNow = () => performance.timeOrigin + performance.now();

const HEAD = /^\{"type":"(\w+)","seq":(\d+),"server_time":(\d+)/;

/**
 * type, seq and server_time of a lot message. The room writes them first, so a look at the head of the
 * text is enough and a thousand watchers need not parse every update in full (the clients share the
 * server's two cores); anything else is parsed.
 */
export function messageHead(text: string): { type: string; seq: number | null; serverTime: number } | null {
  const m = HEAD.exec(text);
  if (m) return { type: m[1]!, seq: Number(m[2]), serverTime: Number(m[3]) };
  try {
    const msg = JSON.parse(text) as LotSocketMessage;
    return { type: msg.type, seq: 'seq' in msg ? msg.seq : null, serverTime: msg.server_time };
  } catch {
    return null;
  }
}

const ENDS_AT = /"ends_at":(?:"([^"]*)"|null)/;

/** A lot update's `ends_at` (null when it has none), read from its text without parsing the whole of it. */
export function endsAtOf(text: string): string | null {
  return ENDS_AT.exec(text)?.[1] ?? null;
}
