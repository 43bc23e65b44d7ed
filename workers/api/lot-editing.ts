/**
 * Lot management (administrators): POST /api/auctions, PUT and DELETE
 * /api/auctions/{id}, POST /api/auctions/{id}/close. D1 holds the catalogue fields, specs and images; the
 * lot's room decides its live state (arming its closing alarm, moving `ends_at`, its reserve and extension
 * window, closing, forgetting it).
 */
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { authMessages } from '~/i18n/auth-messages';
import { siteText } from '~/i18n/pt-BR';
import { categoriesText } from '~/i18n/pt-BR-categories';
import { equipmentAdminText } from '~/i18n/pt-BR-equipment-admin';
import { liveText } from '~/i18n/pt-BR-live';
import { readLotCreate, readLotUpdate, type FieldErrors } from '~/schemas/lot-editing';
import { assetTagTaken, unlessAssetTagClash } from '~/server/admin/asset-tags.server';
import { createArmedLot, editLot } from '~/server/admin/lot-changes.server';
import { adminLotView, deleteLot, mediaExists } from '~/server/admin/lot-editing.server';
import { matchAlertsSoon } from '~/server/alerts/alert-matching.server';
import type { Db } from '~/server/db/client.server';
import { categoryOfLot, checkCategory } from '~/server/lots/categories.server';
import { lotExists } from '~/server/lots/lots.server';
import { deliverNotice } from '~/server/notifications/delivery.server';
import { audit } from '~/server/platform/audit.server';
import { lotRoom } from '~/server/platform/objects/stubs.server';
import { invalidateAnonymousCache } from '../anonymous-cache';
import { actorOf } from './actor';
import { jsonBody } from './body';
import { apiError } from './errors';
import { requireAdmin } from './guards';
import { idFromPath } from './id-param';
import { reportToPulse } from './pulse';
import type { ApiEnv } from './types';

const adminText = liveText.admin;

function invalid(c: Context, refusal: { message: string; fields: FieldErrors }) {
  return c.json({ error: refusal.message, fields: refusal.fields }, 422);
}

const imageMissing = { message: adminText.imageMissing, fields: { images: adminText.imageMissing } };

const tagTaken = equipmentAdminText.errors.assetTagTaken;
/** Another lot has the asset tag: a conflict, named under the field. */
const assetTagConflict = (c: Context) => c.json({ error: tagTaken, fields: { asset_tag: tagTaken } }, 409);

const notFound = (c: Context) => apiError(c, 404, siteText.errors.lotNotFound);

/**
 * The lot's category in the list's spelling, when it is an active one or the one the lot already has (`current`);
 * else the refusal under the field, naming what was typed.
 */
async function categoryFor(db: Db, asked: string, current: string | null) {
  const pick = await checkCategory(db, asked, current);
  if (pick.ok) return pick;
  const message = categoriesText.refused(asked, pick.reason);
  return { ok: false as const, refusal: { message, fields: { category: message } } };
}

/** The path's lot id in `c.var.id`, when that lot is in the catalogue (else 404). */
export const lotInCatalogue = [
  idFromPath(siteText.errors.lotNotFound),
  createMiddleware<ApiEnv & { Variables: { id: number } }>(async (c, next) => {
    if (!(await lotExists(c.var.rc.db, c.var.id))) return notFound(c);
    await next();
  }),
] as const;

export const lotEditingApi = new Hono<ApiEnv>()
  .post('/', requireAdmin, async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const input = readLotCreate(body);
    if (!input.ok) return invalid(c, input);
    const db = c.var.rc.db;
    const category = await categoryFor(db, input.value.category, null);
    if (!category.ok) return invalid(c, category.refusal);
    if (!(await mediaExists(c.env.MEDIA, input.value.images))) return invalid(c, imageMissing);
    if (await assetTagTaken(db, input.value.asset_tag)) return assetTagConflict(c);
    const created = await unlessAssetTagClash(createArmedLot(c.env, db, actorOf(c), { ...input.value, category: category.name }));
    if (!created) return assetTagConflict(c);
    const { id, live } = created;
    matchAlertsSoon(c.executionCtx, db, deliverNotice(c.env));
    invalidateAnonymousCache();
    reportToPulse(c, { event: 'lots' });
    return c.json({ data: await adminLotView(db, id, c.var.viewer, live) }, 201);
  })
  .put('/:id{[0-9]+}', requireAdmin, ...lotInCatalogue, async (c) => {
    const id = c.var.id;
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const patch = readLotUpdate(body);
    if (!patch.ok) return invalid(c, patch);
    const db = c.var.rc.db;
    if (patch.value.category !== undefined) {
      const category = await categoryFor(db, patch.value.category, await categoryOfLot(db, id));
      if (!category.ok) return invalid(c, category.refusal);
      patch.value.category = category.name;
    }
    if (patch.value.images && !(await mediaExists(c.env.MEDIA, patch.value.images))) return invalid(c, imageMissing);
    if (await assetTagTaken(db, patch.value.asset_tag, id)) return assetTagConflict(c);
    const edit = await unlessAssetTagClash(editLot(c.env, db, actorOf(c), id, patch.value));
    if (!edit) return assetTagConflict(c);
    if (!edit.ok) {
      if (edit.status === 404) return notFound(c);
      if (edit.status === 409) return apiError(c, 409, edit.message);
      return invalid(c, edit);
    }
    invalidateAnonymousCache();
    if (patch.value.ends_at !== undefined) reportToPulse(c, { event: 'lots' });
    return c.json({ data: await adminLotView(db, id, c.var.viewer, edit.live) });
  })
  .post('/:id{[0-9]+}/close', requireAdmin, ...lotInCatalogue, async (c) => {
    const id = c.var.id;
    const result = await lotRoom(c.env, id).close();
    if (!result.ok) return result.reason === 'not_found' ? notFound(c) : apiError(c, 409, adminText.onlyActiveClose);
    const db = c.var.rc.db;
    const { userId, ip } = actorOf(c);
    const outcome = { status: result.lot.status, winner_user_id: result.lot.winner_user_id, final_price: result.lot.final_price };
    const details = { before: { status: 'active' }, after: outcome };
    await audit(db, { actorUserId: userId, action: 'lot.close', targetType: 'lot', targetId: id, details, ip });
    invalidateAnonymousCache();
    return c.json({ data: await adminLotView(db, id, c.var.viewer, result.lot) });
  })
  .delete('/:id{[0-9]+}', requireAdmin, ...lotInCatalogue, async (c) => {
    const id = c.var.id;
    // The room is the authority on bids (D1 is its mirror); forgetting is refused once a bid is in.
    if (!(await lotRoom(c.env, id).forget())) return apiError(c, 409, adminText.hasBidsDelete);
    await deleteLot(c.var.rc.db, actorOf(c), id);
    invalidateAnonymousCache();
    reportToPulse(c, { event: 'lots' });
    return c.json({ data: { id, deleted: true } });
  });
