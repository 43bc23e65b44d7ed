import type { BidRejection } from '~/domain/bid-rules';
import { authMessages } from '~/i18n/auth-messages';
import { siteText } from '~/i18n/pt-BR';
import { liveText } from '~/i18n/pt-BR-live';

/** What a refused bid tells the bidder, and the HTTP status the API answers with. */
export function bidRejection(
  reason: BidRejection | 'not_found' | 'too_fast',
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
    case 'invalid_amount':
      return { status: 422, message: liveText.bid.invalid };
    case 'too_low':
      return { status: 422, message: liveText.bid.atLeast(minimumCents) };
  }
}
