/**
 * The member's limite de lances, decided in their own inbox object (decision record 0038): the one place that
 * sees all of one member's bids and maxima, whichever lots they are on. Admissions run one after another; each
 * reads what D1 holds (the lots the member leads, their maxima in play, whether they have paid for a lot), adds
 * the admissions of the last RESERVATION_MS that D1 may not show yet, and admits or refuses. An admitted request
 * is held as a reservation until D1 has surely caught up with its lot, so two bids on two lots at once are
 * counted against each other. Memory only: an inbox evicted loses its reservations, which are seconds old.
 */
import {
  exposureRefusal,
  limitsFor,
  withRequest,
  type BiddingLimitSettings,
  type ExposureRefusal,
  type ExposureRequest,
} from '~/domain/bidding-limits';
import { hasPaidLot, memberExposure } from '~/server/bidding/bidding-limits.server';
import type { Db } from '~/server/db/client.server';

/** How long an admission counts on its own: far past the lot room's D1 mirror (20 ms, retried within seconds). */
export const RESERVATION_MS = 15_000;

interface Reservation {
  maxCents: number | null;
  until: number;
}

export class ExposureDesk {
  /** Admissions one at a time: each sees the reservations of those before it. */
  private chain: Promise<unknown> = Promise.resolve();
  private readonly reserved = new Map<number, Reservation>();

  constructor(
    private readonly db: () => Db,
    private readonly settings: BiddingLimitSettings,
    private readonly userId: number,
  ) {}

  admit(request: ExposureRequest): Promise<ExposureRefusal | null> {
    const decided = this.chain.then(() => this.decide(request));
    this.chain = decided.catch(() => undefined);
    return decided;
  }

  /** The request was refused by the lot, or did not leave the member leading it: its reservation goes. */
  release(lotId: number): void {
    this.reserved.delete(lotId);
  }

  private async decide(request: ExposureRequest): Promise<ExposureRefusal | null> {
    const db = this.db();
    const [paid, held] = await Promise.all([hasPaidLot(db, this.userId), memberExposure(db, this.userId)]);
    const now = Date.now();
    let exposure = held;
    for (const [lotId, reservation] of this.reserved) {
      if (reservation.until <= now) this.reserved.delete(lotId);
      else exposure = withRequest(exposure, { lotId, maxCents: reservation.maxCents });
    }
    const refusal = exposureRefusal(exposure, request, limitsFor(this.settings, paid));
    if (refusal === null) {
      const before = this.reserved.get(request.lotId)?.maxCents ?? null;
      const maxCents = request.maxCents === null ? before : Math.max(request.maxCents, before ?? 0);
      this.reserved.set(request.lotId, { maxCents, until: now + RESERVATION_MS });
    }
    return refusal;
  }
}
