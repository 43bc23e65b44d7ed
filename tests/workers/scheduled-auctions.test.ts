/**
 * Scheduled auctions through the real Worker and D1: each endpoint's refusals and messages, publishing
 * exactly once however many publishers race, the next occurrence of a recurring schedule, and the pre-start
 * notice sent once to the members who follow the category.
 */
import { env } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auctionSchedules, favorites, lots, notifications, notificationSettings } from '~/server/db/schema';
import { deliverNotice } from '~/server/notifications/delivery.server';
import { sendPreStartNotices } from '~/server/schedules/notices.server';
import { publishDueSchedules, publishSchedule } from '~/server/schedules/publishing.server';
import { publishDeps, runScheduledAuctions } from '../../workers/scheduled-auctions';
import { call, callsAs, DAY, db, HOUR, insertBid, insertLot, insertUser, MINUTE, signedInUser, type Member } from './fixtures';

let admin: Member;
let member: Member;

beforeAll(async () => {
  [admin, member] = await Promise.all([signedInUser({ admin: true }), signedInUser({ approved: true })]);
});

const iso = (ms: number) => new Date(ms).toISOString();

function scheduleBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Notebook Dell Latitude 5420',
    description: 'i5, 16 GB, SSD 512 GB.',
    category: 'Notebooks',
    condition: 'Usado - Bom',
    specs: { Processador: 'i5-1145G7', Memória: '16 GB' },
    images: [],
    start_price: '1.500,00',
    reserve_price: 2000,
    scheduled_start: iso(Date.now() + 2 * HOUR),
    scheduled_end: iso(Date.now() + 26 * HOUR),
    is_recurring: false,
    notify_before_start: true,
    notification_minutes: 60,
    ...overrides,
  };
}

const asAdmin = callsAs(() => admin);

async function createSchedule(overrides: Record<string, unknown> = {}) {
  const res = await asAdmin('/api/auction-schedules', 'POST', scheduleBody(overrides));
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: number; category: string; scheduled_start: string; scheduled_end: string };
}

