/** Sending to hibernated WebSockets, shared by the Durable Objects that keep sockets (LotRoom, UserInbox). */

/** Headers the Worker sets on the upgrade it forwards to an object (never the client's own): who, and from where. */
export const SOCKET_USER_HEADER = 'X-Arremate-User';
export const SOCKET_ADDRESS_HEADER = 'X-Arremate-Address';

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
