/**
 * The winner's side of a closed lot: who may see its checkout, and everything it shows about paying
 * (payments.server.ts) and collecting (pickups.server.ts). The lot's status and winner come from its room
 * (the authority) when the caller has them; D1 is the fallback.
 */
import { eq, sql } from 'drizzle-orm';
import type { LotStatus } from '~/domain/lot-status';
import { reaisToNearestCents } from '~/domain/money';
import { boletoDueDate, effectiveDueAt } from '~/domain/payment-rules';
import type { LotOutcome } from '~/domain/soft-close';
import type { CheckoutCharges } from '~/schemas/charges';
import type { LiveLotMember } from '~/schemas/live';
import type { Db } from '~/server/db/client.server';
import { lotImages, lots } from '~/server/db/schema';
import { boletoChargeView, chargesOf, pixChargeView } from '~/server/payments/charges.server';
import type { HouseSettings } from '~/server/platform/settings.server';
import { paymentView, pixCharge, winnerPayment, winnerWithdrawal } from './payments.server';
import { appointmentView, isLive, lotAppointment } from './pickups.server';

export interface CheckoutLot {
  id: number;
  title: string;
  category: string;
  cover: string | null;
  status: LotStatus;
  winnerUserId: number | null;
  finalPriceCents: number | null;
  outcome: LotOutcome | null;
}

export type CheckoutAccess =
  | { kind: 'not_found' }
  | { kind: 'running'; lot: CheckoutLot }
  | { kind: 'no_bids'; lot: CheckoutLot }
  /** closed below its reserve: nobody won, nobody pays */
  | { kind: 'reserve_not_met'; lot: CheckoutLot }
  | { kind: 'not_winner'; lot: CheckoutLot }
  | { kind: 'winner'; lot: CheckoutLot & { finalPriceCents: number } };

/** Where the viewer stands with a lot's checkout. `live`: the room's view of the lot, when asked. */
export async function checkoutAccess(db: Db, lotId: number, viewerId: number, live?: LiveLotMember | null): Promise<CheckoutAccess> {
  const [row] = await db
    .select({
      id: lots.id,
      title: lots.title,
      category: lots.category,
      status: lots.status,
      winnerUserId: lots.winnerUserId,
      finalPriceCents: lots.finalPriceCents,
      outcome: lots.outcome,
      cover: sql<
        string | null
      >`(select ${lotImages.url} from ${lotImages} where ${lotImages.lotId} = ${lots.id} order by ${lotImages.position} limit 1)`,
    })
    .from(lots)
    .where(eq(lots.id, lotId))
    .limit(1);
  if (!row) return { kind: 'not_found' };
  const lot: CheckoutLot = live
    ? {
        ...row,
        status: live.status,
        winnerUserId: live.winner_user_id,
        finalPriceCents: live.final_price === null ? null : reaisToNearestCents(live.final_price),
        outcome: live.outcome,
      }
    : row;
  if (lot.status !== 'closed') return { kind: 'running', lot };
  if (lot.outcome === 'reserve_not_met') return { kind: 'reserve_not_met', lot };
  if (lot.winnerUserId === null) return { kind: 'no_bids', lot };
  if (lot.winnerUserId !== viewerId) return { kind: 'not_winner', lot };
  if (lot.finalPriceCents === null) return { kind: 'no_bids', lot };
  return { kind: 'winner', lot: { ...lot, finalPriceCents: lot.finalPriceCents } };
}

/**
 * Everything checkout shows the winner about paying and collecting. `psp`: the house collects Pix and boleto
 * through its PSP (the charges are made when the winner chooses; the static BR Code is the fallback without one).
 */
export async function checkoutState(
  db: Db,
  lot: CheckoutLot,
  userId: number,
  settings: HouseSettings,
  { psp = false, now = Date.now() } = {},
) {
  const [payment, withdrawal, pickup] = await Promise.all([
    winnerPayment(db, lot.id, userId),
    winnerWithdrawal(db, lot.id, userId),
    lotAppointment(db, lot.id),
  ]);
  const charges = payment ? await chargesOf(db, payment.id) : {};
  const dueAt = payment && effectiveDueAt(payment, settings.paymentDeadlineHours);
  return {
    psp,
    /** the deadline still leaves a boleto time to clear */
    boleto_available: psp && payment?.status === 'pending' && dueAt !== null && boletoDueDate(dueAt, now) !== null,
    charges: {
      pix: charges.pix ? pixChargeView(charges.pix) : null,
      boleto: charges.boleto ? boletoChargeView(charges.boleto) : null,
    } satisfies CheckoutCharges,
    payment_exists: payment !== null,
    payment_approved: payment?.status === 'approved',
    payment: payment && paymentView(payment, now, settings.paymentDeadlineHours),
    pix: !psp && payment && payment.status !== 'approved' ? pixCharge(settings, payment) : null,
    bank_transfer: settings.bankTransfer,
    withdrawal: withdrawal && { requested_at: withdrawal.requestedAt, payment_approved_at: withdrawal.paymentApprovedAt },
    pickup: pickup && pickup.userId === userId ? appointmentView(pickup) : null,
    /** paid, and no live appointment (a cancelled one leaves the lot to book again) */
    can_schedule: payment?.status === 'approved' && !isLive(pickup),
  };
}
