/**
 * A LotRoom's own SQLite storage, typed: the only place with the room's SQL. Keeps the room row in memory
 * (re-read after every write) so the single-threaded object reads its state without a query.
 */
import type { BidRejection } from '~/domain/bid-rules';
import { DEFAULT_MAX_TOTAL_EXTENSION_MINUTES, type LotOutcome } from '~/domain/soft-close';
import type { RoomRow } from '~/server/platform/objects/lot-room-api.server';
import { migrate } from '../sqlite-migrations';
import { EquipmentHoldStore } from './equipment-hold';
import type { HydratedMaximum } from './mirror';
import { decodeOutboxRow, encodeOutboxItem, type OutboxItem } from './outbox';
import { LOT_ROOM_MIGRATIONS, type BidRow, type DecisionRow, type OutboxRow } from './schema';
import { StandingsStore } from './standings';

const BID_COLUMNS = 'seq, user_id, amount_cents, idempotency_key, created_at, is_auto';

export type Decision = { seq: number } | { reason: BidRejection | 'lowered'; minimumCents: number };

/** A due outbox item, or a row that does not parse (logged and dropped by the drain). */
export type OutboxEntry = { id: number; attempts: number } & (
  { item: OutboxItem; malformed?: undefined } | { item?: undefined; malformed: { kind: string; payload: string; error: string } }
);

export class LotRoomStorage {
  private readonly sql: SqlStorage;
  /** Each bidder's standing (lance automático): written in the same transactions as the bids. */
  readonly standings: StandingsStore;
  /** An edit of the lot's report or certificate under way (equipment-hold.ts). */
  readonly equipmentHold: EquipmentHoldStore;
  private current: RoomRow | null = null;
  /** The members with a bid on the lot: read once, then kept up to date by `appendBid`. */
  private bidders: Set<number> | null = null;

  constructor(
    private readonly storage: DurableObjectStorage,
    /** the house's cap on a lot's total extension (prorrogação), in minutes */
    readonly maxTotalExtensionMinutes = DEFAULT_MAX_TOTAL_EXTENSION_MINUTES,
  ) {
    this.sql = storage.sql;
    this.standings = new StandingsStore(this.sql);
    this.equipmentHold = new EquipmentHoldStore(this.sql);
  }

  /** When the object starts: brings the schema up to date and reads the room. */
  open(): void {
    migrate(this.storage, LOT_ROOM_MIGRATIONS);
    this.current = this.readRoom();
  }

  /** The room as last written; null before the lot is hydrated and after it is forgotten. */
  get room(): RoomRow | null {
    return this.current;
  }

  /** Runs `write` in one storage transaction (all or nothing), then re-reads the room. */
  write<T>(write: () => T): T {
    try {
      return this.storage.transactionSync(write);
    } catch (error) {
      this.bidders = null; // a bid appended in the failed transaction is not in the log
      throw error;
    } finally {
      this.current = this.readRoom();
    }
  }

  private readRoom(): RoomRow | null {
    return this.sql.exec<RoomRow>('SELECT * FROM room WHERE id = 1').toArray()[0] ?? null;
  }

  // ───────────────────────────── the lot's life ─────────────────────────────

  isTombstoned(lotId: number): boolean {
    return this.sql.exec('SELECT 1 FROM tombstone WHERE lot_id = ?', lotId).toArray().length > 0;
  }

