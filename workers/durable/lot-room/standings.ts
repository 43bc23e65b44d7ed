/**
 * Each bidder's standing in a LotRoom's storage (see app/domain/auto-bid.ts): the secret maximum, the
 * highest manual bid, and when the higher of the two reached its value. Written by the room's decisions,
 * inside their storage transactions.
 */
import type { HydratedMaximum } from './mirror';
import type { StandingRow } from './schema';

export class StandingsStore {
  constructor(private readonly sql: SqlStorage) {}

  /** Every bidder's standing (few per lot: read whole for each decision). */
  all(): StandingRow[] {
    return this.sql.exec<StandingRow>('SELECT * FROM standings').toArray();
  }

  of(userId: number): StandingRow | undefined {
    return this.sql.exec<StandingRow>('SELECT * FROM standings WHERE user_id = ?', userId).toArray()[0];
  }

  put(s: StandingRow): void {
    this.sql.exec(
      `INSERT INTO standings (user_id, max_cents, manual_cents, reached_at, max_created_at, max_updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET max_cents = excluded.max_cents, manual_cents = excluded.manual_cents,
         reached_at = excluded.reached_at, max_created_at = excluded.max_created_at, max_updated_at = excluded.max_updated_at`,
      s.user_id,
      s.max_cents,
      s.manual_cents,
      s.reached_at,
      s.max_created_at,
      s.max_updated_at,
    );
  }

  /**
   * A suspended member's maximum no longer answers (decision record 0038): their standing keeps only what they
   * have bid, their highest bid in the log (manual or automatic) standing as their effective maximum, and the
   * time it was reached. Returns whether there was a maximum to cancel.
   */
  cancelMaximum(userId: number): boolean {
    const standing = this.of(userId);
    if (!standing || standing.max_cents === null) return false;
    const [highest] = this.sql
      .exec<{ cents: number | null }>('SELECT MAX(amount_cents) AS cents FROM bids WHERE user_id = ?', userId)
      .toArray();
    this.put({
      ...standing,
      max_cents: null,
      manual_cents: highest?.cents ?? standing.manual_cents,
      max_created_at: null,
      max_updated_at: null,
    });
    return true;
  }

  /** The standings holding a secret maximum (the D1 mirror's auto_bids). */
  maxima(): StandingRow[] {
    return this.sql.exec<StandingRow>('SELECT * FROM standings WHERE max_cents IS NOT NULL').toArray();
  }

  /**
   * A room hydrated from D1: each bidder's highest manual bid (reached when it was placed) and maximum
   * (reached when D1 says), the effective one's time being that of the higher (the earlier on a tie).
   */
  rebuild(maxima: readonly HydratedMaximum[]): void {
    this.sql.exec(
      `INSERT OR IGNORE INTO standings (user_id, manual_cents, reached_at)
         SELECT user_id, MAX(amount_cents), CAST(ROUND((julianday(MAX(created_at)) - 2440587.5) * 86400000) AS INTEGER)
         FROM bids WHERE is_auto = 0 GROUP BY user_id`,
    );
    for (const m of maxima) {
      const manual = this.of(m.user_id);
      const manualCents = manual?.manual_cents ?? 0;
      const reachedAt =
        manualCents > m.max_cents
          ? manual!.reached_at
          : manualCents === m.max_cents
            ? Math.min(manual!.reached_at, m.reached_at)
            : m.reached_at;
      this.put({
        user_id: m.user_id,
        max_cents: m.max_cents,
        manual_cents: manual?.manual_cents ?? null,
        reached_at: reachedAt,
        max_created_at: m.created_at,
        max_updated_at: m.updated_at,
      });
    }
  }
}
