/**
 * A bid's answer, the same whichever way the bid came (POST /api/auctions/{id}/bid or the lot socket):
 * the status and the body, and `Retry-After` when the bidder is going too fast.
 */
import type { BidRejection } from '~/domain/bid-rules';
import type { ExposureRefusal } from '~/domain/bidding-limits';
import { authMessages } from '~/i18n/auth-messages';
import { siteText } from '~/i18n/pt-BR';
import { liveText } from '~/i18n/pt-BR-live';
import { answeredAtOnce, type BidAnswerBody } from '~/schemas/live';
import type { PlaceBidResult } from '~/server/platform/objects/lot-room-api.server';

export interface BidAnswer {
  status: 201 | 400 | 401 | 403 | 404 | 409 | 422 | 429;
  body: BidAnswerBody;
  retryAfterSeconds?: number;
  /** a retry of a key already decided: answered from its record */
  replayed?: boolean;
}

export function bidAnswer(result: PlaceBidResult): BidAnswer {
  if (!result.ok) {
    const retryAfterSeconds = result.reason === 'too_fast' ? result.retryAfterSeconds : undefined;
    const refusal = bidRejection(result.reason, result.minimumCents, retryAfterSeconds);
    return {
      status: refusal.status,
      body: { error: refusal.message, reason: result.reason, ...(result.lot ? { auction: result.lot } : {}) },
      retryAfterSeconds,
    };
  }
  return {
    status: 201,
    body: {
      data: { bid: { id: result.bid.seq, ...result.bid }, auction: result.lot },
      message: answeredAtOnce(result.bid.seq, result.lot) ? liveText.bid.outbidAtOnce : liveText.bid.success,
    },
    replayed: result.replayed,
  };
}

/** A refusal made before the room was asked (sign-in, approval, the amount, the key). */
export function bidRefused(status: BidAnswer['status'], error: string): BidAnswer {
  return { status, body: { error } };
}

/** What a refused bid tells the bidder, and the HTTP status the API answers with. */
export function bidRejection(
  reason: BidRejection | ExposureRefusal | 'not_found' | 'too_fast',
  minimumCents: number,
  retryAfterSeconds = 1,
): { status: 403 | 404 | 409 | 422 | 429; message: string } {
  switch (reason) {
    case 'too_fast':
      return { status: 429, message: liveText.bid.tooFast(retryAfterSeconds) };
    case 'not_found':
      return { status: 404, message: siteText.errors.lotNotFound };
    case 'not_approved':
      return { status: 403, message: authMessages.notApproved };
    case 'not_active':
    case 'not_started':
    case 'ended':
      return { status: 409, message: liveText.bid.notActive };
    case 'top_bidder':
      return { status: 409, message: liveText.bid.topBidder };
    case 'equipment_changing':
      return { status: 409, message: liveText.bid.equipmentChanging };
    case 'invalid_amount':
      return { status: 422, message: liveText.bid.invalid };
    case 'too_low':
      return { status: 422, message: liveText.bid.atLeast(minimumCents) };
    case 'leading_lots':
      return { status: 403, message: liveText.biddingLimit.refusedLots };
    case 'maxima_total':
      return { status: 403, message: liveText.biddingLimit.refusedMaxima };
  }
}
