import type { LotRoom } from './durable/lot-room';

/** The Worker's bindings (wrangler.toml). */
export interface Env {
  DB: D1Database;
  MEDIA: R2Bucket;
  LOT_ROOM: DurableObjectNamespace<LotRoom>;
  APP_ENV: string;
}
