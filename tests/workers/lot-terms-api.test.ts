/**
 * A lot's terms and specs in lot management (/api/auctions, POST and PUT) through the real Worker, D1 and the
 * lots' rooms: the reserve (`reserve_price`, reais, ≥ the start price, null for none), the extension window
 * (`extension_minutes`, 0–60, default 3) and the technical specs. The room decides with the terms, so an edit
 * reaches it (`setTerms`), and only while the lot has no bids; who sees the reserve's amount (administrators).
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLotTerms } from '~/server/admin/lot-terms.server';
import { auditLog, lots } from '~/server/db/schema';
import type { LotTerms } from '~/server/platform/objects/lot-room-api.server';
import { call, DAY, db, insertLot, signedInUser, type Member } from './fixtures';
import { lotRoomStub as roomOf } from './objects';

let admin: Member;
let bidder: Member;

beforeAll(async () => {
  [admin, bidder] = await Promise.all([signedInUser({ admin: true }), signedInUser({ approved: true })]);
});

const iso = (ms: number) => new Date(ms).toISOString();
const specs = { Processador: 'Intel Core i5-1135G7', 'Memória RAM': '8 GB' };
const LOCKED = 'O preço de reserva e a prorrogação só podem ser alterados enquanto o leilão não tiver lances';
const EXTENSION_INVALID = 'A prorrogação deve ser um número inteiro de 0 a 60 minutos';

function lotBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Notebook Dell Latitude 5420',
    description: 'Core i5, 8 GB, SSD 256 GB.',
    category: 'Notebooks',
    start_price: '1.500,00',
    ends_at: iso(Date.now() + 2 * DAY),
    ...overrides,
  };
}

async function createLot(overrides: Record<string, unknown> = {}) {
  const res = await call('/api/auctions', { method: 'POST', token: admin.token, body: lotBody(overrides) });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: number; [k: string]: unknown };
}

const put = (id: number, body: unknown, token = admin.token) => call(`/api/auctions/${id}`, { method: 'PUT', token, body });

async function lotRow(id: number) {
  const [row] = await db.select().from(lots).where(eq(lots.id, id));
  return row!;
}

const termsOf = (row: { reservePriceCents: number | null; extensionMinutes: number; specs: unknown }) => ({
  reservePriceCents: row.reservePriceCents,
  extensionMinutes: row.extensionMinutes,
  specs: row.specs,
});

describe('POST /api/auctions with terms', () => {
  it('stores the reserve (reais → cents), the extension window and the specs; the administrator sees the reserve', async () => {
    const created = await createLot({ title: 'Com reserva', reserve_price: '2.000,50', extension_minutes: 5, specs });
    expect(termsOf(await lotRow(created.id))).toEqual({ reservePriceCents: 200_050, extensionMinutes: 5, specs });
    expect(created).toMatchObject({ reserve_price: 2000.5, reserve_met: false, extension_minutes: 5, specs });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lot.create'), eq(auditLog.targetId, String(created.id))));
    expect(entry!.details).toMatchObject({ after: { reserve_price_cents: 200_050, extension_minutes: 5, specs } });
  });

  it('without terms: no reserve, the default 3-minute window, no specs; 0 turns the extension off', async () => {
    const plain = await createLot({ title: 'Sem reserva', reserve_price: '', extension_minutes: '' });
    expect(termsOf(await lotRow(plain.id))).toEqual({ reservePriceCents: null, extensionMinutes: 3, specs: null });
    const off = await createLot({ title: 'Sem prorrogação', extension_minutes: 0, specs: {} });
    expect(termsOf(await lotRow(off.id))).toEqual({ reservePriceCents: null, extensionMinutes: 0, specs: null });
  });

  it('refuses bad terms with their Portuguese message (422) and creates nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ reserve_price: '1.499,99' }, 'reserve_price', 'O preço de reserva deve ser de pelo menos o preço inicial (R$ 1.500,00)'],
      [{ reserve_price: 'muito' }, 'reserve_price', 'Preço de reserva inválido'],
      [{ reserve_price: -10 }, 'reserve_price', 'Preço de reserva inválido'],
      [{ reserve_price: 0 }, 'reserve_price', 'Preço de reserva inválido'],
      [{ extension_minutes: 61 }, 'extension_minutes', EXTENSION_INVALID],
      [{ extension_minutes: -1 }, 'extension_minutes', EXTENSION_INVALID],
      [{ extension_minutes: 2.5 }, 'extension_minutes', EXTENSION_INVALID],
      [{ extension_minutes: 'três' }, 'extension_minutes', EXTENSION_INVALID],
      [
        { specs: ['Processador'] },
        'specs',
        'Especificações inválidas: até 30 itens, cada nome com até 80 caracteres e cada valor com até 500',
      ],
      [
        { specs: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`Item ${i}`, 'x'])) },
        'specs',
        'Especificações inválidas: até 30 itens, cada nome com até 80 caracteres e cada valor com até 500',
      ],
    ];
    const before = (await db.select({ id: lots.id }).from(lots)).length;
    for (const [patch, field, message] of cases) {
      const res = await call('/api/auctions', { method: 'POST', token: admin.token, body: lotBody({ title: 'Recusado', ...patch }) });
      expect([res.status, res.json.error, res.json.fields?.[field], patch]).toEqual([422, message, message, patch]);
    }
    expect((await db.select({ id: lots.id }).from(lots)).length).toBe(before);
  });

  it('a member (403) and a visitor (401) cannot create a lot with terms', async () => {
    for (const [token, status] of [
      [bidder.token, 403],
      [undefined, 401],
    ] as const) {
      const res = await call('/api/auctions', { method: 'POST', token, body: lotBody({ title: 'Intruso', reserve_price: 2000 }) });
      expect(res.status).toBe(status);
    }
    expect(await db.select({ id: lots.id }).from(lots).where(eq(lots.title, 'Intruso'))).toEqual([]);
  });
});

describe('PUT /api/auctions/{id} terms', () => {
  it('before any bid: the room takes the new reserve and window (reserve_met, extension_minutes), D1 and the audit too', async () => {
    const lot = await createLot({ title: 'Reserva depois' });
    const res = await put(lot.id, { reserve_price: 1800, extension_minutes: 10 });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ reserve_price: 1800, reserve_met: false, extension_minutes: 10 });
    // The room decides with them: its own state says so.
    expect(await roomOf(lot.id).snapshot()).toMatchObject({ reserve_met: false, extension_minutes: 10 });
    expect(termsOf(await lotRow(lot.id))).toEqual({ reservePriceCents: 180_000, extensionMinutes: 10, specs: null });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lot.update'), eq(auditLog.targetId, String(lot.id))));
    expect(entry!.details).toEqual({
      before: { reserve_price_cents: null, extension_minutes: 3 },
      after: { reserve_price_cents: 180_000, extension_minutes: 10 },
    });

    // null removes the reserve.
    const removed = await put(lot.id, { reserve_price: null });
    expect(removed.status).toBe(200);
    expect(removed.json.data).toMatchObject({ reserve_price: null, reserve_met: null });
    expect(await roomOf(lot.id).snapshot()).toMatchObject({ reserve_met: null });
    expect((await lotRow(lot.id)).reservePriceCents).toBeNull();
  });

  it('refuses a reserve below the start price (422) and changes nothing, in D1 or in the room', async () => {
    const lot = await createLot({ title: 'Reserva baixa', reserve_price: 2000 });
    const res = await put(lot.id, { reserve_price: 1000, title: 'Não muda' });
    expect([res.status, res.json.error, res.json.fields]).toEqual([
      422,
      'O preço de reserva deve ser de pelo menos o preço inicial (R$ 1.500,00)',
      { reserve_price: 'O preço de reserva deve ser de pelo menos o preço inicial (R$ 1.500,00)' },
    ]);
    expect(await lotRow(lot.id)).toMatchObject({ title: 'Reserva baixa', reservePriceCents: 200_000, extensionMinutes: 3 });
    const bad = await put(lot.id, { extension_minutes: 90 });
    expect([bad.status, bad.json.error]).toEqual([422, EXTENSION_INVALID]);
    expect((await lotRow(lot.id)).extensionMinutes).toBe(3);
  });

  it('once a bid is in, a change of reserve or window is refused (409) and nothing moves; the same terms, the specs and the title still save', async () => {
    const lot = await createLot({ title: 'Com lance', reserve_price: 2000, extension_minutes: 3, start_price: 100 });
    const bid = await call(`/api/auctions/${lot.id}/bid`, { method: 'POST', token: bidder.token, body: { amount: 110 } });
    expect(bid.status, bid.text).toBe(201);
    for (const patch of [
      { reserve_price: 2500 },
      { reserve_price: null },
      { extension_minutes: 0 },
      { reserve_price: 2000, extension_minutes: 5 },
    ]) {
      const res = await put(lot.id, { ...patch, title: 'Não muda' });
      expect([res.status, res.json.error, patch]).toEqual([409, LOCKED, patch]);
    }
    expect(await lotRow(lot.id)).toMatchObject({ title: 'Com lance', reservePriceCents: 200_000, extensionMinutes: 3 });
    expect(await roomOf(lot.id).snapshot()).toMatchObject({ reserve_met: false, extension_minutes: 3 });

    const same = await put(lot.id, { reserve_price: '2.000,00', extension_minutes: '3', specs, title: 'Com lance e specs' });
    expect(same.status, same.text).toBe(200);
    expect(await lotRow(lot.id)).toMatchObject({ title: 'Com lance e specs', reservePriceCents: 200_000, extensionMinutes: 3, specs });
  });

  it('edits and removes the specs; a closed lot is not edited (409)', async () => {
    const lot = await createLot({ title: 'Specs', specs });
    const edited = await put(lot.id, { specs: { Tela: '14"' } });
    expect(edited.status).toBe(200);
    expect(edited.json.data.specs).toEqual({ Tela: '14"' });
    expect((await lotRow(lot.id)).specs).toEqual({ Tela: '14"' });
    expect((await put(lot.id, { specs: null })).status).toBe(200);
    expect((await lotRow(lot.id)).specs).toBeNull();
    const closed = await insertLot({ title: 'Fechado', status: 'closed', endsAt: Date.now() - DAY });
    const res = await put(closed.id, { reserve_price: 5000 });
    expect([res.status, res.json.error]).toEqual([409, 'Leilão encerrado não pode ser alterado']);
    expect((await lotRow(closed.id)).reservePriceCents).toBeNull();
  });

  it('a member cannot change another lot’s terms or specs (403) and nothing changes', async () => {
    const lot = await createLot({ title: 'Alheio', reserve_price: 2000 });
    const res = await put(lot.id, { reserve_price: 1500, extension_minutes: 0, specs }, bidder.token);
    expect(res.status).toBe(403);
    expect(termsOf(await lotRow(lot.id))).toEqual({ reservePriceCents: 200_000, extensionMinutes: 3, specs: null });
  });
});

describe('who sees the reserve', () => {
  it('members get reserve_met only, never the amount, in the detail and the list; the admin list shows it', async () => {
    const lot = await createLot({ title: 'Segredo da casa 31337', reserve_price: '3.133,70' });
    const detail = await call(`/api/auctions/${lot.id}`, { token: bidder.token });
    expect(detail.json.data).toMatchObject({ reserve_met: false });
    expect(detail.json.data).not.toHaveProperty('reserve_price');
    const list = await call('/api/auctions?q=Segredo+da+casa', { token: bidder.token });
    const listed = (list.json.data as { id: number }[]).find((l) => l.id === lot.id);
    expect(listed).toMatchObject({ reserve_met: false });
    expect(listed).not.toHaveProperty('reserve_price');
    expect(detail.text + list.text).not.toContain('3133.7');
    const visitor = await call(`/api/auctions/${lot.id}`);
    expect(visitor.json.data).not.toHaveProperty('reserve_met');
    expect(visitor.text).not.toContain('3133.7');

    const adminList = await call(`/api/admin/auctions?id=${lot.id}`, { token: admin.token });
    expect(adminList.status).toBe(200);
    expect(adminList.json.data.auctions).toEqual([expect.objectContaining({ id: lot.id, reserve_price: 3133.7, extension_minutes: 3 })]);
  });
});

describe('a bid racing the change of terms', () => {
  it('the room refuses the new terms when it has a bid by the time it is asked: 409, the old terms stand', async () => {
    const lot = await insertLot({ title: 'Corrida', reservePriceCents: 200_000, extensionMinutes: 3, startPriceCents: 100_000 });
    const room = roomOf(lot.id);
    const live = (await room.arm())!;
    expect(live.bid_count).toBe(0);
    // The bid lands after the service has read the room (no bids) and before the room takes the new terms.
    const bid = await call(`/api/auctions/${lot.id}/bid`, { method: 'POST', token: bidder.token, body: { amount: 1010 } });
    expect(bid.status, bid.text).toBe(201);
    const sent: LotTerms[] = [];
    const result = await changeLotTerms(db, lot.id, live, { reserve_price: 500_000, extension_minutes: 0 }, (terms) => {
      sent.push(terms);
      return room.setTerms(terms);
    });
    expect(result).toEqual({ ok: false, status: 409, message: LOCKED });
    expect(sent).toEqual([{ reservePriceCents: 500_000, extensionMinutes: 0 }]);
    expect(await room.snapshot()).toMatchObject({ extension_minutes: 3, bid_count: 1, reserve_met: false });
  });
});