describe('/api/auction-schedules', () => {
  it('refuses bad input with the form’s message and creates nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Título é obrigatório'],
      [{ description: undefined }, 'Descrição é obrigatória'],
      [{ category: 'Eletrônicos' }, 'Selecione uma categoria válida'],
      [{ category: '' }, 'Selecione uma categoria válida'],
      [{ category: undefined }, 'Selecione uma categoria válida'],
      [{ condition: undefined }, 'Selecione uma condição válida'],
      [{ start_price: '-5' }, 'Preço inicial deve ser um valor maior ou igual a 0'],
      [{ start_price: 'abc' }, 'Preço inicial deve ser um valor maior ou igual a 0'],
      [{ reserve_price: 'x' }, 'Preço de reserva deve ser um valor maior ou igual a 0'],
      [{ scheduled_start: '' }, 'Início programado é obrigatório'],
      [{ scheduled_end: undefined }, 'Término programado é obrigatório'],
      [{ scheduled_start: '31/12/2026 10:00' }, 'Data e hora inválidas'],
      [{ scheduled_end: iso(Date.now() + HOUR) }, 'O término deve ser depois do início'],
      [{ scheduled_start: iso(Date.now() - 3 * HOUR), scheduled_end: iso(Date.now() - HOUR) }, 'O término deve ser no futuro'],
      [{ is_recurring: true }, 'Recorrência deve ser semanal ou mensal'],
      [{ is_recurring: true, recurrence_type: 'daily' }, 'Recorrência deve ser semanal ou mensal'],
      [{ is_recurring: true, recurrence_type: 'weekly', recurrence_interval: 0 }, 'O intervalo da recorrência deve ser no mínimo 1'],
      [{ is_recurring: true, recurrence_type: 'weekly', recurrence_end_date: '2027-02-30' }, 'Data final da recorrência inválida'],
      [{ notification_minutes: 0 }, 'Minutos de notificação devem ser no mínimo 1'],
      [{ specs: ['a'] }, 'Especificações inválidas'],
      [{ images: ['javascript:alert(1)'] }, 'Imagens inválidas'],
      [{ images: ['/media/lots/nao-existe.png'] }, 'Imagem não encontrada. Envie a imagem novamente.'],
      [{ template_id: 999_999 }, 'Template não encontrado.'],
    ];
    const before = (await asAdmin('/api/auction-schedules?page=1&per_page=10')).json.data.pagination.total;
    for (const [patch, message] of cases) {
      const res = await asAdmin('/api/auction-schedules', 'POST', scheduleBody(patch));
      expect([res.status, res.json.error, patch]).toEqual([422, message, patch]);
    }
    expect((await asAdmin('/api/auction-schedules?page=1&per_page=10')).json.data.pagination.total).toBe(before);
  });

  it('creates, filters by status, edits, and deletes (cancels) only while scheduled', async () => {
    const schedule = await createSchedule({ scheduled_start: '2027-05-20T09:30', scheduled_end: '2027-05-21T09:30' });
    expect(schedule).toMatchObject({
      status: 'scheduled',
      start_price: 1500,
      reserve_price: 2000,
      scheduled_start: '2027-05-20T12:30:00.000Z',
      notification_minutes: 60,
      specs: { Processador: 'i5-1145G7' },
    });
    const listed = (await asAdmin('/api/auction-schedules?page=1&per_page=10&status=scheduled')).json.data;
    expect(listed.schedules.map((s: { id: number }) => s.id)).toContain(schedule.id);
    expect(listed.schedules.every((s: { status: string }) => s.status === 'scheduled')).toBe(true);

    const edited = await asAdmin(
      `/api/auction-schedules/${schedule.id}`,
      'PUT',
      scheduleBody({ title: 'Notebook editado', is_recurring: true, recurrence_type: 'monthly', recurrence_interval: 2 }),
    );
    expect(edited.json.data).toMatchObject({ title: 'Notebook editado', recurrence_type: 'monthly', recurrence_interval: 2 });

    expect((await asAdmin(`/api/auction-schedules/${schedule.id}`, 'DELETE')).json.data.status).toBe('cancelled');
    const cancelled = (await asAdmin('/api/auction-schedules?page=1&per_page=10&status=cancelled')).json.data.schedules;
    expect(cancelled.map((s: { id: number }) => s.id)).toContain(schedule.id);
    for (const [method, path] of [
      ['PUT', `/api/auction-schedules/${schedule.id}`],
      ['DELETE', `/api/auction-schedules/${schedule.id}`],
      ['POST', `/api/auction-schedules/${schedule.id}/publish`],
    ] as const) {
      const res = await asAdmin(path, method, scheduleBody());
      expect([res.status, res.json.error]).toEqual([409, 'Apenas leilões agendados podem ser alterados, publicados ou excluídos.']);
    }
    for (const path of ['/api/auction-schedules/999999', '/api/auction-schedules/0', '/api/auction-schedules/x']) {
      const res = await asAdmin(path, 'DELETE');
      expect([res.status, res.json.error]).toEqual([404, 'Agendamento não encontrado.']);
    }
  });

  it('publishes now: the lot is active, waits for its start ("Aguardando"), and the schedule points at it', async () => {
    const schedule = await createSchedule({ title: 'Monitor LG 27"' });
    const res = await asAdmin(`/api/auction-schedules/${schedule.id}/publish`, 'POST');
    expect(res.status).toBe(200);
    const lotId = res.json.data.auction_id as number;
    expect(res.json.message).toBe(`Leilão publicado com sucesso! ID: ${lotId}`);
    const lot = (await call(`/api/auctions/${lotId}`, { token: member.token })).json.data;
    expect(lot).toMatchObject({
      title: 'Monitor LG 27"',
      status: 'active',
      starts_at: schedule.scheduled_start,
      ends_at: schedule.scheduled_end,
    });
    const bid = await call(`/api/auctions/${lotId}/bid`, { method: 'POST', token: member.token, body: { amount: 1600 } });
    expect(bid).toMatchObject({ status: 409, json: { reason: 'not_started' } });
    const [row] = await db.select().from(auctionSchedules).where(eq(auctionSchedules.id, schedule.id));
    expect(row).toMatchObject({ status: 'published', publishedLotId: lotId });
    expect((await asAdmin(`/api/auction-schedules/${schedule.id}/publish`, 'POST')).status).toBe(409);
  });

  it('takes a category of the catalogue that no lot has yet', async () => {
    expect(await db.select({ id: lots.id }).from(lots).where(eq(lots.category, 'Outros'))).toEqual([]);
    const schedule = await createSchedule({ title: 'Sobras do inventário', category: 'outros' });
    expect(schedule).toMatchObject({ category: 'Outros' });
  });

  it('offers only the catalogue’s categories: one not in the list is refused (422) and nothing is saved', async () => {
    const schedule = await createSchedule({ title: 'Categoria do catálogo' });
    const edit = await asAdmin(`/api/auction-schedules/${schedule.id}`, 'PUT', scheduleBody({ title: 'Trocado', category: 'Veículos' }));
    expect([edit.status, edit.json.error, edit.json.fields]).toEqual([
      422,
      'Selecione uma categoria válida',
      { category: 'Selecione uma categoria válida' },
    ]);
    const [row] = await db.select().from(auctionSchedules).where(eq(auctionSchedules.id, schedule.id));
    expect(row).toMatchObject({ title: 'Categoria do catálogo', category: 'Notebooks' });
    // A category becomes the catalogue's once an administrator adds it.
    expect((await asAdmin('/api/admin/categories', 'POST', { name: 'Veículos' })).status).toBe(201);
    const again = await asAdmin(`/api/auction-schedules/${schedule.id}`, 'PUT', scheduleBody({ title: 'Trocado', category: 'Veículos' }));
    expect(again.status, again.text).toBe(200);
    expect(again.json.data).toMatchObject({ title: 'Trocado', category: 'Veículos' });
  });

  it('a published schedule whose start has come opens its lot for bids at once', async () => {
    const schedule = await createSchedule({ scheduled_start: iso(Date.now() - MINUTE), start_price: 100 });
    const { published } = await runScheduledAuctions(env);
    const [row] = await db.select().from(auctionSchedules).where(eq(auctionSchedules.id, schedule.id));
    expect(published).toContain(row!.publishedLotId);
    const bid = await call(`/api/auctions/${row!.publishedLotId}/bid`, { method: 'POST', token: member.token, body: { amount: 110 } });
    expect(bid.status).toBe(201);
  });
});

