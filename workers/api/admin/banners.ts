/**
 * Banners (administrators, under the admin prefix's guard): GET /api/admin/banners (all, in display
 * order), POST (create), PUT /{id} (partial), DELETE /{id}. Every change empties the visitors' cache, so
 * the home carousel shows it at once.
 */
import { Hono } from 'hono';
import { authMessages } from '~/i18n/auth-messages';
import { officeText } from '~/i18n/pt-BR-admin-office';
import { readBannerCreate, readBannerUpdate } from '~/schemas/banner-editing';
import { createBanner, deleteBanner, listAllBanners, updateBanner } from '~/server/admin/banners.server';
import { mediaExists } from '~/server/admin/lot-editing.server';
import { invalidateAnonymousCache } from '../../anonymous-cache';
import { actorOf } from '../actor';
import { jsonBody } from '../body';
import { apiError } from '../errors';
import type { SignedInEnv } from '../guards';
import { idFromPath } from '../id-param';

const text = officeText.banners;
const bannerId = idFromPath(text.notFound);

/** The uploaded image is really in R2 (a made-up `/media/uploads/…` URL is refused). */
const imageStored = (bucket: R2Bucket, url: string | undefined) => (url === undefined ? true : mediaExists(bucket, [url]));

export const adminBannersApi = new Hono<SignedInEnv>()
  .get('/', async (c) => c.json({ data: await listAllBanners(c.var.rc.db) }))
  .post('/', async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const input = readBannerCreate(body);
    if (!input.ok) return apiError(c, 422, input.message);
    if (!(await imageStored(c.env.MEDIA, input.value.image_url))) return apiError(c, 422, text.imageMissing);
    const banner = await createBanner(c.var.rc.db, actorOf(c), input.value);
    invalidateAnonymousCache();
    return c.json({ data: banner, message: text.created }, 201);
  })
  .put('/:id', bannerId, async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const patch = readBannerUpdate(body);
    if (!patch.ok) return apiError(c, 422, patch.message);
    if (!(await imageStored(c.env.MEDIA, patch.value.image_url))) return apiError(c, 422, text.imageMissing);
    const banner = await updateBanner(c.var.rc.db, actorOf(c), c.var.id, patch.value);
    if (!banner) return apiError(c, 404, text.notFound);
    invalidateAnonymousCache();
    return c.json({ data: banner, message: text.updated });
  })
  .delete('/:id', bannerId, async (c) => {
    if (!(await deleteBanner(c.var.rc.db, actorOf(c), c.var.id))) return apiError(c, 404, text.notFound);
    invalidateAnonymousCache();
    return c.json({ data: { id: c.var.id, deleted: true }, message: text.deleted });
  });
