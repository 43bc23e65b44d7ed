import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, insertLot, insertUser } from './fixtures';

const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c]);
let lotId = 0;

beforeAll(async () => {
  await env.MEDIA.put('lots/teste/1.webp', WEBP, { httpMetadata: { contentType: 'image/webp' } });
  await env.MEDIA.put('uploads/evil.html', '<script>alert(1)</script>', { httpMetadata: { contentType: 'text/html' } });
  const bidder = await insertUser({ name: 'Arrematante Oculto' });
  lotId = (
    await insertLot({
      title: 'Servidor HPE ProLiant DL380 Gen10',
      description: 'Dois Xeon Silver 4110, 64 GB RAM.',
      category: 'Servidores',
      startPriceCents: 482_350,
      currentPriceCents: 517_350,
      topBidUserId: bidder.id,
      bidCount: 3,
      images: ['/media/lots/teste/1.webp'],
    })
  ).id;
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

describe('server-rendered pages for a visitor', () => {
  it('home lists the lots without any price, in the page or its embedded data', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Servidor HPE ProLiant DL380 Gen10');
    expect(html).toContain('Buscar produtos, categorias...');
    expect(html).toContain('Faça login para ver preços e dar lances');
    for (const secret of ['4.823,50', '5.173,50', '482350', '517350', '4823.5', '5173.5', 'Arrematante Oculto', 'current_price']) {
      expect(html, secret).not.toContain(secret);
    }
  });

  it('lot detail shows the visitor state and hides the price', async () => {
    const res = await get(`/lotes/${lotId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const text of [
      'Leilão #' + lotId,
      'Faça login para ver',
      'Cadastre-se grátis!',
      'Encerra em',
      'Entrar para dar lance',
      '/media/lots/teste/1.webp',
    ]) {
      expect(html, text).toContain(text);
    }
    for (const secret of ['5.173,50', '517350', '5173.5', 'Arrematante Oculto']) expect(html, secret).not.toContain(secret);
  });

  it('an unknown lot is a 404 "Lote não encontrado."', async () => {
    for (const path of ['/lotes/987654', '/lotes/abc']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('Lote não encontrado.');
    }
  });

  it('serves the static pages with their breadcrumbs', async () => {
    for (const [path, crumb] of [
      ['/faq', 'FAQ'],
      ['/condicoes-gerais', 'Condições Gerais'],
      ['/suporte', 'Suporte'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html).toContain(`aria-current="page">${crumb}<`);
    }
  });

  it('keeps filters in the URL: a shared /lotes link renders the filtered list', async () => {
    const html = await (await get('/lotes?category=Servidores&q=proliant')).text();
    expect(html).toContain('Servidor HPE ProLiant DL380 Gen10');
    const none = await (await get('/lotes?category=Monitores')).text();
    expect(none).toContain('Nenhum leilão encontrado');
  });
});
