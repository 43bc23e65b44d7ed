/**
 * Lot management in D1: create, edit the catalogue fields and images, delete a lot nobody bid on.
 * The live state (status, prices, `ends_at`) belongs to the lot's room, which mirrors it back here;
 * callers ask the room first and hand its view to `adminLotView` when the mirror may not have landed yet.
 */
import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { mediaKeyOf } from '~/domain/media-url';
import { normalizeSearchText } from '~/domain/search-text';
import type { LiveLotMember } from '~/schemas/live';
import { applyLiveLot } from '~/schemas/live-lot';
import type { MemberLot } from '~/schemas/lot';
import type { LotCreateInput, LotUpdateInput } from '~/schemas/lot-editing';
import type { LotSpecs } from '~/schemas/lot-specs';
import type { Viewer } from '~/schemas/viewer';
import { queueLotStatement } from '~/server/alerts/alert-matching.server';
import type { Db } from '~/server/db/client.server';
import { auctionSchedules, lotImages, lots, notifications } from '~/server/db/schema';
import { getLot } from '~/server/lots/lots.server';
import { audit, type Actor } from '~/server/platform/audit.server';

/** Whether every `/media/…` image is in R2 (https images are taken as given). */
export async function mediaExists(bucket: R2Bucket, urls: string[]): Promise<boolean> {
  const keys = urls.map(mediaKeyOf).filter((key): key is string => key !== null);
  const found = await Promise.all([...new Set(keys)].map((key) => bucket.head(key)));
  return found.every((object) => object !== null);
}

/**
 * An active lot at its start price, with its images in order; returns its id. A lot made from a scheduled
 * auction names it (`scheduleId`, unique): asked again for the same schedule, the lot already made is returned.
 */
export async function createLot(
  db: Db,
  actor: { userId: number | null; ip: string | null },
  input: LotCreateInput,
  origin: { scheduleId?: number } = {},
): Promise<number> {
  const [row] = await db
    .insert(lots)
    .values({
      title: input.title,
      description: input.description,
      searchText: normalizeSearchText(`${input.title} ${input.description}`),
      category: input.category,
      condition: input.condition,
      status: 'active',
      startPriceCents: input.start_price,
      currentPriceCents: input.start_price,
      startsAt: input.starts_at,
      endsAt: input.ends_at,
      reservePriceCents: input.reserve_price,
      extensionMinutes: input.extension_minutes,
      specs: input.specs,
      assetTag: input.asset_tag,
      functionalGrade: input.functional_grade,
      cosmeticGrade: input.cosmetic_grade,
      scheduleId: origin.scheduleId ?? null,
      createdBy: actor.userId,
    })
    .onConflictDoNothing({ target: lots.scheduleId })
    .returning({ id: lots.id });
  if (!row) {
    const [made] = await db.select({ id: lots.id }).from(lots).where(eq(lots.scheduleId, origin.scheduleId!)).limit(1);
    return made!.id;
  }
  const id = row.id;
  // Queued for the search alerts at once: a crash before matching leaves it for the cron's sweep (decision record 0045).
  await queueLotStatement(db, id);
  if (input.images.length) await db.insert(lotImages).values(input.images.map((url, position) => ({ lotId: id, position, url })));
  await audit(db, {
    actorUserId: actor.userId,
    action: 'lot.create',
    targetType: 'lot',
    targetId: id,
    details: {
      before: null,
      after: {
        title: input.title,
        category: input.category,
        start_price_cents: input.start_price,
        starts_at: input.starts_at ?? null,
        ends_at: input.ends_at,
        images: input.images.length,
        reserve_price_cents: input.reserve_price,
        extension_minutes: input.extension_minutes,
        specs: input.specs,
        asset_tag: input.asset_tag,
        functional_grade: input.functional_grade,
        cosmetic_grade: input.cosmetic_grade,
        ...(origin.scheduleId ? { schedule_id: origin.scheduleId } : {}),
      },
    },
    ip: actor.ip,
  });
  return id;
}

