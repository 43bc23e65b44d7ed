/** GET /dev/fake-viacep/{cep}/json — the local ViaCEP stand-in for e2e runs; absent in production. */
import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { hasDevRoutes } from '~/server/app-env.server';
import { fakeViaCep } from '~/server/fake-viacep.server';

export function loader({ params, context }: LoaderFunctionArgs) {
  if (!hasDevRoutes(context.vars.APP_ENV)) throw new Response(null, { status: 404 });
  return fakeViaCep(params.cep ?? '');
}
