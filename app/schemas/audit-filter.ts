/**
 * Filters of the audit log ('Auditoria' tab and GET /api/admin/audit), from a URL's search params: who (a
 * part of the actor's e-mail), the action, the target's type and id, and a range of São Paulo days.
 * A value that does not fit is left out, as the other admin lists do; a range whose start is after its
 * end is refused.
 */
import { isCalendarDay } from '~/domain/sao-paulo-time';
import { officeText } from '~/i18n/pt-BR-admin-office';
import { z } from '~/schemas/zod';

const text = z.string().trim().min(1).max(200).optional().catch(undefined);
const key = z
  .string()
  .trim()
  .regex(/^[a-z_]+(?:\.[a-z_]+)?$/)
  .max(60)
  .optional()
  .catch(undefined);
const day = z.string().trim().refine(isCalendarDay).optional().catch(undefined);

export const auditFilter = z
  .object({
    email: text,
    action: key,
    target_type: key,
    target_id: z.string().trim().min(1).max(60).optional().catch(undefined),
    from: day,
    to: day,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: officeText.audit.fromAfterTo, path: ['to'] });

export type AuditFilter = z.infer<typeof auditFilter>;

export type ReadFilter = { ok: true; filter: AuditFilter } | { ok: false; message: string };

/** The filters present in `params` (absent and empty ones are left out). */
export function readAuditFilter(params: URLSearchParams): ReadFilter {
  const raw = Object.fromEntries([...params.entries()].filter(([, v]) => v.trim() !== ''));
  const parsed = auditFilter.safeParse(raw);
  return parsed.success ? { ok: true, filter: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
}