/** What an edit may change, as it stood: for the audit's `before`. */
async function catalogueBefore(db: Db, id: number, patch: LotUpdateInput, endsAtBefore: string | null | undefined) {
  const [row] = await db
    .select({
      title: lots.title,
      description: lots.description,
      category: lots.category,
      condition: lots.condition,
      endsAt: lots.endsAt,
      reservePriceCents: lots.reservePriceCents,
      extensionMinutes: lots.extensionMinutes,
      specs: lots.specs,
      assetTag: lots.assetTag,
      functionalGrade: lots.functionalGrade,
      cosmeticGrade: lots.cosmeticGrade,
    })
    .from(lots)
    .where(eq(lots.id, id))
    .limit(1);
  const before: Record<string, unknown> = {};
  if (patch.title !== undefined) before.title = row!.title;
  if (patch.description !== undefined) before.description = row!.description;
  if (patch.category !== undefined) before.category = row!.category;
  if (patch.condition !== undefined) before.condition = row!.condition;
  if (patch.reserve_price !== undefined) before.reserve_price_cents = row!.reservePriceCents;
  if (patch.extension_minutes !== undefined) before.extension_minutes = row!.extensionMinutes;
  if (patch.specs !== undefined) before.specs = row!.specs;
  if (patch.asset_tag !== undefined) before.asset_tag = row!.assetTag;
  if (patch.functional_grade !== undefined) before.functional_grade = row!.functionalGrade;
  if (patch.cosmetic_grade !== undefined) before.cosmetic_grade = row!.cosmeticGrade;
  if (patch.ends_at !== undefined) before.ends_at = endsAtBefore === undefined ? row!.endsAt : endsAtBefore;
  if (patch.images !== undefined) {
    const images = await db.select({ url: lotImages.url }).from(lotImages).where(eq(lotImages.lotId, id)).orderBy(lotImages.position);
    before.images = images.map((i) => i.url);
  }
  return { row: row!, before };
}

/**
 * Title, description, category, condition, specs, the asset tag and grades, the terms (reserve and extension window, already taken by the room: see
 * lot-terms.server.ts) and/or the ordered image list (replaced as a whole); `ends_at` is the room's, only
 * audited here (`endsAtBefore`: the room's end before it moved, as the mirror may already show the new one).
 */
export async function updateLotCatalogue(
  db: Db,
  actor: Actor,
  id: number,
  patch: LotUpdateInput,
  endsAtBefore?: string | null,
): Promise<void> {
  const { row: current, before } = await catalogueBefore(db, id, patch, endsAtBefore);
  const statements: BatchItem<'sqlite'>[] = [];
  const { title, description, category, condition, reserve_price: reserve, extension_minutes: extension, specs } = patch;
  const { asset_tag: assetTag, functional_grade: functionalGrade, cosmetic_grade: cosmeticGrade } = patch;
  const changes = [title, description, category, condition, reserve, extension, specs, assetTag, functionalGrade, cosmeticGrade];
  if (changes.some((v) => v !== undefined)) {
    const searched = title !== undefined || description !== undefined;
    statements.push(
      db
        .update(lots)
        .set({
          title,
          description,
          ...(searched && { searchText: normalizeSearchText(`${title ?? current.title} ${description ?? current.description}`) }),
          category,
          condition,
          reservePriceCents: reserve,
          extensionMinutes: extension,
          specs,
          assetTag,
          functionalGrade,
          cosmeticGrade,
          updatedAt: new Date().toISOString(),
        })
        .where(eq(lots.id, id)),
    );
  }
  if (patch.images !== undefined) {
    statements.push(db.delete(lotImages).where(eq(lotImages.lotId, id)));
    if (patch.images.length)
      statements.push(db.insert(lotImages).values(patch.images.map((url, position) => ({ lotId: id, position, url }))));
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  const after = Object.fromEntries(
    Object.entries(patch)
      .filter(([, v]) => v !== undefined)
      .map(([key, v]) => [key === 'reserve_price' ? 'reserve_price_cents' : key, v]),
  );
  await audit(db, {
    actorUserId: actor.userId,
    action: 'lot.update',
    targetType: 'lot',
    targetId: id,
    details: { before, after },
    ip: actor.ip,
  });
}

/** Removes a lot without bids and what points at it (images and favorites cascade). */
export async function deleteLot(db: Db, actor: Actor, id: number): Promise<void> {
  const [before] = await db
    .select({ title: lots.title, category: lots.category, status: lots.status, ends_at: lots.endsAt })
    .from(lots)
    .where(eq(lots.id, id))
    .limit(1);
  await db.batch([
    db.delete(notifications).where(eq(notifications.lotId, id)),
    db.update(auctionSchedules).set({ publishedLotId: null }).where(eq(auctionSchedules.publishedLotId, id)),
    db.delete(lots).where(eq(lots.id, id)),
  ]);
  await audit(db, {
    actorUserId: actor.userId,
    action: 'lot.delete',
    targetType: 'lot',
    targetId: id,
    details: { before: before ?? null, after: null },
    ip: actor.ip,
  });
}

/** The lot as the administrator sees it (with its specs), the room's live fields over D1's (its mirror may lag by a moment). */
export async function adminLotView(
  db: Db,
  id: number,
  viewer: Viewer,
  live?: LiveLotMember | null,
): Promise<(MemberLot & { specs: LotSpecs | null }) | null> {
  const detail = await getLot(db, id, viewer);
  if (!detail) return null;
  const lot = detail.lot as MemberLot;
  return { ...(live ? applyLiveLot(lot, live) : lot), specs: detail.specs };
}
