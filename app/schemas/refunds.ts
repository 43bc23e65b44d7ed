/** Bodies and queries of the desistência, the reconciliation's resolutions and the day's movements (zod). */
import { WITHDRAWAL_REASON_MAX, WITHDRAWAL_REASON_MIN } from '~/domain/purchase-withdrawal';
import { isCalendarDay } from '~/domain/sao-paulo-time';
import { z } from '~/schemas/zod';

const NOTE_MAX = 500;

/** POST /api/auctions/{id}/purchase-withdrawal. */
export const purchaseWithdrawalBody = z.object({
  reason: z.string().trim().min(WITHDRAWAL_REASON_MIN).max(WITHDRAWAL_REASON_MAX),
});

/** POST /api/admin/payments/purchase-withdrawals/{id}/decision. */
export const purchaseWithdrawalDecisionBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), transfer_confirmed: z.boolean().optional().default(false) }),
  z.object({ decision: z.literal('decline'), reason: z.string().trim().min(1).max(NOTE_MAX) }),
]);

/** POST /api/admin/payments/receipts/{id}/resolve. */
export const resolveReceiptBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve') }),
  z.object({ action: z.literal('link'), payment_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  z.object({ action: z.literal('refund') }),
  z.object({ action: z.literal('keep'), note: z.string().trim().min(1).max(NOTE_MAX) }),
]);

/** GET /api/admin/payments/reconciliation?section=&page=&per_page= (no section: every section's first page). */
export const reconciliationQuery = z.object({
  section: z.enum(['charges', 'receipts', 'boletos', 'refunds', 'unmatched', 'divergent', 'late', 'duplicate']).optional(),
});

/** GET /api/admin/payments/movements.csv?date=YYYY-MM-DD (a São Paulo day). */
export const movementsQuery = z.object({ date: z.string().refine(isCalendarDay) });
