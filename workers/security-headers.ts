/**
 * Headers every response carries (pages, API, media, socket upgrades): the request id, a nonce-based
 * Content-Security-Policy, Cross-Origin-Opener-Policy, and HSTS in production (docs/decisions/0013).
 */
export interface ResponseSecurity {
  /** This response's CSP nonce (fresh for every response, cached pages included). */
  nonce: string;
  production: boolean;
  requestId: string;
}

/** 128 random bits, base64: a CSP nonce. */
export function newCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Scripts only with this response's nonce (and what they load: 'strict-dynamic'); styles, the service worker and
 * the manifest from our own files. Style attributes are allowed: React and react-aria position overlays and hide text with them, and
 * an attribute cannot run script.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self' blob:",
    // The service worker (/sw.js) and the web app manifest: our own files only. Without worker-src, a worker falls
    // back to script-src, whose nonce no registration can carry (docs/decisions/0043).
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const HSTS = 'max-age=63072000; includeSubDomains';

export function withSecurityHeaders(response: Response, { nonce, production, requestId }: ResponseSecurity): Response {
  const headers = new Headers(response.headers);
  headers.set('X-Request-Id', requestId);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  // Media keep their own stricter policy (sandboxed, nothing allowed).
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  if (production) headers.set('Strict-Transport-Security', HSTS);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
    // A socket upgrade (101) keeps its socket.
    webSocket: response.webSocket,
  });
}

/** What a signed-in viewer's responses say to caches: theirs alone, and not to be kept (docs/decisions/0025). */
export const PRIVATE_NO_STORE = 'private, no-store';

/** The response with `Cache-Control: private, no-store`, whatever its route asked for. */
export function withPrivateNoStore(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', PRIVATE_NO_STORE);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers, webSocket: response.webSocket });
}
