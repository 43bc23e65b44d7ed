/**
 * The catalogue's categories as administrators manage them (/api/admin/categories) through the real Worker and
 * D1: who may, the refusals in Portuguese, adding, renaming (the lots, schedules and templates follow), retiring
 * (no longer offered nor a filter; what has it keeps it), the order, and the house never left without one.
 */
import { env } from 'cloudflare:test';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auctionSchedules, auctionTemplates, auditLog, categories, lots } from '~/server/db/schema';
import { call, callsAs, DAY, db, HOUR, insertLot, signedInUser, type Member } from './fixtures';

let admin: Member;
let bidder: Member;

beforeAll(async () => {
  [admin, bidder] = await Promise.all([signedInUser({ admin: true }), signedInUser({ approved: true })]);
});

const asAdmin = callsAs(() => admin);
const iso = (ms: number) => new Date(ms).toISOString();

interface Managed {
  id: number;
  name: string;
  position: number;
  retired_at: string | null;
  lot_count: number;
}

/** The list as the back office reads it. */
const managed = async () => (await asAdmin('/api/admin/categories')).json.data as Managed[];
/** The chips as a visitor reads them (each call its own address, so the visitors' cache answers none from before). */
let visit = 0;
const chips = async () =>
  ((await call(`/api/categories?v=${++visit}`)).json.data as { category: string; count: number }[]).map((c) => c.category);
const categoryCount = async () => (await db.select({ n: sql<number>`count(*)` }).from(categories))[0]!.n;

async function addCategory(name: string): Promise<Managed> {
  const res = await asAdmin('/api/admin/categories', 'POST', { name });
  expect(res.status, res.text).toBe(201);
  return res.json.data as Managed;
}

const lotBody = (category: string) => ({
  title: 'Fita LTO-7 6 TB',
  description: 'Cartuchos de backup lacrados.',
  category,
  start_price: 150,
  ends_at: iso(Date.now() + 2 * DAY),
});

const scheduleBody = (category: string) => ({
  title: 'Lote de fitas de backup',
  description: 'Cartuchos LTO lacrados.',
  category,
  condition: 'Novo',
  images: [],
  start_price: '300,00',
  scheduled_start: iso(Date.now() + 2 * HOUR),
  scheduled_end: iso(Date.now() + 26 * HOUR),
  is_recurring: false,
  notify_before_start: false,
});

const templateBody = (category: string) => ({
  name: 'Fitas de backup',
  description: 'Cartuchos de backup.',
  template_category: category,
  template_condition: 'Novo',
  default_start_price: 300,
  default_duration_hours: 24,
  is_active: true,
});

describe('/api/admin/categories: who may', () => {
  it('answers 401 to a visitor and 403 to a member, for every call, and changes nothing', async () => {
    const [notebooks] = await managed();
    const calls: [string, string, unknown][] = [
      ['/api/admin/categories', 'GET', undefined],
      ['/api/admin/categories', 'POST', { name: 'Invasora' }],
      [`/api/admin/categories/${notebooks!.id}`, 'PUT', { name: 'Invadida' }],
      [`/api/admin/categories/${notebooks!.id}/retire`, 'POST', {}],
      [`/api/admin/categories/${notebooks!.id}/restore`, 'POST', {}],
      [`/api/admin/categories/${notebooks!.id}/move`, 'POST', { direction: 'down' }],
    ];
    const before = await managed();
    for (const [path, method, body] of calls) {
      const visitor = await call(path, { method, body });
      expect([visitor.status, visitor.json.error], `${method} ${path}`).toEqual([401, 'Faça login para continuar.']);
      const member = await call(path, { method, body, token: bidder.token });
      expect([member.status, member.json.error], `${method} ${path}`).toEqual([403, 'Você não tem permissão para acessar esta área.']);
    }
    expect(await managed()).toEqual(before);
  });

  it('answers 404 "Categoria não encontrada." for an id that names no category, and changes nothing', async () => {
    const before = await managed();
    for (const [path, method, body] of [
      ['/api/admin/categories/999999', 'PUT', { name: 'Fantasma' }],
      ['/api/admin/categories/999999/retire', 'POST', {}],
      ['/api/admin/categories/999999/restore', 'POST', {}],
      ['/api/admin/categories/999999/move', 'POST', { direction: 'up' }],
      ['/api/admin/categories/abc', 'PUT', { name: 'Fantasma' }],
      ['/api/admin/categories/0/retire', 'POST', {}],
    ] as const) {
      const res = await asAdmin(path, method, body);
      expect([res.status, res.json.error], `${method} ${path}`).toEqual([404, 'Categoria não encontrada.']);
    }
    expect(await managed()).toEqual(before);
  });
});

