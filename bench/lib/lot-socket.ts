/** A benchmark client's view of the lot socket (`GET /api/auctions/{id}/live`, protocol in app/schemas/live.ts). */
import WebSocket from 'ws';
import type { LotSocketMessage } from '~/schemas/live';

export const lotSocketUrl = (baseUrl: string, lotId: number) => `${baseUrl.replace(/^http/, 'ws')}/api/auctions/${lotId}/live`;

/** An API client's credentials on a socket: the bearer token as a subprotocol beside 'arremate', never in the URL. */
export const bearerProtocols = (token: string) => ['arremate', `bearer.${token}`];

/** Opens a member's socket (bearer token in `Sec-WebSocket-Protocol`, as API clients do). */
export function openLotSocket(socketUrl: string, token: string, handshakeTimeoutMs = 15_000): WebSocket {
  return new WebSocket(socketUrl, bearerProtocols(token), {
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
