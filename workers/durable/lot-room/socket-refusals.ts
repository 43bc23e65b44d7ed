/**
 * What a lot socket had refused before any work: frames past its message limit, bids answered 429 (too fast)
 * and bids answered 401 (no live session). Counted per socket in memory and logged as one summary line when
 * the socket closes, so a flood never writes a line per frame. The room closes a socket that bids without a
 * session, one far past its message limit, and one whose bids keep drawing 429, each with its close code
 * (app/schemas/live-close.ts).
 */
import { WindowLimiter } from '~/domain/window-limiter';
import { SOCKET_REFUSED_BIDS } from '~/server/platform/abuse-limits.server';
import { socketRefusalsLogLine, type SocketRefusalCounts } from '~/server/platform/request-trace.server';
import { attachmentOf } from '../object-sockets';

export type SocketRefusal = keyof SocketRefusalCounts;

export class SocketRefusals {
  private readonly counts = new WeakMap<WebSocket, SocketRefusalCounts>();
  private readonly tooFast = new WindowLimiter<WebSocket>(SOCKET_REFUSED_BIDS);

  constructor(private readonly lotId: number | null) {}

  /** Counts one refused frame. For a 429: true when the socket has drawn too many and must be closed. */
  count(ws: WebSocket, refusal: SocketRefusal): boolean {
    let counts = this.counts.get(ws);
    if (!counts) this.counts.set(ws, (counts = { ignored: 0, tooFast: 0, noSession: 0 }));
    counts[refusal]++;
    return refusal === 'tooFast' && !this.tooFast.take(ws, Date.now()).allowed;
  }

  /** The room closes the socket for what it sent: its summary is logged, then the client is told why. */
  close(ws: WebSocket, code: number, reason: string): void {
    this.settle(ws, code);
    try {
      ws.close(code, reason);
    } catch {
      /* already closing */
    }
  }

  /** The socket is gone (closed by the room or by its client): one line if it had anything refused. */
  settle(ws: WebSocket, closeCode: number | null = null): void {
    const refused = this.counts.get(ws);
    if (!refused) return;
    this.counts.delete(ws);
    console.log(socketRefusalsLogLine({ lotId: this.lotId ?? 0, userId: attachmentOf(ws).userId, refused, closeCode }));
  }
}
