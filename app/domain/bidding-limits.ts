/**
 * A member's limite de lances, pure (decision record 0038): how many running lots one member may lead at once,
 * and how much their secret maxima on running lots may add up to. A member who has not yet paid for a lot has
 * lower limits. A maximum far above the lot's price (more than k × the current price) is asked twice.
 */

/** One tier of limits: the running lots led at once, and the sum of the maxima still in play (cents). */
export interface BiddingLimits {
  leadingLots: number;
  maximaCents: number;
}

/** The house's limits (Worker vars, app/server/bidding/bidding-limits.server.ts). */
export interface BiddingLimitSettings {
  /** a member who has paid for at least one lot */
  member: BiddingLimits;
  /** a member who has not yet paid for a lot */
  newMember: BiddingLimits;
  /** k: a maximum above k × the current price needs `confirm_high_maximum` */
  highMaximumFactor: number;
}

export const DEFAULT_BIDDING_LIMITS: BiddingLimitSettings = {
  member: { leadingLots: 20, maximaCents: 5_000_000 },
  newMember: { leadingLots: 3, maximaCents: 500_000 },
  highMaximumFactor: 20,
};

/** Meu Perfil's 'limite de lances': the member's use and limit of each, and the higher limits paying for a lot brings. */
export interface BiddingLimitView {
  use: BiddingLimits;
  limit: BiddingLimits;
  /** the member has not paid for a lot yet: the higher limits follow the first payment approved */
  raisable: boolean;
  higher: BiddingLimits;
}

/** The member's tier: lower until they have paid for a lot. */
export function limitsFor(settings: BiddingLimitSettings, hasPaidLot: boolean): BiddingLimits {
  return hasPaidLot ? settings.member : settings.newMember;
}

/**
 * What a member holds on running lots: the lots they lead, and their maxima still in play (lot id → cents).
 */
export interface MemberExposure {
  leading: readonly number[];
  maxima: ReadonlyMap<number, number>;
}

/** A bid (`maxCents` null) or a maximum on one lot, as the limits see it: it may make its member lead that lot. */
export interface ExposureRequest {
  lotId: number;
  maxCents: number | null;
}

export type ExposureRefusal = 'leading_lots' | 'maxima_total';

/** The member's use of each limit. */
export function exposureUse(exposure: MemberExposure): BiddingLimits {
  let maximaCents = 0;
  for (const cents of exposure.maxima.values()) maximaCents += cents;
  return { leadingLots: new Set(exposure.leading).size, maximaCents };
}

/**
 * Why the request would take the member past a limit, or null. A bid or a maximum on a lot the member does not
 * lead may make them lead it (counted, failing closed); a maximum replaces the member's own on that lot in the sum.
 */
export function exposureRefusal(exposure: MemberExposure, request: ExposureRequest, limits: BiddingLimits): ExposureRefusal | null {
  const use = exposureUse(exposure);
  if (!exposure.leading.includes(request.lotId) && use.leadingLots + 1 > limits.leadingLots) return 'leading_lots';
  if (request.maxCents !== null) {
    const total = use.maximaCents - (exposure.maxima.get(request.lotId) ?? 0) + request.maxCents;
    if (total > limits.maximaCents) return 'maxima_total';
  }
  return null;
}

/** The exposure once the request is admitted: the lot led, and its maximum (never lowered) counted. */
export function withRequest(exposure: MemberExposure, request: ExposureRequest): MemberExposure {
  const maxima = new Map(exposure.maxima);
  if (request.maxCents !== null) maxima.set(request.lotId, Math.max(request.maxCents, maxima.get(request.lotId) ?? 0));
  const leading = exposure.leading.includes(request.lotId) ? exposure.leading : [...exposure.leading, request.lotId];
  return { leading, maxima };
}

/** Whether a maximum is so far above the lot's current price that it must be confirmed: above k × the price. */
export function needsHighMaximumConfirmation(maxCents: number, currentPriceCents: number, factor: number): boolean {
  return maxCents > factor * Math.max(currentPriceCents, 1);
}
