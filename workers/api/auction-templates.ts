/**
 * Auction templates (administrators): GET /api/auction-templates?page&per_page → {templates, pagination};
 * GET ?all=1 → {templates} (every active one, for the schedule form's picker); POST; PUT and DELETE /{id};
 * POST /{id}/apply {scheduled_start, scheduled_end} → {schedule_data} for the schedule form.
 */
import { Hono, type Context } from 'hono';
import { authMessages } from '~/i18n/auth-messages';
import { templateText } from '~/i18n/pt-BR-schedules';
import { readPage } from '~/schemas/paging';
import { applyBody, check, SCHEDULES_PER_PAGE, templateBody, type TemplateInput } from '~/schemas/schedules';
import type { Db } from '~/server/db/client.server';
import { checkCategory } from '~/server/lots/categories.server';
import {
  activeTemplates,
  applyTemplate,
  createTemplate,
  deleteTemplate,
  listTemplates,
  templateRow,
  updateTemplate,
} from '~/server/schedules/templates.server';
import { actorOf } from './actor';
import { jsonBody } from './body';
import { apiError } from './errors';
import { requireAdmin } from './guards';
import { idFromPath } from './id-param';
import type { ApiEnv } from './types';

const text = templateText.errors;
const templateId = idFromPath(text.notFound);

/**
 * The body as a template with one of the catalogue's active categories (or the one it already has, `current`,
 * though retired); else the refusal to send (400 for no JSON object, 422 with the form's message).
 */
async function readTemplate(
  c: Context,
  db: Db,
  current: string | null = null,
): Promise<{ ok: true; value: TemplateInput } | { ok: false; response: Response }> {
  const body = await jsonBody(c);
  if (!body) return { ok: false, response: apiError(c, 400, authMessages.invalidBody) };
  const input = check(templateBody.safeParse(body));
  if (!input.ok) return { ok: false, response: c.json({ error: input.message, fields: input.fields }, 422) };
  const category = await checkCategory(db, input.value.template_category, current);
  if (!category.ok) {
    return { ok: false, response: c.json({ error: text.categoryInvalid, fields: { template_category: text.categoryInvalid } }, 422) };
  }
  input.value.template_category = category.name;
  return input;
}

export const auctionTemplatesApi = new Hono<ApiEnv>()
  .get('/', requireAdmin, async (c) => {
    const params = new URL(c.req.url).searchParams;
    const db = c.var.rc.db;
    if (params.has('all')) return c.json({ data: { templates: await activeTemplates(db) } });
    const page = readPage(params, Number(params.get('per_page')) || SCHEDULES_PER_PAGE);
    return c.json({ data: await listTemplates(db, page) });
  })
  .post('/', requireAdmin, async (c) => {
    const input = await readTemplate(c, c.var.rc.db);
    if (!input.ok) return input.response;
    return c.json({ data: await createTemplate(c.var.rc.db, actorOf(c), input.value) }, 201);
  })
  .put('/:id', requireAdmin, templateId, async (c) => {
    const current = await templateRow(c.var.rc.db, c.var.id);
    const input = await readTemplate(c, c.var.rc.db, current?.templateCategory ?? null);
    if (!input.ok) return input.response;
    const template = await updateTemplate(c.var.rc.db, actorOf(c), c.var.id, input.value);
    return template ? c.json({ data: template }) : apiError(c, 404, text.notFound);
  })
  .delete('/:id', requireAdmin, templateId, async (c) => {
    if (!(await deleteTemplate(c.var.rc.db, actorOf(c), c.var.id))) return apiError(c, 404, text.notFound);
    return c.json({ data: { id: c.var.id, deleted: true } });
  })
  .post('/:id/apply', requireAdmin, templateId, async (c) => {
    const body = (await jsonBody(c)) ?? {};
    const dates = check(applyBody.safeParse(body));
    if (!dates.ok) return c.json({ error: dates.message, fields: dates.fields }, 422);
    const result = await applyTemplate(c.var.rc.db, c.var.id, dates.value);
    if (!result.ok) return result.reason === 'not_found' ? apiError(c, 404, text.notFound) : apiError(c, 409, text.inactive);
    return c.json({ data: { schedule_data: result.scheduleData } });
  });
