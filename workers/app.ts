/**
 * The Worker: live sockets → Durable Objects, /api → Hono, /media → R2, everything else → Remix.
 * Every response gets the security headers and its request id, and each request one JSON log line.
 * Exports the Durable Object classes; the cron publishes scheduled auctions (and their pre-start notices),
 * sweeps due lots, retries mail, suspends the bidding of accounts whose payments are lost to the deadline
 * settles and expires payments through the PSP (workers/payment-duties.ts) and purges expired sessions,
 * challenges and rate-limit rows, and keys the models of reports stored before realized prices (decision 0046).
 */
import { createRequestHandler } from '@remix-run/cloudflare';
import { authMessages } from '~/i18n/auth-messages';
import { suspendForOverduePayments } from '~/server/accounts/bidding-standing.server';
import { isSameOrigin, SAFE_METHODS } from '~/server/auth/request-auth.server';
import { cancelSuspendedMaxima } from '~/server/bidding/suspended-maxima.server';
import { purgeStaleRows } from '~/server/context/housekeeping.server';
import { authenticate, createRequestContext } from '~/server/context/request-context.server';
import { checkSettingsOnce } from '~/server/context/settings-check.server';
import { settingsOf } from '~/server/context/settings.server';
import { keyPendingModels } from '~/server/equipment/realized-models.server';
import { MEDIA_PREFIX, serveMedia } from '~/server/media/media.server';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
// The Remix server build, produced by `npm run build` (wrangler's [build] step runs it first).
import { deliverMailSoon } from '~/server/platform/mail.server';
import { requestLogLine, startTrace } from '~/server/platform/request-trace.server';
import * as build from '../build/server';
import { isCacheable, serveFromAnonymousCache } from './anonymous-cache';
import { api } from './api';
import { armDueLots, sweepSoon } from './due-lots';
import { handleLiveSocket, isLiveSocketPath } from './live-sockets';
import { withPageBodyLimit } from './page-body-limit';
import { runPayments } from './payment-duties';
import { runScheduledAuctions, runSearchAlerts } from './scheduled-auctions';
import { newCspNonce, withPrivateNoStore, withSecurityHeaders } from './security-headers';
import { serverErrorResponse } from './server-error';
import { webhooks } from './webhooks';

export { AdminPulse } from './durable/admin-pulse/admin-pulse';
export { LotRelay } from './durable/lot-relay/lot-relay';
export { LotRoom } from './durable/lot-room/lot-room';
export { UserInbox } from './durable/user-inbox/user-inbox';

const handleRemix = createRequestHandler(build);

async function route(request: Request, env: Env, ctx: ExecutionContext, cspNonce: string, forSharedCache: boolean): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === '/api' || pathname.startsWith('/api/')) return api.fetch(request, env, ctx);
  if (pathname.startsWith(MEDIA_PREFIX)) return serveMedia(request, env.MEDIA);
  // The PSP's webhooks: authenticated by their own secret, never by a session (no CSRF check applies).
  if (pathname.startsWith('/webhooks/')) return webhooks.fetch(request, env, ctx);
  if (pathname === '/favicon.ico') return Response.redirect(new URL('/favicon.svg', request.url).toString(), 301);
  // CSRF: every page action rides on the session cookie, so every one must come from our own origin.
  if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request)) {
    return Response.json({ error: authMessages.badOrigin }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
  }
  if (SAFE_METHODS.has(request.method)) return renderPage(request, env, ctx, cspNonce, forSharedCache);
  return withPageBodyLimit(request, (limited) => renderPage(limited, env, ctx, cspNonce, forSharedCache));
}

/** Remix, for whoever is asking; a signed-in viewer's pages and their data are private and never stored. */
async function renderPage(request: Request, env: Env, ctx: ExecutionContext, cspNonce: string, forSharedCache: boolean): Promise<Response> {
  // Every page's root loader shows the viewer's favorites: read with the session, in its one query.
  const rc = await authenticate(createRequestContext(env, ctx, { forSharedCache, cspNonce }), request, { withFavorites: true });
  const response = await handleRemix(request, rc);
  return rc.viewer ? withPrivateNoStore(response) : response;
}

function dispatch(request: Request, env: Env, ctx: ExecutionContext, nonce: string): Promise<Response> {
  const url = new URL(request.url);
  if (isLiveSocketPath(url.pathname)) return handleLiveSocket(request, env, ctx);
  if (isCacheable(request, url)) {
    return serveFromAnonymousCache(url, ctx, nonce, () => route(request, env, ctx, nonce, true));
  }
  return route(request, env, ctx, nonce, false);
}

export default {
  async fetch(request, env, ctx): Promise<Response> {
    const trace = startTrace(request);
    checkSettingsOnce(env);
    const nonce = newCspNonce();
    if (settingsOf(env).sweepAfterRequests) sweepSoon(env, ctx);
    let response: Response;
    try {
      response = await dispatch(request, env, ctx, nonce);
    } catch (error) {
      // The stack stays in the log; the client gets a friendly page (or the API's error JSON).
      logError('request', error, { requestId: trace.requestId });
      response = serverErrorResponse(request, build.assets);
    }
    response = withSecurityHeaders(response, {
      nonce,
      production: settingsOf(env).appEnv === 'production',
      requestId: trace.requestId,
    });
    console.log(requestLogLine(request, trace, response.status));
    return response;
  },
  async scheduled(_controller, env, ctx): Promise<void> {
    checkSettingsOnce(env);
    // Scheduled auctions first: a lot published now is armed with the rest.
    const scheduled = await runScheduledAuctions(env).catch((error: unknown) => logError('scheduled auctions', error));
    await armDueLots(env);
    await runSearchAlerts(env, Date.now(), { published: (scheduled?.published.length ?? 0) > 0 }).catch((error: unknown) =>
      logError('search alerts', error),
    );
    const rc = createRequestContext(env, ctx);
    deliverMailSoon(rc);
    await suspendForOverduePayments(rc.db).catch((error: unknown) => logError('non-payment suspensions', error));
    await cancelSuspendedMaxima(env, rc.db).catch((error: unknown) => logError('suspended maxima', error));
    await runPayments(env, ctx).catch((error: unknown) => logError('payments', error));
    await purgeStaleRows(rc.db).catch((error: unknown) => logError('housekeeping', error));
    await keyPendingModels(rc.db).catch((error: unknown) => logError('realized models', error));
  },
} satisfies ExportedHandler<Env>;
