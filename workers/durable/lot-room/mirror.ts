/**
 * The room's side of D1. The room hydrates itself from D1's lot row and bids the first time it hears of a
 * lot, and from then on D1 is its mirror: every change is written back here, never read again.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '~/server/db/client.server';
import { maxima, bids, lots, payments, type LotRow } from '~/server/db/schema';
import type { RoomRow } from '~/server/platform/objects/lot-room-api.server';
import type { OutboxItemOf } from './outbox';
import type { BidRow, StandingRow } from './schema';

/** A secret maximum as D1 mirrors it, read back when a room hydrates. */
export interface HydratedMaximum {
  user_id: number;
  max_cents: number;
  reached_at: number;
  created_at: string;
  updated_at: string;
}

/** The lot columns the room owns: read when it hydrates, written by every mirror. */
const ROOM_OWNED = {
  status: lots.status,
  currentPriceCents: lots.currentPriceCents,
  topBidUserId: lots.topBidUserId,
  bidCount: lots.bidCount,
  startsAt: lots.startsAt,
  endsAt: lots.endsAt,
  closedAt: lots.closedAt,
  winnerUserId: lots.winnerUserId,
  finalPriceCents: lots.finalPriceCents,
  extended: lots.extended,
  originalEndsAt: lots.originalEndsAt,
  outcome: lots.outcome,
};

type RoomOwned = Pick<LotRow, keyof typeof ROOM_OWNED>;

/** What hydrating reads of the lot row: the owned columns and what the room starts from. */
export type LotSource = RoomOwned & Pick<LotRow, 'id' | 'startPriceCents' | 'mirrorSeq' | 'reservePriceCents' | 'extensionMinutes'>;

/** The lot row as the room has it. */
export function ownedColumns(room: RoomRow): RoomOwned {
  return {
    status: room.status,
    currentPriceCents: room.current_price_cents,
    topBidUserId: room.top_bid_user_id,
    bidCount: room.bid_count,
    startsAt: room.starts_at,
    endsAt: room.ends_at,
    closedAt: room.closed_at,
    winnerUserId: room.winner_user_id,
    finalPriceCents: room.final_price_cents,
    extended: room.extended === 1,
    originalEndsAt: room.original_ends_at,
    outcome: room.outcome,
  };
}

/**
 * A new room from D1: its bid log is D1's (so the count and the sequence come from it), and its version
 * starts past both the mirror's and the last bid's, so the next mirror write is newer than what D1 holds.
 */
export function roomFromLot(lot: LotSource, history: readonly Pick<BidRow, 'seq'>[]): RoomRow {
  const lastSeq = history.at(-1)?.seq ?? 0;
  return {
    id: 1,
    lot_id: lot.id,
    status: lot.status,
    start_price_cents: lot.startPriceCents,
    current_price_cents: lot.currentPriceCents,
    top_bid_user_id: lot.topBidUserId,
    bid_count: history.length,
    bid_seq: lastSeq,
    version: Math.max(lot.mirrorSeq, lastSeq),
    starts_at: lot.startsAt,
    ends_at: lot.endsAt,
    closed_at: lot.closedAt,
    winner_user_id: lot.winnerUserId,
    final_price_cents: lot.finalPriceCents,
    ending_notice_for: null,
    reserve_cents: lot.reservePriceCents,
    extension_minutes: lot.extensionMinutes,
    extended: lot.extended ? 1 : 0,
    original_ends_at: lot.originalEndsAt,
    outcome: lot.outcome,
  };
}

export class LotMirror {
  constructor(private readonly db: Db) {}

