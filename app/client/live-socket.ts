/**
 * A WebSocket to one of our live endpoints that reconnects after an unexpected close
 * or a connect error (5 attempts, each at random below 1 s doubling, 30 s cap: domain/reconnect-policy.ts),
 * but not after the server closed it for a broken rule (app/schemas/live-close.ts), keeps itself alive with
 * `ping`, and corrects the server clock from every message's `server_time`. A signed-in page opens it with
 * the socket ticket in its HttpOnly cookies (client/socket-ticket.ts); a connect refused while the page held
 * a ticket gets a fresh ticket and is tried again once at once. Used by the lot page, the notification bell and the administrators' dashboard.
 */
import { reconnectDelay } from '~/domain/reconnect-policy';
import { reconnectsAfterClose } from '~/schemas/live-close';
import { syncServerClock } from './server-clock';
import { dropSocketTicket, socketTicketReady } from './socket-ticket';

export type LiveSocketState = 'connecting' | 'open' | 'closed';

export interface LiveSocketOptions<M> {
  /** path on our origin, e.g. /api/auctions/12/live */
  path: string;
  onMessage: (message: M) => void;
  onState?: (state: LiveSocketState) => void;
  /** called after a reconnect (not the first connect): a good moment to refetch what may have been missed */
  onReconnect?: () => void;
}

const KEEPALIVE_MS = 25_000;
const CONNECT_TIMEOUT_MS = 20_000;

export interface LiveSocket {
  /** false when the socket is not open (nothing was sent) */
  send(message: unknown): boolean;
  close(): void;
}

export function openLiveSocket<M extends { server_time?: number }>(options: LiveSocketOptions<M>): LiveSocket {
  let ws: WebSocket | null = null;
  let attempt = 0;
  let stopped = false;
  let everOpened = false;
  /** a refused ticket was already replaced and tried again since the last open */
  let ticketRetried = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;

  const url = () => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${options.path}`;

  async function connect() {
    options.onState?.('connecting');
    // The ticket rides in the page's cookies: the socket offers nothing of its own.
    const ticketed = await socketTicketReady();
    if (stopped) return;
    const socket = new WebSocket(url());
    ws = socket;
    let opened = false;
    connectTimer = setTimeout(() => socket.close(), CONNECT_TIMEOUT_MS);
    socket.onopen = () => {
      clearTimeout(connectTimer);
      const reconnected = everOpened;
      everOpened = true;
      opened = true;
      ticketRetried = false;
      attempt = 0;
      options.onState?.('open');
      keepAlive = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send('ping'), KEEPALIVE_MS);
      if (reconnected) options.onReconnect?.();
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string' || event.data === 'pong') return;
      let message: M;
      try {
        message = JSON.parse(event.data) as M;
      } catch {
        return;
      }
      if (typeof message.server_time === 'number') syncServerClock(message.server_time);
      options.onMessage(message);
    };
    socket.onclose = (event) => {
      clearTimeout(connectTimer);
      clearInterval(keepAlive);
      if (ws === socket) ws = null;
      if (stopped) return;
      options.onState?.('closed');
      // A browser does not say why an upgrade failed: one refused with a ticket may have met its expiry.
      if (ticketed && !opened) {
        dropSocketTicket();
        if (!ticketRetried) {
          ticketRetried = true;
          retryTimer = setTimeout(() => void connect(), 0);
          return;
        }
      }
      if (!reconnectsAfterClose(event.code)) return;
      const delay = reconnectDelay(++attempt, Math.random, event.code);
      if (delay !== null) retryTimer = setTimeout(() => void connect(), delay);
    };
  }

  void connect();
  return {
    send(message) {
      if (ws?.readyState !== WebSocket.OPEN) return false;
      ws.send(JSON.stringify(message));
      return true;
    },
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(connectTimer);
      clearInterval(keepAlive);
      ws?.close(1000, 'bye');
      ws = null;
    },
  };
}
