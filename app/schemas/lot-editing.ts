/**
 * Lot management bodies (create and edit), the same for the admin form and the API:
 * strings trimmed, the start price in reais with comma or dot (sent as `start_price` or `starting_price`),
 * times as ISO 8601 (zone-less: São Paulo), images as an ordered list of our `/media/…` URLs or https URLs.
 * Every failure names its field with a Portuguese message.
 */
import { CATEGORY_NAME_MAX } from '~/domain/categories';
import { isAssetTag } from '~/domain/equipment/asset-tag';
import { isCosmeticGrade, isFunctionalGrade, type CosmeticGrade, type FunctionalGrade } from '~/domain/equipment/grades';
import { isLotCondition } from '~/domain/lot-condition';
import { lotConsistencyProblems, type LotConsistencyFields } from '~/domain/lot-consistency';
import { mediaKeyOf } from '~/domain/media-url';
import { parseReaisInput } from '~/domain/money-input';
import { parseInstant } from '~/domain/sao-paulo-time';
import { DEFAULT_EXTENSION_MINUTES, MAX_EXTENSION_MINUTES } from '~/domain/soft-close';
import { formatBRL } from '~/i18n/format';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';
import { equipmentAdminText } from '~/i18n/pt-BR-equipment-admin';
import { liveText } from '~/i18n/pt-BR-live';
import { specsField } from '~/schemas/lot-specs';
import { z } from '~/schemas/zod';

const adminText = liveText.admin;
const termsText = adminLotsText.terms;

export const LOT_LIMITS = { title: 200, description: 10_000, category: CATEGORY_NAME_MAX, images: 20, imageUrl: 2048 } as const;

const text = (label: string, required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, adminText.tooLong(label, max));

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const startPrice = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    const cents = blank(v) ? null : typeof v === 'number' || typeof v === 'string' ? parseReaisInput(v) : null;
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: 'custom', message: blank(v) ? adminText.startPriceRequired : adminText.startPriceInvalid });
      return z.NEVER;
    }
    return cents;
  });

/** An instant → UTC ISO string. */
function toIso(v: unknown, ctx: z.RefinementCtx, invalid: string) {
  const date = typeof v === 'string' ? parseInstant(v) : null;
  if (date) return date.toISOString();
  ctx.addIssue({ code: 'custom', message: invalid });
  return z.NEVER;
}

const requiredInstant = (required: string, invalid: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (!blank(v)) return toIso(v, ctx, invalid);
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    });

/** An empty value reads as "not given". */
const optionalInstant = (invalid: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => (blank(v) ? undefined : toIso(v, ctx, invalid)));

export function isLotImageUrl(url: string): boolean {
  if (url.startsWith('/')) return mediaKeyOf(url) !== null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

const images = z
  .array(z.string().trim().max(LOT_LIMITS.imageUrl, adminText.imagesInvalid).refine(isLotImageUrl, adminText.imagesInvalid), {
    error: adminText.imagesInvalid,
  })
  .max(LOT_LIMITS.images, adminText.imagesTooMany(LOT_LIMITS.images));

const condition = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    if (blank(v)) return null;
    const value = typeof v === 'string' ? v.trim() : '';
    if (isLotCondition(value)) return value;
    ctx.addIssue({ code: 'custom', message: adminText.conditionInvalid });
    return z.NEVER;
  });

/** An edit's condition: absent stays undefined (unchanged), blank or null removes it. */
const conditionPatch = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const parsed = condition.safeParse(v);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: adminText.conditionInvalid });
    return z.NEVER;
  });

/** The reserve in reais → cents; blank (or null) is "no reserve"; absent stays undefined (an edit leaves it). */
const reservePrice = z
  .unknown()
  .optional()
  .transform((v, ctx): number | null | undefined => {
    if (v === undefined) return undefined;
    if (blank(v)) return null;
    const cents = typeof v === 'number' || typeof v === 'string' ? parseReaisInput(v) : null;
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: 'custom', message: termsText.reserveInvalid });
      return z.NEVER;
    }
    return cents;
  });

/** Whole minutes, 0 (off) to MAX_EXTENSION_MINUTES; absent or blank stays undefined. */
const extensionMinutes = z
  .unknown()
  .optional()
  .transform((v, ctx): number | undefined => {
    if (blank(v)) return undefined;
    const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : Number.NaN;
    if (!Number.isInteger(n) || n < 0 || n > MAX_EXTENSION_MINUTES) {
      ctx.addIssue({ code: 'custom', message: termsText.extensionInvalid(MAX_EXTENSION_MINUTES) });
      return z.NEVER;
    }
    return n;
  });

const specs = specsField(termsText.specsInvalid);

/**
 * A trimmed choice checked by `accepts`: blank (or null) is "none"; absent stays undefined (an edit leaves it).
 * The asset tag and the grades take this shape.
 */
const optionalChoice = <T extends string>(accepts: (value: string) => value is T, invalid: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): T | null | undefined => {
      if (v === undefined) return undefined;
      if (blank(v)) return null;
      const value = typeof v === 'string' ? v.trim() : '';
      if (accepts(value)) return value;
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    });