  /** The lot's room and bid log as D1 has them, or null when D1 has no such lot. */
  async load(lotId: number): Promise<{ room: RoomRow; history: BidRow[]; maxima: HydratedMaximum[] } | null> {
    const lot = await this.db
      .select({
        ...ROOM_OWNED,
        id: lots.id,
        startPriceCents: lots.startPriceCents,
        mirrorSeq: lots.mirrorSeq,
        reservePriceCents: lots.reservePriceCents,
        extensionMinutes: lots.extensionMinutes,
      })
      .from(lots)
      .where(eq(lots.id, lotId))
      .get();
    if (!lot) return null;
    const history: BidRow[] = await this.db
      .select({
        seq: bids.seq,
        user_id: bids.userId,
        amount_cents: bids.amountCents,
        idempotency_key: bids.idempotencyKey,
        created_at: bids.createdAt,
        is_auto: sql<number>`${bids.isAuto}`,
      })
      .from(bids)
      .where(eq(bids.lotId, lotId))
      .orderBy(bids.seq);
    const held: HydratedMaximum[] = await this.db
      .select({
        user_id: maxima.userId,
        max_cents: maxima.maxAmountCents,
        reached_at: maxima.reachedAt,
        created_at: maxima.createdAt,
        updated_at: maxima.updatedAt,
      })
      .from(maxima)
      .where(eq(maxima.lotId, lotId));
    return { room: roomFromLot(lot, history), history, maxima: held };
  }

  /** A cancelled maximum leaves D1's mirror (a suspension, decision record 0038); idempotent. */
  async dropMaximum(lotId: number, userId: number): Promise<void> {
    await this.db.delete(maxima).where(and(eq(maxima.lotId, lotId), eq(maxima.userId, userId)));
  }

  /**
   * One D1 batch (a transaction): the queued bids, the lot row at the room's version and, at close, the
   * payment. Idempotent, so at-least-once is enough: a bid is unique per (lot_id, seq), the payment per lot,
   * and the lot row is written only over an older version (`mirror_seq < version`).
   */
  async write(
    room: RoomRow,
    queuedBids: readonly BidRow[],
    standings: readonly StandingRow[],
    due: readonly OutboxItemOf<'payment'>[],
  ): Promise<void> {
    const db = this.db;
    // One statement per bid: D1 binds at most 100 parameters per statement.
    const bidInserts = queuedBids.map((b) =>
      db
        .insert(bids)
        .values({
          lotId: room.lot_id,
          userId: b.user_id,
          seq: b.seq,
          amountCents: b.amount_cents,
          idempotencyKey: b.idempotency_key,
          isAuto: b.is_auto === 1,
          createdAt: b.created_at,
        })
        .onConflictDoNothing(),
    );
    const maximumUpserts = standings.map((m) =>
      db
        .insert(maxima)
        .values({
          lotId: room.lot_id,
          userId: m.user_id,
          maxAmountCents: m.max_cents!,
          reachedAt: m.reached_at,
          createdAt: m.max_created_at!,
          updatedAt: m.max_updated_at!,
        })
        .onConflictDoUpdate({
          target: [maxima.lotId, maxima.userId],
          set: { maxAmountCents: m.max_cents!, reachedAt: m.reached_at, updatedAt: m.max_updated_at! },
          // never lowered, and never rewound by a late retry
          setWhere: sql`excluded.max_amount_cents >= ${maxima.maxAmountCents}`,
        }),
    );
    const lotUpdate = db
      .update(lots)
      .set({ ...ownedColumns(room), mirrorSeq: room.version, updatedAt: new Date().toISOString() })
      .where(and(eq(lots.id, room.lot_id), lt(lots.mirrorSeq, room.version)));
    const paymentInserts = due.map((p) =>
      db
        .insert(payments)
        .values({
          lotId: room.lot_id,
          userId: p.userId,
          amountCents: p.amountCents,
          feeCents: p.feeCents,
          totalCents: p.amountCents + p.feeCents,
          status: 'pending',
          dueAt: p.dueAt ?? null,
        })
        .onConflictDoNothing(),
    );
    const [first, ...rest]: BatchItem<'sqlite'>[] = [...bidInserts, ...maximumUpserts, lotUpdate, ...paymentInserts];
    await db.batch([first!, ...rest]);
  }
}
