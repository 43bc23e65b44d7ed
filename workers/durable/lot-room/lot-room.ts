/**
 * One object per lot: the authority on the live lot. It decides every bid (single-threaded), keeps the
 * append-only bid log in its own SQLite storage (durable before the reply), mirrors every change to D1
 * through an outbox drained at once and retried by the alarm, fans updates out to the lot's sockets
 * (hibernation API) and closes the lot with its alarm at `ends_at`.
 *
 * This class is the shell: its RPC methods, alarm and socket handlers delegate to the modules beside it in lot-room/.
 * Order of a change: one storage transaction (bid, decision and outbox entries together), then the broadcast,
 * then `afterWrite` (the drain and the alarm); the reply goes out once the write is durable.
 */
import { DurableObject } from 'cloudflare:workers';
import { retryAfterSeconds, WindowLimiter } from '~/domain/window-limiter';
import { liveText } from '~/i18n/pt-BR-live';
import type { AutoBidView } from '~/schemas/auto-bid';
import type { LiveBid, LiveLotMember } from '~/schemas/live';
import type {
  LotRoomApi,
  LotTerms,
  PlaceBidInput,
  PlaceBidResult,
  RoomCommandResult,
  SetAutoBidInput,
  SetAutoBidResult,
} from '~/server/bidding/lot-room-api.server';
import { createDb } from '~/server/db/client.server';
import type { Env } from '~/server/platform/env.server';
import { settingsOf, type Settings } from '~/server/platform/settings.server';
import { SOCKET_ADDRESS_HEADER } from '../socket-fanout';
import { AlarmClock, isDueToClose, nextAlarmAt } from './alarm';
import { decideBid, decideMaximum } from './bids';
import { OutboxDrain } from './drain';
import { closeLot, queueEndingNoticeIfDue, reassignWinner, rescheduleLot, setLotTerms } from './lifecycle';
import { LotMirror } from './mirror';
import { LotNotices } from './notices';
import { RoomRelays } from './relays';
import type { RoomRow } from './schema';
import { SocketBids } from './socket-bids';
import { SocketRefusals } from './socket-refusals';
import { EndedSessions } from './socket-sessions';
import { identityOf, LotSockets } from './sockets';
import { LotRoomStorage } from './storage';
import { autoBidView, memberView } from './views';

export type { NotifyPayload } from './outbox';
export type { PlaceBidInput, PlaceBidResult, RoomCommandResult } from '~/server/bidding/lot-room-api.server';

/** How long a keyed decision answers replays of its Idempotency-Key. */
const DECISION_TTL_MS = 24 * 60 * 60_000;

export class LotRoom extends DurableObject<Env> implements LotRoomApi {
  private readonly store: LotRoomStorage;
  private readonly clock: AlarmClock;
  private readonly sockets: LotSockets;
  private readonly endedSessions: EndedSessions;
  /** Each member's bids on this lot per second (memory only: a restart forgets, which only ever allows more). */
  private readonly bidPace: WindowLimiter<number>;
  private readonly settings: Settings;
  // Collaborators reached through these fields at every use: a test can wrap one of their methods in a live
  // object (runInDurableObject) to make D1 or the alarm fail.
  /** D1's side of the room: hydration and the mirror writes. */
  readonly mirror: LotMirror;
  /** The outbox drain: soon after each write, and at once from the alarm. */
  readonly outbox: OutboxDrain;
  /** A hot lot's relays, off unless `LOT_RELAY_THRESHOLD` is set (decision record 0031). */
  readonly relays: RoomRelays;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const db = createDb(env.DB);
    this.store = new LotRoomStorage(ctx.storage);
    this.clock = new AlarmClock(ctx.storage);
    this.settings = settingsOf(env);
    const limits = this.settings.limits;
    this.bidPace = new WindowLimiter(limits.bids);
    const lotId = () => this.store.room?.lot_id ?? null;
    const refusals = new SocketRefusals(lotId, (ws) => identityOf(ws).userId);
    const socketBids = new SocketBids(db, limits.bids, lotId, (input, onAccepted) => this.placeBid(input, onAccepted), refusals);
    this.sockets = new LotSockets(
      ctx,
      () => this.store.room,
      limits,
      (ws, identity, bid) => socketBids.handle(ws, identity, bid),
      refusals,
    );
    this.endedSessions = new EndedSessions(ctx, db, (ws) => this.sockets.strip(ws));
    this.mirror = new LotMirror(db);
    this.outbox = new OutboxDrain(this.store, this.mirror, new LotNotices(env, db), () => this.rearm());
    this.relays = new RoomRelays(ctx.storage, env, this.settings.relays, lotId, () => this.store.room);
    void ctx.blockConcurrencyWhile(async () => {
      this.store.open();
      await this.clock.load();
      await this.relays.load();
    });
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  // ───────────────────────────── RPC ─────────────────────────────

