/** The back office's banners (/api/admin/banners) through the real Worker: D1, R2 and the visitors' cache. */
import { env } from 'cloudflare:test';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, banners } from '~/server/db/schema';
import { call, callsAs, db, get, signedInUser, uploadPng, type Member } from './fixtures';

let admin: Member;
let imageUrl = '';

const asAdmin = callsAs(() => admin);
const bannerCount = async () => (await db.select({ n: sql<number>`count(*)` }).from(banners))[0]!.n;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
  imageUrl = await uploadPng(admin.token);
});

describe('banners (admin API)', () => {
  it('refuses bad input with the catalogue message and creates nothing', async () => {
    const before = await bannerCount();
    const cases: [unknown, number, string][] = [
      [{}, 422, 'Selecione uma imagem para o banner'],
      [{ image_url: '  ' }, 422, 'Selecione uma imagem para o banner'],
      [{ image_url: 'https://elsewhere.example/a.png' }, 422, 'A imagem do banner deve ser uma imagem enviada ao Arremate.'],
      [{ image_url: '/media/secret/a.png' }, 422, 'A imagem do banner deve ser uma imagem enviada ao Arremate.'],
      [{ image_url: '/media/uploads/nao-existe.png' }, 422, 'A imagem do banner não foi encontrada. Envie-a novamente.'],
      [
        { image_url: imageUrl, link_url: 'javascript:alert(1)' },
        422,
        'O link deve ser um caminho do site (começando com /) ou um endereço https.',
      ],
      [
        { image_url: imageUrl, link_url: '//evil.example/x' },
        422,
        'O link deve ser um caminho do site (começando com /) ou um endereço https.',
      ],
      [
        { image_url: imageUrl, link_url: 'http://insecure.example' },
        422,
        'O link deve ser um caminho do site (começando com /) ou um endereço https.',
      ],
      [{ image_url: imageUrl, display_order: 1.5 }, 422, 'A ordem deve ser um número inteiro entre 0 e 9999.'],
      [{ image_url: imageUrl, display_order: -1 }, 422, 'A ordem deve ser um número inteiro entre 0 e 9999.'],
      [{ image_url: imageUrl, is_active: 'sim' }, 422, 'Ativo deve ser verdadeiro ou falso.'],
      [{ image_url: imageUrl, title: 'x'.repeat(121) }, 422, 'Título deve ter no máximo 120 caracteres.'],
      ['não é json', 400, 'Dados inválidos.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await asAdmin('/api/admin/banners', 'POST', body);
      expect([res.status, res.json?.error], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await bannerCount()).toBe(before);
  });

  it('answers 404 "Banner não encontrado." for a banner that does not exist, and refuses an empty change', async () => {
    const { json: created } = await asAdmin('/api/admin/banners', 'POST', { image_url: imageUrl, title: 'Intacto' });
    for (const [path, method, body] of [
      ['/api/admin/banners/999999', 'PUT', { title: 'x' }],
      ['/api/admin/banners/999999', 'DELETE', undefined],
      ['/api/admin/banners/abc', 'PUT', { title: 'x' }],
    ] as const) {
      const res = await asAdmin(path, method, body);
      expect([res.status, res.json.error]).toEqual([404, 'Banner não encontrado.']);
    }
    const empty = await asAdmin(`/api/admin/banners/${created.data.id}`, 'PUT', {});
    expect([empty.status, empty.json.error]).toEqual([422, 'Nenhuma alteração informada.']);
    const badLink = await asAdmin(`/api/admin/banners/${created.data.id}`, 'PUT', { title: 'Mudou', link_url: 'ftp://x' });
    expect(badLink.status).toBe(422);
    const [row] = await db.select().from(banners).where(eq(banners.id, created.data.id));
    expect(row!.title).toBe('Intacto');
  });

  it('creates with defaults (empty → null, active, order 0), edits partially, deletes; each change audited with before and after', async () => {
    const created = await asAdmin('/api/admin/banners', 'POST', {
      image_url: imageUrl,
      title: 'Semana do SSD',
      subtitle: '',
      link_url: '',
    });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({
      title: 'Semana do SSD',
      subtitle: null,
      link_url: null,
      image_url: imageUrl,
      is_active: true,
      display_order: 0,
    });
    const id = created.json.data.id as number;
    const updated = await asAdmin(`/api/admin/banners/${id}`, 'PUT', { display_order: 3, link_url: '/lotes?categoria=SSD' });
    expect(updated.json.data).toMatchObject({ title: 'Semana do SSD', display_order: 3, link_url: '/lotes?categoria=SSD' });
    expect((await asAdmin('/api/admin/banners')).json.data.find((b: { id: number }) => b.id === id)).toMatchObject({ display_order: 3 });
    expect((await asAdmin(`/api/admin/banners/${id}`, 'DELETE')).status).toBe(200);
    expect((await asAdmin(`/api/admin/banners/${id}`, 'DELETE')).status).toBe(404);

    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'banner'), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorUserId])).toEqual([
      ['banner.create', admin.id],
      ['banner.update', admin.id],
      ['banner.delete', admin.id],
    ]);
    expect(entries[1]!.details).toEqual({
      before: { display_order: 0, link_url: null },
      after: { display_order: 3, link_url: '/lotes?categoria=SSD' },
    });
    expect(entries[2]!.details).toMatchObject({ before: { title: 'Semana do SSD' }, after: null });
  });

  it('shows a change on GET /api/banners and on the home page for a visitor at once, despite the visitors cache', async () => {
    const title = `Feirão de monitores ${Date.now()}`;
    // The visitor's home page and banner list are cached before the change.
    await (await get('/')).text();
    expect((await get('/')).headers.get('x-cache')).toBe('HIT');
    await call('/api/banners');

    const created = await asAdmin('/api/admin/banners', 'POST', { image_url: imageUrl, title });
    const id = created.json.data.id as number;
    expect((await call('/api/banners')).json.data.map((b: { title: string }) => b.title)).toContain(title);
    expect(await (await get('/')).text()).toContain(title);

    await asAdmin(`/api/admin/banners/${id}`, 'PUT', { is_active: false });
    expect((await call('/api/banners')).json.data.map((b: { title: string }) => b.title)).not.toContain(title);
    expect(await (await get('/')).text()).not.toContain(title);
    // The admin list still has it, inactive.
    expect((await asAdmin('/api/admin/banners')).json.data.find((b: { id: number }) => b.id === id)).toMatchObject({ is_active: false });
  });
});

// Keep the R2 binding referenced: the uploaded image is really stored.
it('stores the banner image in R2', async () => {
  expect(await env.MEDIA.head(imageUrl.replace('/media/', ''))).not.toBeNull();
});
