/**
 * Payments (administrators): GET /api/admin/payments (status and overdue filters, paged),
 * POST /api/admin/payments/{id}/status {status: approved|rejected}, and
 * POST /api/admin/payments/{id}/second-chance ('Oferta ao segundo colocado').
 */
import { Hono } from 'hono';
import { authMessages } from '~/i18n/auth-messages';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { paymentListQuery, paymentStatusBody } from '~/schemas/after-sale';
import { decidePayment, listPayments } from '~/server/after-sale/payment-review.server';
import { offerSecondChance } from '~/server/after-sale/second-chance.server';
import { cancelSuspendedMaxima } from '~/server/bidding/suspended-maxima.server';
import { deliverNotice } from '~/server/notifications/delivery.server';
import { actorOf } from '../actor';
import { jsonBody } from '../body';
import { apiError } from '../errors';
import type { SignedInEnv } from '../guards';
import { idFromPath } from '../id-param';
import { reportToPulse } from '../pulse';
import { requireRecentSignIn } from '../recent-sign-in';

const text = checkoutText.admin;
const paymentId = idFromPath(text.paymentNotFound);

export const adminPaymentsApi = new Hono<SignedInEnv>()
  .get('/', async (c) => {
    const query = paymentListQuery.parse(Object.fromEntries(new URL(c.req.url).searchParams));
    return c.json({
      data: await listPayments(c.var.rc.db, { status: query.status, overdue: query.overdue, page: query.page, perPage: query.per_page }),
    });
  })
  // Approving or rejecting needs a recent sign-in or the password.
  .post('/:id/status', paymentId, requireRecentSignIn(), async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const parsed = paymentStatusBody.safeParse(body);
    if (!parsed.success) return apiError(c, 422, text.invalidStatus);
    const result = await decidePayment(c.var.rc.db, actorOf(c), c.var.id, parsed.data.status, deliverNotice(c.env));
    if (!result.ok) return result.reason === 'not_found' ? apiError(c, 404, text.paymentNotFound) : apiError(c, 409, text.notCurrentWinner);
    // A rejection may have suspended the member: their maxima on running lots stop answering.
    if (parsed.data.status === 'rejected') await cancelSuspendedMaxima(c.env, c.var.rc.db);
    reportToPulse(c, { event: 'payment', paymentId: result.payment.id });
    return c.json({ data: result.payment, message: text.statusUpdated });
  })
  .post('/:id/second-chance', paymentId, async (c) => {
    const result = await offerSecondChance(c.var.rc.db, actorOf(c), c.var.id, deliverNotice(c.env));
    if (!result.ok) {
      const refusals = {
        not_found: [404, text.paymentNotFound],
        not_eligible: [409, checkoutText.secondChance.notEligible],
        pending: [409, checkoutText.secondChance.pending],
        no_candidate: [409, checkoutText.secondChance.noCandidate],
      } as const;
      const [status, message] = refusals[result.reason];
      return apiError(c, status, message);
    }
    return c.json(
      { data: { id: result.offer.id, auction_id: result.offer.lotId, user_id: result.offer.userId, expires_at: result.offer.expiresAt } },
      201,
    );
  });
