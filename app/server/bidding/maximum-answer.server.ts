/**
 * A secret maximum's answer (`PUT /api/auctions/{id}/auto-bid`): the status and the body. Refusals speak as
 * a bid's do, with three of their own: below the minimum, lower than the member's own maximum, and far above the
 * price without `confirm_high_maximum` (400, reason 'high_maximum').
 */
import { liveText } from '~/i18n/pt-BR-live';
import type { LiveLotMember } from '~/schemas/live';
import type { MaximumAnswer } from '~/schemas/maximum';
import type { SetMaximumResult } from '~/server/platform/objects/lot-room-api.server';
import { bidRejection } from './bid-answer.server';

export interface MaximumHttpAnswer {
  status: 200 | 400 | 403 | 404 | 409 | 422 | 429;
  body: MaximumAnswer | { error: string; reason: string; auction?: LiveLotMember };
  retryAfterSeconds?: number;
  replayed?: boolean;
}

export function maximumAnswer(result: SetMaximumResult): MaximumHttpAnswer {
  if (result.ok) {
    return { status: 200, body: { data: { auto_bid: result.maximum, auction: result.lot } }, replayed: result.replayed };
  }
  const auction = result.lot ? { auction: result.lot } : {};
  switch (result.reason) {
    case 'too_low':
      return { status: 422, body: { error: liveText.maximum.atLeast(result.minimumCents), reason: result.reason, ...auction } };
    case 'lowered':
      return { status: 422, body: { error: liveText.maximum.lowered, reason: result.reason, ...auction } };
    case 'high_maximum': {
      const error = liveText.maximum.high(result.maxCents, result.priceCents, result.factor);
      return { status: 400, body: { error, reason: result.reason, ...auction } };
    }
    default: {
      const retryAfterSeconds = result.reason === 'too_fast' ? result.retryAfterSeconds : undefined;
      const refusal = bidRejection(result.reason, result.minimumCents, retryAfterSeconds);
      return { status: refusal.status, body: { error: refusal.message, reason: result.reason, ...auction }, retryAfterSeconds };
    }
  }
}
