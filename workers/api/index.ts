/** The JSON API at the spec's paths (section 7). Thin: parse → service → JSON. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_BODY_MAX } from '~/domain/image-upload';
import { authMessages as m } from '~/i18n/auth-messages';
import { t } from '~/i18n/pt-BR';
import { tl } from '~/i18n/pt-BR-live';
import { authenticate, createRequestContext } from '~/server/request-context.server';
import { adminUsersApi } from './admin/users';
import { auctionsApi } from './auctions';
import { authApi } from './auth';
import { bidsApi } from './bids';
import { bannersApi, categoriesApi } from './catalogue';
import { cepApi } from './cep';
import { apiError } from './errors';
import { favouritesApi } from './favourites';
import { csrfGuard, requireAdmin, requireApproved, requireUser } from './guards';
import { lotAdminApi } from './lot-admin';
import { notificationSettingsApi } from './notification-settings';
import { notificationsApi } from './notifications';
import { passkeysApi } from './passkeys';
import type { ApiEnv } from './types';
import { uploadsApi } from './uploads';

export const api = new Hono<ApiEnv>().basePath('/api');

api.use(async (c, next) => {
  const rc = await authenticate(createRequestContext(c.env, c.executionCtx as ExecutionContext), c.req.raw);
  c.set('rc', rc);
  c.set('auth', rc.auth);
  c.set('viewer', rc.viewer);
  await next();
  c.header('Cache-Control', 'no-store');
});
// JSON bodies are small; only image uploads get room for their files.
const jsonBodyLimit = bodyLimit({ maxSize: 64 * 1024, onError: (c) => apiError(c, 413, m.invalidBody) });
const uploadBodyLimit = bodyLimit({ maxSize: UPLOAD_BODY_MAX, onError: (c) => apiError(c, 413, tl.admin.uploadTooLarge) });
api.use((c, next) => (c.req.path === '/api/uploads' ? uploadBodyLimit : jsonBodyLimit)(c, next));
api.use(csrfGuard);

// ── Who may reach which path (every path of the spec, including features still to come) ──
for (const path of [
  '/admin',
  '/admin/*',
  '/uploads',
  '/uploads/*',
  '/auction-schedules',
  '/auction-schedules/*',
  '/auction-templates',
  '/auction-templates/*',
]) {
  api.use(path, requireAdmin);
}
// Lot management is the administrators'; bidding and the winner's steps need an approved account.
api.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/auctions', requireAdmin);
api.on(['PUT', 'PATCH', 'DELETE'], '/auctions/*', requireAdmin);
api.post('/auctions/:id/close', requireAdmin);
api.post('/auctions/:id/bid', requireApproved);
for (const path of [
  '/auctions/:id/payment-status',
  '/auctions/:id/request-withdrawal',
  '/auctions/:id/pickup-info',
  '/auctions/:id/schedule-pickup',
]) {
  api.use(path, requireApproved);
}
api.get('/auctions/:id/winner', requireUser);
api.put('/auth/profile', requireApproved);
for (const path of [
  '/cep/*',
  '/auth/profile-prompt',
  '/auth/password',
  '/auth/2fa/setup',
  '/auth/2fa/enable',
  '/auth/2fa/disable',
  '/auth/passkeys',
  '/auth/passkeys/register/*',
  '/notification-settings',
  '/notifications',
  '/notifications/*',
  '/favorites',
  '/favorites/*',
  '/dashboard',
  '/dashboard/*',
]) {
  api.use(path, requireUser);
}

api.delete('/auth/passkeys/:id', requireUser);
api.route('/auth/passkeys', passkeysApi);
api.route('/auth', authApi);
api.route('/categories', categoriesApi);
api.route('/banners', bannersApi);
api.route('/auctions', auctionsApi);
api.route('/auctions', bidsApi);
api.route('/auctions', lotAdminApi);
api.route('/uploads', uploadsApi);
api.route('/admin/users', adminUsersApi);
api.route('/notification-settings', notificationSettingsApi);
api.route('/notifications', notificationsApi);
api.route('/favorites', favouritesApi);
api.route('/cep', cepApi);

api.notFound((c) => apiError(c, 404, t.errors.routeNotFound));
api.onError((err, c) => {
  console.error('api error', c.req.method, c.req.path, err);
  return apiError(c, 500, t.errors.generic);
});
