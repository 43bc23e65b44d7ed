/**
 * A lot's sockets (hibernation API). Each socket is tagged with its audience, 'member' (prices) or 'anon'
 * (timing and status only), and with its network address, and remembers its user and session in its
 * attachment, so all survive hibernation. A member's socket whose session ended is stripped: its attachment
 * loses the user and it watches as a visitor's from then on. Sockets are capped per address (an IPv6 address
 * by its /64) and per lot, visitors' sockets to their share of the lot, so members always get in. Every frame a
 * socket sends, bids included, counts in the lot's frames per second and in the socket's message limit before
 * any other work (socket-refusals.ts closes what abuses them); a `resync` is answered once per 5 s at most.
 */
import { FrameBudget } from '~/domain/frame-budget';
import { networkKey } from '~/domain/network-address';
import { WindowLimiter } from '~/domain/window-limiter';
import { liveText } from '~/i18n/pt-BR-live';
import { clientSocketMessage } from '~/schemas/live';
import type { LiveBid, LotSocketMessage } from '~/schemas/live';
import { LIVE_CLOSE } from '~/schemas/live-close';
import { CROWDED_RETRY_AFTER_SECONDS, SOCKET_MESSAGES_CLOSE_FACTOR, type AbuseLimits } from '~/server/platform/abuse-limits.server';
import type { RoomRow } from '~/server/platform/objects/lot-room-api.server';
import {
  attach,
  attachmentOf,
  closeSocket,
  decodeSocketSession,
  readFrame,
  sendAll,
  SOCKET_ADDRESS_HEADER,
  SOCKET_SESSION_HEADER,
  SOCKET_USER_HEADER,
  type SocketAttachment,
} from '../object-sockets';
import type { SocketBids } from './socket-bids';
import type { SocketRefusals } from './socket-refusals';
import { memberView, publicView, updateMessage, updateMessageText, viewersMessage } from './views';

const VIEWERS_THROTTLE_MS = 2_000;

/** Why a new socket was refused: the HTTP answer the Worker passes on. */
export interface SocketRefusal {
  status: 429;
  message: string;
  retryAfterSeconds: number;
}

const ADDRESS = 'ip:';
/** An address counts by its network key: IPv4 whole, IPv6 by its /64. */
const addressTag = (ip: string) => `${ADDRESS}${networkKey(ip)}`;

