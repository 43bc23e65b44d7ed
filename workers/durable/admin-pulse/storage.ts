/**
 * AdminPulse's own SQLite storage, typed: the only place with its SQL. Holds the house counters as last
 * rebuilt from D1, the lot rooms' bid events since the rebuild's cutoff, who is online (open sockets per
 * user, as their inboxes report), and the recent activity list.
 */
import {
  bidEventsFrom,
  COUNTER_NAMES,
  RECENT_ACTIVITY,
  ZERO_COUNTERS,
  type PulseCalendar,
  type PulseCounters,
} from '~/domain/admin-metrics';
import { centsToReais } from '~/domain/money';
import type { ActivityItem } from '~/schemas/admin-pulse';
import type { ActivityRecord, HouseCounters } from '~/server/admin/pulse.server';
import { migrate, type SqliteMigration } from '../sqlite-migrations';

const ADMIN_PULSE_MIGRATIONS: readonly SqliteMigration[] = [
  {
    version: 1,
    name: 'meta, counters, bid events, presence, activity',
    statements: [
      'CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
      'CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL)',
      // A lot room's bid, once (its outbox delivers at least once).
      'CREATE TABLE bid_events (lot_id INTEGER NOT NULL, seq INTEGER NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (lot_id, seq))',
      'CREATE INDEX bid_events_at ON bid_events (created_at)',
      'CREATE TABLE presence (user_id INTEGER PRIMARY KEY, sockets INTEGER NOT NULL)',
      `CREATE TABLE activity (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         kind TEXT NOT NULL,
         at TEXT NOT NULL,
         user_name TEXT,
         lot_id INTEGER,
         lot_title TEXT,
         amount_cents INTEGER,
         dedupe_key TEXT UNIQUE
       )`,
    ],
  },
];

interface ActivityRow extends ActivityRecord {
  id: number;
  [key: string]: SqlStorageValue;
}

export interface BuildInfo {
  day: string;
  dayStart: string;
  dayEnd: string;
  bidCutoff: string;
}

/** meta key: how many bid events fall in the counted window (see `eventsCounted`) */
const EVENTS_COUNTED = 'events_counted';

const inCountedWindow = (build: BuildInfo, createdAt: string) =>
  createdAt >= bidEventsFrom(build.bidCutoff, build.dayStart) && createdAt < build.dayEnd;

export class AdminPulseStorage {
  private readonly sql: SqlStorage;

  constructor(private readonly storage: DurableObjectStorage) {
    this.sql = storage.sql;
  }

  open(): void {
    migrate(this.storage, ADMIN_PULSE_MIGRATIONS);
  }

  private meta(key: string): string | null {
    return this.sql.exec<{ value: string }>('SELECT value FROM meta WHERE key = ?', key).toArray()[0]?.value ?? null;
  }

  private setMeta(key: string, value: string): void {
    this.sql.exec('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', key, value);
  }

  /** The calendar and cutoff of the last rebuild; null before the first. */
  get built(): BuildInfo | null {
    const raw = this.meta('build');
    return raw ? (JSON.parse(raw) as BuildInfo) : null;
  }

  get lastUpdate(): string {
    return this.meta('last_update') ?? new Date(0).toISOString();
  }

  touch(at: string): void {
    this.setMeta('last_update', at);
  }

  /** A rebuild from D1: the counters, the new cutoff, and the bid events it made redundant dropped. */
  saveRebuild(counters: HouseCounters, cal: PulseCalendar, bidCutoff: string, at: string): void {
    this.storage.transactionSync(() => {
      for (const [name, value] of Object.entries(counters)) {
        this.sql.exec('INSERT OR REPLACE INTO counters (name, value) VALUES (?, ?)', name, value);
      }
      this.sql.exec('DELETE FROM bid_events WHERE created_at < ?', bidCutoff);
      const build: BuildInfo = { day: cal.day, dayStart: cal.dayStart, dayEnd: cal.dayEnd, bidCutoff };
      this.setMeta('build', JSON.stringify(build));
      this.setMeta(EVENTS_COUNTED, String(this.countEvents(build)));
      this.setMeta('last_update', at);
    });
  }