describe('publishing exactly once', () => {
  it('two cron runs at once publish a due schedule once: one lot', async () => {
    const schedule = await createSchedule({ title: `Concorrência ${crypto.randomUUID()}`, scheduled_start: iso(Date.now() - MINUTE) });
    const deps = publishDeps(env);
    const [a, b] = await Promise.all([publishDueSchedules(db, deps), publishDueSchedules(db, deps)]);
    const made = await db.select().from(lots).where(eq(lots.scheduleId, schedule.id));
    expect(made).toHaveLength(1);
    expect([...a, ...b].filter((id) => id === made[0]!.id)).toHaveLength(1);
  });

  it("'Publicar Agora' racing the cron makes one lot", async () => {
    const schedule = await createSchedule({ scheduled_start: iso(Date.now() - MINUTE) });
    const deps = publishDeps(env);
    const [now, cron] = await Promise.all([
      publishSchedule(db, { userId: admin.id, ip: '10.0.0.1' }, schedule.id, deps),
      publishDueSchedules(db, deps),
    ]);
    const made = await db.select().from(lots).where(eq(lots.scheduleId, schedule.id));
    expect(made).toHaveLength(1);
    expect(now.ok ? [now.lotId] : cron.filter((id) => id === made[0]!.id)).toEqual([made[0]!.id]);
  });

  it('a publisher that died after its claim is finished later by the cron, still with one lot', async () => {
    const schedule = await createSchedule({ scheduled_start: iso(Date.now() - MINUTE) });
    // Claimed ten minutes ago, never finished.
    await db
      .update(auctionSchedules)
      .set({ status: 'published', updatedAt: iso(Date.now() - 10 * MINUTE) })
      .where(eq(auctionSchedules.id, schedule.id));
    const deps = publishDeps(env);
    await Promise.all([publishDueSchedules(db, deps), publishDueSchedules(db, deps)]);
    const made = await db.select().from(lots).where(eq(lots.scheduleId, schedule.id));
    expect(made).toHaveLength(1);
    const [row] = await db.select().from(auctionSchedules).where(eq(auctionSchedules.id, schedule.id));
    expect(row!.publishedLotId).toBe(made[0]!.id);
  });
});

