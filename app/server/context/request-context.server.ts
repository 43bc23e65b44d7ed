/** Per-request context shared by Remix loaders/actions and the Hono API: the bindings, the parsed settings and a D1 client. */
import type { Viewer } from '~/schemas/viewer';
import { sessionActsAsAdmin } from '~/server/auth/admin-access.server';
import { authenticateRequest, type RequestAuth } from '~/server/auth/request-auth.server';
import { hasCredentials } from '~/server/auth/session-cookie';
import { toViewer } from '~/server/auth/viewer';
import { createDb, type Db } from '~/server/db/client.server';
import type { Env } from '~/server/platform/env.server';
import { noteRequestUser } from '~/server/platform/request-trace.server';
import type { Settings } from '~/server/platform/settings.server';
import { settingsOf } from './settings.server';

/**
 * The server time a page rendered for the shared visitor cache carries instead of the real one; the cache
 * replaces it with the real time on every response, so countdowns stay exact on cached pages.
 */
export const SERVER_TIME_PLACEHOLDER = 1_000_000_000_000_001;

/**
 * The CSP nonce a page rendered for the shared visitor cache carries instead of a real one; the cache puts
 * the response's own nonce in its place every time it serves the page.
 */
export const CSP_NONCE_PLACEHOLDER = 'cspNoncePlaceholder7Qx2Vb9Kd4';

/** A type alias (not an interface) so that it fits Remix's index-signature AppLoadContext. */
export type RequestContext = {
  env: Env;
  settings: Settings;
  db: Db;
  ctx: ExecutionContext;
  /** The server time to send to pages for their countdowns (a placeholder when rendered for the shared cache). */
  serverTime: () => number;
  /** The nonce this page's inline scripts carry (a placeholder when rendered for the shared cache). */
  cspNonce: string;
  /** Who is signed in (set by `authenticate`), read from the users row on every request. */
  auth: RequestAuth | null;
  viewer: Viewer | null;
};

export function createRequestContext(
  env: Env,
  ctx: ExecutionContext,
  { forSharedCache = false, cspNonce = '' }: { forSharedCache?: boolean; cspNonce?: string } = {},
): RequestContext {
  return {
    env,
    settings: settingsOf(env),
    db: createDb(env.DB),
    ctx,
    serverTime: forSharedCache ? () => SERVER_TIME_PLACEHOLDER : Date.now,
    cspNonce: forSharedCache ? CSP_NONCE_PLACEHOLDER : cspNonce,
    auth: null,
    viewer: null,
  };
}

/**
 * Resolves the session cookie or bearer token of a request into the context: one D1 query with them, none
 * without. A page asks for the user's favorite lot ids too (`withFavorites`), which the same query reads.
 */
export async function authenticate(
  rc: RequestContext,
  request: Request,
  { withFavorites = false }: { withFavorites?: boolean } = {},
): Promise<RequestContext> {
  if (!hasCredentials(request)) return rc;
  rc.auth = await authenticateRequest(rc.db, request, rc.settings.appEnv, { withFavorites });
  rc.viewer = rc.auth ? toViewer(rc.auth.user, actsAsAdmin(rc)) : null;
  noteRequestUser(request, rc.auth?.user.id ?? null);
  return rc;
}

/** Whether the request's session may act as an administrator (docs/decisions/0036); false for a visitor. */
export function actsAsAdmin(rc: Pick<RequestContext, 'auth' | 'settings'>): boolean {
  return rc.auth !== null && sessionActsAsAdmin(rc.settings.adminSecondFactorExempt, rc.auth.user, rc.auth);
}

declare module '@remix-run/cloudflare' {
  interface AppLoadContext extends RequestContext {}
}