  /** Records a lot room's bid; false when it was already counted (a redelivery) or is older than the cutoff. */
  recordBid(lotId: number, seq: number, createdAt: string): boolean {
    const build = this.built;
    if (build && createdAt < build.bidCutoff) return false;
    const before = this.sql.exec('SELECT 1 FROM bid_events WHERE lot_id = ? AND seq = ?', lotId, seq).toArray().length;
    if (before) return false;
    const counted = build && inCountedWindow(build, createdAt) ? this.eventsCounted(build) : null;
    this.sql.exec('INSERT INTO bid_events (lot_id, seq, created_at) VALUES (?, ?, ?)', lotId, seq, createdAt);
    if (counted !== null) this.setMeta(EVENTS_COUNTED, String(counted + 1));
    return true;
  }

  /**
   * Today's bid events since the cutoff, kept as they arrive: counting them on every bid cost a scan of the
   * day's events per bid, which grew with the day. Counted once when missing (storage from before).
   */
  private eventsCounted(build: BuildInfo): number {
    const stored = this.meta(EVENTS_COUNTED);
    if (stored !== null) return Number(stored);
    const counted = this.countEvents(build);
    this.setMeta(EVENTS_COUNTED, String(counted));
    return counted;
  }

  private countEvents(build: BuildInfo): number {
    return this.sql
      .exec<{ n: number }>(
        'SELECT COUNT(*) AS n FROM bid_events WHERE created_at >= ? AND created_at < ?',
        bidEventsFrom(build.bidCutoff, build.dayStart),
        build.dayEnd,
      )
      .one().n;
  }

  /** A user's open sockets, as their inbox counts them (0: gone). */
  setPresence(userId: number, sockets: number): void {
    if (sockets > 0) this.sql.exec('INSERT OR REPLACE INTO presence (user_id, sockets) VALUES (?, ?)', userId, sockets);
    else this.sql.exec('DELETE FROM presence WHERE user_id = ?', userId);
  }

  /** The counters now: the rebuilt ones, the online users, and today's bids (D1 base + events since the cutoff). */
  counters(): PulseCounters {
    const out: PulseCounters = { ...ZERO_COUNTERS };
    const stored = new Map(
      this.sql
        .exec<{ name: string; value: number }>('SELECT name, value FROM counters')
        .toArray()
        .map((r) => [r.name, r.value]),
    );
    for (const name of COUNTER_NAMES) out[name] = stored.get(name) ?? 0;
    out.online_users = this.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM presence WHERE sockets > 0').one().n;
    const build = this.built;
    if (build) out.daily_bids = (stored.get('bid_base') ?? 0) + this.eventsCounted(build);
    return out;
  }

  /** Adds a line to the activity list (once per `dedupeKey`) and keeps the newest ones; null when it was a repeat. */
  addActivity(record: ActivityRecord, dedupeKey: string | null): ActivityItem | null {
    const inserted = this.sql
      .exec<{ id: number }>(
        `INSERT INTO activity (kind, at, user_name, lot_id, lot_title, amount_cents, dedupe_key) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        record.kind,
        record.at,
        record.user_name,
        record.lot_id,
        record.lot_title,
        record.amount_cents,
        dedupeKey,
      )
      .toArray()[0];
    if (!inserted) return null;
    this.sql.exec('DELETE FROM activity WHERE id NOT IN (SELECT id FROM activity ORDER BY at DESC, id DESC LIMIT ?)', RECENT_ACTIVITY * 5);
    return toItem({ ...record, id: inserted.id });
  }

  hasActivity(): boolean {
    return this.sql.exec('SELECT 1 FROM activity LIMIT 1').toArray().length > 0;
  }

  recentActivity(): ActivityItem[] {
    return this.sql
      .exec<ActivityRow>(
        'SELECT id, kind, at, user_name, lot_id, lot_title, amount_cents FROM activity ORDER BY at DESC, id DESC LIMIT ?',
        RECENT_ACTIVITY,
      )
      .toArray()
      .map(toItem);
  }
}

function toItem(row: ActivityRecord & { id: number }): ActivityItem {
  return {
    id: row.id,
    kind: row.kind,
    at: row.at,
    user_name: row.user_name,
    lot_id: row.lot_id,
    lot_title: row.lot_title,
    amount: row.amount_cents === null ? null : centsToReais(row.amount_cents),
  };
}
