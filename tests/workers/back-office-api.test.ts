/**
 * The back office's banners, figures, audit log and account e-mails through the real Worker: D1, R2 and the
 * visitors' cache. Figures are global, so each check reads them before and after its own rows.
 */
import { env, SELF } from 'cloudflare:test';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, banners, mailOutbox, payments } from '~/server/db/schema';
import { call, DAY, db, get, insertBid, insertLot, insertUser, signedInUser } from './fixtures';

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) =>
  c.charCodeAt(0),
);

let admin: Awaited<ReturnType<typeof signedInUser>>;
let imageUrl = '';

async function uploadPng(): Promise<string> {
  const form = new FormData();
  form.append('images', new File([PNG], 'banner.png', { type: 'image/png' }));
  const res = await SELF.fetch('http://arremate.test/api/uploads', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(res.status).toBe(201);
  return (await res.json<{ urls: string[] }>()).urls[0]!;
}

const asAdmin = (path: string, method = 'GET', body?: unknown) => call(path, { method, token: admin.token, body });
const bannerCount = async () => (await db.select({ n: sql<number>`count(*)` }).from(banners))[0]!.n;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
  imageUrl = await uploadPng();
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

async function paidLot(
  title: string,
  user: { id: number },
  p: { amount: number; status: 'pending' | 'approved' | 'rejected'; method?: 'pix' | 'card' | 'boleto' | 'transfer'; at?: number },
) {
  const lot = await insertLot({ title, status: 'closed', winnerUserId: user.id, finalPriceCents: p.amount });
  const fee = Math.round(p.amount / 10);
  const at = new Date(p.at ?? Date.now()).toISOString();
  await db.insert(payments).values({
    lotId: lot.id,
    userId: user.id,
    amountCents: p.amount,
    feeCents: fee,
    totalCents: p.amount + fee,
    method: p.method ?? 'pix',
    status: p.status,
    approvedAt: p.status === 'approved' ? at : null,
    createdAt: at,
  });
  return lot;
}

const financial = async () => (await asAdmin('/api/admin/financial')).json.data;

describe('GET /api/admin/financial', () => {
  it('counts approved payments (revenue, fees, gross), pending ones apart, by method, by São Paulo month, and the top 10', async () => {
    const before = await financial();
    const buyer = await insertUser();
    const now = Date.now();
    await paidLot('Servidor Dell R740', buyer, { amount: 1_000_000, status: 'approved', method: 'pix' }); // R$ 10.000
    await paidLot('Switch HP 1920', buyer, { amount: 250_050, status: 'approved', method: 'card', at: now - 40 * DAY }); // 40 days ago
    await paidLot('Nobreak APC', buyer, { amount: 80_000, status: 'pending', method: 'boleto' });
    await paidLot('Monitor LG', buyer, { amount: 90_000, status: 'rejected', method: 'transfer' });
    const after = await financial();

    const delta = (path: (d: any) => number) => Math.round((path(after) - path(before)) * 100) / 100;
    expect(delta((d) => d.summary.approved.revenue)).toBe(12_500.5);
    expect(delta((d) => d.summary.approved.fees)).toBe(1_250.05);
    expect(delta((d) => d.summary.approved.gross)).toBe(13_750.55);
    expect(delta((d) => d.summary.approved.count)).toBe(2);
    expect(delta((d) => d.summary.pending.count)).toBe(1);
    expect(delta((d) => d.summary.pending.gross)).toBe(880);
    expect(delta((d) => d.summary.recent_30_days.gross)).toBe(11_000); // the 40-day-old one is out
    expect(delta((d) => d.summary.recent_30_days.revenue)).toBe(10_000);

    const method = (d: any, m: string) => d.payment_methods.find((x: { method: string }) => x.method === m) ?? { count: 0, gross: 0 };
    expect(method(after, 'pix').count - method(before, 'pix').count).toBe(1);
    expect(Math.round((method(after, 'card').gross - method(before, 'card').gross) * 100)).toBe(275_055);
    expect(method(after, 'boleto').count - method(before, 'boleto').count).toBe(0); // pending is not revenue
    expect(method(after, 'transfer').count - method(before, 'transfer').count).toBe(0); // nor is rejected

    // Six months, oldest first, ending with the current São Paulo month, empty months as zeros.
    const months = after.monthly_data.map((m: { month: string }) => m.month);
    expect(months).toHaveLength(6);
    const saoPauloMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' })
      .format(new Date(now))
      .slice(0, 7);
    expect(months[5]).toBe(saoPauloMonth);
    expect([...months].sort()).toEqual(months);
    const monthDelta = (i: number) => Math.round((after.monthly_data[i].gross - before.monthly_data[i].gross) * 100);
    expect(monthDelta(5)).toBe(1_100_000);
    const olderMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' })
      .format(new Date(now - 40 * DAY))
      .slice(0, 7);
    expect(monthDelta(months.indexOf(olderMonth))).toBe(275_055);
    expect(after.monthly_data[0]).toEqual(
      expect.objectContaining({ gross: expect.any(Number), revenue: expect.any(Number), fees: expect.any(Number) }),
    );
  });

  it('ranks the ten auctions with the largest gross, largest first', async () => {
    const buyer = await insertUser();
    const lots = [];
    for (let i = 1; i <= 11; i++) lots.push(await paidLot(`Lote top ${i}`, buyer, { amount: 900_000_000 + i * 1_000, status: 'approved' }));
    const { top_auctions: top } = await financial();
    expect(top).toHaveLength(10);
    expect(top.map((t: { id: number }) => t.id)).toEqual(
      lots
        .slice(1)
        .reverse()
        .map((l) => l.id),
    ); // the smallest is left out
    expect(top[0]).toEqual({ id: lots[10]!.id, title: 'Lote top 11', revenue: 9_000_110, fees: 900_011, gross: 9_900_121 });
  });
});

describe('GET /api/admin/stats', () => {
  it('counts accounts, lots by status, bids, lots per category and the most active bidders', async () => {
    const read = async () => (await asAdmin('/api/admin/stats')).json.data;
    const before = await read();
    const category = `Categoria ${Date.now()}`;
    await insertUser({ isApproved: false });
    await insertUser({ isApproved: true, isAdmin: true });
    const busy = await insertUser({ name: 'Marta Lances', email: `marta-${Date.now()}@example.com` });
    const open = await insertLot({ category, status: 'active' });
    await insertLot({ category, status: 'closed' });
    for (let seq = 1; seq <= 60; seq++) await insertBid(open.id, busy.id, seq, 100_000 + seq * 1_000);
    const after = await read();

    expect(after.users.total - before.users.total).toBe(3);
    expect(after.users.approved - before.users.approved).toBe(2);
    expect(after.users.pending - before.users.pending).toBe(1);
    expect(after.users.admins - before.users.admins).toBe(1);
    expect(after.auctions.total - before.auctions.total).toBe(2);
    expect(after.auctions.active - before.auctions.active).toBe(1);
    expect(after.auctions.closed - before.auctions.closed).toBe(1);
    expect(after.bids.total - before.bids.total).toBe(60);
    expect(after.categories).toContainEqual({ name: category, count: 2 });
    expect(after.top_bidders[0]).toEqual({ name: 'Marta Lances', email: busy.email, bid_count: 60 });
  });
});

describe('GET /api/admin/audit', () => {
  it('lists entries newest first with who acted, filtered by e-mail, action, target and São Paulo days', async () => {
    const { json: created } = await asAdmin('/api/admin/banners', 'POST', { image_url: imageUrl, title: 'Auditado' });
    const id = String(created.data.id);
    await asAdmin(`/api/admin/banners/${id}`, 'PUT', { title: 'Auditado 2' });

    const byTarget = await asAdmin(`/api/admin/audit?target_type=banner&target_id=${id}`);
    expect(byTarget.status).toBe(200);
    expect(byTarget.json.data.map((e: { action: string }) => e.action)).toEqual(['banner.update', 'banner.create']);
    expect(byTarget.json.data[0]).toMatchObject({
      actor: { id: admin.id, email: admin.email },
      target_type: 'banner',
      target_id: id,
      details: { before: { title: 'Auditado' }, after: { title: 'Auditado 2' } },
    });
    expect(byTarget.json.pagination).toMatchObject({ total: 2 });

    const byWho = await asAdmin(`/api/admin/audit?email=${encodeURIComponent(admin.email.slice(0, 8).toUpperCase())}&action=banner.update`);
    expect(
      byWho.json.data.every(
        (e: { action: string; actor: { email: string } }) => e.action === 'banner.update' && e.actor.email === admin.email,
      ),
    ).toBe(true);
    expect(byWho.json.data.length).toBeGreaterThan(0);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const inRange = await asAdmin(`/api/admin/audit?target_type=banner&target_id=${id}&from=${today}&to=${today}`);
    expect(inRange.json.data).toHaveLength(2);
    const past = await asAdmin(`/api/admin/audit?target_type=banner&target_id=${id}&from=2020-01-01&to=2020-01-31`);
    expect(past.json.data).toHaveLength(0);
    const paged = await asAdmin(`/api/admin/audit?target_type=banner&target_id=${id}&per_page=1&page=2`);
    expect(paged.json.data.map((e: { action: string }) => e.action)).toEqual(['banner.create']);

    const backwards = await asAdmin('/api/admin/audit?from=2026-02-10&to=2026-02-01');
    expect([backwards.status, backwards.json.error]).toEqual([400, 'A data inicial deve ser anterior à final.']);
  });
});

describe('e-mails when an account is approved or rejected', () => {
  const mails = async (email: string, kind: string) =>
    (
      await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toEmail, email), eq(mailOutbox.kind, kind)))
    ).length;

  it('sends the approval once per approval and the rejection once per rejection, in Portuguese', async () => {
    const user = await signedInUser({ name: 'Helena Prado' });
    for (let i = 0; i < 2; i++) expect((await asAdmin(`/api/admin/users/${user.id}/approve`, 'POST')).status).toBe(200);
    expect(await mails(user.email, 'account_approved')).toBe(1);
    const [approvedMail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toEmail, user.email), eq(mailOutbox.kind, 'account_approved')));
    expect(approvedMail!.subject).toBe('Arremate — Sua conta foi aprovada');
    expect(approvedMail!.textBody).toContain('Olá, Helena Prado.');
    expect(approvedMail!.textBody).toContain('já pode dar lances');

    for (let i = 0; i < 2; i++) expect((await asAdmin(`/api/admin/users/${user.id}/reject`, 'POST')).status).toBe(200);
    expect(await mails(user.email, 'account_rejected')).toBe(1);
    await asAdmin(`/api/admin/users/${user.id}/approve`, 'POST');
    expect(await mails(user.email, 'account_approved')).toBe(2); // a new approval, a new e-mail
    expect(await mails(user.email, 'account_rejected')).toBe(1);

    const entries = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'user'),
          eq(auditLog.targetId, String(user.id)),
          sql`${auditLog.action} in ('user.approve', 'user.reject')`,
        ),
      )
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.details?.before, e.details?.after])).toEqual([
      ['user.approve', { is_approved: false }, { is_approved: true }],
      ['user.reject', { is_approved: true }, { is_approved: false }],
      ['user.approve', { is_approved: false }, { is_approved: true }],
    ]);
  });

  it('sends nothing when promoting (only approval and rejection are told)', async () => {
    const user = await signedInUser({ approved: true });
    await asAdmin(`/api/admin/users/${user.id}/promote`, 'POST');
    const sent = await db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, user.email));
    expect(sent.filter((m) => m.kind.startsWith('account_'))).toEqual([]);
  });
});

// Keep the R2 binding referenced: the uploaded image is really stored.
it('stores the banner image in R2', async () => {
  expect(await env.MEDIA.head(imageUrl.replace('/media/', ''))).not.toBeNull();
});
