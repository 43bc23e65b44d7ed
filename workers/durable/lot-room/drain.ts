/**
 * Drains a LotRoom's outbox: the D1 mirror (bids, lot row, payment) in one batch, then the notices, each
 * to its inbox, and the pulse events to AdminPulse (only once the mirror is in D1: AdminPulse may read D1 on
 * them). Confirmed items leave the outbox; failed ones back off and the alarm retries them.
 */
import { logError } from '~/server/platform/error-log.server';
import type { LotMirror } from './mirror';
import type { LotNotices } from './notices';
import { isMirrorItem, retryDelayMs, type MirrorItem, type NoticeItem, type NotifyPayload, type OutboxItemOf } from './outbox';
import type { LotRoomStorage } from './storage';

/** How long a new outbox entry waits for company before the drain: D1 trails the room by about this much. */
const MIRROR_COALESCE_MS = 20;
const DRAIN_BATCH = 200;

interface Pending<T> {
  id: number;
  attempts: number;
  item: T;
}

export class OutboxDrain {
  /** Drains run one after another; a drain already queued picks up whatever arrived before it starts. */
  private chain: Promise<void> = Promise.resolve();
  private queued = false;
  /** Ends the coalescing wait of the queued drain at once (a reader is waiting for the mirror). */
  private hurry: (() => void) | null = null;
  /** Callers of `mirrorNow`, told by the next drain once its D1 mirror batch is written (or has failed). */
  private mirrorWaiters: (() => void)[] = [];

  constructor(
    private readonly store: LotRoomStorage,
    private readonly mirror: LotMirror,
    private readonly notices: LotNotices,
    /** after a failure: the alarm must stand behind the retries */
    private readonly rearm: () => Promise<void>,
  ) {}

  /** After a write: waits 20 ms before draining, so the bids of a burst share one D1 batch. */
  drainSoon(): void {
    void this.schedule(MIRROR_COALESCE_MS);
  }

  /** At once (the alarm, a reader, an administrator's change): also cuts a queued drain's wait; resolves when it has run. */
  drainNow(): Promise<void> {
    this.hurry?.();
    return this.schedule(0);
  }

  /**
   * At once, like `drainNow`, but resolves as soon as the D1 mirror of everything queued so far is written
   * (or has failed: the alarm retries it): the notices and the pulse of the same drain follow without it.
   */
  mirrorNow(): Promise<void> {
    const mirrored = new Promise<void>((resolve) => this.mirrorWaiters.push(resolve));
    void this.drainNow();
    return mirrored;
  }

  /** Resolves once the D1 mirror of everything queued so far is written (or has failed), without hurrying the drain. */
  mirrored(): Promise<void> {
    const mirrored = new Promise<void>((resolve) => this.mirrorWaiters.push(resolve));
    void this.schedule(MIRROR_COALESCE_MS);
    return mirrored;
  }

  private schedule(delayMs: number): Promise<void> {
    if (this.queued) return this.chain;
    this.queued = true;
    this.chain = this.chain
      .then(() => (delayMs > 0 ? this.coalesce(delayMs) : undefined))
      .then(() => {
        this.queued = false;
        return this.drain();
      })
      .catch((error) => logError('lot room drain', error));
    return this.chain;
  }

