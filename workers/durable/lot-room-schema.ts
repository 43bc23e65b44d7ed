/** LotRoom's own SQLite tables (its storage), created under blockConcurrencyWhile when the object starts. */
export const LOT_ROOM_SCHEMA = [
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
];

export interface RoomRow {
  id: 1;
  lot_id: number;
  status: 'active' | 'closed' | 'pending';
  start_price_cents: number;
  current_price_cents: number;
  top_bid_user_id: number | null;
  bid_count: number;
  bid_seq: number;
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

export interface OutboxRow {
  id: number;
  kind: 'bid' | 'lot' | 'payment' | 'notify' | 'ending';
  payload: string;
  attempts: number;
  next_at: number;
  [key: string]: SqlStorageValue;
}
