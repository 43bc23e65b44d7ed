/** Sending to hibernated WebSockets, shared by the Durable Objects that keep sockets (LotRoom, UserInbox, AdminPulse). */
import type { SessionKind } from '~/server/auth/sessions.server';

/** Headers the Worker sets on the upgrade it forwards to an object (never the client's own): who, and from where. */
export const SOCKET_USER_HEADER = 'X-Arremate-User';
export const SOCKET_ADDRESS_HEADER = 'X-Arremate-Address';
/** The viewer's session (kind and id, the token's hash: never the token), for objects that check it again later. */
export const SOCKET_SESSION_HEADER = 'X-Arremate-Session';
/**
 * A socket opened with a ticket (docs/decisions/0029), whose session nothing read at the upgrade: the time
 * (ms) by which its object checks the session in D1, the ticket's expiry.
 */
export const SOCKET_RECHECK_BY_HEADER = 'X-Arremate-Recheck-By';

export interface SocketSession {
  id: string;
  kind: SessionKind;
}

export function encodeSocketSession(session: SocketSession): string {
  return `${session.kind}:${session.id}`;
}

export function decodeSocketSession(header: string | null): SocketSession | null {
  const match = /^(cookie|bearer):([0-9a-f]{64})$/.exec(header ?? '');
  return match ? { kind: match[1] as SessionKind, id: match[2]! } : null;
}

/**
 * The close code of a socket whose session ended (logout, password change or reset, erasure, expiry) or
 * whose holder lost the right to it (an administrator demoted): 1008, policy violation.
 */
export const SESSION_ENDED_CLOSE = 1008;

/** Sends one serialised message to each socket; a socket that is closing is skipped. Returns how many got it. */
export function sendAll(sockets: readonly WebSocket[], payload: string): number {
  let sent = 0;
  for (const ws of sockets) {
    try {
      ws.send(payload);
      sent++;
    } catch {
      /* closing socket */
    }
  }
  return sent;
}

/** Answers a client's close. 1005 and 1006 (no status, abnormal closure) may not be sent, so those become 1000. */
export function closeSocket(ws: WebSocket, code: number): void {
  try {
    ws.close(code === 1005 || code === 1006 ? 1000 : code, 'bye');
  } catch {
    /* already closed */
  }
}
