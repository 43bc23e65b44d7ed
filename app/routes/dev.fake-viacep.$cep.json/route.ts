/** GET /dev/fake-viacep/{cep}/json — the local ViaCEP stand-in for e2e runs; absent in production. */
import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { fakeViaCep } from '~/server/accounts/fake-viacep.server';
import { hasDevRoutes } from '~/server/platform/app-env.server';

export function loader({ params, context }: LoaderFunctionArgs) {
  if (!hasDevRoutes(context.settings.appEnv)) throw new Response(null, { status: 404 });
  return fakeViaCep(params.cep ?? '');
}
