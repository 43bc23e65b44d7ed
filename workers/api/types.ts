import type { RequestAuth } from '~/server/auth/request-auth.server';
import type { Viewer } from '~/server/viewer.server';
import type { Env } from '../env';
import type { RequestContext } from '../load-context';

export interface ApiEnv {
  Bindings: Env;
  Variables: { rc: RequestContext; auth: RequestAuth | null; viewer: Viewer | null };
}