describe('adding a category', () => {
  it('refuses an empty, too long or taken name with its message under the field, and adds nothing', async () => {
    const before = await categoryCount();
    const cases: [unknown, number, string][] = [
      [{}, 422, 'Informe o nome da categoria.'],
      [{ name: '   ' }, 422, 'Informe o nome da categoria.'],
      [{ name: 42 }, 422, 'Informe o nome da categoria.'],
      [{ name: 'x'.repeat(81) }, 422, 'O nome da categoria deve ter no máximo 80 caracteres.'],
      [{ name: ' redes ' }, 409, 'Já existe a categoria "Redes".'],
      [{ name: 'CELULARES  E TABLETS' }, 409, 'Já existe a categoria "Celulares e Tablets".'],
    ];
    for (const [body, status, message] of cases) {
      const res = await asAdmin('/api/admin/categories', 'POST', body);
      expect([res.status, res.json.error, res.json.fields], JSON.stringify(body)).toEqual([status, message, { name: message }]);
    }
    const notJson = await asAdmin('/api/admin/categories', 'POST', 'não é json');
    expect([notJson.status, notJson.json.error]).toEqual([400, 'Dados inválidos.']);
    expect(await categoryCount()).toBe(before);
  });

  it('adds it after the others, spaces tidied, offered at once to lots, schedules and templates and shown as a chip; audited', async () => {
    const added = await addCategory('  Impressoras   3D ');
    expect(added).toMatchObject({ name: 'Impressoras 3D', retired_at: null, lot_count: 0 });
    const list = await managed();
    expect(list.at(-1)!.name).toBe('Impressoras 3D');
    expect(await chips()).toContain('Impressoras 3D');

    // Taken in any case, in the list's spelling.
    const lot = await asAdmin('/api/auctions', 'POST', lotBody('impressoras 3d'));
    expect(lot.status, lot.text).toBe(201);
    expect(lot.json.data.category).toBe('Impressoras 3D');
    expect((await asAdmin('/api/auction-schedules', 'POST', scheduleBody('Impressoras 3D'))).status).toBe(201);
    expect((await asAdmin('/api/auction-templates', 'POST', templateBody('Impressoras 3D'))).status).toBe(201);

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'category'), eq(auditLog.targetId, String(added.id))));
    expect([entry!.action, entry!.actorUserId, entry!.details]).toEqual([
      'category.create',
      admin.id,
      { before: null, after: { name: 'Impressoras 3D' } },
    ]);
  });
});

describe('a lot’s category', () => {
  it('must be one of the list: another is refused under the field, naming what was typed, and no lot is made', async () => {
    const before = (await db.select({ n: sql<number>`count(*)` }).from(lots))[0]!.n;
    const res = await asAdmin('/api/auctions', 'POST', lotBody('Informática'));
    const message = 'Categoria desconhecida: Informática. Use uma das categorias do catálogo.';
    expect([res.status, res.json.error, res.json.fields]).toEqual([422, message, { category: message }]);
    expect((await db.select({ n: sql<number>`count(*)` }).from(lots))[0]!.n).toBe(before);
  });
});

