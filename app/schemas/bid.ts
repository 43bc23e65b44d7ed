/**
 * The bid form and the bid API read an amount the same way: required, comma or dot decimals,
 * a positive number, at least current price + R$ 10.
 */
import { minimumBidCents } from '~/domain/bid-rules';
import { parseReaisInput } from '~/domain/money-input';
import { liveText } from '~/i18n/pt-BR-live';
import { z } from '~/schemas/zod';

/** A client-chosen key (a UUID, say): the same key from the same bidder gets the same answer, never a second bid. */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/);

export type BidInputCheck = { ok: true; amountCents: number } | { ok: false; message: string };

/** The amount as typed (or sent) → cents, or the message to show. `currentPriceCents` absent: no minimum check. */
export function readBidAmount(input: unknown, currentPriceCents?: number): BidInputCheck {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === ''))
    return { ok: false, message: liveText.bid.required };
  if (typeof input !== 'string' && typeof input !== 'number') return { ok: false, message: liveText.bid.invalid };
  const cents = parseReaisInput(input);
  if (cents === null || cents <= 0) return { ok: false, message: liveText.bid.invalid };
  if (currentPriceCents !== undefined) {
    const minimum = minimumBidCents(currentPriceCents);
    if (cents < minimum) return { ok: false, message: liveText.bid.atLeast(minimum) };
  }
  return { ok: true, amountCents: cents };
}
