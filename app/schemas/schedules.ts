/**
 * Bodies and queries of /api/auction-schedules and /api/auction-templates, the same the forms send:
 * strings trimmed, prices in reais (comma or dot, at least 0), times as ISO 8601 or zone-less São Paulo
 * wall-clock time (what `<input type="datetime-local">` gives), the catalogue's categories and the spec's conditions.
 * Every failure names its field with a Portuguese message.
 */
import { LOT_CONDITIONS } from '~/domain/lot-condition';
import { parseReaisInput } from '~/domain/money-input';
import { isCalendarDay, parseInstant } from '~/domain/sao-paulo-time';
import { scheduleText, templateText } from '~/i18n/pt-BR-schedules';
import { z } from '~/schemas/zod';
import { isLotImageUrl, LOT_LIMITS } from './lot-editing';
import { specsField } from './lot-specs';

export { check } from './lot-editing';

const se = scheduleText.errors;
const te = templateText.errors;

export const SCHEDULE_LIMITS = { notificationMinutes: 7 * 24 * 60, interval: 52 } as const;
export const TEMPLATE_DURATION = { min: 1, max: 168, default: 24 } as const;
export const SCHEDULES_PER_PAGE = 10;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const requiredText = (label: string, required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, se.tooLong(label, max));

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, se.tooLong(label, max))
    .nullish()
    .transform((v) => (v ? v : null));

const oneOf = <T extends string>(list: readonly T[], message: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): T => {
      const value = typeof v === 'string' ? v.trim() : '';
      if ((list as readonly string[]).includes(value)) return value as T;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** Reais ≥ 0 → cents; `optional` lets a blank value through as null. */
const reais = (message: string, optional = false) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number | null => {
      if (optional && blank(v)) return null;
      const cents = typeof v === 'number' || typeof v === 'string' ? parseReaisInput(v) : null;
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return cents;
    });

const instant = (required: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (blank(v)) {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const date = typeof v === 'string' ? parseInstant(v) : null;
      if (!date) {
        ctx.addIssue({ code: 'custom', message: se.dateInvalid });
        return z.NEVER;
      }
      return date.toISOString();
    });

/**
 * One of the catalogue's active categories (decision 0034): here only its shape, as the list lives in D1; the API
 * checks that it is in the list (`checkCategory`) with the same message.
 */
const catalogueCategory = (message: string) => z.string({ error: message }).trim().min(1, message).max(LOT_LIMITS.category, message);

const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.literal('true'), z.literal('false'), z.literal(1), z.literal(0)])
    .nullish()
    .transform((v) => (v === null || v === undefined ? fallback : v === true || v === 'true' || v === 1));

const wholeNumber = (min: number, max: number, fallback: number, message: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (blank(v)) return fallback;
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : Number.NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const specs = specsField(se.specsInvalid);

const images = z
  .array(z.string().trim().max(LOT_LIMITS.imageUrl, se.imagesInvalid).refine(isLotImageUrl, se.imagesInvalid), { error: se.imagesInvalid })
  .max(LOT_LIMITS.images, se.imagesInvalid)
  .nullish()
  .transform((v) => v ?? []);

const recurrenceEnd = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    if (blank(v)) return null;
    const day = typeof v === 'string' ? v.trim().slice(0, 10) : '';
    if (!isCalendarDay(day)) {
      ctx.addIssue({ code: 'custom', message: se.recurrenceEndInvalid });
      return z.NEVER;
    }
    return day;
  });

const templateId = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    if (blank(v)) return null;
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n < 1) {
      ctx.addIssue({ code: 'custom', message: te.notFound });
      return z.NEVER;
    }
    return n;
  });