  /** The first time the room hears of its lot: the room row, the bid log and the secret maxima, as D1 has them. */
  hydrate(room: RoomRow, history: readonly BidRow[], maxima: readonly HydratedMaximum[]): void {
    this.bidders = null;
    this.write(() => {
      for (const b of history) {
        this.sql.exec(
          `INSERT OR IGNORE INTO bids (${BID_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)`,
          b.seq,
          b.user_id,
          b.amount_cents,
          b.idempotency_key,
          b.created_at,
          b.is_auto,
        );
      }
      this.standings.rebuild(maxima);
      this.sql.exec(
        `INSERT INTO room (id, lot_id, status, start_price_cents, current_price_cents, top_bid_user_id, bid_count, bid_seq, version,
                           starts_at, ends_at, closed_at, winner_user_id, final_price_cents, ending_notice_for,
                           reserve_cents, extension_minutes, extended, original_ends_at, outcome)
         VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        room.lot_id,
        room.status,
        room.start_price_cents,
        room.current_price_cents,
        room.top_bid_user_id,
        room.bid_count,
        room.bid_seq,
        room.version,
        room.starts_at,
        room.ends_at,
        room.closed_at,
        room.winner_user_id,
        room.final_price_cents,
        room.ending_notice_for,
        room.reserve_cents,
        room.extension_minutes,
        room.extended,
        room.original_ends_at,
        room.outcome,
      );
    });
  }

  /**
   * A decision's outcome (its bids are appended with appendBid, in the same transaction): the price, the
   * leader, how many bids it added and the last one's seq; and the end it moved to, if it extended the lot
   * (the first extension keeps the end it moved as the original one). An 'auction_ending' notice already out
   * stands for the new end too: a member hears 'Leilão terminando' once per lot, and extensions are told by the
   * one 'Leilão prorrogado' (decision record 0039).
   */
  applyDecision(change: { priceCents: number; leaderId: number; bidsAdded: number; bidSeq: number; extendedTo: string | null }): void {
    this.sql.exec(
      `UPDATE room SET current_price_cents = ?, top_bid_user_id = ?, bid_count = bid_count + ?, bid_seq = ?, version = version + 1,
              original_ends_at = CASE WHEN ? IS NOT NULL AND extended = 0 THEN ends_at ELSE original_ends_at END,
              ending_notice_for = CASE WHEN ? IS NOT NULL AND ending_notice_for IS NOT NULL THEN ? ELSE ending_notice_for END,
              ends_at = COALESCE(?, ends_at), extended = CASE WHEN ? IS NULL THEN extended ELSE 1 END WHERE id = 1`,
      change.priceCents,
      change.leaderId,
      change.bidsAdded,
      change.bidSeq,
      change.extendedTo,
      change.extendedTo,
      change.extendedTo,
      change.extendedTo,
      change.extendedTo,
    );
  }

  /** Closes the room; a room no longer active is left as it is (a retried close changes nothing). */
  close(closedAt: string, winnerUserId: number | null, finalPriceCents: number | null, outcome: LotOutcome): void {
    this.sql.exec(
      `UPDATE room SET status = 'closed', closed_at = ?, winner_user_id = ?, final_price_cents = ?, outcome = ?, version = version + 1
       WHERE id = 1 AND status = 'active'`,
      closedAt,
      winnerUserId,
      finalPriceCents,
      outcome,
    );
  }

  /** An administrator's reserve and extension window. */
  setTerms(reserveCents: number | null, extensionMinutes: number): void {
    this.sql.exec(
      'UPDATE room SET reserve_cents = ?, extension_minutes = ?, version = version + 1 WHERE id = 1',
      reserveCents,
      extensionMinutes,
    );
  }

  /** A closed lot goes to another bidder (a second chance accepted); the bid log stays as it is. */
  reassignWinner(winnerUserId: number, finalPriceCents: number): void {
    this.sql.exec(
      `UPDATE room SET winner_user_id = ?, final_price_cents = ?, version = version + 1 WHERE id = 1 AND status = 'closed'`,
      winnerUserId,
      finalPriceCents,
    );
  }

  reschedule(endsAt: string, startsAt: string | null, endingNoticeFor: string | null): void {
    this.sql.exec(
      'UPDATE room SET ends_at = ?, starts_at = ?, version = version + 1, ending_notice_for = ? WHERE id = 1',
      endsAt,
      startsAt,
      endingNoticeFor,
    );
  }

  /** 'auction_ending' is out for the current end. */
  markEndingNoticeSent(): void {
    this.sql.exec('UPDATE room SET ending_notice_for = ends_at WHERE id = 1');
  }

  /** A deleted lot: room and outbox gone, and a tombstone so it is never hydrated again. */
  tombstone(lotId: number): void {
    this.storage.transactionSync(() => {
      this.sql.exec('DELETE FROM room');
      this.sql.exec('DELETE FROM outbox');
      this.sql.exec('INSERT OR IGNORE INTO tombstone (lot_id) VALUES (?)', lotId);
    });
    this.current = null;
  }

  // ───────────────────────────── bids and decisions ─────────────────────────────

  findDecision(userId: number, idempotencyKey: string): DecisionRow | undefined {
    return this.sql
      .exec<DecisionRow>(
        'SELECT seq, reason, minimum_cents FROM decisions WHERE user_id = ? AND idempotency_key = ?',
        userId,
        idempotencyKey,
      )
      .toArray()[0];
  }

  recordDecision(userId: number, idempotencyKey: string, decision: Decision, decidedAt: number): void {
    const refused = 'reason' in decision;
    this.sql.exec(
      'INSERT INTO decisions (user_id, idempotency_key, seq, reason, minimum_cents, decided_at) VALUES (?, ?, ?, ?, ?, ?)',
      userId,
      idempotencyKey,
      refused ? null : decision.seq,
      refused ? decision.reason : null,
      refused ? decision.minimumCents : 0,
      decidedAt,
    );
  }

  /** Decisions are kept for replays this long, then forgotten. */
  purgeDecisions(decidedBefore: number): void {
    this.sql.exec('DELETE FROM decisions WHERE decided_at < ?', decidedBefore);
  }

  appendBid(bid: BidRow): void {
    this.bidders?.add(bid.user_id);
    this.sql.exec(
      `INSERT INTO bids (${BID_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)`,
      bid.seq,
      bid.user_id,
      bid.amount_cents,
      bid.idempotency_key,
      bid.created_at,
      bid.is_auto,
    );
  }

  bidAt(seq: number): BidRow {
    return this.sql.exec<BidRow>(`SELECT ${BID_COLUMNS} FROM bids WHERE seq = ?`, seq).one();
  }

  /** The bids with these seqs, in order, read in one query (the range they span). */
  bidsWithSeqs(seqs: readonly number[]): BidRow[] {
    if (seqs.length === 0) return [];
    const wanted = new Set(seqs);
    return this.sql
      .exec<BidRow>(`SELECT ${BID_COLUMNS} FROM bids WHERE seq BETWEEN ? AND ? ORDER BY seq`, Math.min(...seqs), Math.max(...seqs))
      .toArray()
      .filter((row) => wanted.has(row.seq));
  }

  /** Whether the member has a bid on the lot. */
  hasBidBy(userId: number): boolean {
    this.bidders ??= new Set(this.bidderIds());
    return this.bidders.has(userId);
  }

  /** Everyone who bid on the lot, but `except`. */
  bidderIds(except?: number): number[] {
    const rows =
      except === undefined
        ? this.sql.exec<{ user_id: number }>('SELECT DISTINCT user_id FROM bids')
        : this.sql.exec<{ user_id: number }>('SELECT DISTINCT user_id FROM bids WHERE user_id != ?', except);
    return rows.toArray().map((r) => r.user_id);
  }

  // ───────────────────────────── outbox ─────────────────────────────

  /** Queued for the next drain (call inside the write that causes it). */
  enqueue(item: OutboxItem): void {
    const { kind, payload } = encodeOutboxItem(item);
    this.sql.exec('INSERT INTO outbox (kind, payload, attempts, next_at) VALUES (?, ?, 0, 0)', kind, payload);
  }

  /** The items due at `now`, oldest first. */
  dueOutbox(now: number, limit: number): OutboxEntry[] {
    return this.sql
      .exec<OutboxRow>('SELECT * FROM outbox WHERE next_at <= ? ORDER BY id LIMIT ?', now, limit)
      .toArray()
      .map((row): OutboxEntry => {
        const decoded = decodeOutboxRow(row);
        const entry = { id: row.id, attempts: row.attempts };
        return decoded.ok
          ? { ...entry, item: decoded.item }
          : { ...entry, malformed: { kind: row.kind, payload: row.payload, error: decoded.error } };
      });
  }

  /** After a drain, in one transaction: the confirmed items go, the failed ones wait until their retry time. */
  settleOutbox(done: readonly number[], retries: readonly { id: number; nextAt: number }[]): void {
    this.storage.transactionSync(() => {
      for (const id of done) this.sql.exec('DELETE FROM outbox WHERE id = ?', id);
      for (const { id, nextAt } of retries)
        this.sql.exec('UPDATE outbox SET attempts = attempts + 1, next_at = ? WHERE id = ?', nextAt, id);
    });
  }

  /** When the earliest queued item is due (0: at once), or null when the outbox is empty. */
  nextOutboxAt(): number | null {
    return this.sql.exec<{ next: number | null }>('SELECT MIN(next_at) AS next FROM outbox').one().next;
  }
}
