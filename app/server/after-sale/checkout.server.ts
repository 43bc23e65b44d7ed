/**
 * The winner's side of a closed lot: who may see its checkout, the payment (amount, 10 % fee, total,
 * deadline, PIX code), the withdrawal request and the pickup appointment. The lot's status and winner come
 * from its room (the authority) when the caller has them; D1 is the fallback.
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import { effectiveDueAt, isOverdue, paymentTxid, releaseCodeFrom } from '~/domain/payment-rules';
import { checkPickupSlot, pickupDays, pickupTimes, pickupWindow, type SlotRefusal } from '~/domain/pickup-slots';
import { pixPayload } from '~/domain/pix';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import type { LiveLotMember } from '~/schemas/live';
import type { Db } from '~/server/db/client.server';
import { lotImages, lots, payments, pickupAppointments, users, withdrawalRequests, type paymentMethods } from '~/server/db/schema';
import { enqueueMail } from '~/server/notifications/mail.server';
import { lotRoom } from '~/server/platform/durable-objects.server';
import type { RequestContext } from '~/server/platform/request-context.server';
import type { HouseSettings } from './house-settings.server';
import { qrCodeDataUrl } from './qr-code.server';

export interface CheckoutLot {
  id: number;
  title: string;
  category: string;
  cover: string | null;
  status: 'active' | 'closed' | 'pending';
  winnerUserId: number | null;
  finalPriceCents: number | null;
}

export type CheckoutAccess =
  | { kind: 'not_found' }
  | { kind: 'running'; lot: CheckoutLot }
  | { kind: 'no_bids'; lot: CheckoutLot }
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
        finalPriceCents: live.final_price === null ? null : Math.round(live.final_price * 100),
      }
    : row;
  if (lot.status !== 'closed') return { kind: 'running', lot };
  if (lot.winnerUserId === null) return { kind: 'no_bids', lot };
  if (lot.winnerUserId !== viewerId) return { kind: 'not_winner', lot };
  if (lot.finalPriceCents === null) return { kind: 'no_bids', lot };
  return { kind: 'winner', lot: { ...lot, finalPriceCents: lot.finalPriceCents } };
}

export type PaymentRow = typeof payments.$inferSelect;
export type PickupRow = typeof pickupAppointments.$inferSelect;

/** The payment as its winner sees it (reais at the edge). */
export function paymentView(payment: PaymentRow, now: number, deadlineHours?: number) {
  const dueAt = effectiveDueAt(payment, deadlineHours);
  return {
    id: payment.id,
    amount: centsToReais(payment.amountCents),
    fee: centsToReais(payment.feeCents),
    total: centsToReais(payment.totalCents),
    method: payment.method,
    status: payment.status,
    due_at: dueAt,
    overdue: isOverdue({ status: payment.status, dueAt }, now),
    created_at: payment.createdAt,
    approved_at: payment.approvedAt,
    txid: paymentTxid(payment.id),
  };
}

/** The appointment as its winner sees it: with the release code (administrators never get it from a list). */
export function appointmentView(pickup: PickupRow) {
  return {
    id: pickup.id,
    auction_id: pickup.lotId,
    pickup_datetime: pickup.pickupAt,
    pickup_date: pickup.pickupDate,
    pickup_time: pickup.pickupTime,
    status: pickup.status,
    notes: pickup.notes,
    release_code: pickup.releaseCode,
    authorized_name: pickup.authorizedName,
    authorized_cpf: pickup.authorizedCpf,
    created_at: pickup.createdAt,
    completed_at: pickup.completedAt,
  };
}

export async function winnerPayment(db: Db, lotId: number, userId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.lotId, lotId), eq(payments.userId, userId)))
    .limit(1);
  return row ?? null;
}

