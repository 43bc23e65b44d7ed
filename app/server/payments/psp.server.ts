/**
 * The house's payment provider, when it has one: the API Pix client over the Worker's fetch, or over the
 * `PSP_MTLS` binding's (a `mtls_certificates` binding: its fetch presents the client certificate production PSPs
 * require). Null without a PSP configured: payments are approved by hand (decision record 0040).
 */
import type { Env } from '~/server/platform/env.server';
import type { Settings } from '~/server/platform/settings.server';
import { createPixClient } from './pix-client.server';
import type { PaymentProvider } from './provider.server';

export function paymentProviderOf(env: Pick<Env, 'PSP_MTLS'>, settings: Pick<Settings, 'psp'>): PaymentProvider | null {
  if (!settings.psp) return null;
  const mtls = env.PSP_MTLS;
  const fetcher: typeof fetch = mtls ? (input, init) => mtls.fetch(input, init) : (input, init) => fetch(input, init);
  return createPixClient(settings.psp, fetcher);
}