describe('what a published lot carries over', () => {
  const specs = { Processador: 'Intel Core i7-1165G7', 'Memória RAM': '16 GB', Armazenamento: 'SSD 512 GB' };

  it("'Publicar Agora' copies the reserve and the specs to the lot, with the default 3-minute extension window", async () => {
    const schedule = await createSchedule({ title: 'Com reserva', reserve_price: '2.500,00', specs });
    const res = await asAdmin(`/api/auction-schedules/${schedule.id}/publish`, 'POST');
    expect(res.status).toBe(200);
    const [lot] = await db.select().from(lots).where(eq(lots.id, res.json.data.auction_id));
    expect(lot).toMatchObject({ reservePriceCents: 250_000, specs, extensionMinutes: 3, startPriceCents: 150_000 });
  });

  it('the cron copies them too, and a schedule without reserve or specs makes a lot without them', async () => {
    const withTerms = await createSchedule({
      title: 'Cron com reserva',
      reserve_price: 1800,
      specs,
      scheduled_start: iso(Date.now() - MINUTE),
    });
    const bare = await createSchedule({
      title: 'Cron sem reserva',
      reserve_price: '',
      specs: {},
      scheduled_start: iso(Date.now() - MINUTE),
    });
    await publishDueSchedules(db, publishDeps(env));
    const [a] = await db.select().from(lots).where(eq(lots.scheduleId, withTerms.id));
    const [b] = await db.select().from(lots).where(eq(lots.scheduleId, bare.id));
    expect(a).toMatchObject({ title: 'Cron com reserva', reservePriceCents: 180_000, specs, extensionMinutes: 3 });
    expect(b).toMatchObject({ title: 'Cron sem reserva', reservePriceCents: null, specs: null, extensionMinutes: 3 });
  });

  it('the lot’s detail shows the specs to everyone; the reserve’s amount only to administrators, members see reserve_met', async () => {
    const schedule = await createSchedule({
      title: 'Detalhe com reserva',
      reserve_price: 2000,
      specs,
      scheduled_start: iso(Date.now() - MINUTE),
    });
    const lotId = (await asAdmin(`/api/auction-schedules/${schedule.id}/publish`, 'POST')).json.data.auction_id as number;
    const visitor = (await call(`/api/auctions/${lotId}`)).json.data;
    expect(visitor.specs).toEqual(specs);
    expect(visitor).not.toHaveProperty('reserve_price');
    expect(visitor).not.toHaveProperty('reserve_met');
    const asMember = (await call(`/api/auctions/${lotId}`, { token: member.token })).json.data;
    expect(asMember).toMatchObject({ specs, reserve_met: false });
    expect(asMember).not.toHaveProperty('reserve_price');
    const listed = (await call('/api/auctions?q=Detalhe+com+reserva', { token: member.token })).json.data as Record<string, unknown>[];
    const inList = listed.find((l) => l.id === lotId)!;
    expect(inList).toMatchObject({ reserve_met: false });
    expect(inList).not.toHaveProperty('reserve_price');
    expect(inList).not.toHaveProperty('specs');
    expect(JSON.stringify(listed)).not.toContain('2000');
    const asAdminView = (await call(`/api/auctions/${lotId}`, { token: admin.token })).json.data;
    expect(asAdminView).toMatchObject({ specs, reserve_price: 2000, reserve_met: false });
  });
});