  /**
   * `onAccepted`: told before the broadcast (a bidder on the socket hears its answer before the crowd hears the
   * bid). A member's first bid on the lot (and a replayed bid) is answered once D1 has it, after the broadcast:
   * D1 then knows every lot the member has bid on, and their reads ask those lots' rooms (decision 0028).
   */
  async placeBid(input: PlaceBidInput, onAccepted?: (result: PlaceBidResult) => void): Promise<PlaceBidResult> {
    const room = await this.ensure(input.lotId);
    if (!room) return { ok: false, reason: 'not_found', minimumCents: 0, lot: null };
    const now = Date.now();
    const known = this.store.hasBidBy(input.userId);
    const decision = decideBid(this.store, room, input, now, () => this.bidPace.take(input.userId, now));
    if (!decision.ok && decision.reason === 'too_fast') {
      return { ok: false, reason: 'too_fast', retryAfterSeconds: retryAfterSeconds(decision.retryAfterMs), minimumCents: 0, lot: null };
    }
    if (!decision.ok) return { ...decision, lot: this.view() };
    const { decided, ...answer } = decision;
    if (decision.replayed) {
      await this.outbox.mirrorNow();
      return { ...answer, lot: this.view() };
    }
    const result = { ...answer, lot: this.view(decided) };
    if (known) onAccepted?.(result);
    this.tell(this.store.room!, decided);
    this.afterWrite();
    if (!known) {
      await this.outbox.mirrorNow();
      onAccepted?.(result);
    }
    return result;
  }

  /**
   * A member's new or raised secret maximum, decided like a bid (paced, keyed, durable before the reply);
   * answered once D1 has it, so the member's next read shows it.
   */
  async setAutoBid(input: SetAutoBidInput): Promise<SetAutoBidResult> {
    const room = await this.ensure(input.lotId);
    if (!room) return { ok: false, reason: 'not_found', minimumCents: 0, lot: null };
    const now = Date.now();
    const decision = decideMaximum(this.store, room, input, now, () => this.bidPace.take(input.userId, now));
    if (!decision.ok && decision.reason === 'too_fast') {
      return { ok: false, reason: 'too_fast', retryAfterSeconds: retryAfterSeconds(decision.retryAfterMs), minimumCents: 0, lot: null };
    }
    if (!decision.ok) return { ...decision, lot: this.view() };
    if (!decision.replayed) {
      if (decision.decided.length > 0 || this.store.room!.version !== room.version) this.tell(this.store.room!, decision.decided);
      this.afterWrite();
    }
    await this.outbox.mirrorNow();
    const autoBid = autoBidView(this.store.standings.of(input.userId));
    if (!autoBid) throw new Error('an accepted maximum is not in the standings');
    return { ok: true, replayed: decision.replayed, autoBid, lot: this.view(decision.decided) };
  }

  /** The member's own secret maximum on the lot, or null. */
  async autoBidOf(lotId: number, userId: number): Promise<AutoBidView | null> {
    if (!(await this.ensure(lotId))) return null;
    return autoBidView(this.store.standings.of(userId));
  }

