/**
 * The lots whose room holds one of the user's member sockets, as the Worker reported each upgrade: where an
 * ended session must be carried. Every one is kept until its room reports none of the user's sockets left
 * (the inbox asks them all on each ending and on its alarm), so a session's end reaches every lot socket it
 * opened, however many lots it watched.
 */
export class WatchedLots {
  constructor(private readonly sql: SqlStorage) {}

  add(lotId: number, now: number): void {
    this.sql.exec('INSERT OR REPLACE INTO watched_lots (lot_id, opened_at) VALUES (?, ?)', lotId, now);
  }

  list(): number[] {
    return this.sql
      .exec<{ lot_id: number }>('SELECT lot_id FROM watched_lots')
      .toArray()
      .map((r) => r.lot_id);
  }

  /** Forgets a lot, unless it was watched again after `asOf` (a socket opened while its room was asked). */
  forget(lotId: number, asOf: number): void {
    this.sql.exec('DELETE FROM watched_lots WHERE lot_id = ? AND opened_at <= ?', lotId, asOf);
  }
}
