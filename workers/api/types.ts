import type { RequestAuth } from '~/server/auth/request-auth.server';
import type { RequestContext } from '~/server/request-context.server';
import type { Viewer } from '~/server/viewer.server';
import type { Env } from '../env';

export interface ApiEnv {
  Bindings: Env;
  Variables: { rc: RequestContext; auth: RequestAuth | null; viewer: Viewer | null };
}
