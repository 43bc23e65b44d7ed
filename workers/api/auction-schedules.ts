/**
 * Scheduled auctions (administrators): GET /api/auction-schedules?page&per_page[&status] → {schedules,
 * pagination}; POST; PUT and DELETE /{id} (only while 'scheduled'; DELETE cancels); POST /{id}/publish →
 * {auction_id}. Bad input is answered 422 with the form's Portuguese message and changes nothing.
 */
import { Hono, type Context } from 'hono';
import { authMessages } from '~/i18n/auth-messages';
import { scheduleText } from '~/i18n/pt-BR-schedules';
import { readPage } from '~/schemas/paging';
import { check, readScheduleStatus, scheduleBody, SCHEDULES_PER_PAGE, type ScheduleInput } from '~/schemas/schedules';
import { mediaExists } from '~/server/admin/lot-editing.server';
import { matchAlertsSoon } from '~/server/alerts/alert-matching.server';
import type { Db } from '~/server/db/client.server';
import { checkCategory } from '~/server/lots/categories.server';
import { deliverNotice } from '~/server/notifications/delivery.server';
import { publishSchedule } from '~/server/schedules/publishing.server';
import {
  cancelSchedule,
  createSchedule,
  listSchedules,
  scheduleRow,
  templateExists,
  updateSchedule,
  type ScheduleChange,
} from '~/server/schedules/schedules.server';
import { publishDeps } from '../scheduled-auctions';
import { actorOf } from './actor';
import { jsonBody } from './body';
import { apiError } from './errors';
import { requireAdmin } from './guards';
import { idFromPath } from './id-param';
import type { ApiEnv } from './types';

const text = scheduleText.errors;
const scheduleId = idFromPath(text.notFound);

/**
 * The body as a schedule, its category an active one of the catalogue's (or the one it already has, `current`,
 * though retired), its images in R2 and its template known; else the refusal to send.
 */
async function readSchedule(
  c: Context,
  db: Db,
  media: R2Bucket,
  current: string | null = null,
): Promise<{ ok: true; value: ScheduleInput } | { ok: false; response: Response }> {
  const body = await jsonBody(c);
  if (!body) return { ok: false, response: apiError(c, 400, authMessages.invalidBody) };
  const input = check(scheduleBody.safeParse(body));
  if (!input.ok) return { ok: false, response: c.json({ error: input.message, fields: input.fields }, 422) };
  const category = await checkCategory(db, input.value.category, current);
  if (!category.ok) {
    return { ok: false, response: c.json({ error: text.categoryInvalid, fields: { category: text.categoryInvalid } }, 422) };
  }
  input.value.category = category.name;
  if (!(await mediaExists(media, input.value.images))) {
    return { ok: false, response: c.json({ error: text.imageMissing, fields: { images: text.imageMissing } }, 422) };
  }
  if (input.value.template_id !== null && !(await templateExists(db, input.value.template_id))) {
    return {
      ok: false,
      response: c.json({ error: scheduleText.errors.templateNotFound, fields: { template_id: text.templateNotFound } }, 422),
    };
  }
  return input;
}

function changed(c: Context, result: ScheduleChange, status: 200 | 201 = 200) {
  if (result.ok) return c.json({ data: result.schedule }, status);
  return result.reason === 'not_found' ? apiError(c, 404, text.notFound) : apiError(c, 409, text.notScheduled);
}

export const auctionSchedulesApi = new Hono<ApiEnv>()
  .get('/', requireAdmin, async (c) => {
    const params = new URL(c.req.url).searchParams;
    const page = readPage(params, Number(params.get('per_page')) || SCHEDULES_PER_PAGE);
    return c.json({ data: await listSchedules(c.var.rc.db, { ...page, status: readScheduleStatus(params.get('status')) }) });
  })
  .post('/', requireAdmin, async (c) => {
    const input = await readSchedule(c, c.var.rc.db, c.env.MEDIA);
    if (!input.ok) return input.response;
    return c.json({ data: await createSchedule(c.var.rc.db, actorOf(c), input.value) }, 201);
  })
  .put('/:id', requireAdmin, scheduleId, async (c) => {
    const current = await scheduleRow(c.var.rc.db, c.var.id);
    const input = await readSchedule(c, c.var.rc.db, c.env.MEDIA, current?.category ?? null);
    if (!input.ok) return input.response;
    return changed(c, await updateSchedule(c.var.rc.db, actorOf(c), c.var.id, input.value));
  })
  .delete('/:id', requireAdmin, scheduleId, async (c) => changed(c, await cancelSchedule(c.var.rc.db, actorOf(c), c.var.id)))
  .post('/:id/publish', requireAdmin, scheduleId, async (c) => {
    const result = await publishSchedule(c.var.rc.db, actorOf(c), c.var.id, publishDeps(c.env));
    if (!result.ok) return result.reason === 'not_found' ? apiError(c, 404, text.notFound) : apiError(c, 409, text.notScheduled);
    matchAlertsSoon(c.executionCtx, c.var.rc.db, deliverNotice(c.env));
    return c.json({ data: { auction_id: result.lotId }, auction_id: result.lotId, message: scheduleText.published(result.lotId) });
  });
