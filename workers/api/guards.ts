/**
 * Who may call what. Every route names one of these guards as its first handler (or sits under a prefix that
 * does, as /api/admin/* does), at the level tests/workers/route-levels.ts gives it (`route-access.test.ts`
 * checks both). The checks run on every request against the current users row: sign-in, approval, role.
 * After a guard, the handler's context knows the viewer is there (`c.var.viewer` is a `Viewer`, not `Viewer | null`).
 *
 * Also CSRF: a state change that is not bearer-authenticated must come from our own origin.
 */
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { authMessages } from '~/i18n/auth-messages';
import type { Viewer } from '~/schemas/viewer';
import { ADMIN_SECOND_FACTOR_REQUIRED, ADMIN_SESSION_RAISE_REQUIRED, adminStanding } from '~/server/auth/admin-access.server';
import { isSameOrigin, SAFE_METHODS, type RequestAuth } from '~/server/auth/request-auth.server';
import { isApprovedMember } from '~/server/auth/viewer';
import { apiError } from './errors';
import type { ApiEnv } from './types';

export const csrfGuard = createMiddleware<ApiEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && c.var.auth?.kind !== 'bearer' && !isSameOrigin(c.req.raw)) {
    return apiError(c, 403, authMessages.badOrigin);
  }
  await next();
});

export type AccessLevel = 'public' | 'user' | 'approved' | 'admin';

/** The context after a guard that needs a signed-in caller. */
export interface SignedInEnv extends ApiEnv {
  Variables: ApiEnv['Variables'] & { viewer: Viewer; auth: RequestAuth };
}

const levels = new WeakMap<MiddlewareHandler, AccessLevel>();

/** The access level a handler declares, if it is a guard. */
export function accessLevelOf(handler: unknown): AccessLevel | undefined {
  return typeof handler === 'function' ? levels.get(handler as MiddlewareHandler) : undefined;
}

function guard<E extends ApiEnv>(level: AccessLevel, handler: MiddlewareHandler<E>): MiddlewareHandler<E> {
  levels.set(handler as MiddlewareHandler, level);
  return handler;
}

/** Anyone, signed in or not. */
export const publicRoute = guard(
  'public',
  createMiddleware<ApiEnv>(async (_c, next) => {
    await next();
  }),
);

/** A signed-in account, approved or not: 401 for a visitor. */
export const requireUser = guard(
  'user',
  createMiddleware<SignedInEnv>(async (c, next) => {
    if (!c.var.viewer || !c.var.auth) return apiError(c, 401, authMessages.notAuthenticated);
    await next();
  }),
);

/** An approved account (or an administrator): 401 for a visitor (with `visitorMessage`), 403 'aprovada pelo administrador' for the others. */
export function requireApprovedWith(visitorMessage: string) {
  return guard(
    'approved',
    createMiddleware<SignedInEnv>(async (c, next) => {
      if (!c.var.viewer || !c.var.auth) return apiError(c, 401, visitorMessage);
      if (!isApprovedMember(c.var.viewer)) return apiError(c, 403, authMessages.notApproved);
      await next();
    }),
  );
}

/** An approved account (or an administrator): 401 for a visitor, 403 'aprovada pelo administrador' for the others. */
export const requireApproved = requireApprovedWith(authMessages.notAuthenticated);

/**
 * An administrator with a second factor, on a session opened or raised with it: 401 for a visitor, 403 for
 * everyone else, 403 with the code `admin_2fa_required` for an administrator who has neither TOTP nor a
 * passkey yet, and 403 with `admin_session_raise_required` for one whose session was opened with the
 * password alone (decision 0036).
 */
export const requireAdmin = guard(
  'admin',
  createMiddleware<SignedInEnv>(async (c, next) => {
    if (!c.var.viewer || !c.var.auth) return apiError(c, 401, authMessages.notAuthenticated);
    if (!c.var.auth.user.isAdmin) return apiError(c, 403, authMessages.forbidden);
    const { db, settings } = c.var.rc;
    const standing = await adminStanding(db, settings.adminSecondFactorExempt, c.var.auth.user, c.var.auth);
    if (standing === 'setup') return apiError(c, 403, authMessages.adminSecondFactorRequired, ADMIN_SECOND_FACTOR_REQUIRED);
    if (standing === 'raise') return apiError(c, 403, authMessages.adminSessionRaiseRequired, ADMIN_SESSION_RAISE_REQUIRED);
    await next();
  }),
);
