/**
 * Search alerts through the real Worker, D1 and the members' inboxes: /api/search-alerts (create, list, pause,
 * rename, delete; the refusals and the limit; another member's alert is 404), matching at publication by hand,
 * by a schedule (the cron) and by the import, told once per member and lot, a paused alert silent, a retry or
 * the cron's sweep never doubling a notice, the daily digest once.
 */
import { env } from 'cloudflare:test';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ALERTS_PER_MEMBER } from '~/domain/search-alerts';
import { alertsText } from '~/i18n/pt-BR-alerts';
import { sendDigests } from '~/server/alerts/alert-digest.server';
import { matchLot, queueLotStatement, runAlertQueue } from '~/server/alerts/alert-matching.server';
import { auctionSchedules, notifications, searchAlertMatches, searchAlertQueue, searchAlerts } from '~/server/db/schema';
import { deliverNotice } from '~/server/notifications/delivery.server';
import { runScheduledAuctions, runSearchAlerts } from '../../workers/scheduled-auctions';
import { HARDWARE_FIXTURES } from '../fixtures/hardware';
import { call, DAY, db, eventually, HOUR, insertedMember, MINUTE, signedInUser, VALID_PASSWORD, type Member } from './fixtures';

let admin: Member;
type Someone = { id: number; token: string };
let member: Someone;
let other: Someone;

beforeAll(async () => {
  [admin, member, other] = await Promise.all([signedInUser({ admin: true }), insertedMember(), insertedMember()]);
});

const iso = (ms: number) => new Date(ms).toISOString();
const as =
  (who: { token: string }) =>
  (path: string, method = 'GET', body?: unknown) =>
    call(path, { method, token: who.token, body });

/** A word no other test uses, so each test's alerts match only its own lots. */
const uniqueWord = () => `modelo${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;

async function createAlert(who: Someone, body: Record<string, unknown>) {
  const res = await as(who)('/api/search-alerts', 'POST', { mode: 'instant', ...body });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: number; name: string; paused: boolean; search_url: string };
}

async function lotByHand(title: string, overrides: Record<string, unknown> = {}) {
  const res = await as(admin)('/api/auctions', 'POST', {
    title,
    description: 'Core i5, 16 GB, SSD 512 GB.',
    category: 'Notebooks',
    start_price: 1500,
    ends_at: iso(Date.now() + 2 * DAY),
    ...overrides,
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data.id as number;
}

const alertNotices = async (userId: number, lotId?: number) =>
  (
    await db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, 'search_alert'),
          lotId === undefined ? undefined : eq(notifications.lotId, lotId),
        ),
      )
  )[0]!.n;

/** Waits for the matching that runs after the response (the queue empty again). */
const queueDrained = () =>
  eventually(
    async () => (await db.select({ n: count() }).from(searchAlertQueue))[0]!.n,
    (n) => n === 0,
  );

describe('/api/search-alerts', () => {
  it('creates an alert from the catalogue filters, lists it, renames, pauses and deletes it', async () => {
    const who = await insertedMember();
    const made = await createAlert(who, {
      name: 'Notebook 16 GB',
      mode: 'digest',
      filters: {
        q: 'Notebook LENÔVO',
        category: 'notebooks',
        minMemory: '16',
        storage: 'nvme',
        minBattery: 80,
        cosmetic: 'B',
        wiped: true,
      },
    });
    const list = await as(who)('/api/search-alerts');
    expect(list.status).toBe(200);
    expect(list.json.data).toEqual([
      expect.objectContaining({
        id: made.id,
        name: 'Notebook 16 GB',
        mode: 'digest',
        paused: false,
        filters: expect.objectContaining({
          q: 'notebook lenovo',
          category: 'Notebooks',
          minMemory: 16,
          storage: 'nvme',
          minBattery: 80,
          cosmetic: 'B',
          wiped: true,
        }),
        search_url: '/lotes?q=notebook+lenovo&category=Notebooks&minMemory=16&storage=nvme&minBattery=80&cosmetic=B&wiped=1',
        last_matched_at: null,
      }),
    ]);
    const paused = await as(who)(`/api/search-alerts/${made.id}`, 'PATCH', { paused: true, name: 'Outro nome', mode: 'instant' });
    expect(paused.status, paused.text).toBe(200);
    expect(paused.json.data).toMatchObject({ paused: true, name: 'Outro nome', mode: 'instant' });
    expect((await as(who)(`/api/search-alerts/${made.id}`, 'DELETE')).status).toBe(200);
    expect((await as(who)('/api/search-alerts')).json.data).toEqual([]);
  });

  it('refuses an alert without any filter, a bad filter, a bad name or mode, and writes nothing', async () => {
    const who = await insertedMember();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Vazio', filters: {} }, alertsText.errors.noFilter],
      [{ name: 'Só espaços', filters: { q: '   ' } }, alertsText.errors.noFilter],
      [{ name: 'Memória', filters: { minMemory: '16,5' } }, alertsText.errors.badFilter('minMemory')],
      [{ name: 'Grau', filters: { cosmetic: 'Z' } }, alertsText.errors.badFilter('cosmetic')],
      [{ name: 'Categoria', filters: { category: 'Veículos' } }, alertsText.errors.badFilter('category')],
      [{ name: '', filters: { q: 'dell' } }, alertsText.errors.nameRequired],
      [{ name: 'x'.repeat(61), filters: { q: 'dell' } }, alertsText.errors.nameTooLong],
      [{ name: 'Modo', mode: 'weekly', filters: { q: 'dell' } }, alertsText.errors.invalid],
      [{ name: 'Preço', filters: { q: 'dell', minPrice: '100' } }, alertsText.errors.invalid],
    ];
    for (const [body, message] of cases) {
      const res = await as(who)('/api/search-alerts', 'POST', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error, JSON.stringify(body)).toBe(message);
    }
    expect((await as(who)('/api/search-alerts')).json.data).toEqual([]);
  });

  it(`refuses a member's alert beyond ${MAX_ALERTS_PER_MEMBER}`, async () => {
    const who = await insertedMember();
    await Promise.all(
      Array.from({ length: MAX_ALERTS_PER_MEMBER }, (_, i) => createAlert(who, { name: `Alerta ${i}`, filters: { q: `dell ${i}` } })),
    );
    const res = await as(who)('/api/search-alerts', 'POST', { name: 'Mais um', filters: { q: 'hp' } });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(alertsText.errors.tooMany);
    expect((await as(who)('/api/search-alerts')).json.data).toHaveLength(MAX_ALERTS_PER_MEMBER);
  });

  it("answers another member's alert as not found and leaves it as it was", async () => {
    const mine = await createAlert(member, { name: 'Meu', filters: { q: uniqueWord() } });
    const patch = await as(other)(`/api/search-alerts/${mine.id}`, 'PATCH', { paused: true });
    expect(patch.status).toBe(404);
    expect(patch.json.error).toBe(alertsText.errors.notFound);
    expect((await as(other)(`/api/search-alerts/${mine.id}`, 'DELETE')).status).toBe(404);
    const [row] = await db.select().from(searchAlerts).where(eq(searchAlerts.id, mine.id));
    expect(row).toMatchObject({ paused: false, name: 'Meu' });
  });

  it('refuses a visitor', async () => {
    expect((await call('/api/search-alerts')).status).toBe(401);
  });
});

