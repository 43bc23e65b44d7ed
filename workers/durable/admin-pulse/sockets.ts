/**
 * The administrators' dashboard sockets of AdminPulse (hibernation API). The Worker lets only
 * administrators through (it checks the session against the users row and sets the headers itself);
 * each message is one JSON AdminSocketMessage. Each socket keeps its session: it is checked again (live,
 * its holder still an administrator with a second factor, the session opened or raised with one: decision
 * 0036) when the holder's sessions, role or factors change and on the minute alarm; one whose check is
 * overdue is pushed nothing until it passes one, and one that fails is closed.
 */
import { changedCounters, metricName, metricValue, type PulseCounters } from '~/domain/admin-metrics';
import type { ActivityItem, AdminSnapshot, AdminSocketMessage, UnusualLeaderView } from '~/schemas/admin-pulse';
import { LIVE_CLOSE } from '~/schemas/live-close';
import { adminStanding } from '~/server/auth/admin-access.server';
import { withSessionHolders } from '~/server/auth/socket-sessions.server';
import type { Db } from '~/server/db/client.server';
import { attach, attachmentOf, closeSocket, decodeSocketSession, sendAll, SOCKET_SESSION_HEADER } from '../object-sockets';

export const ADMIN_HEADER = 'X-Arremate-Admin';
/** A socket's check holds this long: the minute alarm renews it, with room for a late alarm. */
export const ADMIN_CHECK_VALID_MS = 2 * 60_000;

export class AdminSockets {
  constructor(
    private readonly ctx: DurableObjectState,
    /** The development-only exemption from the second factor (settings.adminSecondFactorExempt). */
    private readonly exempt: readonly string[],
  ) {}

  /** Accepts an upgrade forwarded by the Worker; null when the headers of an administrator's session are missing. */
  accept(request: Request): { client: WebSocket; server: WebSocket } | null {
    const adminId = Number(request.headers.get(ADMIN_HEADER));
    const session = decodeSocketSession(request.headers.get(SOCKET_SESSION_HEADER));
    if (!Number.isSafeInteger(adminId) || adminId <= 0 || !session) return null;
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1], ['admin']);
    attach(pair[1], { userId: adminId, session, checkedUntil: Date.now() + ADMIN_CHECK_VALID_MS });
    return { client: pair[0], server: pair[1] };
  }

  /**
   * Checks the sockets (of one administrator, or all) in D1: a socket whose session ended, whose holder is
   * no longer an administrator, or whose session or account no longer has the second factor, is closed
   * (1008); the others' check is renewed. Returns how many closed.
   */
  async recheck(db: Db, adminId: number | null): Promise<number> {
    const sockets = this.ctx
      .getWebSockets('admin')
      .map((ws) => ({ ws, identity: attachmentOf(ws) }))
      .filter(({ identity }) => adminId === null || identity.userId === adminId);
    if (sockets.length === 0) return 0;
    let closed = 0;
    for (const { ws, identity, holder } of await withSessionHolders(db, sockets)) {
      const admin =
        holder?.id === identity.userId &&
        holder.isAdmin &&
        (await adminStanding(db, this.exempt, holder, { factor: holder.sessionFactor })) === 'ok';
      if (admin) {
        attach(ws, { ...identity, checkedUntil: Date.now() + ADMIN_CHECK_VALID_MS });
        continue;
      }
      closeSocket(ws, LIVE_CLOSE.sessionEnded);
      closed++;
    }
    return closed;
  }

  count(): number {
    return this.ctx.getWebSockets('admin').length;
  }

  send(ws: WebSocket, message: AdminSocketMessage): void {
    sendAll([ws], JSON.stringify(message));
  }

  /** To the sockets whose check holds (an overdue one waits for the alarm's check). */
  private broadcast(message: AdminSocketMessage): void {
    const now = Date.now();
    const checked = this.ctx.getWebSockets('admin').filter((ws) => (attachmentOf(ws).checkedUntil ?? 0) >= now);
    sendAll(checked, JSON.stringify(message));
  }

  snapshot(data: AdminSnapshot): void {
    this.broadcast({ type: 'admin_snapshot', server_time: Date.now(), data });
  }

  /** One `admin_metrics_update` per counter that moved. */
  changes(before: PulseCounters, after: PulseCounters, timestamp: string): void {
    for (const counter of changedCounters(before, after)) {
      this.broadcast({
        type: 'admin_metrics_update',
        server_time: Date.now(),
        data: { type: metricName(counter), value: metricValue(counter, after[counter]), timestamp },
      });
    }
  }

  activity(item: ActivityItem): void {
    this.broadcast({ type: 'admin_activity', server_time: Date.now(), data: item });
  }

  unusualLeaders(data: UnusualLeaderView[]): void {
    this.broadcast({ type: 'admin_unusual_leaders', server_time: Date.now(), data });
  }

  closed(ws: WebSocket, code: number): void {
    closeSocket(ws, code);
  }
}
