import type { D1Migration } from '@cloudflare/vitest-pool-workers';
import type { Env } from '../../workers/env';

declare global {
  namespace Cloudflare {
    interface Env extends import('../../workers/env').Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
export type { Env };