  /**
   * An administrator's new reserve or extension window, on a lot not yet closed; answered once D1 has it.
   * Refused once a bid is in: bidders bid on the terms they saw.
   */
  async setTerms(lotId: number, terms: LotTerms): Promise<RoomCommandResult> {
    const room = await this.ensure(lotId);
    if (!room) return { ok: false, reason: 'not_found', lot: null };
    if (room.status === 'closed') return { ok: false, reason: 'not_active', lot: this.view() };
    if (room.bid_count > 0) return { ok: false, reason: 'has_bids', lot: this.view() };
    setLotTerms(this.store, terms);
    this.tell(this.store.room!, []);
    return this.acknowledged();
  }

  /** The live state as a member sees it (null when the lot does not exist). */
  async snapshot(lotId: number): Promise<LiveLotMember | null> {
    return (await this.ensure(lotId)) ? this.view() : null;
  }

  /**
   * For a read that must show every acknowledged write (a member's view of the lot): waits for the D1 mirror
   * of what the room has decided so far (at most the mirror's 20 ms coalescing and one batch), then returns
   * the live state and its version (D1's `mirror_seq` once mirrored), which the reader lays over D1's row
   * should the mirror have failed.
   */
  async settle(lotId: number): Promise<{ lot: LiveLotMember; version: number } | null> {
    if (!(await this.ensure(lotId))) return null;
    await this.outbox.drainNow();
    return { lot: this.view(), version: this.store.room!.version };
  }

  /** Loads the lot (from D1 on first use) and arms the alarm: after creation, and by the sweep of due lots. */
  async arm(lotId: number): Promise<LiveLotMember | null> {
    const room = await this.ensure(lotId);
    if (!room) return null;
    if (isDueToClose(room, Date.now())) this.closeNow();
    this.afterWrite();
    return this.view();
  }

  /** An administrator closes an active lot now. */
  async close(lotId: number): Promise<RoomCommandResult> {
    const room = await this.ensure(lotId);
    if (!room) return { ok: false, reason: 'not_found', lot: null };
    if (room.status !== 'active') return { ok: false, reason: 'not_active', lot: this.view() };
    this.closeNow();
    return this.acknowledged();
  }

  /** An administrator moves the end (and optionally the start) of an active lot; the alarm follows. */
  async reschedule(lotId: number, times: { endsAt: string; startsAt?: string | null }): Promise<RoomCommandResult> {
    const room = await this.ensure(lotId);
    if (!room) return { ok: false, reason: 'not_found', lot: null };
    if (room.status === 'closed') return { ok: false, reason: 'not_active', lot: this.view() };
    rescheduleLot(this.store, times);
    this.tell(this.store.room!, []);
    // A lot moved into the past closes at once.
    if (isDueToClose(this.store.room!, Date.now())) this.closeNow();
    return this.acknowledged();
  }

  /** A second-chance offer accepted: the closed lot goes to that bidder at their own last bid. */
  async reassignWinner(lotId: number, winner: { userId: number; amountCents: number }): Promise<RoomCommandResult> {
    const room = await this.ensure(lotId);
    if (!room) return { ok: false, reason: 'not_found', lot: null };
    if (!reassignWinner(this.store, winner, this.settings.house.paymentDeadlineHours)) {
      return { ok: false, reason: 'not_active', lot: this.view() };
    }
    this.tell(this.store.room!, []);
    return this.acknowledged();
  }

  /**
   * Before a bid-less lot is deleted from D1: refuses (false) once a bid is in; otherwise leaves a tombstone,
   * so a bid arriving between this and the D1 delete finds no lot instead of hydrating it again.
   */
  async forget(lotId: number): Promise<boolean> {
    const room = await this.ensure(lotId);
    if (room && room.bid_count > 0) return false;
    this.sockets.closeAll(1001, 'gone');
    await this.relays.closeAll(1001, 'gone');
    this.store.tombstone(lotId);
    await this.clock.clear();
    return true;
  }

  /**
   * A user's sessions ended (told by their inbox): their sockets whose session is gone watch as visitors, on the
   * room and on its relays alike; the counts are the lot's.
   */
  async sessionsEnded(userId: number): Promise<{ stripped: number; open: number }> {
    const [own, relayed] = await Promise.all([this.endedSessions.sessionsEnded(userId), this.relays.sessionsEnded(userId)]);
    return { stripped: own.stripped + relayed.stripped, open: own.open + relayed.open };
  }

