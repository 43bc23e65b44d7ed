/**
 * The end of a user's sessions, carried to the lot's sockets (told by the user's inbox): the user's member
 * sockets whose session is no longer live, checked in D1, are stripped back to a visitor's.
 */
import { withSessionHolders } from '~/server/auth/socket-sessions.server';
import type { Db } from '~/server/db/client.server';
import { attachmentOf } from '../object-sockets';

export class EndedSessions {
  constructor(
    private readonly ctx: DurableObjectState,
    private readonly db: Db,
    /** strips a socket back to a visitor's */
    private readonly sockets: { strip(ws: WebSocket): void },
  ) {}

  /** Strips the user's sockets whose session ended; returns how many, and how many of theirs stay a member's. */
  async sessionsEnded(userId: number): Promise<{ stripped: number; open: number }> {
    const mine = this.ctx
      .getWebSockets('member')
      .map((ws) => ({ ws, identity: attachmentOf(ws) }))
      .filter(({ identity }) => identity.userId === userId);
    if (mine.length === 0) return { stripped: 0, open: 0 };
    let stripped = 0;
    for (const { ws, holder } of await withSessionHolders(this.db, mine)) {
      if (holder?.id === userId) continue;
      this.sockets.strip(ws);
      stripped++;
    }
    return { stripped, open: mine.length - stripped };
  }
}
