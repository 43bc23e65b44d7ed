/** LotRoom's own SQLite tables (its storage), brought up to date by the migrations when the object starts. */
import type { BidRejection } from '~/domain/bid-rules';
import type { LotStatus } from '~/domain/lot-status';
import type { SqliteMigration } from '../sqlite-migrations';

export const LOT_ROOM_MIGRATIONS: readonly SqliteMigration[] = [
  {
    version: 1,
    // Objects created before the versioned schema have these tables but no record: hence IF NOT EXISTS.
    name: 'room, bid log, decisions, tombstone, outbox',
    statements: [
      `CREATE TABLE IF NOT EXISTS room (
         id INTEGER PRIMARY KEY CHECK (id = 1),
         lot_id INTEGER NOT NULL,
         status TEXT NOT NULL,
         start_price_cents INTEGER NOT NULL,
         current_price_cents INTEGER NOT NULL,
         top_bid_user_id INTEGER,
         bid_count INTEGER NOT NULL,
         bid_seq INTEGER NOT NULL,
         version INTEGER NOT NULL,
         starts_at TEXT,
         ends_at TEXT,
         closed_at TEXT,
         winner_user_id INTEGER,
         final_price_cents INTEGER,
         ending_notice_for TEXT
       )`,
      // The append-only bid log: never updated or deleted.
      `CREATE TABLE IF NOT EXISTS bids (
         seq INTEGER PRIMARY KEY,
         user_id INTEGER NOT NULL,
         amount_cents INTEGER NOT NULL,
         idempotency_key TEXT,
         created_at TEXT NOT NULL
       )`,
      `CREATE TRIGGER IF NOT EXISTS bids_no_update BEFORE UPDATE ON bids BEGIN SELECT RAISE(ABORT, 'bids are append-only'); END`,
      `CREATE TRIGGER IF NOT EXISTS bids_no_delete BEFORE DELETE ON bids BEGIN SELECT RAISE(ABORT, 'bids are append-only'); END`,
      // Every keyed decision (accepted: seq; refused: reason), so a retry gets the same answer.
      `CREATE TABLE IF NOT EXISTS decisions (
         user_id INTEGER NOT NULL,
         idempotency_key TEXT NOT NULL,
         seq INTEGER,
         reason TEXT,
         minimum_cents INTEGER NOT NULL,
         decided_at INTEGER NOT NULL,
         PRIMARY KEY (user_id, idempotency_key)
       )`,
      `CREATE INDEX IF NOT EXISTS decisions_at ON decisions (decided_at)`,
      // A deleted lot: never hydrated again.
      `CREATE TABLE IF NOT EXISTS tombstone (lot_id INTEGER PRIMARY KEY)`,
      // What D1 and the inboxes have not confirmed yet.
      `CREATE TABLE IF NOT EXISTS outbox (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         kind TEXT NOT NULL,
         payload TEXT NOT NULL,
         attempts INTEGER NOT NULL,
         next_at INTEGER NOT NULL
       )`,
    ],
  },
];

export interface RoomRow {
  id: 1;
  lot_id: number;
  status: LotStatus;
  start_price_cents: number;
  current_price_cents: number;
  top_bid_user_id: number | null;
  bid_count: number;
  bid_seq: number;
  /** the lot's event sequence number: +1 on every change, sent with each update, mirrored as lots.mirror_seq */
  version: number;
  starts_at: string | null;
  ends_at: string | null;
  closed_at: string | null;
  winner_user_id: number | null;
  final_price_cents: number | null;
  /** the ends_at for which 'auction_ending' was sent (a moved end sends it again) */
  ending_notice_for: string | null;
  [key: string]: SqlStorageValue;
}

export interface BidRow {
  seq: number;
  user_id: number;
  amount_cents: number;
  idempotency_key: string | null;
  created_at: string;
  [key: string]: SqlStorageValue;
}

/** A keyed decision: an accepted bid (seq) or a refusal (reason and the minimum at the time). */
export interface DecisionRow {
  seq: number | null;
  reason: BidRejection | null;
  minimum_cents: number;
  [key: string]: SqlStorageValue;
}

/** An outbox row as stored: `payload` is the JSON of the item without its kind (see outbox.ts). */
export interface OutboxRow {
  id: number;
  kind: string;
  payload: string;
  attempts: number;
  next_at: number;
  [key: string]: SqlStorageValue;
}
