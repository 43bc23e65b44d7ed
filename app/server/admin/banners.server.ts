/**
 * The administrators' side of banners: every banner in display order, create, partial update, delete.
 * Each change is audited with the banner before and after.
 */
import { asc, eq } from 'drizzle-orm';
import type { BannerCreateInput, BannerUpdateInput } from '~/schemas/banner-editing';
import type { Banner } from '~/schemas/lot';
import type { Db } from '~/server/db/client.server';
import { banners } from '~/server/db/schema';
import { toBannerDto } from '~/server/lots/banners.server';
import { audit, type Actor } from '~/server/platform/audit.server';

/** The fields an administrator edits, as the audit log records them. */
function auditable(banner: Banner) {
  return {
    title: banner.title,
    subtitle: banner.subtitle,
    link_url: banner.link_url,
    image_url: banner.image_url,
    is_active: banner.is_active,
    display_order: banner.display_order,
  };
}

/** Only the fields that changed, before and after. */
function changes(before: Banner, after: Banner) {
  const b = auditable(before);
  const a = auditable(after);
  const keys = (Object.keys(a) as (keyof typeof a)[]).filter((key) => a[key] !== b[key]);
  return { before: Object.fromEntries(keys.map((k) => [k, b[k]])), after: Object.fromEntries(keys.map((k) => [k, a[k]])) };
}

/** Every banner, active or not, in display order. */
export async function listAllBanners(db: Db): Promise<Banner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.displayOrder), asc(banners.id));
  return rows.map(toBannerDto);
}

export async function findBanner(db: Db, id: number): Promise<Banner | null> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return row ? toBannerDto(row) : null;
}

export async function createBanner(db: Db, actor: Actor, input: BannerCreateInput): Promise<Banner> {
  const [row] = await db
    .insert(banners)
    .values({
      title: input.title,
      subtitle: input.subtitle,
      linkUrl: input.link_url,
      imageUrl: input.image_url,
      isActive: input.is_active,
      displayOrder: input.display_order,
    })
    .returning();
  const banner = toBannerDto(row!);
  await audit(db, {
    actorUserId: actor.userId,
    action: 'banner.create',
    targetType: 'banner',
    targetId: banner.id,
    details: { before: null, after: auditable(banner) },
    ip: actor.ip,
  });
  return banner;
}

/** Changes the fields given; null when there is no such banner. */
export async function updateBanner(db: Db, actor: Actor, id: number, patch: BannerUpdateInput): Promise<Banner | null> {
  const before = await findBanner(db, id);
  if (!before) return null;
  const [row] = await db
    .update(banners)
    .set({
      title: patch.title,
      subtitle: patch.subtitle,
      linkUrl: patch.link_url,
      imageUrl: patch.image_url,
      isActive: patch.is_active,
      displayOrder: patch.display_order,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(banners.id, id))
    .returning();
  if (!row) return null;
  const after = toBannerDto(row);
  const changed = changes(before, after);
  if (Object.keys(changed.after).length) {
    await audit(db, {
      actorUserId: actor.userId,
      action: 'banner.update',
      targetType: 'banner',
      targetId: id,
      details: changed,
      ip: actor.ip,
    });
  }
  return after;
}

/** Removes a banner; false when there is no such banner. */
export async function deleteBanner(db: Db, actor: Actor, id: number): Promise<boolean> {
  const [row] = await db.delete(banners).where(eq(banners.id, id)).returning();
  if (!row) return false;
  await audit(db, {
    actorUserId: actor.userId,
    action: 'banner.delete',
    targetType: 'banner',
    targetId: id,
    details: { before: auditable(toBannerDto(row)), after: null },
    ip: actor.ip,
  });
  return true;
}
