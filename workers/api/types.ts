import type { Viewer } from '~/schemas/viewer';
import type { RequestAuth } from '~/server/auth/request-auth.server';
import type { RequestContext } from '~/server/context/request-context.server';
import type { Env } from '~/server/platform/env.server';

export interface ApiEnv {
  Bindings: Env;
  Variables: { rc: RequestContext; auth: RequestAuth | null; viewer: Viewer | null };
}
