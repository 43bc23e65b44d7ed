/**
 * A user's bell sockets (hibernation API): at most ten open (the eleventh is refused), each remembering the
 * session it was opened with, closed when that session ends. Their count is how AdminPulse counts the user
 * online; it is reported once things settle, so a reconnect storm is one report, not one per socket.
 */
import { LIVE_CLOSE } from '~/schemas/live-close';
import { withSessionHolders } from '~/server/auth/socket-sessions.server';
import type { Db } from '~/server/db/client.server';
import { logError } from '~/server/platform/error-log.server';
import { attach, attachmentOf, closeSocket, type SocketAttachment } from '../object-sockets';

/** Open bell sockets per member: a tab each, with room to spare; the next one is refused. */
export const BELL_SOCKETS_PER_MEMBER = 10;
/** Presence is reported this long after the last socket came or went. */
export const PRESENCE_SETTLE_MS = 1_000;

export class BellSockets {
  private presenceTimer: ReturnType<typeof setTimeout> | null = null;
  /** The count last reported (memory only: after a wake the next count is reported whatever it is). */
  private reported: number | null = null;

  constructor(
    private readonly ctx: DurableObjectState,
    /** tells AdminPulse how many sockets the user has open */
    private readonly report: (userId: number, open: number) => Promise<void>,
  ) {}

  private open(): WebSocket[] {
    return this.ctx.getWebSockets().filter((ws) => ws.readyState === WebSocket.OPEN);
  }

  count(): number {
    return this.open().length;
  }

  /** Whether one more may open. */
  admit(): boolean {
    return this.count() < BELL_SOCKETS_PER_MEMBER;
  }

  accept(ws: WebSocket, holder: SocketAttachment & { userId: number }): void {
    this.ctx.acceptWebSocket(ws);
    attach(ws, holder);
    this.presenceChanged(holder.userId);
  }

  /** A socket closed or failed: the count goes out once the sockets settle. */
  closed(ws: WebSocket): void {
    const { userId } = attachmentOf(ws);
    if (userId) this.presenceChanged(userId);
  }

  /** Closes the sockets whose session is no longer live (1008); returns how many. */
  async closeEnded(db: Db): Promise<number> {
    const sockets = this.open().map((ws) => ({ ws, identity: attachmentOf(ws) }));
    if (sockets.length === 0) return 0;
    let closed = 0;
    for (const { ws, identity, holder } of await withSessionHolders(db, sockets)) {
      if (holder && holder.id === identity.userId) continue;
      closeSocket(ws, LIVE_CLOSE.sessionEnded);
      closed++;
      if (identity.userId) this.presenceChanged(identity.userId);
    }
    return closed;
  }

  private presenceChanged(userId: number): void {
    if (this.presenceTimer) return;
    this.presenceTimer = setTimeout(() => {
      this.presenceTimer = null;
      const open = this.count();
      if (open === this.reported) return;
      this.reported = open;
      this.ctx.waitUntil(this.report(userId, open).catch((error) => logError('presence report', error)));
    }, PRESENCE_SETTLE_MS);
  }
}
