/**
 * Who may call what, checked on every request against the current users row: sign-in, approval, role.
 * Also CSRF: a state change that is not bearer-authenticated must come from our own origin.
 */
import { createMiddleware } from 'hono/factory';
import { authMessages as m } from '~/i18n/auth-messages';
import { isSameOrigin } from '~/server/auth/request-auth.server';
import { apiError } from './errors';
import type { ApiEnv } from './types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const csrfGuard = createMiddleware<ApiEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && c.var.auth?.kind !== 'bearer' && !isSameOrigin(c.req.raw)) {
    return apiError(c, 403, m.badOrigin);
  }
  await next();
});

export const requireUser = createMiddleware<ApiEnv>(async (c, next) => {
  if (!c.var.viewer) return apiError(c, 401, m.notAuthenticated);
  await next();
});

export const requireApproved = createMiddleware<ApiEnv>(async (c, next) => {
  if (!c.var.viewer) return apiError(c, 401, m.notAuthenticated);
  if (!c.var.viewer.isApproved && !c.var.viewer.isAdmin) return apiError(c, 403, m.notApproved);
  await next();
});

export const requireAdmin = createMiddleware<ApiEnv>(async (c, next) => {
  if (!c.var.viewer) return apiError(c, 401, m.notAuthenticated);
  if (!c.var.viewer.isAdmin) return apiError(c, 403, m.forbidden);
  await next();
});