export class LotSockets {
  private viewersTimer: ReturnType<typeof setTimeout> | null = null;
  /** The lot's sockets on other objects (`watchedElsewhere`). */
  private elsewhere = 0;
  /** The last snapshot sent to each audience (`snapshot`). */
  private readonly snapshots: Partial<Record<'member' | 'anon', { version: number; at: number; dataJson: string }>> = {};
  /**
   * The open sockets by audience, null when they must be listed again (a socket came or went). Each
   * `getWebSockets()` builds an array of every socket, which each broadcast and answer would otherwise pay
   * again with a crowd watching.
   */
  private audiences: { member: WebSocket[]; anon: WebSocket[] } | null = null;
  /** Open sockets per address tag, null when they must be counted again (after a wake or a socket error). */
  private perAddress: Map<string, number> | null = null;
  /** Frames per socket, bids included (memory only: after hibernation a socket starts a new window). */
  private readonly messages: WindowLimiter<WebSocket>;
  private readonly closeAt: number;
  /** The lot's frames per second across its sockets here (memory only, like `messages`). */
  private readonly frames: FrameBudget<WebSocket>;
  /** Each socket's `resync`s (memory only). */
  private readonly resyncs: WindowLimiter<WebSocket>;

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly currentRoom: () => RoomRow | null,
    private readonly limits: Pick<
      AbuseLimits,
      'socketsPerIp' | 'socketsPerLot' | 'anonSocketsPerLot' | 'socketMessages' | 'lotFrames' | 'resyncs'
    >,
    /** the bids sent on a socket, once their frame is within the message limit (then paced by the bid rules) */
    private readonly bids: Pick<SocketBids, 'handle'>,
    private readonly refusals: SocketRefusals,
  ) {
    this.messages = new WindowLimiter(limits.socketMessages);
    this.closeAt = limits.socketMessages.limit * SOCKET_MESSAGES_CLOSE_FACTOR;
    this.frames = new FrameBudget(limits.lotFrames);
    this.resyncs = new WindowLimiter(limits.resyncs);
  }

  /** Whether one more socket from `ip` (a member's or a visitor's) may open: capped per address, per lot, then visitors to their share. */
  admit(ip: string, member: boolean): SocketRefusal | null {
    const refuse = (message: string): SocketRefusal => ({ status: 429, message, retryAfterSeconds: CROWDED_RETRY_AFTER_SECONDS });
    if ((this.addresses().get(addressTag(ip)) ?? 0) >= this.limits.socketsPerIp) return refuse(liveText.socket.tooManyFromNetwork);
    if (this.count() >= this.limits.socketsPerLot) return refuse(liveText.socket.lotFull);
    if (!member && this.listed().anon.length >= this.limits.anonSocketsPerLot) return refuse(liveText.socket.visitorsFull);
    return null;
  }

  /** How many sockets are open here (members and visitors): what this object's caps count. */
  count(): number {
    const { member, anon } = this.listed();
    return member.length + anon.length;
  }

  /** How many are watching the lot: the sockets here and those elsewhere (a hot lot's relays, decision 0031). */
  viewers(): number {
    return this.count() + this.elsewhere;
  }

  /** The lot's sockets held by other objects, as last told (the room: its relays'; a relay: the room's and the other relays'). */
  watchedElsewhere(sockets: number): void {
    this.elsewhere = Math.max(0, sockets);
  }

  private listed() {
    if (!this.audiences) {
      // A socket tagged 'member' whose session ended watches as a visitor: its attachment has no user.
      const member: WebSocket[] = [];
      const anon = this.ctx.getWebSockets('anon');
      for (const ws of this.ctx.getWebSockets('member')) (attachmentOf(ws).userId ? member : anon).push(ws);
      this.audiences = { member, anon };
    }
    return this.audiences;
  }

  /** Counted from the sockets' tags once, then kept as sockets come and go: a crowd arriving is not n² work. */
  private addresses(): Map<string, number> {
    if (!this.perAddress) {
      const counts = new Map<string, number>();
      for (const ws of this.ctx.getWebSockets()) {
        const tag = this.addressOf(ws);
        if (tag) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      }
      this.perAddress = counts;
    }
    return this.perAddress;
  }

  private addressOf(ws: WebSocket): string | undefined {
    return this.ctx.getTags(ws).find((t) => t.startsWith(ADDRESS));
  }

  /**
   * An upgrade forwarded by the Worker, with the viewer's identity and address in headers it set itself:
   * refused when the address or the lot has too many sockets, else accepted.
   */
  upgrade(request: Request, room: RoomRow): Response {
    const userId = Number(request.headers.get(SOCKET_USER_HEADER)) || null;
    const session = userId ? decodeSocketSession(request.headers.get(SOCKET_SESSION_HEADER)) : null;
    const ip = request.headers.get(SOCKET_ADDRESS_HEADER) ?? 'unknown';
    const refused = this.admit(ip, userId !== null);
    if (refused) {
      return Response.json(
        { error: refused.message },
        { status: refused.status, headers: { 'Retry-After': String(refused.retryAfterSeconds) } },
      );
    }
    const pair = new WebSocketPair();
    this.accept(pair[1], { userId, session }, ip, room);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** A new viewer (`userId` null: a visitor) gets the lot at once, as its audience sees it. */
  private accept(server: WebSocket, identity: SocketAttachment, ip: string, room: RoomRow): void {
    const { userId } = identity;
    const audience = userId ? 'member' : 'anon';
    const tag = addressTag(ip);
    this.ctx.acceptWebSocket(server, [audience, tag]);
    this.audiences?.[audience].push(server);
    this.perAddress?.set(tag, (this.perAddress.get(tag) ?? 0) + 1);
    attach(server, identity);
    server.send(this.snapshot(room, userId));
    this.scheduleViewers();
  }

  /**
   * What a client may say: 'bid' (answered with its `bid_result`), 'ping' (answered with the server time)
   * and 'resync' (the lot again, once per 5 s at most); the rest is ignored. Every frame counts in the lot's
   * frames per second first, then in the socket's message limit, bids included: past either nothing is read or
   * answered; the lot's noisiest sockets while it is over budget, and a socket far past its own limit, are
   * closed (4008). Frames still arriving on a socket the room has closed are dropped.
   */
  async receive(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    const now = Date.now();
    const budget = this.frames.take(ws, now);
    const pace = this.messages.take(ws, now);
    if (budget.close) this.refusals.close(budget.close, LIVE_CLOSE.flooding, liveText.socket.lotTooBusy);
    if (ws.readyState !== WebSocket.OPEN) return;
    if (!budget.allowed || !pace.allowed) {
      this.refusals.count(ws, 'ignored');
      if (pace.count >= this.closeAt) this.refusals.close(ws, LIVE_CLOSE.flooding, liveText.socket.tooManyMessages);
      return;
    }
    const msg = readFrame(data, clientSocketMessage);
    if (msg?.type === 'bid') {
      await this.bids.handle(ws, attachmentOf(ws), msg);
      return;
    }
    const room = this.currentRoom();
    if (!msg || !room) return;
    if (msg.type === 'ping') ws.send(JSON.stringify({ type: 'pong', server_time: Date.now() } satisfies LotSocketMessage));
    if (msg.type === 'resync' && this.resyncs.take(ws, now).allowed) ws.send(this.snapshot(room, attachmentOf(ws).userId));
  }

  /** The socket's session ended: it stays open as a visitor's (no prices from now on; a bid gets 401 and closes it). */
  strip(ws: WebSocket): void {
    attach(ws, { userId: null, session: null });
    this.audiences = null;
    const room = this.currentRoom();
    if (room) sendAll([ws], this.snapshot(room, null));
  }

  /**
   * Each update is serialised once per audience (members, visitors), not once per socket. It carries the
   * viewer count, so a count waiting to go out is dropped: with a crowd watching, each message to every
   * socket is a broadcast's worth of work that would delay the next bid's.
   */
  broadcast(room: RoomRow, decided: readonly LiveBid[]): void {
    const { member: members, anon: anons } = this.listed();
    const viewers = members.length + anons.length + this.elsewhere;
    if (this.viewersTimer) {
      clearTimeout(this.viewersTimer);
      this.viewersTimer = null;
    }
    if (members.length) sendAll(members, JSON.stringify(updateMessage(room, memberView(room, viewers, decided), Date.now())));
    if (anons.length) sendAll(anons, JSON.stringify(updateMessage(room, publicView(room, viewers), Date.now())));
  }

  /** A socket closed by its client: closed in return, and the viewer count goes out. */
  closed(ws: WebSocket, code: number): void {
    const tag = this.addressOf(ws);
    if (tag && this.perAddress) {
      const left = (this.perAddress.get(tag) ?? 0) - 1;
      if (left > 0) this.perAddress.set(tag, left);
      else this.perAddress.delete(tag);
    }
    this.refusals.settle(ws);
    this.frames.forget(ws);
    closeSocket(ws, code);
    this.audiences = null;
    this.scheduleViewers();
  }

  /** A socket failed: counted again from the runtime's list, and the viewer count goes out. */
  failed(): void {
    this.audiences = null;
    this.perAddress = null;
    this.scheduleViewers();
  }

  closeAll(code: number, reason: string): void {
    for (const ws of this.ctx.getWebSockets()) ws.close(code, reason);
    this.audiences = null;
    this.perAddress = null;
  }

  /** Viewer counts go out at most every 2 s, so a crowd arriving is not n² messages. */
  scheduleViewers(): void {
    if (this.viewersTimer || !this.currentRoom()) return;
    this.viewersTimer = setTimeout(() => {
      this.viewersTimer = null;
      const room = this.currentRoom();
      if (!room) return;
      const { member, anon } = this.listed();
      const payload = JSON.stringify(viewersMessage(room, member.length + anon.length + this.elsewhere, Date.now()));
      sendAll(member, payload);
      sendAll(anon, payload);
    }, VIEWERS_THROTTLE_MS);
  }

  /**
   * The lot as a new (or resyncing) socket's audience sees it, serialised. The view is kept per audience for
   * the lot's version and up to the viewer count's own throttle, so a crowd arriving costs one serialisation
   * of the lot per audience, not one per socket (its viewer count may be that much behind, as the count's own
   * messages are); the server time is the moment of sending.
   */
  private snapshot(room: RoomRow, userId: number | null): string {
    const audience = userId ? 'member' : 'anon';
    const now = Date.now();
    let kept = this.snapshots[audience];
    if (!kept || kept.version !== room.version || now - kept.at >= VIEWERS_THROTTLE_MS) {
      const data = userId ? memberView(room, this.viewers(), []) : publicView(room, this.viewers());
      kept = this.snapshots[audience] = { version: room.version, at: now, dataJson: JSON.stringify(data) };
    }
    return updateMessageText(room, kept.dataJson, now);
  }
}