const equipmentErrors = equipmentAdminText.errors;
const assetTag = optionalChoice((v): v is string => isAssetTag(v), equipmentErrors.assetTagInvalid);
const functionalGrade = optionalChoice<FunctionalGrade>(isFunctionalGrade, equipmentErrors.functionalGradeInvalid);
const cosmeticGrade = optionalChoice<CosmeticGrade>(isCosmeticGrade, equipmentErrors.cosmeticGradeInvalid);

/** An edit's specs: absent stays undefined (unchanged), null or {} removes them. */
const specsPatch = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const parsed = specs.safeParse(v);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: termsText.specsInvalid });
    return z.NEVER;
  });

const reserveBelowStartMessage = (startCents: number) => termsText.reserveBelowStart(formatBRL(startCents));

/** The refusal of a reserve below the start price, or null when it is acceptable (none, or at least the start). */
export function reserveBelowStart(reserveCents: number | null, startCents: number): string | null {
  return reserveCents !== null && reserveCents < startCents ? reserveBelowStartMessage(startCents) : null;
}

const title = text('Título', adminText.titleRequired, LOT_LIMITS.title);
const description = text('Descrição', adminText.descriptionRequired, LOT_LIMITS.description);
const category = text('Categoria', adminText.categoryRequired, LOT_LIMITS.category).transform((v) => v.replace(/\s+/g, ' '));

/** A new lot's fields, each read on its own (the import reports every field's problem before the cross-checks). */
export const lotCreateFields = z.object({
  title,
  description,
  category,
  condition,
  start_price: startPrice,
  starts_at: optionalInstant(adminText.startsAtInvalid),
  ends_at: requiredInstant(adminText.endsAtRequired, adminText.endsAtInvalid),
  images: images.default([]),
  reserve_price: reservePrice,
  extension_minutes: extensionMinutes,
  specs,
  asset_tag: assetTag,
  functional_grade: functionalGrade,
  cosmetic_grade: cosmeticGrade,
});

/** The messages of a new lot's fields checked against one another (`lotConsistencyProblems`). */
export function lotConsistencyIssues(lot: LotConsistencyFields, now: number): { path: 'reserve_price' | 'ends_at'; message: string }[] {
  return lotConsistencyProblems(lot, now).map((problem) => ({
    path: problem.field,
    message:
      problem.code === 'reserve-below-start'
        ? reserveBelowStartMessage(problem.startPriceCents)
        : problem.code === 'ends-in-past'
          ? adminText.endsAtPast
          : adminText.startsAfterEnd,
  }));
}

export const lotCreateSchema = lotCreateFields.transform((lot, ctx) => {
  const now = Date.now();
  const startsAt = lot.starts_at ?? new Date(now).toISOString();
  const fields = { startPriceCents: lot.start_price, reservePriceCents: lot.reserve_price ?? null, startsAt, endsAt: lot.ends_at };
  for (const { path, message } of lotConsistencyIssues(fields, now)) ctx.addIssue({ code: 'custom', path: [path], message });
  return {
    ...lot,
    starts_at: startsAt,
    reserve_price: lot.reserve_price ?? null,
    extension_minutes: lot.extension_minutes ?? DEFAULT_EXTENSION_MINUTES,
    asset_tag: lot.asset_tag ?? null,
    functional_grade: lot.functional_grade ?? null,
    cosmetic_grade: lot.cosmetic_grade ?? null,
  };
});

export type LotCreateInput = z.output<typeof lotCreateSchema>;

/**
 * PUT: any of title, description, category, condition (blank for none), ends_at, the new ordered image list,
 * the terms (`reserve_price`, null for none; `extension_minutes`), `specs` (null or {} for none), `asset_tag`
 * and the grades (null or blank for none); at least one of them.
 */
export const lotUpdateSchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    category: category.optional(),
    condition: conditionPatch,
    ends_at: optionalInstant(adminText.endsAtInvalid),
    images: images.optional(),
    reserve_price: reservePrice,
    extension_minutes: extensionMinutes,
    specs: specsPatch,
    asset_tag: assetTag,
    functional_grade: functionalGrade,
    cosmetic_grade: cosmeticGrade,
  })
  .transform((patch, ctx) => {
    if (patch.ends_at !== undefined && Date.parse(patch.ends_at) <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: adminText.endsAtPast });
    }
    return patch;
  });

export type LotUpdateInput = z.output<typeof lotUpdateSchema>;

export type FieldErrors = Record<string, string>;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string; fields: FieldErrors };

/** The first message per field (in the form's order) and the first of all, for a banner. */
export function check<T>(result: z.ZodSafeParseResult<T>): Checked<T> {
  if (result.success) return { ok: true, value: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    fields[field] ??= issue.message;
  }
  return { ok: false, message: Object.values(fields)[0]!, fields };
}

/** A create body: `starting_price` is read as `start_price` when the latter is absent. */
export function readLotCreate(body: Record<string, unknown>): Checked<LotCreateInput> {
  return check(lotCreateSchema.safeParse({ ...body, start_price: body.start_price ?? body.starting_price }));
}

export function readLotUpdate(body: Record<string, unknown>): Checked<LotUpdateInput> {
  const result = check(lotUpdateSchema.safeParse(body));
  if (result.ok && Object.values(result.value).every((v) => v === undefined)) {
    return { ok: false, message: adminText.nothingToUpdate, fields: { body: adminText.nothingToUpdate } };
  }
  return result;
}
