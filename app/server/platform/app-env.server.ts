/**
 * Which environment the Worker runs in, from its `APP_ENV` var. Production unless told otherwise: an absent
 * or unknown value is production (wrangler.toml's top level); `npm start` passes `--var APP_ENV:development`,
 * the test runs `test`.
 */
import { z } from '~/schemas/zod';

export const appEnvSchema = z.enum(['development', 'test', 'production']).catch('production');

export type AppEnv = z.output<typeof appEnvSchema>;

/**
 * The local environments (development, and the test runs) have the dev-only routes: the mailbox, the CEP
 * stand-in. Every environment but production: the test runs get nothing development does not.
 */
export function hasDevRoutes(appEnv: AppEnv): boolean {
  return appEnv !== 'production';
}
