/**
 * One object per lot: the authority on the live lot. It decides every bid (single-threaded), keeps the
 * append-only bid log in its own SQLite storage (durable before the reply), mirrors every change to D1
 * through an outbox drained at once and retried by the alarm, fans updates out to the lot's sockets
 * (hibernation API) and closes the lot with its alarm at `ends_at`.
 *
 * This class is the shell: its RPC methods, alarm and socket handlers delegate to the modules beside it in lot-room/
 * (the lot as the room holds it, and what follows each change to it: live-lot.ts). Order of a change: one storage
 * transaction (bid, decision and outbox entries together), then the broadcast, then `afterWrite` (the drain and the
 * alarm); the reply goes out once the write is durable.
 */
import { DurableObject } from 'cloudflare:workers';
import type { WindowLimiter } from '~/domain/window-limiter';
import { liveText } from '~/i18n/pt-BR-live';
import type { LiveLotMember } from '~/schemas/live';
import type { MaximumView } from '~/schemas/maximum';
import type { Env } from '~/server/platform/env.server';
import type {
  EquipmentHoldResult,
  LotRoomApi,
  LotTerms,
  PlaceBidInput,
  PlaceBidResult,
  RoomCommandResult,
  SetMaximumInput,
  SetMaximumResult,
  RoomRow,
} from '~/server/platform/objects/lot-room-api.server';
import type { Settings } from '~/server/platform/settings.server';
import { SOCKET_ADDRESS_HEADER } from '../object-sockets';
import { isDueToClose } from './alarm';
import { assembleRoom } from './assembly';
import { decideBid, decideMaximum, maximumKey, tooFast } from './bids';
import type { OutboxDrain } from './drain';
import { holdRefusal } from './equipment-hold';
import { unconfirmedHighMaximum, type ExposureGate, type GateRefusal } from './exposure-gate';
import { reassignWinner, rescheduleLot, setLotTerms } from './lifecycle';
import type { LiveLot } from './live-lot';
import type { LotMirror } from './mirror';
import type { RoomRelays } from './relays';
import type { EndedSessions } from './socket-sessions';
import type { LotSockets } from './sockets';
import type { LotRoomStorage } from './storage';
import { maximumView } from './views';

export type { NotifyPayload } from './outbox';
export type { PlaceBidInput, PlaceBidResult, RoomCommandResult } from '~/server/platform/objects/lot-room-api.server';

