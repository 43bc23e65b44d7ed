/**
 * One of a hot lot's relay objects (`lot:<id>:relay:<k>`, decision record 0031): it holds up to its share of the
 * lot's sockets and fans out each update the room publishes to it, so that the room's one thread sends one
 * message per relay instead of one per socket. The room stays the one authority: a bid sent on a relay's socket
 * is decided by the room's `placeBid`, and the relay only relays its answer.
 *
 * A relay's sockets obey the room's rules because they run the room's own socket modules: the message limit
 * first, the socket's bid pacing, a bid without a session answered 401 and closed, the session and approval read
 * in D1 for each bid, the refusals counted and logged once per socket, the per-address cap (every socket of an
 * address, an IPv6 /64, comes to the same relay), its share of the visitors' cap and of the lot's frames per
 * second, a socket's resyncs. What it keeps in memory (the lot as last published) is asked of the room
 * again after an eviction, before any socket is answered.
 */
import { DurableObject } from 'cloudflare:workers';
import { liveText } from '~/i18n/pt-BR-live';
import type { LiveBid } from '~/schemas/live';
import { settingsOf } from '~/server/context/settings.server';
import { createDb } from '~/server/db/client.server';
import { objectLimits } from '~/server/platform/abuse-limits.server';
import type { Env } from '~/server/platform/env.server';
import type { LotRelayApi } from '~/server/platform/objects/lot-relay-api.server';
import type { RoomRow } from '~/server/platform/objects/lot-room-api.server';
import { lotRoom, objectIdentity } from '~/server/platform/objects/stubs.server';
import { lotSocketParts } from '../lot-room/assembly';
import type { EndedSessions } from '../lot-room/socket-sessions';
import type { LotSockets } from '../lot-room/sockets';
import { objectName } from '../object-name';

export class LotRelay extends DurableObject<Env> implements LotRelayApi {
  /** The lot as the room last published it (null after an eviction until asked again). */
  private room: RoomRow | null = null;
  /** The `seq` (the room's version) last sent to this relay's sockets: every change raises it, so none goes out twice. */
  private sent = 0;
  /** The lot this relay serves, from its name (`lot:<id>:relay:<k>`); null for an object under any other name. */
  private readonly lotId: number | null;
  private readonly sockets: LotSockets;
  private readonly endedSessions: EndedSessions;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const settings = settingsOf(env);
    // The lot's limits, this relay's share of them (sockets, visitors, frames per second).
    const limits = objectLimits(settings.limits, settings.relays, 'relay');
    this.lotId = objectIdentity.lotRelay(objectName(ctx))?.lotId ?? null;
    const parts = lotSocketParts(
      ctx,
      createDb(env.DB),
      limits,
      this.lotId,
      () => this.room,
      (input, onAccepted) => this.roomStub()!.placeBid(input, onAccepted),
    );
    this.sockets = parts.sockets;
    this.endedSessions = parts.endedSessions;
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  // ───────────────────────────── from the room ─────────────────────────────

  /**
   * An update, in the room's order (one stub, E-order). One already sent (the room's retry of an update that did
   * arrive) is not sent again; a state older than the one held is not kept (the answer to `roomNow` may have
   * brought a newer one). `elsewhere`: the lot's sockets on the room and the other relays, counted in the viewers
   * this relay's sockets are told. Returns the sockets open here.
   */
  publish(room: RoomRow, decided: readonly LiveBid[], elsewhere = 0): number {
    this.sockets.watchedElsewhere(elsewhere);
    if (room.version <= this.sent) return this.sockets.count();
    if (!this.room || room.version >= this.room.version) this.room = room;
    this.sockets.broadcast(room, decided);
    this.sent = room.version;
    return this.sockets.count();
  }

  /** A user's sessions ended (forwarded by the room): their sockets here whose session is gone watch as visitors. */
  sessionsEnded(userId: number): Promise<{ stripped: number; open: number }> {
    return this.endedSessions.sessionsEnded(userId);
  }

  /** The lot is gone: every socket here closes. */
  closeAll(code: number, reason: string): void {
    this.sockets.closeAll(code, reason);
  }

  // ───────────────────────────── sockets ─────────────────────────────

  /** An upgrade the Worker forwards after the room handed the socket here, with the identity headers it set itself. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('expected websocket', { status: 426 });
    const room = await this.roomNow();
    if (!room) return Response.json({ error: liveText.socket.lotNotFound }, { status: 404 });
    return this.sockets.upgrade(request, room);
  }

  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    await this.roomNow();
    return this.sockets.receive(ws, data);
  }

  override webSocketClose(ws: WebSocket, code: number): void {
    this.sockets.closed(ws, code);
  }

  override webSocketError(): void {
    this.sockets.failed();
  }

  // ───────────────────────────── internals ─────────────────────────────

  private roomStub() {
    return this.lotId === null ? null : lotRoom(this.env, this.lotId);
  }

  /** The lot as held, or as the room has it now (after an eviction, before the next publish). */
  private async roomNow(): Promise<RoomRow | null> {
    const stub = this.roomStub();
    if (this.room || !stub) return this.room;
    const room = await stub.relaySnapshot();
    // A publish may have come in while the room answered: the newer of the two stands.
    const held = this.room as RoomRow | null;
    if (room && (!held || room.version >= held.version)) this.room = room;
    return this.room;
  }
}