describe('matching at publication', () => {
  it('tells a member once of a lot an administrator publishes, however many of their alerts match it', async () => {
    const word = uniqueWord();
    const who = await insertedMember();
    await createAlert(who, { name: 'Pelo texto', filters: { q: word } });
    await createAlert(who, { name: 'Texto e categoria', filters: { q: `notebook ${word}`, category: 'Notebooks' } });
    const lotId = await lotByHand(`Notebook ${word} 14"`);
    await queueDrained();
    expect(await alertNotices(who.id, lotId)).toBe(1);
    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.id), eq(notifications.lotId, lotId)));
    expect(notice).toMatchObject({ title: alertsText.notice.title, dedupeKey: `search_alert:${lotId}` });
    expect(notice!.message).toContain(`Notebook ${word} 14"`);
    const dto = (await as(who)('/api/search-alerts')).json.data as { last_matched_at: string | null }[];
    expect(dto.every((a) => a.last_matched_at !== null)).toBe(true);
  });

  it('keeps a paused alert silent and tells nobody of a lot no alert matches', async () => {
    const word = uniqueWord();
    const who = await insertedMember();
    const alert = await createAlert(who, { name: 'Pausado', filters: { q: word } });
    expect((await as(who)(`/api/search-alerts/${alert.id}`, 'PATCH', { paused: true })).status).toBe(200);
    const paused = await lotByHand(`Desktop ${word}`);
    const unrelated = await lotByHand(`Monitor ${uniqueWord()}`);
    await queueDrained();
    expect(await alertNotices(who.id)).toBe(0);
    const told = await db.select({ n: count() }).from(searchAlertMatches).where(eq(searchAlertMatches.lotId, unrelated));
    expect(told[0]!.n).toBe(0);
    expect((await db.select().from(searchAlertMatches).where(eq(searchAlertMatches.lotId, paused))).length).toBe(0);
  });

  it("stores no notice for a member who turned 'Alertas de busca' off", async () => {
    const word = uniqueWord();
    const who = await insertedMember();
    const off = await as(who)('/api/notification-settings', 'PUT', { search_alert: false });
    expect(off.status, off.text).toBe(200);
    await createAlert(who, { name: 'Desligado', filters: { q: word } });
    const lotId = await lotByHand(`Notebook ${word}`);
    await queueDrained();
    expect(await alertNotices(who.id, lotId)).toBe(0);
  });

  it('matches a lot whose equipment report arrives after its publication, and only then', async () => {
    const word = uniqueWord();
    const who = await insertedMember();
    await createAlert(who, { name: 'Bateria boa', filters: { q: word, minBattery: 80 } });
    const lotId = await lotByHand(`Notebook ${word}`);
    await queueDrained();
    expect(await alertNotices(who.id, lotId)).toBe(0);
    const file = (kind: string) => {
      const found = HARDWARE_FIXTURES.laptop.find((f) => f.kind === kind)!;
      return { name: found.name, text: found.text };
    };
    const upload = await as(admin)(`/api/auctions/${lotId}/hardware-report`, 'PUT', {
      lshw: file('lshw'),
      smartctl: [file('smartctl')],
      battery: file('battery'),
    });
    expect(upload.status, upload.text).toBe(200);
    await queueDrained();
    expect(await alertNotices(who.id, lotId)).toBe(1);
  });

  it('tells the members of a lot a schedule publishes from the cron', async () => {
    const word = uniqueWord();
    const who = await insertedMember();
    await createAlert(who, { name: 'Agendado', filters: { q: word } });
    const res = await as(admin)('/api/auction-schedules', 'POST', {
      title: `Notebook ${word}`,
      description: 'i5, 16 GB.',
      category: 'Notebooks',
      condition: 'Usado - Bom',
      specs: {},
      images: [],
      start_price: '1.500,00',
      scheduled_start: iso(Date.now() - MINUTE),
      scheduled_end: iso(Date.now() + DAY),
      is_recurring: false,
      notify_before_start: false,
    });
    expect(res.status, res.text).toBe(201);
    const { published } = await runScheduledAuctions(env);
    await runSearchAlerts(env, Date.now(), { published: published.length > 0 });
    const [schedule] = await db.select().from(auctionSchedules).where(eq(auctionSchedules.id, res.json.data.id));
    expect(await alertNotices(who.id, schedule!.publishedLotId!)).toBe(1);
  });

  it('tells the members of the lots an import creates, each once', async () => {
    const word = uniqueWord();
    const who = await insertedMember();
    const both = await insertedMember();
    await createAlert(who, { name: 'SSD 16 GB', filters: { q: word, minMemory: 16, storage: 'solid' } });
    await createAlert(both, { name: 'Qualquer', filters: { q: word } });
    await createAlert(both, { name: 'Com certificado', mode: 'digest', filters: { q: word, wiped: true } });
    const tag = `AL${Date.now().toString(36).toUpperCase()}`;
    const header =
      'etiqueta;titulo;descricao;categoria;condicao;estado_funcional;estado_estetico;lance_inicial;reserva;prorrogacao_min;inicio;fim';
    const end = `10/12/${new Date().getFullYear() + 1} 20:00`;
    const rows = [
      `${tag}-1;Notebook ${word} A;;Notebooks;Usado - Bom;tested;B;1.000,00;;;;${end}`,
      `${tag}-2;Desktop ${word} B;;Desktops;Usado - Bom;tested;B;1.000,00;;;;${end}`,
    ];
    const files = [
      ...HARDWARE_FIXTURES.laptop.map((f) => ({ name: f.name.replace('laptop.', `${tag}-1.`), text: f.text })),
      ...HARDWARE_FIXTURES.desktop.map((f) => ({ name: f.name.replace('desktop.', `${tag}-2.`), text: f.text })),
    ];
    const res = await as(admin)('/api/admin/lot-imports/apply', 'POST', {
      import_id: crypto.randomUUID(),
      csv: [header, ...rows].join('\r\n'),
      rows: [2, 3],
      files,
    });
    expect(res.status, res.text).toBe(200);
    const [laptop, desktop] = (res.json.data.rows as { lot_id: number }[]).map((r) => r.lot_id);
    await queueDrained();
    expect(await alertNotices(who.id, laptop)).toBe(1);
    expect(await alertNotices(who.id, desktop)).toBe(0); // a hard disk is not solid storage
    // Two alerts of one member match the laptop: one notice, at once (the instant alert tells).
    expect(await alertNotices(both.id, laptop)).toBe(1);
    expect(await alertNotices(both.id, desktop)).toBe(1);
  });

  it('never doubles a notice when matching runs again or the sweep picks the lot up', async () => {
    const word = uniqueWord();
    const who = await insertedMember();
    await createAlert(who, { name: 'Repetido', filters: { q: word } });
    const lotId = await lotByHand(`Notebook ${word}`);
    await queueDrained();
    const deliver = deliverNotice(env);
    await matchLot(db, deliver, lotId);
    await queueLotStatement(db, lotId, new Date(Date.now() - HOUR));
    await runSearchAlerts(env);
    await runAlertQueue(db, deliver);
    expect(await alertNotices(who.id, lotId)).toBe(1);
    expect((await db.select().from(searchAlertMatches).where(eq(searchAlertMatches.lotId, lotId))).length).toBe(1);
  });

  it('tells a member a crashed run left untold when the sweep runs, once', async () => {
    const word = uniqueWord();
    const who = await insertedMember();
    await createAlert(who, { name: 'Depois da queda', filters: { q: word } });
    // Delivery fails for the first run (the inbox unreachable): the match is recorded, not marked told.
    const lotId = await lotByHand(`Notebook ${word}`);
    await queueDrained();
    await db.update(searchAlertMatches).set({ notifiedAt: null }).where(eq(searchAlertMatches.lotId, lotId));
    await db.delete(notifications).where(and(eq(notifications.userId, who.id), eq(notifications.lotId, lotId)));
    const failing = () => Promise.reject(new Error('inbox down'));
    await matchLot(db, failing, lotId);
    expect(await alertNotices(who.id, lotId)).toBe(0);
    await matchLot(db, deliverNotice(env), lotId);
    await matchLot(db, deliverNotice(env), lotId);
    expect(await alertNotices(who.id, lotId)).toBe(1);
  });
});