describe('recurring schedules', () => {
  it('publishing a weekly schedule makes its next occurrence one interval later, until the end date', async () => {
    const title = `Recorrente ${crypto.randomUUID()}`;
    // 10:00 in São Paulo.
    const schedule = await createSchedule({
      title,
      scheduled_start: '2027-01-07T10:00',
      scheduled_end: '2027-01-08T10:00',
      is_recurring: true,
      recurrence_type: 'weekly',
      recurrence_interval: 2,
      recurrence_end_date: '2027-01-21',
    });
    await asAdmin(`/api/auction-schedules/${schedule.id}/publish`, 'POST');
    const next = await db
      .select()
      .from(auctionSchedules)
      .where(and(eq(auctionSchedules.title, title), eq(auctionSchedules.status, 'scheduled')));
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({
      scheduledStart: '2027-01-21T13:00:00.000Z',
      scheduledEnd: '2027-01-22T13:00:00.000Z',
      isRecurring: true,
      recurrenceInterval: 2,
      notifiedAt: null,
      publishedLotId: null,
    });
    // The next one would fall on 4 Feb, after the end date: the series stops.
    await asAdmin(`/api/auction-schedules/${next[0]!.id}/publish`, 'POST');
    const left = await db
      .select()
      .from(auctionSchedules)
      .where(and(eq(auctionSchedules.title, title), eq(auctionSchedules.status, 'scheduled')));
    expect(left).toHaveLength(0);
  });
});

describe('pre-start notice', () => {
  it('goes once, at notification_minutes before the start, to the approved members who follow the category', async () => {
    const category = 'Instrumentos Musicais';
    expect((await asAdmin('/api/admin/categories', 'POST', { name: category })).status).toBe(201);
    const lot = await insertLot({ category, title: 'Guitarra' });
    const otherLot = await insertLot({ category: 'Livros' });
    const [favourite, bidder, otherCategory, longAgo, unapproved, optedOut] = await Promise.all([
      insertUser(),
      insertUser(),
      insertUser(),
      insertUser(),
      insertUser({ isApproved: false }),
      insertUser(),
    ]);
    await db.insert(favorites).values([
      { userId: favourite.id, lotId: lot.id },
      { userId: otherCategory.id, lotId: otherLot.id },
      { userId: longAgo.id, lotId: lot.id, createdAt: iso(Date.now() - 100 * DAY) },
      { userId: unapproved.id, lotId: lot.id },
      { userId: optedOut.id, lotId: lot.id },
    ]);
    await insertBid(lot.id, bidder.id, 1, 110_000);
    await db.insert(notificationSettings).values({ userId: optedOut.id, auctionEnding: false });

    const early = await createSchedule({
      title: 'Piano digital',
      category,
      scheduled_start: iso(Date.now() + 90 * MINUTE),
      notification_minutes: 60,
    });
    const due = await createSchedule({
      title: 'Bateria eletrônica',
      category,
      scheduled_start: iso(Date.now() + 10 * MINUTE),
      notification_minutes: 15,
    });
    const muted = await createSchedule({ category, scheduled_start: iso(Date.now() + 5 * MINUTE), notify_before_start: false });

    const deliver = deliverNotice(env);
    const [first, second] = await Promise.all([sendPreStartNotices(db, deliver), sendPreStartNotices(db, deliver)]);
    const noticed = [...first, ...second].map((n) => n.scheduleId);
    expect(noticed.filter((id) => id === due.id)).toHaveLength(1);
    expect(noticed).not.toContain(early.id);
    expect(noticed).not.toContain(muted.id);
    await sendPreStartNotices(db, deliver);

    const rows = await db.select().from(notifications).where(eq(notifications.type, 'auction_starting'));
    const forDue = rows.filter((r) => r.message.includes('Bateria eletrônica'));
    expect(forDue.map((r) => r.userId).sort((a, b) => a - b)).toEqual([favourite.id, bidder.id].sort((a, b) => a - b));
    expect(forDue[0]).toMatchObject({ title: 'Leilão começando em breve', lotId: null });
    expect(forDue[0]!.message).toMatch(/^O leilão "Bateria eletrônica" começa em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/);
    expect(rows.some((r) => r.message.includes('Piano digital'))).toBe(false);
  });
});