describe('renaming a category', () => {
  it('renames its lots, schedules and templates with it, and nothing else; audited with how many lots followed', async () => {
    const storage = await addCategory('Armazenamento');
    const [first, second, other] = await Promise.all([
      insertLot({ category: 'Armazenamento', title: 'HD SAS 1,2 TB' }),
      insertLot({ category: 'Armazenamento', title: 'SSD SATA 960 GB', status: 'closed' }),
      insertLot({ category: 'Servidores', title: 'Servidor de arquivos' }),
    ]);
    const schedule = await asAdmin('/api/auction-schedules', 'POST', scheduleBody('Armazenamento'));
    const template = await asAdmin('/api/auction-templates', 'POST', templateBody('Armazenamento'));

    const renamed = await asAdmin(`/api/admin/categories/${storage.id}`, 'PUT', { name: 'Armazenamento e Backup' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json.data).toMatchObject({ id: storage.id, name: 'Armazenamento e Backup', lot_count: 2 });

    const categoryOf = async (id: number) => (await db.select({ c: lots.category }).from(lots).where(eq(lots.id, id)))[0]!.c;
    expect([await categoryOf(first.id), await categoryOf(second.id), await categoryOf(other.id)]).toEqual([
      'Armazenamento e Backup',
      'Armazenamento e Backup',
      'Servidores',
    ]);
    const [scheduleRow] = await db.select().from(auctionSchedules).where(eq(auctionSchedules.id, schedule.json.data.id));
    const [templateRow] = await db.select().from(auctionTemplates).where(eq(auctionTemplates.id, template.json.data.id));
    expect([scheduleRow!.category, templateRow!.templateCategory]).toEqual(['Armazenamento e Backup', 'Armazenamento e Backup']);

    // The visitor's catalogue: the chip and its filter have the new name, the old one is gone.
    expect(await chips()).toContain('Armazenamento e Backup');
    expect(await chips()).not.toContain('Armazenamento');
    const filtered = await call(`/api/auctions?category=${encodeURIComponent('Armazenamento e Backup')}&v=${++visit}`);
    expect(filtered.json.data.map((l: { title: string }) => l.title).sort()).toEqual(['HD SAS 1,2 TB', 'SSD SATA 960 GB']);

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'category.rename'), eq(auditLog.targetId, String(storage.id))));
    expect(entry!.details).toEqual({ before: { name: 'Armazenamento' }, after: { name: 'Armazenamento e Backup' }, lots: 2 });
  });

  it('refuses the name of another category, in any case, and changes nothing; a change of case alone is taken', async () => {
    const cables = await addCategory('cabos');
    await insertLot({ category: 'cabos', title: 'Cabo HDMI 2.1' });
    const clash = await asAdmin(`/api/admin/categories/${cables.id}`, 'PUT', { name: 'MONITORES' });
    expect([clash.status, clash.json.fields]).toEqual([409, { name: 'Já existe a categoria "Monitores".' }]);
    expect((await managed()).find((c) => c.id === cables.id)!.name).toBe('cabos');

    const recased = await asAdmin(`/api/admin/categories/${cables.id}`, 'PUT', { name: 'Cabos' });
    expect(recased.status, recased.text).toBe(200);
    expect(await db.select({ c: lots.category }).from(lots).where(eq(lots.title, 'Cabo HDMI 2.1'))).toEqual([{ c: 'Cabos' }]);
  });
});