  /** The lot as the room holds it, for a relay that lost its copy (evicted) before the next update reaches it. */
  async relaySnapshot(lotId: number): Promise<RoomRow | null> {
    return this.ensure(lotId);
  }

  // ───────────────────────────── sockets ─────────────────────────────

  /** Only WebSocket upgrades, forwarded by the Worker with the viewer's identity in a header it set itself. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('expected websocket', { status: 426 });
    const lotId = Number(new URL(request.url).searchParams.get('lot'));
    const room = Number.isSafeInteger(lotId) && lotId > 0 ? await this.ensure(lotId) : null;
    if (!room) return Response.json({ error: liveText.socket.lotNotFound }, { status: 404 });
    const address = request.headers.get(SOCKET_ADDRESS_HEADER) ?? 'unknown';
    return this.relays.handOff(address, this.sockets.count()) ?? this.sockets.upgrade(request, room);
  }

  override webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    return this.sockets.receive(ws, data);
  }

  override webSocketClose(ws: WebSocket, code: number): void {
    this.sockets.closed(ws, code);
  }

  override webSocketError(): void {
    this.sockets.failed();
  }

  // ───────────────────────────── alarm ─────────────────────────────

  /** One alarm, several duties: close at ends_at, the 'auction_ending' notice, outbox retries. Idempotent. */
  override async alarm(): Promise<void> {
    this.clock.rang();
    const room = this.store.room;
    if (!room) return;
    const now = Date.now();
    if (isDueToClose(room, now)) this.closeNow();
    queueEndingNoticeIfDue(this.store, now);
    await this.outbox.drainNow();
    this.store.purgeDecisions(now - DECISION_TTL_MS);
    await this.rearm();
  }

  // ───────────────────────────── internals ─────────────────────────────

  /** The lot, hydrated from D1 the first time this object hears of it (demo data and lots made before it existed). */
  private async ensure(lotId: number): Promise<RoomRow | null> {
    if (!this.store.room) await this.hydrate(lotId);
    const room = this.store.room;
    return room && room.lot_id === lotId ? room : null;
  }

  private async hydrate(lotId: number) {
    if (this.store.isTombstoned(lotId)) return;
    await this.ctx.blockConcurrencyWhile(async () => {
      if (this.store.room) return;
      const found = await this.mirror.load(lotId);
      if (found) this.store.hydrate(found.room, found.history, found.maxima);
    });
  }

  /**
   * An update to every watcher: once to each relay first (they start at once), then the room's own sockets. Each
   * carries the lot's viewers, the relays' sockets as they last answered counted in.
   */
  private tell(room: RoomRow, decided: readonly LiveBid[]) {
    this.relays.publish(room, decided, this.sockets.count());
    this.sockets.watchedElsewhere(this.relays.sockets());
    this.sockets.broadcast(room, decided);
  }

  /** Closes an active lot (once) and tells the sockets. */
  private closeNow() {
    if (closeLot(this.store, this.settings.house.paymentDeadlineHours)) this.tell(this.store.room!, []);
  }

  /**
   * The reply to an administrator's change (close, new end, new winner): sent once D1 shows it, so every list
   * and page read after the 2xx has it. Bids do not wait: a member's read of the lot asks `settle`.
   */
  private async acknowledged(): Promise<RoomCommandResult> {
    void this.rearm();
    await this.outbox.drainNow();
    return { ok: true, lot: this.view() };
  }

  /** After any write: drain the outbox soon, and make sure the alarm stands behind it. */
  private afterWrite() {
    void this.rearm();
    this.outbox.drainSoon();
  }

  /** Sets the alarm for the next duty (see nextAlarmAt). */
  private async rearm() {
    const room = this.store.room;
    if (!room) return;
    const now = Date.now();
    await this.clock.set(nextAlarmAt(room, this.store.nextOutboxAt(), now), now);
  }

  /** `decided`: the bids of the decision behind this view, if one is. */
  private view(decided: readonly LiveBid[] = []): LiveLotMember {
    return memberView(this.store.room!, this.sockets.viewers(), decided);
  }
}
