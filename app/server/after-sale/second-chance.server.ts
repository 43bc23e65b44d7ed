/**
 * Second chance: when the winner's payment is rejected or overdue, an administrator offers the lot to the
 * next-highest bidder at that bidder's own last bid. The offer reaches their bell and dashboard and stands
 * 48 hours; accepting makes them the winner (the lot's room records it, with a payment of their own) and
 * cancels the previous winner's open pickup. Once a payment of the lot is approved, no offer can be accepted.
 * The bid log is never touched.
 */
import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import { isOverdue, secondChanceCandidate, secondChanceExpiresAt } from '~/domain/payment-rules';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import type { Db } from '~/server/db/client.server';
import { bids, lots, payments, secondChanceOffers } from '~/server/db/schema';
import type { Deliver } from '~/server/notifications/delivery.server';
import { audit, type Actor } from '~/server/platform/audit.server';
import { cancelLapsedPickups, reportCancelledPickups } from './pickup-release.server';

export type OfferResult =
  | { ok: true; offer: typeof secondChanceOffers.$inferSelect }
  | { ok: false; reason: 'not_found' | 'not_eligible' | 'pending' | 'no_candidate' };

/** Lapses the offers whose 48 hours are over. */
export async function expireOffers(db: Db, now = new Date()) {
  await db
    .update(secondChanceOffers)
    .set({ status: 'expired', decidedAt: now.toISOString() })
    .where(and(eq(secondChanceOffers.status, 'offered'), lt(secondChanceOffers.expiresAt, now.toISOString())));
}

/**
 * 'Oferta ao segundo colocado' on a payment that was rejected or is overdue: by an administrator, or by the
 * house's rules (`actor` null) when a payment the PSP collects expires unpaid.
 */
export async function offerSecondChance(
  db: Db,
  actor: Actor | null,
  paymentId: number,
  deliver: Deliver,
  now = new Date(),
): Promise<OfferResult> {
  await expireOffers(db, now);
  const [payment] = await db
    .select({ lotId: payments.lotId, userId: payments.userId, status: payments.status, dueAt: payments.dueAt, winner: lots.winnerUserId })
    .from(payments)
    .innerJoin(lots, eq(lots.id, payments.lotId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!payment) return { ok: false, reason: 'not_found' };
  const failed = payment.status === 'rejected' || isOverdue(payment, now.getTime());
  if (!failed || payment.winner !== payment.userId) return { ok: false, reason: 'not_eligible' };
  const offers = await db.select().from(secondChanceOffers).where(eq(secondChanceOffers.lotId, payment.lotId));
  if (offers.some((o) => o.status === 'offered')) return { ok: false, reason: 'pending' };
  const log = await db
    .select({ userId: bids.userId, amountCents: bids.amountCents, seq: bids.seq })
    .from(bids)
    .where(eq(bids.lotId, payment.lotId));
  const excluded = new Set([payment.userId, ...offers.map((o) => o.userId)]);
  const candidate = secondChanceCandidate(log, excluded);
  if (!candidate) return { ok: false, reason: 'no_candidate' };
  const [offer] = await db
    .insert(secondChanceOffers)
    .values({ lotId: payment.lotId, ...candidate, offeredBy: actor?.userId ?? null, expiresAt: secondChanceExpiresAt(now.getTime()) })
    .onConflictDoNothing()
    .returning();
  if (!offer) return { ok: false, reason: 'pending' };
  await audit(db, {
    actorUserId: actor?.userId ?? null,
    action: 'lot.second_chance_offer',
    targetType: 'lot',
    targetId: payment.lotId,
    details: {
      payment_id: paymentId,
      amount_cents: candidate.amountCents,
      before: { offered_to: null, winner_user_id: payment.userId },
      after: { offered_to: candidate.userId, winner_user_id: payment.userId },
    },
    ip: actor?.ip ?? null,
  });
  await deliver({
    userId: candidate.userId,
    type: 'second_chance_offer',
    lotId: payment.lotId,
    amountCents: candidate.amountCents,
    key: `second_chance:${offer.id}`,
  });
  return { ok: true, offer };
}

/** An offer still standing: offered, and its 48 hours not over (reads never write; `expireOffers` records it). */
const standing = (now: Date) => and(eq(secondChanceOffers.status, 'offered'), gt(secondChanceOffers.expiresAt, now.toISOString()));

/** The open offer of a lot to this user, if there is one. */
export async function openOffer(db: Db, lotId: number, userId: number, now = new Date()) {
  const [offer] = await db
    .select()
    .from(secondChanceOffers)
    .where(and(eq(secondChanceOffers.lotId, lotId), eq(secondChanceOffers.userId, userId), standing(now)))
    .limit(1);
  return offer ?? null;
}

/** The user's open offers, for the dashboard. */
export async function listOpenOffers(db: Db, userId: number, now = new Date()) {
  const rows = await db
    .select({
      id: secondChanceOffers.id,
      lotId: secondChanceOffers.lotId,
      title: lots.title,
      amountCents: secondChanceOffers.amountCents,
      expiresAt: secondChanceOffers.expiresAt,
    })
    .from(secondChanceOffers)
    .innerJoin(lots, eq(lots.id, secondChanceOffers.lotId))
    .where(and(eq(secondChanceOffers.userId, userId), standing(now)))
    .orderBy(desc(secondChanceOffers.id));
  return rows.map((r) => ({
    id: r.id,
    auction_id: r.lotId,
    auction_title: r.title,
    amount: centsToReais(r.amountCents),
    expires_at: r.expiresAt,
  }));
}

/** Whether someone else's payment of the lot is approved: the lot is paid for, and no offer of it stands. */
async function lotPaidForByAnother(db: Db, lotId: number, userId: number): Promise<boolean> {
  const [approved] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.lotId, lotId), eq(payments.status, 'approved'), ne(payments.userId, userId)))
    .limit(1);
  return approved !== undefined;
}

