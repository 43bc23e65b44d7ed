/**
 * The winner's steps after the hammer, on /api/auctions/{id}: payment-status, request-withdrawal,
 * pickup-info, schedule-pickup, purchase-withdrawal (the desistência da compra: its state, and asking for
 * it), and the answer to a second-chance offer. Only the lot's winner (asked of
 * its room, the authority) gets past `winnerOnly`; everyone else is refused before anything is read.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { siteText } from '~/i18n/pt-BR';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { paymentText } from '~/i18n/pt-BR-payments';
import { refundText } from '~/i18n/pt-BR-refunds';
import { readPickupBooking, slotMessage, withdrawalBody } from '~/schemas/after-sale';
import { chargeRequestBody } from '~/schemas/charges';
import { purchaseWithdrawalBody } from '~/schemas/refunds';
import { checkoutAccess, checkoutState, type CheckoutLot } from '~/server/after-sale/checkout.server';
import { requestWithdrawal, winnerPayment } from '~/server/after-sale/payments.server';
import { appointmentView, bookPickup, freeSlots, pickupInfo } from '~/server/after-sale/pickups.server';
import { purchaseWithdrawalState, requestPurchaseWithdrawal } from '~/server/after-sale/purchase-withdrawals.server';
import { answerOffer, openOffer } from '~/server/after-sale/second-chance.server';
import { clientIp } from '~/server/auth/request-auth.server';
import { knownLotRoom } from '~/server/lots/known-lots.server';
import { deliverNotice } from '~/server/notifications/delivery.server';
import { chargeFor, chargeView } from '~/server/payments/charges.server';
import { paymentProviderOf } from '~/server/payments/psp.server';
import { logError } from '~/server/platform/error-log.server';
import { deliverMailSoon } from '~/server/platform/mail.server';
import { lotRoom } from '~/server/platform/objects/stubs.server';
import { registerWebhooksSoon } from '../payment-duties';
import { jsonBody } from './body';
import { apiError } from './errors';
import { requireApprovedWith, type SignedInEnv } from './guards';
import { idFromPath } from './id-param';
import { reportToPulse } from './pulse';
import type { ApiEnv } from './types';

const errors = checkoutText.errors;
const chargeRefusals = {
  no_payment: errors.paymentMissing,
  not_pending: paymentText.charge.notPending,
  overdue: paymentText.charge.overdue,
  boleto_too_late: paymentText.charge.boletoTooLate,
  no_document: paymentText.charge.noDocument,
} as const;
const requireApprovedWinner = requireApprovedWith(checkoutText.loginToWithdraw);
const lotId = idFromPath(siteText.errors.lotNotFound);

type WinnerEnv = SignedInEnv & { Variables: { id: number; lot: CheckoutLot & { finalPriceCents: number } } };

/** Lets only the lot's winner through; `notWinnerMessage` is what anyone else is told (403). */
function winnerOnly(notWinnerMessage: string) {
  return createMiddleware<WinnerEnv>(async (c, next) => {
    // No lot in D1, no room: an id that does not exist never creates one.
    const room = await knownLotRoom(c.env, c.var.rc.db, c.var.id);
    if (!room) return apiError(c, 404, siteText.errors.lotNotFound);
    const live = await room.snapshot();
    const access = await checkoutAccess(c.var.rc.db, c.var.id, c.var.viewer.id, live);
    switch (access.kind) {
      case 'not_found':
        return apiError(c, 404, siteText.errors.lotNotFound);
      case 'running':
        return apiError(c, 409, errors.notClosed);
      case 'no_bids':
        return apiError(c, 404, errors.noWinner);
      case 'reserve_not_met':
        return apiError(c, 409, errors.reserveNotMet);
      case 'not_winner':
        return apiError(c, 403, notWinnerMessage);
      case 'winner':
        c.set('lot', access.lot);
        await next();
    }
  });
}

const checkoutWinner = [requireApprovedWinner, lotId, winnerOnly(checkoutText.winnerOnly)] as const;
const withdrawalWinner = [requireApprovedWinner, lotId, winnerOnly(checkoutText.withdrawalWinnerOnly)] as const;

