/**
 * Deciding one bid or one secret maximum against the room, single-threaded: the room is the authority.
 * Who may bid, and when, is `checkBid`'s; the amounts and what they set off (automatic answers, the price,
 * the leader) are `decideAutoBid`'s (app/domain/auto-bid.ts); `commitResolution` writes the outcome.
 */
import { bidStartRefusal, checkBid, isValidAmountCents, minimumBidCents, type BidRejection } from '~/domain/bid-rules';
import { retryAfterSeconds, type WindowVerdict } from '~/domain/window-limiter';
import type { LiveBid } from '~/schemas/live';
import type { MaximumRejection, PlaceBidInput, SetMaximumInput, RoomRow } from '~/server/platform/objects/lot-room-api.server';
import { commitResolution, lotForResolution } from './resolution';
import type { LotRoomStorage } from './storage';
import { liveBid } from './views';

export type BidDecision =
  | { ok: true; replayed: boolean; bid: LiveBid; decided: LiveBid[] }
  | { ok: false; reason: BidRejection; minimumCents: number }
  /** past the member's pace: nothing decided or recorded */
  | { ok: false; reason: 'too_fast'; retryAfterMs: number };

export type MaximumDecision =
  | { ok: true; replayed: boolean; decided: LiveBid[] }
  | { ok: false; reason: MaximumRejection; minimumCents: number }
  | { ok: false; reason: 'too_fast'; retryAfterMs: number };

/** The answer to a bid or a maximum past the member's pace: nothing decided, and when to try again. */
export function tooFast(retryAfterMs: number) {
  return {
    ok: false as const,
    reason: 'too_fast' as const,
    retryAfterSeconds: retryAfterSeconds(retryAfterMs),
    minimumCents: 0 as const,
    lot: null,
  };
}

/** A maximum's Idempotency-Key lives beside the bids' keys: the same key may name a bid and a maximum. */
export const maximumKey = (key: string) => `max:${key}`;

/**
 * A keyed retry gets the decision recorded for its key (accepted or refused). A lot held for an edit of its
 * equipment refuses the bid (equipment-hold.ts). Otherwise the member's pace is counted, then the bid is checked (`now < ends_at` on every bid: alarms may fire late); an accepted
 * bid, the automatic answers it sets off, its decision, the new top and the outbox entries are written in
 * one transaction, before the reply.
 */
export function decideBid(store: LotRoomStorage, room: RoomRow, input: PlaceBidInput, now: number, pace: () => WindowVerdict): BidDecision {
  const key = input.idempotencyKey ?? null;
  const replay = key === null ? undefined : store.findDecision(input.userId, key);
  if (replay) {
    if (replay.seq !== null) return { ok: true, replayed: true, bid: liveBid(store.bidAt(replay.seq)), decided: [] };
    return { ok: false, reason: replay.reason as BidRejection, minimumCents: replay.minimum_cents };
  }
  // An edit of the report holds the lot (equipment-hold.ts): not recorded, so a retry of the key is decided afresh.
  if (store.equipmentHold.inForce(now))
    return { ok: false, reason: 'equipment_changing', minimumCents: minimumBidCents(room.current_price_cents) };
  // Only a new decision counts against the member's pace: a retry of a decided key is answered above.
  const paced = pace();
  if (!paced.allowed) return { ok: false, reason: 'too_fast', retryAfterMs: paced.retryAfterMs };

  const check = checkBid(
    {
      status: room.status,
      startsAt: room.starts_at,
      endsAt: room.ends_at,
      currentPriceCents: room.current_price_cents,
      topBidUserId: room.top_bid_user_id,
    },
    { userId: input.userId, approved: input.approved, amountCents: input.amountCents, now },
  );
  const refuse = (reason: BidRejection, minimumCents: number): BidDecision => {
    if (key !== null) store.recordDecision(input.userId, key, { reason, minimumCents }, now);
    return { ok: false, reason, minimumCents };
  };
  if (!check.ok) return refuse(check.reason, check.minimumCents);

  const resolution = lotForResolution(store, room, now, (at) => ({
    kind: 'manual',
    userId: input.userId,
    amountCents: input.amountCents,
    at,
  }));
  if (!resolution.decision.ok) return refuse(resolution.decision.reason as BidRejection, resolution.decision.minimumCents);
  const decided = commitResolution(store, room, resolution, now, {
    idempotencyKey: key,
    record: (seqs) => key !== null && store.recordDecision(input.userId, key, { seq: seqs[0]! }, now),
  });
  return { ok: true, replayed: false, bid: decided[0]!, decided };
}

/**
 * A new or raised secret maximum: the same checks as a bid (the leader may raise theirs), at least the
 * minimum, never lower than the member's own; then the room resolves the lot and writes it as a bid does.
 */
export function decideMaximum(
  store: LotRoomStorage,
  room: RoomRow,
  input: SetMaximumInput,
  now: number,
  pace: () => WindowVerdict,
): MaximumDecision {
  const key = input.idempotencyKey === undefined ? null : maximumKey(input.idempotencyKey);
  const replay = key === null ? undefined : store.findDecision(input.userId, key);
  if (replay) {
    if (replay.reason === null) return { ok: true, replayed: true, decided: [] };
    return { ok: false, reason: replay.reason as MaximumRejection, minimumCents: replay.minimum_cents };
  }
  if (store.equipmentHold.inForce(now))
    return { ok: false, reason: 'equipment_changing', minimumCents: minimumBidCents(room.current_price_cents) };
  const paced = pace();
  if (!paced.allowed) return { ok: false, reason: 'too_fast', retryAfterMs: paced.retryAfterMs };

  const refuse = (reason: MaximumRejection, minimumCents: number): MaximumDecision => {
    if (key !== null) store.recordDecision(input.userId, key, { reason, minimumCents }, now);
    return { ok: false, reason, minimumCents };
  };
  const minimumCents = minimumBidCents(room.current_price_cents);
  if (!input.approved) return refuse('not_approved', minimumCents);
  const timing = bidStartRefusal(
    { status: room.status, startsAt: room.starts_at, endsAt: room.ends_at, topBidUserId: null },
    input.userId,
    now,
  );
  if (timing) return refuse(timing as MaximumRejection, minimumCents);
  if (!isValidAmountCents(input.maxCents)) return refuse('invalid_amount', minimumCents);

  const resolution = lotForResolution(store, room, now, (at) => ({ kind: 'maximum', userId: input.userId, maxCents: input.maxCents, at }));
  if (!resolution.decision.ok) return refuse(resolution.decision.reason as MaximumRejection, resolution.decision.minimumCents);
  const decided = commitResolution(store, room, resolution, now, {
    idempotencyKey: null,
    // A maximum's decision records the last bid it set off (0: none); a replay reads the maximum as it stands.
    record: (seqs) => key !== null && store.recordDecision(input.userId, key, { seq: seqs.at(-1) ?? 0 }, now),
  });
  return { ok: true, replayed: false, decided };
}
