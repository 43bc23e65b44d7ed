/**
 * A lot's sockets (hibernation API). Each socket is tagged with its audience, 'member' (prices) or 'anon'
 * (timing and status only), and remembers its user in its attachment, so both survive hibernation.
 */
import { clientSocketMessage } from '~/schemas/live';
import type { LiveBid, LotSocketMessage } from '~/schemas/live';
import type { RoomRow } from './lot-room-schema';
import { memberView, publicView, updateMessage, viewersMessage } from './lot-room-views';
import { closeSocket, sendAll } from './socket-fanout';

const VIEWERS_THROTTLE_MS = 2_000;

interface SocketIdentity {
  userId: number | null;
}

export class LotSockets {
  private viewersTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly currentRoom: () => RoomRow | null,
  ) {}

  /** How many are watching (every open socket, members and visitors). */
  count(): number {
    return this.ctx.getWebSockets().length;
  }

  /** A new viewer (`userId` null: a visitor) gets the lot at once, as its audience sees it. */
  accept(server: WebSocket, userId: number | null, room: RoomRow): void {
    this.ctx.acceptWebSocket(server, [userId ? 'member' : 'anon']);
    server.serializeAttachment({ userId } satisfies SocketIdentity);
    server.send(JSON.stringify(this.snapshot(room, userId)));
    this.scheduleViewers();
  }

  /** What a client may say: 'ping' (answered with the server time) and 'resync' (the lot again); the rest is ignored. */
  receive(ws: WebSocket, data: string | ArrayBuffer): void {
    if (typeof data !== 'string' || data.length > 512) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const msg = clientSocketMessage.safeParse(parsed);
    const room = this.currentRoom();
    if (!msg.success || !room) return;
    if (msg.data.type === 'ping') ws.send(JSON.stringify({ type: 'pong', server_time: Date.now() } satisfies LotSocketMessage));
    if (msg.data.type === 'resync') {
      const identity = ws.deserializeAttachment() as SocketIdentity | null;
      ws.send(JSON.stringify(this.snapshot(room, identity?.userId ?? null)));
    }
  }

  /** Each update is serialised once per audience (members, visitors), not once per socket. */
  broadcast(room: RoomRow, lastBid: LiveBid | null): void {
    const members = this.ctx.getWebSockets('member');
    const anons = this.ctx.getWebSockets('anon');
    if (members.length) sendAll(members, JSON.stringify(updateMessage(room, memberView(room, this.count(), lastBid), Date.now())));
    if (anons.length) sendAll(anons, JSON.stringify(updateMessage(room, publicView(room, this.count()), Date.now())));
  }

  /** A socket closed by its client: closed in return, and the viewer count goes out. */
  closed(ws: WebSocket, code: number): void {
    closeSocket(ws, code);
    this.scheduleViewers();
  }

  closeAll(code: number, reason: string): void {
    for (const ws of this.ctx.getWebSockets()) ws.close(code, reason);
  }

  /** Viewer counts go out at most every 2 s, so a crowd arriving is not n² messages. */
  scheduleViewers(): void {
    if (this.viewersTimer || !this.currentRoom()) return;
    this.viewersTimer = setTimeout(() => {
      this.viewersTimer = null;
      const room = this.currentRoom();
      if (!room) return;
      const sockets = this.ctx.getWebSockets();
      sendAll(sockets, JSON.stringify(viewersMessage(room, sockets.length, Date.now())));
    }, VIEWERS_THROTTLE_MS);
  }

  private snapshot(room: RoomRow, userId: number | null): LotSocketMessage {
    const data = userId ? memberView(room, this.count(), null) : publicView(room, this.count());
    return updateMessage(room, data, Date.now());
  }
}
