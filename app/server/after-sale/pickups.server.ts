/**
 * Collecting a paid lot (a pickup appointment, 'retirada'): the slots a winner may book, the booking with
 * its release code, and the appointment as the winner sees it. The staff's side (ready, completed with the
 * code, cancelled) is pickup-desk.server.ts.
 */
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import { releaseCodeFrom } from '~/domain/payment-rules';
import { checkPickupSlot, pickupDays, pickupTimes, pickupWindow, type SlotRefusal } from '~/domain/pickup-slots';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import type { Db } from '~/server/db/client.server';
import { pickupAppointments, users } from '~/server/db/schema';
import { enqueueMail } from '~/server/platform/mail.server';
import type { HouseSettings } from '~/server/platform/settings.server';
import { winnerPayment, type PaymentRow } from './payments.server';

export type PickupRow = typeof pickupAppointments.$inferSelect;

/**
 * The appointment as its winner sees it: with the release code while it can still be used (administrators
 * never get it from a list); a cancelled appointment's code is dead and not shown.
 */
export function appointmentView(pickup: PickupRow) {
  return {
    id: pickup.id,
    auction_id: pickup.lotId,
    pickup_datetime: pickup.pickupAt,
    pickup_date: pickup.pickupDate,
    pickup_time: pickup.pickupTime,
    status: pickup.status,
    notes: pickup.notes,
    release_code: pickup.status === 'cancelled' ? null : pickup.releaseCode,
    authorized_name: pickup.authorizedName,
    authorized_cpf: pickup.authorizedCpf,
    created_at: pickup.createdAt,
    completed_at: pickup.completedAt,
  };
}

/** The lot's appointment: its live one (not cancelled; there is at most one), else the latest cancelled. */
export async function lotAppointment(db: Db, lotId: number): Promise<PickupRow | null> {
  const [row] = await db
    .select()
    .from(pickupAppointments)
    .where(eq(pickupAppointments.lotId, lotId))
    .orderBy(sql`${pickupAppointments.status} = 'cancelled'`, desc(pickupAppointments.id))
    .limit(1);
  return row ?? null;
}

/** Whether a lot's appointment still holds the lot (a cancelled one leaves it free to book again). */
export const isLive = (pickup: PickupRow | null): pickup is PickupRow => pickup !== null && pickup.status !== 'cancelled';

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

/** The won lot a pickup is for (checkout.server's `CheckoutLot` is one). */
export interface PickupLot {
  id: number;
  title: string;
}

/** What the schedule-pickup modal shows besides the slots. */
export function pickupInfo(lot: PickupLot & { finalPriceCents: number }, payment: PaymentRow | null, settings: HouseSettings) {
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

export type PickupBookingResult =
  | { ok: true; created: boolean; pickup: PickupRow }
  | { ok: false; reason: SlotRefusal | 'not_approved' | 'slot_full' | 'already_scheduled' };

/**
 * Books the slot for the lot's winner. One live appointment per lot: the same request again answers the same
 * appointment; a cancelled one does not count (its payment was reversed, or the lot went to another member). The place is taken in one statement that counts the slot's appointments, so when two
 * winners race for the last place, exactly one gets it.
 */
export async function bookPickup(
  db: Db,
  lot: PickupLot,
  userId: number,
  request: PickupRequest,
  settings: HouseSettings,
  now = new Date(),
): Promise<PickupBookingResult> {
  const payment = await winnerPayment(db, lot.id, userId);
  if (payment?.status !== 'approved') return { ok: false, reason: 'not_approved' };
  const slot = checkPickupSlot(request.date, request.time, now);
  const existing = await lotAppointment(db, lot.id);
  if (isLive(existing)) {
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
  if (!isLive(booked)) return { ok: false, reason: 'slot_full' };
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