export const scheduleBody = z
  .object({
    title: requiredText('Título', se.titleRequired, LOT_LIMITS.title),
    description: requiredText('Descrição', se.descriptionRequired, LOT_LIMITS.description),
    category: catalogueCategory(se.categoryInvalid),
    condition: oneOf(LOT_CONDITIONS, se.conditionInvalid),
    specs,
    images,
    start_price: reais(se.startPriceInvalid),
    reserve_price: reais(se.reservePriceInvalid, true),
    scheduled_start: instant(se.startRequired),
    scheduled_end: instant(se.endRequired),
    is_recurring: flag(false),
    recurrence_type: z.unknown().optional(),
    recurrence_interval: wholeNumber(1, SCHEDULE_LIMITS.interval, 1, se.recurrenceIntervalInvalid),
    recurrence_end_date: recurrenceEnd,
    template_id: templateId,
    notify_before_start: flag(true),
    notification_minutes: wholeNumber(1, SCHEDULE_LIMITS.notificationMinutes, 60, se.notificationMinutesInvalid),
  })
  .transform((body, ctx) => {
    if (Date.parse(body.scheduled_end) <= Date.parse(body.scheduled_start)) {
      ctx.addIssue({ code: 'custom', path: ['scheduled_end'], message: se.endBeforeStart });
    } else if (Date.parse(body.scheduled_end) <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['scheduled_end'], message: se.endPast });
    }
    let recurrenceType: 'weekly' | 'monthly' | null = null;
    if (body.is_recurring) {
      if (body.recurrence_type === 'weekly' || body.recurrence_type === 'monthly') recurrenceType = body.recurrence_type;
      else ctx.addIssue({ code: 'custom', path: ['recurrence_type'], message: se.recurrenceTypeInvalid });
    }
    return { ...body, recurrence_type: recurrenceType, recurrence_end_date: body.is_recurring ? body.recurrence_end_date : null };
  });

export type ScheduleInput = z.output<typeof scheduleBody>;

export const templateBody = z.object({
  name: z.string({ error: te.nameRequired }).trim().min(1, te.nameRequired).max(200, se.tooLong('Nome', 200)),
  description: z.string({ error: te.descriptionRequired }).trim().min(1, te.descriptionRequired).max(2000, se.tooLong('Descrição', 2000)),
  template_title: optionalText('Título do leilão', LOT_LIMITS.title),
  template_description: optionalText('Descrição do leilão', LOT_LIMITS.description),
  template_category: catalogueCategory(te.categoryInvalid),
  template_condition: oneOf(LOT_CONDITIONS, te.conditionInvalid),
  template_specs: specs,
  default_start_price: z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (blank(v)) return 0;
      const cents = typeof v === 'number' || typeof v === 'string' ? parseReaisInput(v) : null;
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: te.startPriceInvalid });
        return z.NEVER;
      }
      return cents;
    }),
  default_duration_hours: wholeNumber(TEMPLATE_DURATION.min, TEMPLATE_DURATION.max, TEMPLATE_DURATION.default, te.durationInvalid),
  is_active: flag(true),
});

export type TemplateInput = z.output<typeof templateBody>;

/** POST /api/auction-templates/{id}/apply: the form's dates, if any (the end defaults to start + duration). */
export const applyBody = z
  .object({
    scheduled_start: z.unknown().optional(),
    scheduled_end: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    const read = (v: unknown, path: string) => {
      if (blank(v)) return null;
      const date = typeof v === 'string' ? parseInstant(v) : null;
      if (!date) ctx.addIssue({ code: 'custom', path: [path], message: se.dateInvalid });
      return date ? date.toISOString() : null;
    };
    return { scheduled_start: read(body.scheduled_start, 'scheduled_start'), scheduled_end: read(body.scheduled_end, 'scheduled_end') };
  });

export const scheduleStatuses = ['scheduled', 'published', 'cancelled'] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];

/** `?status=` of the list: one of the statuses, anything else (or 'all') is every status. */
export function readScheduleStatus(value: string | null | undefined): ScheduleStatus | undefined {
  return (scheduleStatuses as readonly string[]).includes(value ?? '') ? (value as ScheduleStatus) : undefined;
}
