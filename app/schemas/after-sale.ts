/**
 * Bodies of the calls after the hammer, for the checkout page and the API alike: each reader returns the
 * value or the first message to show, in Portuguese. Wrong types read as missing, never as a crash.
 */
import { isValidCpf, onlyDigits } from '~/domain/documents';
import type { SlotRefusal } from '~/domain/pickup-slots';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { z } from '~/schemas/zod';
import { looseStrings } from './auth';

const errors = checkoutText.errors;
export const NOTES_MAX = 500;

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** The message of a refused slot. */
export function slotMessage(reason: SlotRefusal | 'slot_full'): string {
  switch (reason) {
    case 'required':
      return errors.slotRequired;
    case 'invalid_time':
      return errors.slotInvalid;
    case 'outside_window':
      return errors.slotOutsideWindow;
    case 'closed_day':
      return errors.slotClosedDay;
    case 'slot_full':
      return errors.slotFull;
  }
}

export interface PickupBookingInput {
  date: string;
  time: string;
  notes?: string;
  authorizedName?: string;
  authorizedCpf?: string;
}

const pickupShape = looseStrings(['pickup_date', 'pickup_time', 'notes', 'authorized_name', 'authorized_cpf']);

/** POST schedule-pickup: date and time required; notes ≤ 500; an authorised person needs a name and a valid CPF. */
export function readPickupBooking(body: unknown): Read<PickupBookingInput> {
  const input = pickupShape.parse(body && typeof body === 'object' ? body : {});
  const date = input.pickup_date.trim();
  const time = input.pickup_time.trim();
  if (!date || !time) return { ok: false, message: errors.slotRequired };
  const notes = input.notes.trim();
  if (notes.length > NOTES_MAX) return { ok: false, message: errors.notesTooLong };
  const name = input.authorized_name.trim().replace(/\s+/g, ' ');
  const cpf = onlyDigits(input.authorized_cpf);
  if (name || input.authorized_cpf.trim()) {
    if (name.length < 2 || name.length > 120) return { ok: false, message: errors.authorizedNameRequired };
    if (!isValidCpf(cpf)) return { ok: false, message: errors.authorizedCpfInvalid };
  }
  return {
    ok: true,
    value: { date, time, ...(notes ? { notes } : {}), ...(name ? { authorizedName: name, authorizedCpf: cpf } : {}) },
  };
}

/** POST request-withdrawal: no body, or the method the winner paid with. */
export const withdrawalBody = z.object({ method: z.enum(['pix', 'transfer']).optional() }).strip();

/** POST /api/admin/payments/{id}/status. */
export const paymentStatusBody = z.object({ status: z.enum(['approved', 'rejected']) });

/** POST /api/admin/withdrawal-requests/{auction_id}/approve-payment. */
export const approveWithdrawalBody = z.object({ user_id: z.coerce.number().int().positive().optional() });

/** PUT /api/admin/scheduled-pickups/{id}/status. */
export const pickupStatusBody = z.object({
  status: z.enum(['ready', 'completed', 'cancelled']),
  notes: z.string().trim().max(NOTES_MAX).optional(),
  release_code: z.string().trim().max(12).optional(),
  reason: z.string().trim().max(NOTES_MAX).optional(),
});

/** GET /api/admin/payments filters. */
export const paymentListQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).optional().catch(undefined),
  overdue: z
    .enum(['1', 'true'])
    .optional()
    .catch(undefined)
    .transform((v) => v !== undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  per_page: z.coerce.number().int().min(1).max(100).catch(20),
});

/** `?ids=1,2,3` of the dashboard's favorites (at most 100, positive integers). */
export const idListQuery = z
  .string()
  .optional()
  .transform((raw) =>
    (raw ?? '')
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isSafeInteger(n) && n > 0)
      .slice(0, 100),
  );
