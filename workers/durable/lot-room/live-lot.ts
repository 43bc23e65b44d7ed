/**
 * The lot as the room holds it, and what follows each change to it: loaded from D1 the first time the room hears
 * of it; after a change, told to every watcher (the relays first, then the room's sockets), drained to D1 and
 * with the alarm set behind it; the alarm's duties when it rings; the view a member gets in a reply.
 */
import type { LiveBid, LiveLotMember } from '~/schemas/live';
import type { RoomCommandResult, RoomRow } from '~/server/platform/objects/lot-room-api.server';
import { AlarmClock, isDueToClose, nextAlarmAt } from './alarm';
import type { OutboxDrain } from './drain';
import { closeLot, queueEndingNoticeIfDue } from './lifecycle';
import type { LotMirror } from './mirror';
import type { RoomRelays } from './relays';
import type { LotSockets } from './sockets';
import type { LotRoomStorage } from './storage';
import { memberView } from './views';

/** How long a keyed decision answers replays of its Idempotency-Key. */
const DECISION_TTL_MS = 24 * 60 * 60_000;

export class LiveLot {
  /** The room's one alarm (loaded when the object starts). */
  readonly clock: AlarmClock;

  constructor(
    private readonly ctx: DurableObjectState,
    /** the lot this room is for, from its name; null: none (the room finds no lot) */
    private readonly lotId: number | null,
    private readonly store: LotRoomStorage,
    private readonly sockets: LotSockets,
    private readonly relays: RoomRelays,
    private readonly mirror: LotMirror,
    private readonly outbox: OutboxDrain,
    private readonly paymentDeadlineHours: number,
  ) {
    this.clock = new AlarmClock(ctx.storage);
  }

  /** The lot, hydrated from D1 the first time this object hears of it (demo data and lots made before it existed). */
  async ensure(): Promise<RoomRow | null> {
    const lotId = this.lotId;
    if (lotId === null) return null;
    if (!this.store.room) await this.hydrate(lotId);
    const room = this.store.room;
    return room && room.lot_id === lotId ? room : null;
  }

  /** A deleted lot: its sockets close, and a tombstone keeps it from being hydrated again. */
  async forget(): Promise<void> {
    this.sockets.closeAll(1001, 'gone');
    await this.relays.closeAll(1001, 'gone');
    if (this.lotId !== null) this.store.tombstone(this.lotId);
    await this.clock.clear();
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
  tell(decided: readonly LiveBid[] = []) {
    const room = this.store.room!;
    this.relays.publish(room, decided, this.sockets.count());
    this.sockets.watchedElsewhere(this.relays.sockets());
    this.sockets.broadcast(room, decided);
  }

  /** Closes an active lot (once) and tells the sockets. */
  closeNow() {
    if (closeLot(this.store, this.paymentDeadlineHours)) this.tell();
  }

  /**
   * The reply to an administrator's change (close, new end, new winner): sent once D1 shows it, so every list
   * and page read after the 2xx has it. Bids do not wait: a member's read of the lot asks `settle`.
   */
  async acknowledged(): Promise<RoomCommandResult> {
    void this.rearm();
    await this.outbox.drainNow();
    return { ok: true, lot: this.view() };
  }

  /** After any write: drain the outbox soon, and make sure the alarm stands behind it. */
  afterWrite() {
    void this.rearm();
    this.outbox.drainSoon();
  }

  /** Sets the alarm for the next duty (see nextAlarmAt). */
  async rearm() {
    const room = this.store.room;
    if (!room) return;
    const now = Date.now();
    await this.clock.set(nextAlarmAt(room, this.store.nextOutboxAt(), now), now);
  }

  /** The alarm's duties: close at ends_at, the 'auction_ending' notice, outbox retries. Idempotent. */
  async ring(): Promise<void> {
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

  /** `decided`: the bids of the decision behind this view, if one is. */
  view(decided: readonly LiveBid[] = []): LiveLotMember {
    return memberView(this.store.room!, this.sockets.viewers(), decided);
  }
}