const lotReassigned = checkoutText.admin.cancelReasons.lotReassigned;

export type AnswerResult = { ok: true } | { ok: false; reason: 'closed' | 'lot_paid' };

/**
 * The bidder answers. Accepting is refused once another payment of the lot is approved (the offer lapses).
 * `reassign` hands the lot over in its room (the authority on the winner); only once it has is the offer
 * marked accepted, so a failure leaves the offer open to answer again. The previous winner's open pickup is
 * cancelled in the same batch, and they are told.
 */
export async function answerOffer(
  db: Db,
  offer: typeof secondChanceOffers.$inferSelect,
  accept: boolean,
  reassign: (winner: { userId: number; amountCents: number }) => Promise<boolean>,
  deliver: Deliver,
): Promise<AnswerResult> {
  if (accept && (await lotPaidForByAnother(db, offer.lotId, offer.userId))) {
    await db
      .update(secondChanceOffers)
      .set({ status: 'expired', decidedAt: new Date().toISOString() })
      .where(and(eq(secondChanceOffers.id, offer.id), eq(secondChanceOffers.status, 'offered')));
    return { ok: false, reason: 'lot_paid' };
  }
  if (accept && !(await reassign({ userId: offer.userId, amountCents: offer.amountCents }))) return { ok: false, reason: 'closed' };
  const now = new Date().toISOString();
  const answer = db
    .update(secondChanceOffers)
    .set({ status: accept ? 'accepted' : 'declined', decidedAt: now })
    .where(and(eq(secondChanceOffers.id, offer.id), standing(new Date(now))));
  if (!accept) {
    await answer;
    return { ok: true };
  }
  const [, , cancelled] = await db.batch([
    answer,
    // The previous winner's payment, if still pending, will not be paid any more.
    db
      .update(payments)
      .set({ status: 'rejected', rejectedAt: now, updatedAt: now })
      .where(and(eq(payments.lotId, offer.lotId), eq(payments.status, 'pending'), lt(payments.createdAt, offer.createdAt))),
    cancelLapsedPickups(db, { lotId: offer.lotId, exceptUserId: offer.userId }, lotReassigned, now),
  ]);
  await reportCancelledPickups(db, cancelled, { actor: null, via: 'second_chance', reason: lotReassigned }, deliver);
  return { ok: true };
}
