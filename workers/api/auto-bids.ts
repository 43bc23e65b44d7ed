/**
 * Lance automático: `PUT /api/auctions/{id}/auto-bid` sets or raises the member's secret maximum (the room
 * decides it, as it decides a bid) and `GET` reads the member's own. Thin doors to the lot's room.
 */
import { Hono } from 'hono';
import { siteText } from '~/i18n/pt-BR';
import { liveText } from '~/i18n/pt-BR-live';
import { idempotencyKey, readBidAmount } from '~/schemas/bid';
import { maximumBody, type MaximumRead } from '~/schemas/maximum';
import { biddingRefusal } from '~/server/accounts/bidding-standing.server';
import { isApprovedMember } from '~/server/auth/viewer';
import { maximumAnswer } from '~/server/bidding/maximum-answer.server';
import { knownLotRoom } from '~/server/lots/known-lots.server';
import { jsonBody } from './body';
import { apiError } from './errors';
import { requireApproved, requireUser } from './guards';
import { idFromPath } from './id-param';
import type { ApiEnv } from './types';

export const autoBidsApi = new Hono<ApiEnv>()
  .put('/:id{[0-9]+}/auto-bid', requireApproved, idFromPath(siteText.errors.lotNotFound), async (c) => {
    const { viewer, id } = c.var;
    // A member suspended for non-payment may not bid, by hand or automatically.
    const refusal = biddingRefusal(viewer);
    if (refusal) return apiError(c, refusal.status, refusal.message);
    const parsed = maximumBody.safeParse(await jsonBody(c));
    const amount = readBidAmount(parsed.success ? parsed.data.max_amount : undefined);
    if (!amount.ok) return apiError(c, 422, parsed.success ? amount.message : liveText.maximum.required);
    const header = c.req.header('Idempotency-Key');
    const key = header === undefined ? null : idempotencyKey.safeParse(header);
    if (key && !key.success) return apiError(c, 400, liveText.bid.badIdempotencyKey);
    const room = await knownLotRoom(c.env, c.var.rc.db, id);
    if (!room) return apiError(c, 404, siteText.errors.lotNotFound);
    const answer = maximumAnswer(
      await room.setMaximum({
        userId: viewer.id,
        approved: isApprovedMember(viewer),
        maxCents: amount.amountCents,
        idempotencyKey: key?.data,
        confirmHighMaximum: parsed.success ? parsed.data.confirm_high_maximum === true : false,
      }),
    );
    if (answer.retryAfterSeconds !== undefined) c.header('Retry-After', String(answer.retryAfterSeconds));
    if (answer.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(answer.body, answer.status);
  })
  .get('/:id{[0-9]+}/auto-bid', requireUser, idFromPath(siteText.errors.lotNotFound), async (c) => {
    const room = await knownLotRoom(c.env, c.var.rc.db, c.var.id);
    if (!room) return apiError(c, 404, siteText.errors.lotNotFound);
    const body: MaximumRead = { data: { auto_bid: await room.maximumOf(c.var.viewer.id) } };
    return c.json(body);
  });
