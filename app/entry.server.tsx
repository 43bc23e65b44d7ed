import type { AppLoadContext, EntryContext } from '@remix-run/cloudflare';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server';
import { CspNonceContext } from '~/hooks/use-csp-nonce';
import { logError } from '~/server/platform/error-log.server';
import { traceOf } from '~/server/platform/request-trace.server';

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY);
  // Every inline script (Remix's, React's streaming ones) carries the response's CSP nonce.
  const nonce = loadContext.cspNonce;
  const page = (
    <CspNonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </CspNonceContext.Provider>
  );
  const body = await renderToReadableStream(page, {
    nonce,
    signal: controller.signal,
    onError(error: unknown) {
      if (!controller.signal.aborted) logError('page render', error);
      responseStatusCode = 500;
    },
  });
  void body.allReady.then(() => clearTimeout(timeout));
  // Crawlers get the whole page at once.
  if (isbot(request.headers.get('user-agent') || '')) await body.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** Log real server errors; a request for a page that does not exist is not one. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  logError('remix', error, { requestId: traceOf(request)?.requestId });
}
