/** /media: the images R2 holds, as the Worker serves them. */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from './fixtures';

const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c]);

beforeAll(async () => {
  await env.MEDIA.put('lots/teste/1.webp', WEBP, { httpMetadata: { contentType: 'image/webp' } });
  await env.MEDIA.put('uploads/evil.html', '<script>alert(1)</script>', { httpMetadata: { contentType: 'text/html' } });
});

describe('/media (R2)', () => {
  it('serves an image with its type, an ETag and immutable caching, sandboxed', async () => {
    const res = await get('/media/lots/teste/1.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(WEBP);
    const again = await get('/media/lots/teste/1.webp', { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for missing objects, non-images and odd keys', async () => {
    for (const path of [
      '/media/lots/teste/2.webp',
      '/media/uploads/evil.html',
      '/media/../wrangler.toml',
      '/media/lots/%2e%2e/x.webp',
      '/media/secret/x.webp',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
  });
});
