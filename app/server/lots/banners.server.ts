import { asc, eq } from 'drizzle-orm';
import type { Banner } from '~/schemas/lot';
import type { Db } from '~/server/db/client.server';
import { banners, type BannerRow } from '~/server/db/schema';

export function toBannerDto(row: BannerRow): Banner {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    text: row.text,
    image_url: row.imageUrl,
    link_url: row.linkUrl,
    cta_label: row.ctaLabel,
    is_active: row.isActive,
    display_order: row.displayOrder,
    created_at: row.createdAt,
  };
}

/** Active banners in display order, for the home carousel. */
export async function listActiveBanners(db: Db): Promise<Banner[]> {
  const rows = await db.select().from(banners).where(eq(banners.isActive, true)).orderBy(asc(banners.displayOrder), asc(banners.id));
  return rows.map(toBannerDto);
}