  private coalesce(delayMs: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.hurry?.(), delayMs);
      this.hurry = () => {
        clearTimeout(timer);
        this.hurry = null;
        resolve();
      };
    });
  }

  private async drain(): Promise<void> {
    const waiters = this.mirrorWaiters.splice(0);
    const mirrored = () => waiters.splice(0).forEach((tell) => tell());
    try {
      await this.drainBatches(mirrored);
    } finally {
      mirrored();
    }
  }

  /** Batch after batch until nothing is due; `mirrored` once the last batch's mirror is written. */
  private async drainBatches(mirrored: () => void): Promise<void> {
    const room = this.store.room;
    if (!room) return;
    for (;;) {
      const now = Date.now();
      const due = this.store.dueOutbox(now, DRAIN_BATCH);
      if (due.length === 0) return;
      const done: number[] = [];
      const failed: Pending<unknown>[] = [];
      const mirror: Pending<MirrorItem>[] = [];
      const notices: Pending<NoticeItem>[] = [];
      for (const { id, attempts, item, malformed } of due) {
        if (item === undefined) {
          // Retrying cannot make it parse: logged and dropped.
          console.error('lot room outbox: dropping an entry that does not parse', room.lot_id, id, malformed);
          done.push(id);
        } else if (isMirrorItem(item)) mirror.push({ id, attempts, item });
        else notices.push({ id, attempts, item });
      }
      let mirrorOk = true;
      if (mirror.length) {
        try {
          await this.writeMirror(mirror.map((m) => m.item));
          done.push(...mirror.map((m) => m.id));
        } catch (error) {
          logError('lot room mirror', error, { lotId: room.lot_id });
          failed.push(...mirror);
          mirrorOk = false;
        }
      }
      if (due.length < DRAIN_BATCH) mirrored();
      // A pulse waits for the mirror that came before it.
      const deliverable = mirrorOk ? notices : notices.filter((n) => n.item.kind !== 'pulse');
      if (!mirrorOk) failed.push(...notices.filter((n) => n.item.kind === 'pulse'));
      const delivered = await this.deliverAll(deliverable, room.lot_id);
      done.push(...delivered.done);
      failed.push(...delivered.failed);
      this.store.settleOutbox(
        done,
        failed.map((f) => ({ id: f.id, nextAt: now + retryDelayMs(f.attempts) })),
      );
      if (failed.length) {
        await this.rearm();
        return;
      }
    }
  }

  /** Every queued bid, the maxima, the lot row at the room's current version, the payment at close. */
  private async writeMirror(items: MirrorItem[]): Promise<void> {
    const room = this.store.room;
    if (!room) throw new Error('the room was forgotten');
    const seqs = items.flatMap((i) => (i.kind === 'bid' ? [i.seq] : []));
    const due = items.filter((i): i is OutboxItemOf<'payment'> => i.kind === 'payment');
    const maxima = items.some((i) => i.kind === 'maximum') ? this.store.standings.maxima() : [];
    await this.mirror.write(room, this.store.bidsWithSeqs(seqs), maxima, due);
  }

  /**
   * The notices in groups, all at once: the pulse events in one call, each user's notices in one call to
   * their inbox (a burst of outbids is two D1 round trips per user, not two per notice), each ending alone.
   * A group succeeds or fails whole; its items are idempotent, so a retry repeats nothing visible.
   */
  private async deliverAll(entries: Pending<NoticeItem>[], lotId: number): Promise<{ done: number[]; failed: Pending<unknown>[] }> {
    const groups: { entries: Pending<NoticeItem>[]; send: () => Promise<void> }[] = [];
    const pulses = { entries: [] as Pending<NoticeItem>[], events: [] as OutboxItemOf<'pulse'>['pulse'][] };
    const byUser = new Map<number, { entries: Pending<NoticeItem>[]; notices: NotifyPayload[] }>();
    for (const entry of entries) {
      const { item } = entry;
      if (item.kind === 'pulse') {
        pulses.entries.push(entry);
        pulses.events.push(item.pulse);
      } else if (item.kind === 'ending' || item.kind === 'extended') {
        const type = item.kind === 'ending' ? 'auction_ending' : 'auction_extended';
        groups.push({ entries: [entry], send: () => this.notices.announce(type, lotId, item.endsAt, this.store.bidderIds()) });
      } else {
        const { kind: _, ...notice } = item;
        const user = byUser.get(notice.userId) ?? { entries: [], notices: [] };
        user.entries.push(entry);
        user.notices.push(notice);
        byUser.set(notice.userId, user);
      }
    }
    if (pulses.events.length) groups.push({ entries: pulses.entries, send: () => this.notices.pulse(pulses.events) });
    for (const [userId, user] of byUser) groups.push({ entries: user.entries, send: () => this.notices.send(userId, user.notices) });
    const done: number[] = [];
    const failed: Pending<unknown>[] = [];
    await Promise.all(
      groups.map(async (group) => {
        try {
          await group.send();
          done.push(...group.entries.map((e) => e.id));
        } catch (error) {
          logError('lot room notice', error, { lotId });
          failed.push(...group.entries);
        }
      }),
    );
    return { done, failed };
  }
}
