/** Image bytes live in R2 under `lots/…`, `banners/…` and `uploads/…`; D1 keeps their `/media/…` URLs. */
import { isSafeMediaKey, MEDIA_PREFIX } from '~/domain/media-url';
import { siteText } from '~/i18n/pt-BR';

export { MEDIA_PREFIX, mediaUrl } from '~/domain/media-url';

const IMAGE_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png', 'image/gif', 'image/avif']);

/** GET/HEAD /media/<key>: immutable, sandboxed image responses with ETag revalidation. */
export async function serveMedia(request: Request, bucket: R2Bucket): Promise<Response> {
  const key = decodeURIComponent(new URL(request.url).pathname.slice(MEDIA_PREFIX.length));
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  if (!isSafeMediaKey(key)) return notFound();
  const object = await bucket.get(key, { onlyIf: request.headers });
  if (!object) return notFound();
  const contentType = object.httpMetadata?.contentType ?? '';
  if (!IMAGE_TYPES.has(contentType)) return notFound();
  const headers = new Headers({
    'Content-Type': contentType,
    ETag: object.httpEtag,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  // `onlyIf` matched (If-None-Match): R2 returns the metadata without a body.
  if (!('body' in object)) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(object.size));
  return new Response(request.method === 'HEAD' ? null : object.body, { headers });
}

function notFound(): Response {
  return new Response(siteText.errors.mediaNotFound, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
}
