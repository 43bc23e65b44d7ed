/**
 * A LotRoom has one alarm for several duties: the close at ends_at, the 'auction_ending' notice before it,
 * and outbox retries. When it should ring is pure; the clock remembers what it set to avoid storage calls.
 */
import { ENDING_NOTICE_MS } from '~/domain/bid-rules';
import type { RoomRow } from '~/server/platform/objects/lot-room-api.server';

/** Longest a queued outbox item waits for the alarm if the immediate drain is lost (eviction). */
export const OUTBOX_BACKSTOP_MS = 5_000;

type AlarmRoom = Pick<RoomRow, 'status' | 'ends_at' | 'ending_notice_for'>;

/** An active lot whose end has come: the alarm (or whoever notices first) closes it. */
export function isDueToClose(room: AlarmRoom, now: number): boolean {
  return room.status === 'active' && !!room.ends_at && Date.parse(room.ends_at) <= now;
}

/** An active lot within ENDING_NOTICE_MS of its end, whose notice has not gone out for this end yet. */
export function isDueForEndingNotice(room: AlarmRoom, now: number): boolean {
  return (
    room.status === 'active' &&
    !!room.ends_at &&
    room.ending_notice_for !== room.ends_at &&
    Date.parse(room.ends_at) - ENDING_NOTICE_MS <= now
  );
}

/**
 * The next alarm: the close at ends_at, the ending notice before it, or the earliest outbox retry (an item
 * queued for at once gets the backstop), never in the past; null when there is nothing to wait for.
 * `outboxAt` is the earliest next_at in the outbox (0: due at once), null when it is empty.
 */
export function nextAlarmAt(room: AlarmRoom, outboxAt: number | null, now: number): number | null {
  const times: number[] = [];
  if (room.status === 'active' && room.ends_at) {
    const endsAt = Date.parse(room.ends_at);
    times.push(endsAt);
    if (room.ending_notice_for !== room.ends_at) times.push(endsAt - ENDING_NOTICE_MS);
  }
  if (outboxAt !== null) times.push(Math.max(outboxAt, now + (outboxAt === 0 ? OUTBOX_BACKSTOP_MS : 0)));
  return times.length ? Math.max(now, Math.min(...times)) : null;
}

/**
 * What to do with the alarm: `current` is the alarm as last set (null: none, undefined: unknown). An earlier
 * alarm that still stands is kept: it re-arms for the rest when it runs.
 */
export function alarmChange(next: number | null, current: number | null | undefined, now: number): 'keep' | 'set' | 'delete' {
  if (next === current) return 'keep';
  if (next === null) return 'delete';
  if (current === null || current === undefined || next < current || current < now) return 'set';
  return 'keep';
}

export class AlarmClock {
  private at: number | null | undefined;

  constructor(private readonly storage: DurableObjectStorage) {}

  /** When the object starts. */
  async load(): Promise<void> {
    this.at = await this.storage.getAlarm();
  }

  /** The alarm is running: none stands any more. */
  rang(): void {
    this.at = null;
  }

  async set(next: number | null, now: number): Promise<void> {
    const change = alarmChange(next, this.at, now);
    if (change === 'keep') return;
    if (change === 'delete') await this.storage.deleteAlarm();
    else await this.storage.setAlarm(next!);
    this.at = next;
  }

  async clear(): Promise<void> {
    await this.storage.deleteAlarm();
    this.at = null;
  }
}
