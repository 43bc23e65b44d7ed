/**
 * The administrators' dashboard sockets of AdminPulse (hibernation API). The Worker lets only
 * administrators through (it checks the session against the users row and sets the header itself);
 * each message is one JSON AdminSocketMessage.
 */
import { changedCounters, metricName, metricValue, type PulseCounters } from '~/domain/admin-metrics';
import type { ActivityItem, AdminSnapshot, AdminSocketMessage } from '~/schemas/admin-pulse';
import { closeSocket, sendAll } from '../socket-fanout';

export const ADMIN_HEADER = 'X-Arremate-Admin';

export class AdminSockets {
  constructor(private readonly ctx: DurableObjectState) {}

  /** Accepts an upgrade forwarded by the Worker; null when the header of an administrator is missing. */
  accept(request: Request): { client: WebSocket; server: WebSocket } | null {
    const adminId = Number(request.headers.get(ADMIN_HEADER));
    if (!Number.isSafeInteger(adminId) || adminId <= 0) return null;
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1], ['admin']);
    pair[1].serializeAttachment({ adminId });
    return { client: pair[0], server: pair[1] };
  }

  count(): number {
    return this.ctx.getWebSockets('admin').length;
  }

  send(ws: WebSocket, message: AdminSocketMessage): void {
    sendAll([ws], JSON.stringify(message));
  }

  private broadcast(message: AdminSocketMessage): void {
    sendAll(this.ctx.getWebSockets('admin'), JSON.stringify(message));
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

  closed(ws: WebSocket, code: number): void {
    closeSocket(ws, code);
  }
}