describe("the daily digest ('Resumo diário')", () => {
  it('sends one notice listing the lots matched before 08:00, once however often the cron runs', async () => {
    const word = uniqueWord();
    const who = await insertedMember();
    await createAlert(who, { name: 'Resumo', mode: 'digest', filters: { q: word } });
    const first = await lotByHand(`Notebook ${word} um`);
    const second = await lotByHand(`Notebook ${word} dois`);
    await queueDrained();
    expect(await alertNotices(who.id)).toBe(0);
    // Tomorrow 08:00 in São Paulo is 11:00 UTC.
    const tomorrow = new Date(Date.now() + DAY);
    const at = new Date(Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate(), 11, 5));
    const deliver = deliverNotice(env);
    expect(await sendDigests(db, deliver, new Date(at.getTime() - 10 * MINUTE))).toBe(0);
    await sendDigests(db, deliver, at);
    await sendDigests(db, deliver, new Date(at.getTime() + MINUTE));
    const mine = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.id), eq(notifications.type, 'search_alert')));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: alertsText.notice.digestTitle, lotId: null });
    expect(mine[0]!.message).toContain(`Notebook ${word} um`);
    expect(mine[0]!.message).toContain(`Notebook ${word} dois`);
    const pending = await db
      .select()
      .from(searchAlertMatches)
      .where(and(eq(searchAlertMatches.userId, who.id), eq(searchAlertMatches.mode, 'digest')));
    expect(pending.map((m) => m.lotId).sort()).toEqual([first, second].sort());
    expect(pending.every((m) => m.notifiedAt !== null)).toBe(true);
  });
});

describe('the holder’s data (LGPD)', () => {
  it('lists the member’s alerts and the lots they were told of in the export, and erases both with the account', async () => {
    const word = uniqueWord();
    const who = await insertedMember();
    await createAlert(who, { name: 'Meus dados', filters: { q: word } });
    const lotId = await lotByHand(`Notebook ${word}`);
    await queueDrained();
    const exported = await as(who)('/api/account/export');
    expect(exported.status).toBe(200);
    expect(exported.json.search_alerts ?? exported.json.data?.search_alerts).toMatchObject({
      alerts: [expect.objectContaining({ name: 'Meus dados' })],
      lots_told: [expect.objectContaining({ lot_id: lotId, mode: 'instant' })],
    });
    const erased = await call('/api/account', { method: 'DELETE', token: who.token, body: { password: VALID_PASSWORD } });
    expect(erased.status, erased.text).toBe(200);
    expect(await db.select().from(searchAlerts).where(eq(searchAlerts.userId, who.id))).toEqual([]);
    expect(await db.select().from(searchAlertMatches).where(eq(searchAlertMatches.userId, who.id))).toEqual([]);
  });
});