export class LotRoom extends DurableObject<Env> implements LotRoomApi {
  private readonly store: LotRoomStorage;
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
  private readonly live: LiveLot;
  /** The member's limite de lances across lots, asked of their inbox before a bid or a maximum (decision 0038). */
  private readonly gate: ExposureGate;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const parts = assembleRoom(ctx, env, (input, onAccepted) => this.placeBid(input, onAccepted));
    this.store = parts.store;
    this.sockets = parts.sockets;
    this.endedSessions = parts.endedSessions;
    this.bidPace = parts.bidPace;
    this.settings = parts.settings;
    this.mirror = parts.mirror;
    this.outbox = parts.outbox;
    this.relays = parts.relays;
    this.live = parts.live;
    this.gate = parts.gate;
    void ctx.blockConcurrencyWhile(async () => {
      this.store.open();
      await this.live.clock.load();
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
    if (!(await this.live.ensure())) return { ok: false, reason: 'not_found', minimumCents: 0, lot: null };
    const asked = { userId: input.userId, decisionKey: input.idempotencyKey ?? null, maxCents: null };
    return this.gate.through(this.store, asked, this.mirrored, this.gateRefusal, () => this.decideBid(input, onAccepted));
  }

  private async decideBid(input: PlaceBidInput, onAccepted?: (result: PlaceBidResult) => void): Promise<PlaceBidResult> {
    const room = this.store.room!;
    const now = Date.now();
    const known = this.store.hasBidBy(input.userId);
    const decision = decideBid(this.store, room, input, now, () => this.bidPace.take(input.userId, now));
    if (!decision.ok && decision.reason === 'too_fast') return tooFast(decision.retryAfterMs);
    if (!decision.ok) return { ...decision, lot: this.live.view() };
    const { decided, ...answer } = decision;
    if (decision.replayed) {
      await this.outbox.mirrorNow();
      return { ...answer, lot: this.live.view() };
    }
    const result = { ...answer, lot: this.live.view(decided) };
    if (known) onAccepted?.(result);
    this.live.tell(decided);
    this.live.afterWrite();
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
  async setMaximum(input: SetMaximumInput): Promise<SetMaximumResult> {
    if (!(await this.live.ensure())) return { ok: false, reason: 'not_found', minimumCents: 0, lot: null };
    const high = unconfirmedHighMaximum(this.store.room!, input, this.settings.bidding.highMaximumFactor);
    if (high) return { ...high, lot: this.live.view() };
    const key = input.idempotencyKey === undefined ? null : maximumKey(input.idempotencyKey);
    const asked = { userId: input.userId, decisionKey: key, maxCents: input.maxCents };
    return this.gate.through(this.store, asked, this.mirrored, this.gateRefusal, () => this.decideMaximum(input));
  }

  private readonly mirrored = () => this.outbox.mirrored();
  private readonly gateRefusal = ({ refused, minimumCents }: GateRefusal) =>
    ({ ok: false, reason: refused, minimumCents, lot: this.live.view() }) as const;

  private async decideMaximum(input: SetMaximumInput): Promise<SetMaximumResult> {
    const room = this.store.room!;
    const now = Date.now();
    const decision = decideMaximum(this.store, room, input, now, () => this.bidPace.take(input.userId, now));
    if (!decision.ok && decision.reason === 'too_fast') return tooFast(decision.retryAfterMs);
    if (!decision.ok) return { ...decision, lot: this.live.view() };
    if (!decision.replayed) {
      if (decision.decided.length > 0 || this.store.room!.version !== room.version) this.live.tell(decision.decided);
      this.live.afterWrite();
    }
    await this.outbox.mirrorNow();
    const maximum = maximumView(this.store.standings.of(input.userId));
    if (!maximum) throw new Error('an accepted maximum is not in the standings');
    return { ok: true, replayed: decision.replayed, maximum, lot: this.live.view(decision.decided) };
  }

  /** A suspension cancels the member's maximum here; their bids stay (decision record 0038). */
  async cancelMaximum(userId: number): Promise<boolean> {
    const room = await this.live.ensure();
    if (!room) return false;
    const cancelled = this.store.write(() => this.store.standings.cancelMaximum(userId));
    await this.mirror.dropMaximum(room.lot_id, userId);
    return cancelled;
  }

  /** The member's own secret maximum on the lot, or null. */
  async maximumOf(userId: number): Promise<MaximumView | null> {
    if (!(await this.live.ensure())) return null;
    return maximumView(this.store.standings.of(userId));
  }

  /**
   * An administrator's new reserve or extension window, on a lot not yet closed; answered once D1 has it.
   * Refused once a bid is in: bidders bid on the terms they saw.
   */
  async setTerms(terms: LotTerms): Promise<RoomCommandResult> {
    const room = await this.live.ensure();
    if (!room) return { ok: false, reason: 'not_found', lot: null };
    if (room.status === 'closed') return { ok: false, reason: 'not_active', lot: this.live.view() };
    if (room.bid_count > 0) return { ok: false, reason: 'has_bids', lot: this.live.view() };
    setLotTerms(this.store, terms);
    this.live.tell();
    return this.live.acknowledged();
  }

  /** The live state as a member sees it (null when the lot does not exist). */
  async snapshot(): Promise<LiveLotMember | null> {
    return (await this.live.ensure()) ? this.live.view() : null;
  }

  /**
   * For a read that must show every acknowledged write (a member's view of the lot): waits for the D1 mirror
   * of what the room has decided so far (at most the mirror's 20 ms coalescing and one batch), then returns
   * the live state and its version (D1's `mirror_seq` once mirrored), which the reader lays over D1's row
   * should the mirror have failed.
   */
  async settle(): Promise<{ lot: LiveLotMember; version: number } | null> {
    if (!(await this.live.ensure())) return null;
    await this.outbox.drainNow();
    return { lot: this.live.view(), version: this.store.room!.version };
  }

  /** Loads the lot (from D1 on first use) and arms the alarm: after creation, and by the sweep of due lots. */
  async arm(): Promise<LiveLotMember | null> {
    const room = await this.live.ensure();
    if (!room) return null;
    if (isDueToClose(room, Date.now())) this.live.closeNow();
    this.live.afterWrite();
    return this.live.view();
  }

  /** An administrator closes an active lot now. */
  async close(): Promise<RoomCommandResult> {
    const room = await this.live.ensure();
    if (!room) return { ok: false, reason: 'not_found', lot: null };
    if (room.status !== 'active') return { ok: false, reason: 'not_active', lot: this.live.view() };
    this.live.closeNow();
    return this.live.acknowledged();
  }

  /** An administrator moves the end (and optionally the start) of an active lot; the alarm follows. */
  async reschedule(times: { endsAt: string; startsAt?: string | null }): Promise<RoomCommandResult> {
    const room = await this.live.ensure();
    if (!room) return { ok: false, reason: 'not_found', lot: null };
    if (room.status === 'closed') return { ok: false, reason: 'not_active', lot: this.live.view() };
    rescheduleLot(this.store, times);
    this.live.tell();
    // A lot moved into the past closes at once.
    if (isDueToClose(this.store.room!, Date.now())) this.live.closeNow();
    return this.live.acknowledged();
  }

  /** A second-chance offer accepted: the closed lot goes to that bidder at their own last bid. */
  async reassignWinner(winner: { userId: number; amountCents: number }): Promise<RoomCommandResult> {
    const room = await this.live.ensure();
    if (!room) return { ok: false, reason: 'not_found', lot: null };
    if (!reassignWinner(this.store, winner, this.settings.house.paymentDeadlineHours)) {
      return { ok: false, reason: 'not_active', lot: this.live.view() };
    }
    this.live.tell();
    return this.live.acknowledged();
  }

  /**
   * Before a bid-less lot is deleted from D1: refuses (false) once a bid is in; otherwise leaves a tombstone,
   * so a bid arriving between this and the D1 delete finds no lot instead of hydrating it again.
   */
  async forget(): Promise<boolean> {
    const room = await this.live.ensure();
    if (room && room.bid_count > 0) return false;
    await this.live.forget();
    return true;
  }

  /** An edit of the report or certificate takes the lot (equipment-hold.ts): no bid until it lets go. */
  async holdEquipment(token: string, ms: number): Promise<EquipmentHoldResult> {
    if (!(await this.arm())) return { held: false, reason: 'not_found' };
    const now = Date.now();
    return this.store.write(() => this.store.equipmentHold.take(token, now, now + ms)) ? { held: true } : holdRefusal(this.store.room!);
  }

  async releaseEquipment(token: string): Promise<void> {
    if (await this.live.ensure()) this.store.write(() => this.store.equipmentHold.release(token));
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
  async relaySnapshot(): Promise<RoomRow | null> {
    return this.live.ensure();
  }

  // ───────────────────────────── sockets ─────────────────────────────

  /** Only WebSocket upgrades, forwarded by the Worker with the viewer's identity in a header it set itself. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('expected websocket', { status: 426 });
    const room = await this.live.ensure();
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

  /** One alarm, several duties (see LiveLot.ring). */
  override async alarm(): Promise<void> {
    await this.live.ring();
  }
}
