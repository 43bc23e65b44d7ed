/** The Worker: /api → Hono, /media → R2, everything else → Remix. Exports the Durable Object classes. */
import { createRequestHandler, type ServerBuild } from '@remix-run/cloudflare';
// The Remix server build, produced by `npm run build` (wrangler's [build] step runs it first).
import * as build from '../build/server';
import { MEDIA_PREFIX, serveMedia } from '~/server/media.server';
import { api } from './api';
import type { Env } from './env';
import { createRequestContext } from './load-context';
import { withSecurityHeaders } from './security-headers';

export { LotRoom } from './durable/lot-room';

const handleRemix = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return withSecurityHeaders(await api.fetch(request, env, ctx));
    }
    if (pathname.startsWith(MEDIA_PREFIX)) return serveMedia(request, env.MEDIA);
    return withSecurityHeaders(await handleRemix(request, createRequestContext(env, ctx)));
  },
} satisfies ExportedHandler<Env>;
