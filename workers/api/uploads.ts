/** POST /api/uploads (administrators): multipart field `images`, one or more image files → their URLs. */
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { liveText } from '~/i18n/pt-BR-live';
import { storeImages, type UploadRefusal } from '~/server/media/uploads.server';
import { actorOf } from './actor';
import { apiError } from './errors';
import { requireAdmin } from './guards';
import type { ApiEnv } from './types';

const REFUSALS: Record<UploadRefusal, [ContentfulStatusCode, string]> = {
  no_files: [400, liveText.admin.uploadNoFiles],
  too_many: [400, liveText.admin.uploadTooMany],
  too_large: [413, liveText.admin.uploadTooLarge],
  not_image: [415, liveText.admin.uploadNotImage],
};

export const uploadsApi = new Hono<ApiEnv>().post('/', requireAdmin, async (c) => {
  const form = await c.req.raw.formData().catch(() => null);
  const files = (form?.getAll('images') ?? []).filter((entry): entry is File => typeof entry !== 'string');
  const result = await storeImages(c.var.rc.db, c.env.MEDIA, actorOf(c), files);
  if (!result.ok) return apiError(c, ...REFUSALS[result.reason]);
  // Clients that unwrap `data` and clients that read `urls` at the top level both find the list.
  return c.json({ data: { urls: result.urls }, urls: result.urls }, 201);
});
