/**
 * Search alerts ('Alertas de busca', decision record 0045): GET /api/search-alerts → the member's alerts,
 * POST → a new one (201), PATCH /{id} → rename, pause/resume, change mode, DELETE /{id}. Another member's alert
 * is 404, as one that does not exist.
 */
import { Hono } from 'hono';
import { authMessages } from '~/i18n/auth-messages';
import { alertsText } from '~/i18n/pt-BR-alerts';
import { searchAlertCreateBody, searchAlertUpdateBody } from '~/schemas/search-alert';
import { createAlert, deleteAlert, listAlerts, updateAlert } from '~/server/alerts/search-alerts.server';
import { jsonBody } from './body';
import { apiError, apiRefusal } from './errors';
import { requireApproved } from './guards';
import { idFromPath } from './id-param';
import type { ApiEnv } from './types';

/** The first issue's message when it is one of ours (name), else the generic refusal. */
function refusalOf(issues: readonly { message: string }[]): string {
  const own = Object.values(alertsText.errors) as unknown[];
  const message = issues[0]?.message;
  return message && own.includes(message) ? message : alertsText.errors.invalid;
}

export const searchAlertsApi = new Hono<ApiEnv>()
  .get('/', requireApproved, async (c) => c.json({ data: await listAlerts(c.var.rc.db, c.var.viewer.id) }))
  .post('/', requireApproved, async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const parsed = searchAlertCreateBody.safeParse(body);
    if (!parsed.success) return apiError(c, 422, refusalOf(parsed.error.issues));
    const made = await createAlert(c.var.rc.db, c.var.viewer.id, parsed.data);
    if (!made.ok) return apiRefusal(c, made);
    return c.json({ data: made.alert, message: alertsText.create.created }, 201);
  })
  .patch('/:id', requireApproved, idFromPath(alertsText.errors.notFound), async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const parsed = searchAlertUpdateBody.safeParse(body);
    if (!parsed.success) return apiError(c, 422, refusalOf(parsed.error.issues));
    const changed = await updateAlert(c.var.rc.db, c.var.viewer.id, c.var.id, parsed.data);
    if (!changed.ok) return apiRefusal(c, changed);
    return c.json({ data: changed.alert });
  })
  .delete('/:id', requireApproved, idFromPath(alertsText.errors.notFound), async (c) => {
    if (!(await deleteAlert(c.var.rc.db, c.var.viewer.id, c.var.id))) return apiError(c, 404, alertsText.errors.notFound);
    return c.json({ data: { id: c.var.id } });
  });
