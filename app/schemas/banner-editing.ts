/**
 * The banner body of the admin API and form (POST whole, PUT partial): title, subtitle and link trimmed,
 * empty → null; the image one of our uploaded `/media/…` URLs; the link a path of the site or an https
 * address; `is_active` true and `display_order` 0 unless given. A refusal carries the first message.
 */
import { mediaKeyOf } from '~/domain/media-url';
import { officeText } from '~/i18n/pt-BR-admin-office';
import { z } from '~/schemas/zod';

const text = officeText.banners;

export const BANNER_LIMITS = { title: 120, subtitle: 240, link: 500, imageUrl: 300, maxOrder: 9999 } as const;

/** A path of our own site ("/lotes/12", not "//elsewhere") or an https address without credentials. */
export function isBannerLink(link: string): boolean {
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\') && !/\s/.test(link);
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: text.tooLong(label, max) })
      .trim()
      .max(max, text.tooLong(label, max))
      .nullable(),
  );

const imageUrl = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? '' : v),
  z
    .string({ error: text.imageInvalid })
    .trim()
    .min(1, text.imageRequired)
    .max(BANNER_LIMITS.imageUrl, text.imageInvalid)
    .refine((url) => mediaKeyOf(url) !== null, text.imageInvalid),
);

const linkUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string({ error: text.linkInvalid }).trim().max(BANNER_LIMITS.link, text.linkInvalid).refine(isBannerLink, text.linkInvalid).nullable(),
);

const displayOrder = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ error: text.orderInvalid }).int(text.orderInvalid).min(0, text.orderInvalid).max(BANNER_LIMITS.maxOrder, text.orderInvalid),
);

const isActive = z.boolean({ error: text.activeInvalid });

const fields = {
  title: optionalText(text.fields.title, BANNER_LIMITS.title),
  subtitle: optionalText(text.fields.subtitle, BANNER_LIMITS.subtitle),
  link_url: linkUrl,
  image_url: imageUrl,
  is_active: isActive,
  display_order: displayOrder,
};

export const bannerCreateBody = z.object({
  title: fields.title.optional().default(null),
  subtitle: fields.subtitle.optional().default(null),
  link_url: fields.link_url.optional().default(null),
  image_url: fields.image_url,
  is_active: fields.is_active.optional().default(true),
  display_order: fields.display_order.optional().default(0),
});

export const bannerUpdateBody = z.object({
  title: fields.title.optional(),
  subtitle: fields.subtitle.optional(),
  link_url: fields.link_url.optional(),
  image_url: fields.image_url.optional(),
  is_active: fields.is_active.optional(),
  display_order: fields.display_order.optional(),
});

export type BannerCreateInput = z.infer<typeof bannerCreateBody>;
export type BannerUpdateInput = z.infer<typeof bannerUpdateBody>;

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

function read<T>(schema: z.ZodType<T>, body: unknown): Read<T> {
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? text.imageInvalid };
}

export const readBannerCreate = (body: unknown) => read(bannerCreateBody, body);

/** A partial change: only the fields present, at least one of them. */
export function readBannerUpdate(body: unknown): Read<BannerUpdateInput> {
  const result = read(bannerUpdateBody, body);
  if (!result.ok) return result;
  const value = Object.fromEntries(Object.entries(result.value).filter(([, v]) => v !== undefined)) as BannerUpdateInput;
  return Object.keys(value).length ? { ok: true, value } : { ok: false, message: text.nothingToChange };
}
