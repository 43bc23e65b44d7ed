/**
 * Payments (administrators): GET /api/admin/payments (status and overdue filters, paged),
 * POST /api/admin/payments/{id}/status {status: approved|rejected}, and
 * POST /api/admin/payments/{id}/second-chance ('Oferta ao segundo colocado'); the PSP's reconciliation
 * (GET /reconciliation, POST /receipts/{id}/resolve), the day's movements for the accountant
 * (GET /movements.csv?date=YYYY-MM-DD) and the desistências (GET /purchase-withdrawals,
 * POST /purchase-withdrawals/{id}/decision). Every path here is for administrators (admin/index.ts's guard);
 * money decisions ask for the step-up.
 */
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { authMessages } from '~/i18n/auth-messages';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { refundText } from '~/i18n/pt-BR-refunds';
import { paymentListQuery, paymentStatusBody } from '~/schemas/after-sale';
import { readPage } from '~/schemas/paging';
import { movementsQuery, purchaseWithdrawalDecisionBody, reconciliationQuery, resolveReceiptBody } from '~/schemas/refunds';
import { decidePayment, listPayments } from '~/server/after-sale/payment-review.server';
import { decidePurchaseWithdrawal, listPurchaseWithdrawals } from '~/server/after-sale/purchase-withdrawals.server';
import { offerSecondChance } from '~/server/after-sale/second-chance.server';
import { cancelSuspendedMaxima } from '~/server/bidding/suspended-maxima.server';
import { deliverNotice } from '~/server/notifications/delivery.server';
import { dayMovementsCsv } from '~/server/payments/movements.server';
import {
  reconciliationOverview,
  reconciliationSection,
  resolveReceipt,
  type ResolveRefusal,
} from '~/server/payments/reconciliation-queue.server';
import { sendRefundsSoon } from '~/server/payments/refund-sending.server';
import { actorOf } from '../actor';
import { jsonBody } from '../body';
import { apiError } from '../errors';
import type { SignedInEnv } from '../guards';
import { idFromPath } from '../id-param';
import { reportToPulse } from '../pulse';
import { requireRecentSignIn } from '../recent-sign-in';

const text = checkoutText.admin;
const paymentId = idFromPath(text.paymentNotFound);
const recon = refundText.reconciliation;
const receiptId = idFromPath(recon.receiptNotFound);
const withdrawalText = refundText.adminWithdrawals;
const purchaseWithdrawalId = idFromPath(withdrawalText.notFound);

const resolveRefusals: Record<ResolveRefusal, [ContentfulStatusCode, string]> = {
  not_found: [404, recon.receiptNotFound],
  resolved: [409, recon.alreadyResolved],
  invalid_action: [422, recon.invalidAction],
  payment_not_found: [404, text.paymentNotFound],
  payment_not_pending: [409, recon.paymentNotPending],
  amount_too_low: [409, recon.amountTooLow],
  amount_mismatch: [409, recon.amountMismatch],
  not_pix: [422, recon.refundOnlyPix],
};

export const adminPaymentsApi = new Hono<SignedInEnv>()
  .get('/', async (c) => {
    const query = paymentListQuery.parse(Object.fromEntries(new URL(c.req.url).searchParams));
    return c.json({
      data: await listPayments(
        c.var.rc.db,
        { status: query.status, overdue: query.overdue, page: query.page, perPage: query.per_page },
        c.var.rc.settings.psp !== null,
      ),
    });
  })
  .get('/reconciliation', async (c) => {
    const params = new URL(c.req.url).searchParams;
    const { section } = reconciliationQuery.catch({}).parse(Object.fromEntries(params));
    const page = readPage(params);
    if (!section) return c.json({ data: await reconciliationOverview(c.var.rc.db, page.perPage) });
    return c.json({ data: await reconciliationSection(c.var.rc.db, section, page) });
  })
  // Resolving money received is a money decision: the step-up.
  .post('/receipts/:id/resolve', receiptId, requireRecentSignIn(), async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const parsed = resolveReceiptBody.safeParse(body);
    if (!parsed.success) {
      const keep = (body as { action?: unknown }).action === 'keep';
      return apiError(c, 422, keep ? recon.noteRequired : recon.invalidAction);
    }
    const input = parsed.data;
    const result = await resolveReceipt(
      c.var.rc.db,
      actorOf(c),
      c.var.id,
      input.action === 'link' ? { action: 'link', paymentId: input.payment_id } : input,
      deliverNotice(c.env),
      (paymentId) => reportToPulse(c, { event: 'payment', paymentId }),
    );
    if (!result.ok) {
      const [status, message] = resolveRefusals[result.reason];
      return apiError(c, status, message);
    }
    if (result.refund) sendRefundsSoon(c.var.rc);
    return c.json({ data: { id: c.var.id, resolution: result.resolution, refund_id: result.refund?.id ?? null }, message: recon.resolved });
  })
  .get('/movements.csv', async (c) => {
    const query = movementsQuery.safeParse({ date: c.req.query('date') });
    if (!query.success) return apiError(c, 422, refundText.movements.invalidDate);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${refundText.movements.fileName(query.data.date)}"`);
    c.header('Cache-Control', 'no-store');
    return c.body(await dayMovementsCsv(c.var.rc.db, query.data.date));
  })
  .get('/purchase-withdrawals', async (c) => {
    const { withdrawals, pagination } = await listPurchaseWithdrawals(c.var.rc.db, readPage(new URL(c.req.url).searchParams));
    return c.json({ data: withdrawals, pagination });
  })
  // Approving a desistência undoes a paid purchase and refunds it: the step-up.
  .post('/purchase-withdrawals/:id/decision', purchaseWithdrawalId, requireRecentSignIn(), async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const parsed = purchaseWithdrawalDecisionBody.safeParse(body);
    if (!parsed.success) {
      const decline = (body as { decision?: unknown }).decision === 'decline';
      return apiError(c, 422, decline ? withdrawalText.declineReasonRequired : withdrawalText.invalidDecision);
    }
    const input = parsed.data;
    const result = await decidePurchaseWithdrawal(
      c.var.rc.db,
      actorOf(c),
      c.var.id,
      input.decision === 'approve'
        ? { approve: true, transferConfirmed: input.transfer_confirmed }
        : { approve: false, reason: input.reason },
      deliverNotice(c.env),
    );
    if (!result.ok) {
      if (result.reason === 'not_found') return apiError(c, 404, withdrawalText.notFound);
      if (result.reason === 'decided') return apiError(c, 409, withdrawalText.alreadyDecided);
      return apiError(c, 422, withdrawalText.transferRequired);
    }
    if (result.refund) sendRefundsSoon(c.var.rc);
    return c.json({
      data: { id: c.var.id, status: result.status, refund_id: result.refund?.id ?? null },
      message: result.status === 'approved' ? withdrawalText.approved : withdrawalText.declined,
    });
  })
  // Approving or rejecting needs a recent sign-in or the password.
  .post('/:id/status', paymentId, requireRecentSignIn(), async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const parsed = paymentStatusBody.safeParse(body);
    if (!parsed.success) return apiError(c, 422, text.invalidStatus);
    const result = await decidePayment(c.var.rc.db, actorOf(c), c.var.id, parsed.data.status, deliverNotice(c.env), {
      pspConfigured: c.var.rc.settings.psp !== null,
    });
    if (!result.ok) {
      if (result.reason === 'not_found') return apiError(c, 404, text.paymentNotFound);
      return apiError(c, 409, result.reason === 'psp_confirms' ? refundText.pspConfirms : text.notCurrentWinner);
    }
    if (result.refund) sendRefundsSoon(c.var.rc);
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
