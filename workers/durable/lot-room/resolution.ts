/**
 * A decision's resolution of the lot, and writing it: the bids it records (the manual one and the automatic
 * answers), the standings it changes, the new price and leader, the end it moves (prorrogação: a change of
 * leader, up to the house's cap on the total extension; decision record 0039) and what
 * D1 and the inboxes are owed — all in one storage transaction, before the reply.
 */
import { decideAutoBid, type AutoBidDecision, type AutoBidEvent, type BidderStanding } from '~/domain/auto-bid';
import { extendedEndMs, latestExtendedEndMs } from '~/domain/soft-close';
import type { LiveBid } from '~/schemas/live';
import type { RoomRow } from '~/server/platform/objects/lot-room-api.server';
import type { BidRow, StandingRow } from './schema';
import type { LotRoomStorage } from './storage';
import { liveBid } from './views';

export interface Resolution {
  event: AutoBidEvent;
  before: StandingRow[];
  decision: AutoBidDecision;
}

const toStanding = (s: StandingRow): BidderStanding => ({
  userId: s.user_id,
  maxCents: s.max_cents,
  manualCents: s.manual_cents,
  reachedAt: s.reached_at,
});

/**
 * The lot as the pure rules see it, and their decision on the event. The event is stamped with `now` made
 * strictly later than every standing's time, so ties always have an order.
 */
export function lotForResolution(store: LotRoomStorage, room: RoomRow, now: number, eventAt: (at: number) => AutoBidEvent): Resolution {
  const before = store.standings.all();
  const at = before.reduce((latest, s) => Math.max(latest, s.reached_at + 1), now);
  const event = eventAt(at);
  const decision = decideAutoBid(
    {
      priceCents: room.current_price_cents,
      leaderId: room.bid_count > 0 ? room.top_bid_user_id : null,
      reserveCents: room.reserve_cents,
      bidders: before.map(toStanding),
    },
    event,
  );
  return { event, before, decision };
}

function changedStandings(resolution: Resolution, decision: Extract<AutoBidDecision, { ok: true }>, createdAt: string): StandingRow[] {
  const before = new Map(resolution.before.map((s) => [s.user_id, s]));
  return decision.bidders.flatMap((after): StandingRow[] => {
    const was = before.get(after.userId);
    const maxChanged = after.maxCents !== (was?.max_cents ?? null);
    if (was && !maxChanged && after.manualCents === was.manual_cents && after.reachedAt === was.reached_at) return [];
    return [
      {
        user_id: after.userId,
        max_cents: after.maxCents,
        manual_cents: after.manualCents,
        reached_at: after.reachedAt,
        max_created_at: was?.max_created_at ?? (after.maxCents === null ? null : createdAt),
        max_updated_at: maxChanged ? createdAt : (was?.max_updated_at ?? null),
      },
    ];
  });
}

/** The end a decision moves the lot to (only a change of leader extends, up to the house's cap), or null. */
function extensionOf(store: LotRoomStorage, room: RoomRow, now: number, leaderChanged: boolean): string | null {
  if (!room.ends_at) return null;
  const endsAtMs = Date.parse(room.ends_at);
  const originalMs = room.original_ends_at ? Date.parse(room.original_ends_at) : null;
  const latest = latestExtendedEndMs(endsAtMs, originalMs, store.maxTotalExtensionMinutes);
  const newEnd = extendedEndMs(endsAtMs, now, room.extension_minutes, leaderChanged, latest);
  return newEnd === null ? null : new Date(newEnd).toISOString();
}

/**
 * Writes an accepted resolution. `idempotencyKey` goes on the event's own manual bid; `record` keeps the
 * keyed decision with the seqs of the bids written, in the same transaction. Returns the bids, in order.
 */
export function commitResolution(
  store: LotRoomStorage,
  room: RoomRow,
  resolution: Resolution,
  now: number,
  options: { idempotencyKey: string | null; record: (seqs: number[]) => void },
): LiveBid[] {
  const decision = resolution.decision;
  if (!decision.ok) throw new Error('commitResolution: a refused decision');
  const createdAt = new Date(now).toISOString();
  const rows: BidRow[] = decision.bids.map((b, i) => ({
    seq: room.bid_seq + 1 + i,
    user_id: b.userId,
    amount_cents: b.amountCents,
    idempotency_key: i === 0 && !b.isAuto ? options.idempotencyKey : null,
    created_at: createdAt,
    is_auto: b.isAuto ? 1 : 0,
  }));
  const previousLeader = room.bid_count > 0 ? room.top_bid_user_id : null;
  const extendedTo = extensionOf(store, room, now, previousLeader !== decision.leaderId);
  const standings = changedStandings(resolution, decision, createdAt);

  store.write(() => {
    for (const row of rows) store.appendBid(row);
    options.record(rows.map((r) => r.seq));
    for (const standing of standings) store.standings.put(standing);
    if (rows.length > 0 || decision.changed) {
      store.applyDecision({
        priceCents: decision.priceCents,
        leaderId: decision.leaderId!,
        bidsAdded: rows.length,
        bidSeq: room.bid_seq + rows.length,
        extendedTo,
      });
    }
    for (const row of rows) {
      store.enqueue({ kind: 'bid', seq: row.seq });
      store.enqueue({
        kind: 'pulse',
        pulse: { event: 'bid', lotId: room.lot_id, seq: row.seq, userId: row.user_id, amountCents: row.amount_cents, createdAt },
      });
    }
    if (standings.some((s) => s.max_cents !== null)) store.enqueue({ kind: 'maximum' });
    if (previousLeader !== null && previousLeader !== decision.leaderId) {
      // The lead changed hands: its last holder is told, in the words for a maximum when theirs was passed.
      const passedMaximum = resolution.before.find((s) => s.user_id === previousLeader)?.max_cents != null;
      const last = rows.at(-1)!;
      store.enqueue({
        kind: 'notify',
        userId: previousLeader,
        type: 'bid_outbid',
        lotId: room.lot_id,
        amountCents: decision.priceCents,
        key: `outbid:${room.lot_id}:${last.seq}`,
        ...(passedMaximum ? { auto: true } : {}),
      });
    }
    if (extendedTo !== null && room.extended === 0) store.enqueue({ kind: 'extended', endsAt: extendedTo });
  });
  return rows.map(liveBid);
}
