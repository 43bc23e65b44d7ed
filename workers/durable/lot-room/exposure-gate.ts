/**
 * The limite de lances on a lot's bid and maximum path (decision record 0038): before the room decides a member's
 * bid or maximum that may make them lead this lot or add to their maxima, it asks the member's own inbox object,
 * which counts across every running lot; the room's own decision follows at once. A maximum far above the price
 * without its confirmation is refused here too (no inbox asked).
 */
import { minimumBidCents } from '~/domain/bid-rules';
import { needsHighMaximumConfirmation, type ExposureRefusal } from '~/domain/bidding-limits';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import type { RoomRow, SetMaximumInput } from '~/server/platform/objects/lot-room-api.server';
import { userInbox } from '~/server/platform/objects/stubs.server';
import type { LotRoomStorage } from './storage';

export type GateRefusal = { refused: ExposureRefusal; minimumCents: number };
export type GateAnswer = GateRefusal | { admitted: boolean };

export class ExposureGate {
  constructor(
    private readonly env: Env,
    private readonly lotId: number | null,
  ) {}

  /**
   * Asks the member's inbox when the request could add to their exposure: a running lot they do not lead (a bid),
   * or any maximum on a running lot; not for a keyed retry the room already decided (`decisionKey`), which is
   * answered from its record. `admitted`: a reservation was taken (see `after`).
   */
  async admit(store: LotRoomStorage, userId: number, decisionKey: string | null, maxCents: number | null): Promise<GateAnswer> {
    const room = store.room!;
    if (this.lotId === null || room.status !== 'active') return { admitted: false };
    if (decisionKey !== null && store.findDecision(userId, decisionKey)) return { admitted: false };
    if (maxCents === null && room.bid_count > 0 && room.top_bid_user_id === userId) return { admitted: false };
    const refused = await userInbox(this.env, userId).admitExposure({ lotId: this.lotId, maxCents });
    if (refused) return { refused, minimumCents: minimumBidCents(store.room!.current_price_cents) };
    return { admitted: true };
  }

  /**
   * `decide` once the member is admitted (`refuse`'s answer otherwise), and the reservation settled after it;
   * `mirrored`: resolves once D1 has what the room decided.
   */
  async through<T, R>(
    store: LotRoomStorage,
    { userId, decisionKey, maxCents }: { userId: number; decisionKey: string | null; maxCents: number | null },
    mirrored: () => Promise<void>,
    refuse: (refusal: GateRefusal) => R,
    decide: () => Promise<T>,
  ): Promise<T | R> {
    const answer = await this.admit(store, userId, decisionKey, maxCents);
    if ('refused' in answer) return refuse(answer);
    try {
      return await decide();
    } finally {
      this.after(store.room, userId, answer, mirrored);
    }
  }

  /**
   * After the room's decision: a reservation that did not leave its member leading the lot is given back at once;
   * one that did, once D1 has the decision (`mirrored`), when D1's own count takes over.
   */
  after(room: RoomRow | null, userId: number, answer: GateAnswer, mirrored: () => Promise<void>): void {
    if (!('admitted' in answer) || !answer.admitted || this.lotId === null) return;
    const lotId = this.lotId;
    const release = () =>
      userInbox(this.env, userId)
        .releaseExposure(lotId)
        .catch((error: unknown) => logError('exposure release', error, { lotId }));
    if (room && room.bid_count > 0 && room.top_bid_user_id === userId) void mirrored().then(release);
    else void release();
  }
}

/** A maximum above k × the price, unconfirmed: refused before anything is decided. */
export function unconfirmedHighMaximum(room: RoomRow, { maxCents, confirmHighMaximum }: SetMaximumInput, factor: number) {
  if (confirmHighMaximum === true || room.status !== 'active') return null;
  if (!needsHighMaximumConfirmation(maxCents, room.current_price_cents, factor)) return null;
  return {
    ok: false as const,
    reason: 'high_maximum' as const,
    minimumCents: minimumBidCents(room.current_price_cents),
    maxCents,
    priceCents: room.current_price_cents,
    factor,
  };
}