async function winnerWithdrawal(db: Db, lotId: number, userId: number) {
  const [row] = await db
    .select()
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.lotId, lotId), eq(withdrawalRequests.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function lotAppointment(db: Db, lotId: number): Promise<PickupRow | null> {
  const [row] = await db.select().from(pickupAppointments).where(eq(pickupAppointments.lotId, lotId)).limit(1);
  return row ?? null;
}

/** The PIX charge of a payment, or null when the house has no PIX. */
export function pixCharge(settings: HouseSettings, payment: PaymentRow): { payload: string; txid: string } | null {
  if (!settings.pix) return null;
  const txid = paymentTxid(payment.id);
  return { payload: pixPayload({ ...settings.pix, amountCents: payment.totalCents, txid }), txid };
}

/** Everything checkout shows the winner about paying and collecting. */
export async function checkoutState(db: Db, lot: CheckoutLot, userId: number, settings: HouseSettings, now = Date.now()) {
  const [payment, withdrawal, pickup] = await Promise.all([
    winnerPayment(db, lot.id, userId),
    winnerWithdrawal(db, lot.id, userId),
    lotAppointment(db, lot.id),
  ]);
  return {
    payment_exists: payment !== null,
    payment_approved: payment?.status === 'approved',
    payment: payment && paymentView(payment, now, settings.paymentDeadlineHours),
    pix: payment && payment.status !== 'approved' ? pixCharge(settings, payment) : null,
    bank_transfer: settings.bankTransfer,
    withdrawal: withdrawal && { requested_at: withdrawal.requestedAt, payment_approved_at: withdrawal.paymentApprovedAt },
    pickup: pickup && pickup.userId === userId ? appointmentView(pickup) : null,
  };
}

export type WithdrawalMethod = Extract<(typeof paymentMethods)[number], 'pix' | 'transfer'>;

/** The winner asks to collect (after paying): once per lot and winner; the method they paid with is noted. */
export async function requestWithdrawal(db: Db, lotId: number, userId: number, method: WithdrawalMethod | undefined) {
  await db.insert(withdrawalRequests).values({ lotId, userId }).onConflictDoNothing();
  if (method) {
    await db
      .update(payments)
      .set({ method, updatedAt: new Date().toISOString() })
      .where(and(eq(payments.lotId, lotId), eq(payments.userId, userId), eq(payments.status, 'pending')));
  }
  return (await winnerWithdrawal(db, lotId, userId))!;
}

/** Free places per slot over the booking window: 'yyyy-mm-dd HH:MM' → taken. */
async function takenSlots(db: Db, now: Date): Promise<Map<string, number>> {
  const { first, last } = pickupWindow(now);
  const rows = await db
    .select({ date: pickupAppointments.pickupDate, time: pickupAppointments.pickupTime, taken: sql<number>`count(*)` })
    .from(pickupAppointments)
    .where(
      and(
        inArray(pickupAppointments.status, ['scheduled', 'ready']),
        gte(pickupAppointments.pickupDate, first),
        lte(pickupAppointments.pickupDate, last),
      ),
    )
    .groupBy(pickupAppointments.pickupDate, pickupAppointments.pickupTime);
  return new Map(rows.map((r) => [`${r.date} ${r.time}`, r.taken]));
}

export interface SlotDay {
  date: string;
  times: { time: string; available: number }[];
}

/** The days and times a winner may pick, each with how many places are left. */
export async function freeSlots(db: Db, capacity: number, now = new Date()): Promise<SlotDay[]> {
  const taken = await takenSlots(db, now);
  const times = pickupTimes();
  return pickupDays(now).map((date) => ({
    date,
    times: times.map((time) => ({ time, available: Math.max(0, capacity - (taken.get(`${date} ${time}`) ?? 0)) })),
  }));
}

/** What the schedule-pickup modal shows besides the slots. */
export function pickupInfo(lot: CheckoutLot & { finalPriceCents: number }, payment: PaymentRow | null, settings: HouseSettings) {
  return {
    auction_id: lot.id,
    auction_title: lot.title,
    winning_amount: centsToReais(lot.finalPriceCents),
    fee: payment ? centsToReais(payment.feeCents) : null,
    total: payment ? centsToReais(payment.totalCents) : null,
    pickup_location: settings.pickupAddress,
    required_documents: [...checkoutText.pickup.requiredDocuments],
    instructions: [...checkoutText.pickup.instructionText],
  };
}

export interface PickupRequest {
  date?: string;
  time?: string;
  notes?: string;
  authorizedName?: string;
  authorizedCpf?: string;
}

export type ScheduleResult =
  | { ok: true; created: boolean; pickup: PickupRow }
  | { ok: false; reason: SlotRefusal | 'not_approved' | 'slot_full' | 'already_scheduled' };

/**
 * Books the slot for the lot's winner. One appointment per lot: the same request again answers the same
 * appointment. The place is taken in one statement that counts the slot's appointments, so when two
 * winners race for the last place, exactly one gets it.
 */
export async function schedulePickup(
  db: Db,
  lot: CheckoutLot,
  userId: number,
  request: PickupRequest,
  settings: HouseSettings,
  now = new Date(),
): Promise<ScheduleResult> {
  const payment = await winnerPayment(db, lot.id, userId);
  if (payment?.status !== 'approved') return { ok: false, reason: 'not_approved' };
  const slot = checkPickupSlot(request.date, request.time, now);
  const existing = await lotAppointment(db, lot.id);
  if (existing) {
    const same = slot.ok && existing.pickupDate === slot.day && existing.pickupTime === slot.time;
    return same ? { ok: true, created: false, pickup: existing } : { ok: false, reason: 'already_scheduled' };
  }
  if (!slot.ok) return slot;
  const code = releaseCodeFrom(crypto.getRandomValues(new Uint8Array(6)));
  const at = slot.at.toISOString();
  const inserted = await db.all<{ id: number }>(sql`
    insert into ${pickupAppointments}
      (lot_id, user_id, pickup_at, pickup_date, pickup_time, status, notes, release_code, authorized_name, authorized_cpf)
    select ${lot.id}, ${userId}, ${at}, ${slot.day}, ${slot.time}, 'scheduled', ${request.notes ?? null}, ${code},
           ${request.authorizedName ?? null}, ${request.authorizedCpf ?? null}
    where (select count(*) from ${pickupAppointments}
           where pickup_date = ${slot.day} and pickup_time = ${slot.time} and status in ('scheduled', 'ready')) < ${settings.pickupSlotCapacity}
    on conflict do nothing
    returning id`);
  const booked = await lotAppointment(db, lot.id);
  if (!booked) return { ok: false, reason: 'slot_full' };
  if (inserted.length === 0) {
    // A concurrent identical request booked it first.
    const same = booked.userId === userId && booked.pickupDate === slot.day && booked.pickupTime === slot.time;
    return same ? { ok: true, created: false, pickup: booked } : { ok: false, reason: 'already_scheduled' };
  }
  const [winner] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (winner) {
    const when = `${slot.day.split('-').reverse().join('/')} ${slot.time}`;
    await enqueueMail(db, {
      to: winner.email,
      subject: checkoutText.mail.releaseSubject,
      text: checkoutText.mail.releaseText(lot.title, when, code, settings.pickupAddress),
      kind: 'pickup_scheduled',
    });
  }
  return { ok: true, created: true, pickup: booked };
}

/** What /checkout/{id} shows, by where the viewer stands (the lot's room asked for its status and winner). */
export async function loadCheckoutPage(rc: RequestContext, lotId: number, viewerId: number) {
  const live = await lotRoom(rc.env, lotId)
    .snapshot(lotId)
    .catch(() => null);
  const access = await checkoutAccess(rc.db, lotId, viewerId, live);
  if (access.kind !== 'winner') return { access };
  const settings = rc.settings.house;
  const state = await checkoutState(rc.db, access.lot, viewerId, settings);
  const payment = await winnerPayment(rc.db, access.lot.id, viewerId);
  const canSchedule = state.payment_approved && !state.pickup;
  return {
    access,
    state,
    pixQr: state.pix ? qrCodeDataUrl(state.pix.payload) : null,
    info: pickupInfo(access.lot, payment, settings),
    slots: canSchedule ? await freeSlots(rc.db, settings.pickupSlotCapacity) : [],
  };
}
