/** The local D1 and R2 that `wrangler dev` uses (same persistence folder), for scripts. */
import path from 'node:path';
import { getPlatformProxy } from 'wrangler';

export interface LocalBindings {
  DB: D1Database;
  MEDIA: R2Bucket;
}

/** `persistTo` is the same folder given to `wrangler dev --persist-to` (default .wrangler/state). */
export async function openLocalPlatform(persistTo?: string) {
  return getPlatformProxy<LocalBindings>({
    configPath: 'wrangler.toml',
    persist: { path: path.join(persistTo ?? '.wrangler/state', 'v3') },
  });
}
