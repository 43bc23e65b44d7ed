import type { Viewer } from '~/server/viewer.server';
import type { Env } from '../env';
import type { RequestContext } from '../load-context';

export interface ApiEnv {
  Bindings: Env;
  Variables: { rc: RequestContext; viewer: Viewer | null };
}