describe('retiring a category', () => {
  it('takes it out of the chips and the forms; what has it keeps it; brought back, it is offered again', async () => {
    const tapes = await addCategory('Fitas LTO');
    const kept = await insertLot({ category: 'Fitas LTO', title: 'Fita LTO-6 2,5 TB' });
    const elsewhere = await insertLot({ category: 'Redes', title: 'Switch de 8 portas', bidCount: 0 });
    const schedule = (await asAdmin('/api/auction-schedules', 'POST', scheduleBody('Fitas LTO'))).json.data;
    const template = (await asAdmin('/api/auction-templates', 'POST', templateBody('Fitas LTO'))).json.data;

    const retired = await asAdmin(`/api/admin/categories/${tapes.id}/retire`, 'POST', {});
    expect(retired.status, retired.text).toBe(200);
    expect(retired.json.data.retired_at).toEqual(expect.any(String));
    expect(await chips()).not.toContain('Fitas LTO');
    expect((await managed()).find((c) => c.id === tapes.id)).toMatchObject({ name: 'Fitas LTO', lot_count: 1 });

    // Nothing new takes it.
    const refusedLot = await asAdmin('/api/auctions', 'POST', lotBody('Fitas LTO'));
    expect([refusedLot.status, refusedLot.json.fields]).toEqual([
      422,
      { category: 'A categoria Fitas LTO foi desativada. Use uma das categorias do catálogo.' },
    ]);
    const moved = await asAdmin(`/api/auctions/${elsewhere.id}`, 'PUT', { category: 'Fitas LTO' });
    expect(moved.status).toBe(422);
    expect((await asAdmin('/api/auction-schedules', 'POST', scheduleBody('Fitas LTO'))).json.fields).toEqual({
      category: 'Selecione uma categoria válida',
    });
    expect((await asAdmin('/api/auction-templates', 'POST', templateBody('Fitas LTO'))).json.fields).toEqual({
      template_category: 'Selecione uma categoria válida',
    });

    // What has it keeps it, and may be edited with it.
    expect((await call(`/api/auctions/${kept.id}?v=${++visit}`)).json.data.category).toBe('Fitas LTO');
    const edited = await asAdmin(`/api/auctions/${kept.id}`, 'PUT', { title: 'Fita LTO-6 2,5 TB (lacrada)', category: 'Fitas LTO' });
    expect(edited.status, edited.text).toBe(200);
    const scheduleEdit = await asAdmin(`/api/auction-schedules/${schedule.id}`, 'PUT', {
      ...scheduleBody('Fitas LTO'),
      title: 'Fitas LTO, lote 2',
    });
    expect(scheduleEdit.status, scheduleEdit.text).toBe(200);
    const templateEdit = await asAdmin(`/api/auction-templates/${template.id}`, 'PUT', { ...templateBody('Fitas LTO'), name: 'Fitas' });
    expect(templateEdit.status, templateEdit.text).toBe(200);

    const restored = await asAdmin(`/api/admin/categories/${tapes.id}/restore`, 'POST', {});
    expect([restored.status, restored.json.data.retired_at]).toEqual([200, null]);
    expect(await chips()).toContain('Fitas LTO');
    expect((await asAdmin('/api/auctions', 'POST', lotBody('Fitas LTO'))).status).toBe(201);

    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'category'), eq(auditLog.targetId, String(tapes.id))))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual(['category.create', 'category.retire', 'category.restore']);
  });

  it('refuses a name a retired category has, pointing at it', async () => {
    const floppies = await addCategory('Disquetes');
    await asAdmin(`/api/admin/categories/${floppies.id}/retire`, 'POST', {});
    const again = await asAdmin('/api/admin/categories', 'POST', { name: 'disquetes' });
    expect([again.status, again.json.error]).toEqual([
      409,
      'Já existe a categoria "Disquetes", desativada. Reative-a em vez de criar outra.',
    ]);
  });
});

describe('the order of the categories', () => {
  it('moves a category up or down, and the chips follow; the first cannot go higher', async () => {
    const before = (await managed()).map((c) => c.name);
    const desktops = (await managed()).find((c) => c.name === 'Desktops')!;
    expect((await asAdmin(`/api/admin/categories/${desktops.id}/move`, 'POST', { direction: 'up' })).status).toBe(200);
    expect((await chips()).slice(0, 2)).toEqual(['Desktops', 'Notebooks']);
    expect((await asAdmin(`/api/admin/categories/${desktops.id}/move`, 'POST', { direction: 'up' })).status).toBe(200);
    expect((await managed()).map((c) => c.name).slice(0, 2)).toEqual(['Desktops', 'Notebooks']);
    expect((await asAdmin(`/api/admin/categories/${desktops.id}/move`, 'POST', { direction: 'down' })).status).toBe(200);
    expect((await managed()).map((c) => c.name)).toEqual(before);
    const bad = await asAdmin(`/api/admin/categories/${desktops.id}/move`, 'POST', { direction: 'left' });
    expect([bad.status, bad.json.error]).toEqual([422, 'A direção deve ser "up" ou "down".']);
  });
});

describe('the last active category', () => {
  it('cannot be retired, through the API (409) or straight in D1', async () => {
    const [keep] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'Outros'));
    const retiredAt = new Date().toISOString();
    const others = await db
      .update(categories)
      .set({ retiredAt })
      .where(and(ne(categories.id, keep!.id), isNull(categories.retiredAt)))
      .returning({ id: categories.id });
    try {
      const res = await asAdmin(`/api/admin/categories/${keep!.id}/retire`, 'POST', {});
      expect([res.status, res.json.error]).toEqual([409, 'Mantenha ao menos uma categoria ativa: sem ela não há como cadastrar lotes.']);
      await expect(env.DB.prepare('update categories set retired_at = ? where id = ?').bind(retiredAt, keep!.id).run()).rejects.toThrow(
        /last_active_category/,
      );
      expect(await chips()).toEqual(['Outros']);
    } finally {
      for (const { id } of others) await db.update(categories).set({ retiredAt: null }).where(eq(categories.id, id));
    }
  });
});
