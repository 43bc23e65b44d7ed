/** LotRoom's own SQLite tables (its storage), brought up to date by the migrations when the object starts. */
import type { BidRejection } from '~/domain/bid-rules';
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
  {
    version: 2,
    name: 'lance automático, prorrogação, reserva: standings, is_auto, the lot terms and outcome',
    statements: [
      'ALTER TABLE room ADD COLUMN reserve_cents INTEGER',
      'ALTER TABLE room ADD COLUMN extension_minutes INTEGER NOT NULL DEFAULT 3',
      'ALTER TABLE room ADD COLUMN extended INTEGER NOT NULL DEFAULT 0',
      'ALTER TABLE room ADD COLUMN outcome TEXT',
      `UPDATE room SET outcome = CASE WHEN bid_count > 0 THEN 'sold' ELSE 'no_bids' END WHERE status = 'closed'`,
      'ALTER TABLE bids ADD COLUMN is_auto INTEGER NOT NULL DEFAULT 0',
      // Each bidder's standing: the secret maximum, the highest manual bid, and when the higher of the two
      // (the effective maximum) reached its value, in strictly increasing ms (ties go to the earlier).
      `CREATE TABLE standings (
         user_id INTEGER PRIMARY KEY,
         max_cents INTEGER,
         manual_cents INTEGER,
         reached_at INTEGER NOT NULL,
         max_created_at TEXT,
         max_updated_at TEXT
       )`,
      `INSERT INTO standings (user_id, manual_cents, reached_at)
         SELECT user_id, MAX(amount_cents), CAST(ROUND((julianday(MAX(created_at)) - 2440587.5) * 86400000) AS INTEGER)
         FROM bids GROUP BY user_id`,
    ],
  },
  {
    version: 3,
    name: 'prorrogação: the end before the first extension',
    statements: ['ALTER TABLE room ADD COLUMN original_ends_at TEXT'],
  },
  {
    version: 4,
    name: 'the equipment hold: an edit of the report or certificate under way (equipment-hold.ts)',
    statements: [
      `CREATE TABLE equipment_hold (
         id INTEGER PRIMARY KEY CHECK (id = 1),
         token TEXT NOT NULL,
         until INTEGER NOT NULL
       )`,
    ],
  },
];

/** A bidder's standing (see app/domain/auto-bid.ts): the secret maximum, the highest manual bid, and when. */
export interface StandingRow {
  user_id: number;
  max_cents: number | null;
  manual_cents: number | null;
  reached_at: number;
  max_created_at: string | null;
  max_updated_at: string | null;
  [key: string]: SqlStorageValue;
}

export interface BidRow {
  seq: number;
  user_id: number;
  amount_cents: number;
  idempotency_key: string | null;
  created_at: string;
  /** 1: placed by the bidder's secret maximum */
  is_auto: number;
  [key: string]: SqlStorageValue;
}

/** A keyed decision: an accepted bid (seq) or a refusal (reason and the minimum at the time). */
export interface DecisionRow {
  seq: number | null;
  reason: BidRejection | 'lowered' | null;
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
