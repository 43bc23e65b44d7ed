/**
 * The Worker: live sockets → Durable Objects, /api → Hono, /media → R2, everything else → Remix.
 * Exports the Durable Object classes; the cron publishes scheduled auctions (and their pre-start notices),
 * sweeps due lots, retries mail and purges expired sessions, challenges and rate-limit rows.
 */
import { createRequestHandler } from '@remix-run/cloudflare';
import { purgeStaleRows } from '~/server/housekeeping.server';
import { MEDIA_PREFIX, serveMedia } from '~/server/media.server';
// The Remix server build, produced by `npm run build` (wrangler's [build] step runs it first).
import { authenticate, createRequestContext, deliverMailSoon } from '~/server/request-context.server';
import * as build from '../build/server';
import { isCacheable, serveFromAnonymousCache } from './anonymous-cache';
import { api } from './api';
import { armDueLots, sweepSoon } from './due-lots';
import type { Env } from './env';
import { handleLiveSocket, isLiveSocketPath } from './live-sockets';
import { runScheduledAuctions } from './scheduled-auctions';
import { withSecurityHeaders } from './security-headers';

export { AdminPulse } from './durable/admin-pulse';
export { LotRoom } from './durable/lot-room';
export { UserInbox } from './durable/user-inbox';

const handleRemix = createRequestHandler(build);

async function route(request: Request, env: Env, ctx: ExecutionContext, forSharedCache: boolean): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return withSecurityHeaders(await api.fetch(request, env, ctx));
  }
  if (pathname.startsWith(MEDIA_PREFIX)) return serveMedia(request, env.MEDIA);
  if (pathname === '/favicon.ico') return Response.redirect(new URL('/favicon.svg', request.url).toString(), 301);
  const rc = await authenticate(createRequestContext(env, ctx, { forSharedCache }), request);
  return withSecurityHeaders(await handleRemix(request, rc));
}

export default {
  async fetch(request, env, ctx): Promise<Response> {
    const url = new URL(request.url);
    if (env.APP_ENV !== 'test') sweepSoon(env, ctx);
    if (isLiveSocketPath(url.pathname)) return handleLiveSocket(request, env, ctx);
    if (isCacheable(request, url)) {
      return serveFromAnonymousCache(url, ctx, () => route(request, env, ctx, true));
    }
    return route(request, env, ctx, false);
  },
  async scheduled(_controller, env, ctx): Promise<void> {
    // Scheduled auctions first: a lot published now is armed with the rest.
    await runScheduledAuctions(env).catch((error: unknown) => console.error('scheduled auctions', error));
    await armDueLots(env);
    const rc = createRequestContext(env, ctx);
    deliverMailSoon(rc);
    await purgeStaleRows(rc.db).catch((error: unknown) => console.error('housekeeping', error));
  },
} satisfies ExportedHandler<Env>;
