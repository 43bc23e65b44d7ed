/**
 * The bid form and the bid API read an amount the same way (spec §5): required, comma or dot decimals,
 * a positive number, at least current price + R$ 10. Messages are the spec's.
 */
import { minimumBidCents, type BidRejection } from '~/domain/bid-rules';
import { parseReaisInput } from '~/domain/money';
import { authMessages } from '~/i18n/auth-messages';
import { t } from '~/i18n/pt-BR';
import { tl } from '~/i18n/pt-BR-live';

export type BidInputCheck = { ok: true; amountCents: number } | { ok: false; message: string };

/** The amount as typed (or sent) → cents, or the message to show. `currentPriceCents` absent: no minimum check. */
export function readBidAmount(input: unknown, currentPriceCents?: number): BidInputCheck {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return { ok: false, message: tl.bid.required };
  if (typeof input !== 'string' && typeof input !== 'number') return { ok: false, message: tl.bid.invalid };
  const cents = parseReaisInput(input);
  if (cents === null || cents <= 0) return { ok: false, message: tl.bid.invalid };
  if (currentPriceCents !== undefined) {
    const minimum = minimumBidCents(currentPriceCents);
    if (cents < minimum) return { ok: false, message: tl.bid.atLeast(minimum) };
  }
  return { ok: true, amountCents: cents };
}

/** What a refused bid tells the bidder, and the HTTP status the API answers with. */
export function bidRejection(reason: BidRejection | 'not_found', minimumCents: number): { status: 403 | 404 | 409 | 422; message: string } {
  switch (reason) {
    case 'not_found':
      return { status: 404, message: t.errors.lotNotFound };
    case 'not_approved':
      return { status: 403, message: authMessages.notApproved };
    case 'not_active':
    case 'not_started':
    case 'ended':
      return { status: 409, message: tl.bid.notActive };
    case 'top_bidder':
      return { status: 409, message: tl.bid.topBidder };
    case 'invalid_amount':
      return { status: 422, message: tl.bid.invalid };
    case 'too_low':
      return { status: 422, message: tl.bid.atLeast(minimumCents) };
  }
}