export const afterSaleApi = new Hono<ApiEnv>()
  .get('/:id{[0-9]+}/payment-status', ...checkoutWinner, async (c) =>
    c.json({
      data: await checkoutState(c.var.rc.db, c.var.lot, c.var.viewer.id, c.var.rc.settings.house, { psp: c.var.rc.settings.psp !== null }),
    }),
  )
  .post('/:id{[0-9]+}/request-withdrawal', ...withdrawalWinner, async (c) => {
    const body = withdrawalBody.safeParse((await jsonBody(c)) ?? {});
    if (!body.success) return apiError(c, 422, errors.invalidMethod);
    const db = c.var.rc.db;
    if (!(await winnerPayment(db, c.var.lot.id, c.var.viewer.id))) return apiError(c, 409, errors.paymentMissing);
    const request = await requestWithdrawal(db, c.var.lot.id, c.var.viewer.id, body.data.method);
    return c.json({
      data: { requested_at: request.requestedAt, payment_approved: request.paymentApprovedAt !== null },
      message: checkoutText.withdrawal.success,
    });
  })
  .post('/:id{[0-9]+}/charge', ...checkoutWinner, async (c) => {
    const body = chargeRequestBody.safeParse((await jsonBody(c)) ?? {});
    if (!body.success) return apiError(c, 422, body.error.issues[0]!.message);
    const provider = paymentProviderOf(c.env, c.var.rc.settings);
    if (!provider) return apiError(c, 409, paymentText.charge.noPsp);
    try {
      const result = await chargeFor(c.var.rc.db, provider, {
        lotId: c.var.lot.id,
        userId: c.var.viewer.id,
        method: body.data.method,
        deadlineHours: c.var.rc.settings.house.paymentDeadlineHours,
      });
      if (!result.ok) return apiError(c, result.reason === 'no_payment' ? 409 : 422, chargeRefusals[result.reason]);
      if (result.created) registerWebhooksSoon(c.env, c.executionCtx as ExecutionContext);
      return c.json({ data: chargeView(result.charge), message: paymentText.charge.created }, result.created ? 201 : 200);
    } catch (error) {
      logError('psp charge', error, { lotId: c.var.lot.id });
      return apiError(c, 503, paymentText.charge.unavailable);
    }
  })
  .get('/:id{[0-9]+}/purchase-withdrawal', ...checkoutWinner, async (c) => {
    const state = await purchaseWithdrawalState(c.var.rc.db, c.var.lot.id, c.var.viewer.id);
    if (!state) return apiError(c, 409, errors.paymentMissing);
    return c.json({ data: state });
  })
  .post('/:id{[0-9]+}/purchase-withdrawal', ...checkoutWinner, async (c) => {
    const body = purchaseWithdrawalBody.safeParse((await jsonBody(c)) ?? {});
    if (!body.success) return apiError(c, 422, refundText.withdrawal.reasonLength);
    const db = c.var.rc.db;
    const result = await requestPurchaseWithdrawal(db, {
      lotId: c.var.lot.id,
      userId: c.var.viewer.id,
      reason: body.data.reason,
      ip: clientIp(c.req.raw),
    });
    if (!result.ok) {
      if (result.reason === 'no_payment') return apiError(c, 409, errors.paymentMissing);
      return apiError(
        c,
        409,
        result.reason === 'already_requested' ? refundText.withdrawal.alreadyRequested : refundText.withdrawal.notEligible,
      );
    }
    return c.json({ data: await purchaseWithdrawalState(db, c.var.lot.id, c.var.viewer.id), message: refundText.withdrawal.sent }, 201);
  })
  .get('/:id{[0-9]+}/pickup-info', ...withdrawalWinner, async (c) => {
    const db = c.var.rc.db;
    const settings = c.var.rc.settings.house;
    const state = await checkoutState(db, c.var.lot, c.var.viewer.id, settings, { psp: c.var.rc.settings.psp !== null });
    const payment = await winnerPayment(db, c.var.lot.id, c.var.viewer.id);
    return c.json({
      data: {
        ...pickupInfo(c.var.lot, payment, settings),
        can_schedule: state.can_schedule,
        appointment: state.pickup,
        slots: state.can_schedule ? await freeSlots(db, settings.pickupSlotCapacity) : [],
      },
    });
  })
  .post('/:id{[0-9]+}/schedule-pickup', ...withdrawalWinner, async (c) => {
    const input = readPickupBooking(await jsonBody(c));
    if (!input.ok) return apiError(c, 422, input.message);
    const result = await bookPickup(c.var.rc.db, c.var.lot, c.var.viewer.id, input.value, c.var.rc.settings.house);
    if (!result.ok) {
      const [status, message]: [ContentfulStatusCode, string] =
        result.reason === 'not_approved'
          ? [409, errors.paymentNotApproved]
          : result.reason === 'already_scheduled'
            ? [409, errors.alreadyScheduled]
            : [result.reason === 'slot_full' ? 409 : 422, slotMessage(result.reason)];
      return apiError(c, status, message);
    }
    if (result.created) {
      deliverMailSoon(c.var.rc);
      reportToPulse(c, { event: 'pickup', pickupId: result.pickup.id });
    }
    return c.json({ data: appointmentView(result.pickup), message: checkoutText.pickup.success }, result.created ? 201 : 200);
  })
  .post('/:id{[0-9]+}/second-chance/:answer{accept|decline}', requireApprovedWinner, lotId, async (c) => {
    const db = c.var.rc.db;
    const offer = await openOffer(db, c.var.id, c.var.viewer.id);
    if (!offer) return apiError(c, 404, checkoutText.secondChance.offerNotFound);
    const accept = c.req.param('answer') === 'accept';
    const room = lotRoom(c.env, c.var.id);
    const reassign = async (winner: { userId: number; amountCents: number }) => (await room.reassignWinner(winner)).ok;
    const answered = await answerOffer(db, offer, accept, reassign, deliverNotice(c.env));
    if (!answered.ok) {
      return apiError(c, 409, answered.reason === 'lot_paid' ? checkoutText.secondChance.lotPaid : checkoutText.secondChance.offerClosed);
    }
    return c.json({
      data: { accepted: accept },
      message: accept ? checkoutText.secondChance.accepted : checkoutText.secondChance.declined,
    });
  });
