/** Sending to hibernated WebSockets, shared by the Durable Objects that keep sockets (LotRoom, UserInbox). */

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
