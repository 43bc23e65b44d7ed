/** The server-rendered pages as a visitor gets them: no price anywhere, 404s, the static pages, filters in the URL. */
import { beforeAll, describe, expect, it } from 'vitest';
import { get, insertLot, insertUser } from './fixtures';

let lotId = 0;

beforeAll(async () => {
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
      ['/graus-de-conservacao', 'Graus de conservação'],
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
