import type { RequestAuth } from '~/server/auth/request-auth.server';
import type { Viewer } from '~/server/auth/viewer';
import type { Env } from '~/server/platform/env.server';
import type { RequestContext } from '~/server/platform/request-context.server';

export interface ApiEnv {
  Bindings: Env;
  Variables: { rc: RequestContext; auth: RequestAuth | null; viewer: Viewer | null };
}
