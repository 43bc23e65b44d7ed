/**
 * A WebSocket to one of our live endpoints that reconnects after an unexpected close
 * or a connect error (5 attempts, 1 s doubling, 30 s cap), but not after the server closed it for a broken
 * rule (app/schemas/live-close.ts), keeps itself alive with `ping`, and corrects
 * the server clock from every message's `server_time`. Used by the lot page and the notification bell.
 */
import { reconnectDelay } from '~/domain/reconnect-policy';
import { reconnectsAfterClose } from '~/schemas/live-close';
import { syncServerClock } from './server-clock';

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
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;

  const url = () => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${options.path}`;

  function connect() {
    options.onState?.('connecting');
    const socket = new WebSocket(url());
    ws = socket;
    connectTimer = setTimeout(() => socket.close(), CONNECT_TIMEOUT_MS);
    socket.onopen = () => {
      clearTimeout(connectTimer);
      const reconnected = everOpened;
      everOpened = true;
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
      if (!reconnectsAfterClose(event.code)) return;
      const delay = reconnectDelay(++attempt);
      if (delay !== null) retryTimer = setTimeout(connect, delay);
    };
  }

  connect();
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
