/**
 * The JSON API under /api. Thin: parse → service → JSON. Each router declares, beside every handler, who
 * may call it (guards.ts); here only what every request gets: who is asking, body limits, JSON-only bodies, CSRF.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { EQUIPMENT_BODY_MAX, LOT_IMPORT_BODY_MAX } from '~/domain/equipment/body-limits';
import { UPLOAD_BODY_MAX } from '~/domain/image-upload';
import { authMessages } from '~/i18n/auth-messages';
import { siteText } from '~/i18n/pt-BR';
import { equipmentAdminText } from '~/i18n/pt-BR-equipment-admin';
import { liveText } from '~/i18n/pt-BR-live';
import { authenticate, createRequestContext } from '~/server/context/request-context.server';
import { logError } from '~/server/platform/error-log.server';
import { traceOf } from '~/server/platform/request-trace.server';
import { PRIVATE_NO_STORE } from '../security-headers';
import { accountApi } from './account';
import { adminApi } from './admin';
import { afterSaleApi } from './after-sale';
import { auctionSchedulesApi } from './auction-schedules';
import { auctionTemplatesApi } from './auction-templates';
import { auctionsApi } from './auctions';
import { authApi } from './auth';
import { autoBidsApi } from './auto-bids';
import { bidsApi } from './bids';
import { strictJsonBodies } from './body';
import { bannersApi, categoriesApi } from './catalogue';
import { cepApi } from './cep';
import { dashboardApi } from './dashboard';
import { equipmentReadApi, certificatesApi } from './equipment-read';
import { apiError } from './errors';
import { favoritesApi } from './favorites';
import { csrfGuard } from './guards';
import { lotEditingApi } from './lot-editing';
import { lotEquipmentApi } from './lot-equipment';
import { notificationSettingsApi } from './notification-settings';
import { notificationsApi } from './notifications';
import { passkeysApi } from './passkeys';
import { pushApi } from './push';
import { searchAlertsApi } from './search-alerts';
import type { ApiEnv } from './types';
import { uploadsApi } from './uploads';

export const api = new Hono<ApiEnv>().basePath('/api');

api.use(async (c, next) => {
  const rc = await authenticate(createRequestContext(c.env, c.executionCtx as ExecutionContext), c.req.raw);
  c.set('rc', rc);
  c.set('auth', rc.auth);
  c.set('viewer', rc.viewer);
  await next();
  // Nothing the API answers is for a shared cache; a signed-in caller's answers are theirs alone.
  c.header('Cache-Control', rc.viewer ? PRIVATE_NO_STORE : 'no-store');
});
// JSON bodies are small; only image uploads, a lot's equipment files (as text in JSON) and the bulk import's
// batches (CSV and files) get room for their files.
const jsonBodyLimit = bodyLimit({ maxSize: 64 * 1024, onError: (c) => apiError(c, 413, authMessages.invalidBody) });
const uploadBodyLimit = bodyLimit({ maxSize: UPLOAD_BODY_MAX, onError: (c) => apiError(c, 413, liveText.admin.uploadTooLarge) });
const equipmentBodyLimit = bodyLimit({
  maxSize: EQUIPMENT_BODY_MAX,
  onError: (c) => apiError(c, 413, equipmentAdminText.errors.tooLarge),
});
const importBodyLimit = bodyLimit({
  maxSize: LOT_IMPORT_BODY_MAX,
  onError: (c) => apiError(c, 413, equipmentAdminText.errors.importTooLarge),
});
const EQUIPMENT_PATH = /^\/api\/auctions\/[0-9]+\/(hardware-report|wipe-certificate)$/;
const IMPORT_PATH = /^\/api\/admin\/lot-imports(\/|$)/;
function bodyLimitOf(path: string) {
  if (path === '/api/uploads') return uploadBodyLimit;
  if (EQUIPMENT_PATH.test(path)) return equipmentBodyLimit;
  if (IMPORT_PATH.test(path)) return importBodyLimit;
  return jsonBodyLimit;
}
api.use((c, next) => bodyLimitOf(c.req.path)(c, next));
api.use(strictJsonBodies);
api.use(csrfGuard);

api.route('/auth/passkeys', passkeysApi);
api.route('/auth', authApi);
api.route('/account', accountApi);
api.route('/categories', categoriesApi);
api.route('/banners', bannersApi);
api.route('/auctions', auctionsApi);
api.route('/auctions', bidsApi);
api.route('/auctions', autoBidsApi);
api.route('/auctions', lotEditingApi);
api.route('/auctions', lotEquipmentApi);
api.route('/auctions', afterSaleApi);
api.route('/auctions', equipmentReadApi);
api.route('/certificates', certificatesApi);
api.route('/uploads', uploadsApi);
api.route('/admin', adminApi);
api.route('/auction-schedules', auctionSchedulesApi);
api.route('/auction-templates', auctionTemplatesApi);
api.route('/notification-settings', notificationSettingsApi);
api.route('/notifications', notificationsApi);
api.route('/push', pushApi);
api.route('/favorites', favoritesApi);
api.route('/search-alerts', searchAlertsApi);
api.route('/dashboard', dashboardApi);
api.route('/cep', cepApi);

api.notFound((c) => apiError(c, 404, siteText.errors.routeNotFound));
// The stack goes to the log with the request's id; the client gets only the generic message.
api.onError((err, c) => {
  const requestId = traceOf(c.req.raw)?.requestId;
  logError('api', err, { requestId, method: c.req.method, path: c.req.path });
  return apiError(c, 500, siteText.errors.generic);
});
