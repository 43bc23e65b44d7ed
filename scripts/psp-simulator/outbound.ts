/**
 * The simulator in-process, for the Workers tests: a config routes the Worker's requests to `psp.test` here
 * (miniflare's outboundService), and PSP_TEST_VARS points the Worker's PSP settings at it. Webhooks are
 * queued, not sent: a test pops them from GET http://psp.test/_sim/deliveries and posts them to the Worker.
 * One simulator for the whole run: a test starts with POST http://psp.test/_sim/reset.
 */
import { createPspSimulator, SIM_DEFAULTS } from './core';
import type { PspSimulator } from './core';

export const PSP_TEST_HOST = 'psp.test';

export const PSP_TEST_VARS = {
  PSP_API_URL: `http://${PSP_TEST_HOST}/api/v2`,
  PSP_TOKEN_URL: `http://${PSP_TEST_HOST}/oauth/token`,
  PSP_BOLETO_API_URL: `http://${PSP_TEST_HOST}/boletos/v1`,
  PSP_CLIENT_ID: SIM_DEFAULTS.clientId,
  PSP_CLIENT_SECRET: SIM_DEFAULTS.clientSecret,
  PSP_PIX_KEY: SIM_DEFAULTS.pixKey,
  PSP_WEBHOOK_SECRET: 'workers-tests-psp-webhook-secret-0123456789',
  /** the Workers tests' origin (tests/workers/fixtures.ts TEST_ORIGIN): where the webhooks are addressed */
  SITE_URL: 'http://arremate.test',
} as const;

let simulator: PspSimulator | undefined;

/** The response of the in-process simulator to a request for psp.test; undefined for any other host. */
export function pspOutbound(request: Request): Promise<Response> | undefined {
  if (new URL(request.url).hostname !== PSP_TEST_HOST) return undefined;
  simulator ??= createPspSimulator({ timeoutMs: 2_000 });
  return simulator.fetch(request);
}
