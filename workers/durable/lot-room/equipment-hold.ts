/**
 * The equipment lock, in the room (decision 0037): a lot's report and certificate may change only before its
 * first bid, and the room, which decides that bid, decides the edit too. An edit takes the hold with one
 * conditional write (the lot not closed, no bid, no other hold in force), in a storage transaction like every
 * bid's; a bid (or a maximum) finds the hold in force and is refused until the edit releases it. So either the
 * first bid came first and the edit is refused, or the edit holds the lot and the bid waits for it: never both.
 * A hold lapses by itself (`until`) should its Worker never come back to release it.
 */
import type { EquipmentHoldResult } from '~/server/platform/objects/lot-room-api.server';

export class EquipmentHoldStore {
  constructor(private readonly sql: SqlStorage) {}

  /**
   * Takes the hold until `until` (epoch ms) when the room has no bid, is not closed and no other hold is in
   * force at `now`: one statement, which writes nothing otherwise. True when it was taken.
   */
  take(token: string, now: number, until: number): boolean {
    const cursor = this.sql.exec(
      `INSERT INTO equipment_hold (id, token, until)
         SELECT 1, ?, ? FROM room
         WHERE id = 1 AND bid_count = 0 AND status <> 'closed'
           AND NOT EXISTS (SELECT 1 FROM equipment_hold WHERE until > ?)
       ON CONFLICT (id) DO UPDATE SET token = excluded.token, until = excluded.until`,
      token,
      until,
      now,
    );
    cursor.toArray();
    return cursor.rowsWritten > 0;
  }

  /** Whether an edit holds the lot at `now`: a bid is refused meanwhile. */
  inForce(now: number): boolean {
    return this.sql.exec('SELECT 1 FROM equipment_hold WHERE until > ?', now).toArray().length > 0;
  }

  /** The edit is over (written or given up): the hold it took, and only that one, goes. */
  release(token: string): void {
    this.sql.exec('DELETE FROM equipment_hold WHERE token = ?', token);
  }
}

/** Why a hold was not taken, from the room as it stands: closed, a bid in, or another edit under way. */
export function holdRefusal(room: { status: string; bid_count: number }): Exclude<EquipmentHoldResult, { held: true }> {
  if (room.status === 'closed') return { held: false, reason: 'closed' };
  if (room.bid_count > 0) return { held: false, reason: 'has_bids' };
  return { held: false, reason: 'busy' };
}
