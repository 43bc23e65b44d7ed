/** POST /api/auctions/{id}/bid and GET /api/auctions/{id}/winner: thin doors to the lot's room. */
import { Hono } from 'hono';
import { centsToReais } from '~/domain/money';
import { siteText } from '~/i18n/pt-BR';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { liveText } from '~/i18n/pt-BR-live';
import { idempotencyKey, readBidAmount } from '~/schemas/bid';
import { biddingRefusal } from '~/server/accounts/bidding-standing.server';
import { isApprovedMember } from '~/server/auth/viewer';
import { bidAnswer } from '~/server/bidding/bid-answer.server';
import { knownLotRoom } from '~/server/lots/known-lots.server';
import { getLotOutcome } from '~/server/lots/lots.server';
import { jsonBody } from './body';
import { apiError } from './errors';
import { requireApproved, requireUser } from './guards';
import { idFromPath } from './id-param';
import type { ApiEnv } from './types';

export const bidsApi = new Hono<ApiEnv>()
  .post('/:id{[0-9]+}/bid', requireApproved, idFromPath(siteText.errors.lotNotFound), async (c) => {
    const { viewer, id } = c.var;
    // Suspended for non-payment: refused before the room is asked (nothing is decided or recorded).
    const refusal = biddingRefusal(viewer);
    if (refusal) return apiError(c, refusal.status, refusal.message);
    const body = await jsonBody(c);
    const amount = readBidAmount(body?.amount);
    if (!amount.ok) return apiError(c, 422, amount.message);
    const header = c.req.header('Idempotency-Key');
    const key = header === undefined ? null : idempotencyKey.safeParse(header);
    if (key && !key.success) return apiError(c, 400, liveText.bid.badIdempotencyKey);
    // No lot in D1, no room: an id that does not exist never creates one.
    const room = await knownLotRoom(c.env, c.var.rc.db, id);
    if (!room) return apiError(c, 404, siteText.errors.lotNotFound);
    const result = await room.placeBid({
      userId: viewer.id,
      approved: isApprovedMember(viewer),
      amountCents: amount.amountCents,
      idempotencyKey: key?.data,
    });
    const answer = bidAnswer(result);
    if (answer.retryAfterSeconds !== undefined) c.header('Retry-After', String(answer.retryAfterSeconds));
    if (answer.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(answer.body, answer.status);
  })
  .get('/:id{[0-9]+}/winner', requireUser, idFromPath(siteText.errors.lotNotFound), async (c) => {
    const outcome = await getLotOutcome(c.var.rc.db, c.var.id);
    if (!outcome) return apiError(c, 404, siteText.errors.lotNotFound);
    if (outcome.status !== 'closed') return apiError(c, 409, liveText.winner.running);
    if (outcome.outcome === 'reserve_not_met') return apiError(c, 404, checkoutText.errors.reserveNotMet);
    if (outcome.winnerUserId === null || outcome.finalPriceCents === null) return apiError(c, 404, liveText.winner.noBids);
    return c.json({
      data: { status: outcome.status, amount: centsToReais(outcome.finalPriceCents), winner: { user_id: outcome.winnerUserId } },
    });
  });
