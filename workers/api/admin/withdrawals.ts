/**
 * Withdrawal requests (administrators): GET /api/admin/withdrawal-requests and
 * POST /api/admin/withdrawal-requests/{auction_id}/approve-payment {user_id?} ('Aprovar Pagamento').
 */
import { Hono } from 'hono';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { refundText } from '~/i18n/pt-BR-refunds';
import { approveWithdrawalBody } from '~/schemas/after-sale';
import { readPage } from '~/schemas/paging';
import { approveWithdrawal, listWithdrawalRequests } from '~/server/after-sale/payment-review.server';
import { deliverNotice } from '~/server/notifications/delivery.server';
import { actorOf } from '../actor';
import { jsonBody } from '../body';
import { apiError } from '../errors';
import type { SignedInEnv } from '../guards';
import { idFromPath } from '../id-param';
import { reportToPulse } from '../pulse';
import { requireRecentSignIn } from '../recent-sign-in';

const text = checkoutText.admin;

export const adminWithdrawalsApi = new Hono<SignedInEnv>()
  .get('/', async (c) => {
    const { requests, pagination } = await listWithdrawalRequests(c.var.rc.db, readPage(new URL(c.req.url).searchParams));
    return c.json({ data: requests, pagination });
  })
  // Approving the payment needs a recent sign-in or the password.
  .post('/:id/approve-payment', idFromPath(text.withdrawalNotFound), requireRecentSignIn(), async (c) => {
    const body = approveWithdrawalBody.safeParse((await jsonBody(c)) ?? {});
    if (!body.success) return apiError(c, 422, text.withdrawalNotFound);
    const psp = c.var.rc.settings.psp !== null;
    const result = await approveWithdrawal(c.var.rc.db, actorOf(c), c.var.id, body.data.user_id, deliverNotice(c.env), psp);
    if (!result.ok) {
      if (result.reason === 'not_winner') return apiError(c, 409, text.notCurrentWinner);
      if (result.reason === 'psp_confirms') return apiError(c, 409, refundText.pspConfirms);
      return apiError(c, 404, result.reason === 'not_found' ? text.paymentNotFound : text.withdrawalNotFound);
    }
    reportToPulse(c, { event: 'payment', paymentId: result.payment.id });
    return c.json({ data: result.payment, message: text.statusUpdated });
  });
