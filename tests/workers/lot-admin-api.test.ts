/**
 * Lot management (/api/auctions: create, edit, close, delete) through the real Worker: D1, R2 and the lots'
 * rooms (Durable Objects) as they run in production. The room mirrors its changes to D1 right after replying,
 * so assertions on what the room wrote poll D1 briefly.
 */
import { env, runDurableObjectAlarm } from 'cloudflare:test';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '~/i18n/auth-messages';
import type { LotSocketMessage } from '~/schemas/live';
import { auditLog, favorites, lotImages, lots, notifications, payments } from '~/server/db/schema';
import {
  call,
  DAY,
  db,
  eventually,
  get,
  HOUR,
  insertLot,
  JPEG,
  openTestSocket,
  PNG,
  signedInUser,
  sleep,
  uploadedCount,
  uploadImages,
  type Member,
  type UploadFile,
} from './fixtures';
import { lotRoomStub as roomOf } from './objects';

let admin: Member;
let bidder: Member;
let secondBidder: Member;

beforeAll(async () => {
  [admin, bidder, secondBidder] = await Promise.all([
    signedInUser({ admin: true }),
    signedInUser({ approved: true }),
    signedInUser({ approved: true }),
  ]);
});

const iso = (ms: number) => new Date(ms).toISOString();

function lotBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Notebook Lenovo ThinkPad T14 Gen 2',
    description: 'Core i7, 16 GB, SSD 512 GB. Usado em ótimo estado.',
    category: 'Notebooks',
    start_price: 1500,
    ends_at: iso(Date.now() + 2 * DAY),
    ...overrides,
  };
}

async function createLot(overrides: Record<string, unknown> = {}) {
  const res = await call('/api/auctions', { method: 'POST', token: admin.token, body: lotBody(overrides) });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: number; [k: string]: unknown };
}

async function lotRow(id: number) {
  const [row] = await db.select().from(lots).where(eq(lots.id, id));
  return row;
}

async function lotCount() {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(lots);
  return row!.n;
}

/** A multipart upload as the administrator; `token` null: as a visitor. */
const upload = (files: UploadFile[], token: string | null = admin.token) => uploadImages(files, token);

describe('who may manage lots', () => {
  it('refuses visitors (401) and approved bidders (403) on every call, and nothing changes', async () => {
    const lot = await insertLot({ title: 'Monitor Dell P2419H' });
    const before = { lots: await lotCount(), uploads: await uploadedCount() };
    const calls: [string, string, unknown][] = [
      ['POST', '/api/auctions', lotBody()],
      ['PUT', `/api/auctions/${lot.id}`, { title: 'Invadido', ends_at: iso(Date.now() + 3 * DAY) }],
      ['POST', `/api/auctions/${lot.id}/close`, {}],
      ['DELETE', `/api/auctions/${lot.id}`, undefined],
    ];
    for (const [token, status] of [
      [null, 401],
      [bidder.token, 403],
    ] as const) {
      for (const [method, path, body] of calls) {
        const res = await call(path, { method, token: token ?? undefined, body });
        expect(res.status, `${method} ${path}`).toBe(status);
        expect(res.json.error).toBe(status === 401 ? authMessages.notAuthenticated : authMessages.forbidden);
      }
      expect((await upload([{ bytes: PNG, name: 'a.png', type: 'image/png' }], token)).status).toBe(status);
    }
    const row = await lotRow(lot.id);
    expect(row).toMatchObject({ title: 'Monitor Dell P2419H', status: 'active', endsAt: lot.endsAt });
    expect({ lots: await lotCount(), uploads: await uploadedCount() }).toEqual(before);
  });
});

describe('POST /api/auctions', () => {
  it('creates an active lot from starting_price "1.234,50", with its images in order, as members see it', async () => {
    const up = await upload([
      { bytes: PNG, name: 'capa.png', type: 'image/png' },
      { bytes: JPEG, name: 'lado.jpg', type: 'image/jpeg' },
    ]);
    expect(up.status).toBe(201);
    const images = [...up.json.data.urls, 'https://images.example.com/t14-back.webp'];
    const endsAt = iso(Date.now() + 3 * DAY);
    const created = await createLot({
      title: '  Notebook Lenovo ThinkPad T14  ',
      description: '  Core i7, 16 GB.  ',
      category: ' Notebooks ',
      condition: 'Usado - Excelente',
      start_price: undefined,
      starting_price: '1.234,50',
      ends_at: endsAt,
      images,
    });
    expect(created).toMatchObject({
      title: 'Notebook Lenovo ThinkPad T14',
      description: 'Core i7, 16 GB.',
      category: 'Notebooks',
      condition: 'Usado - Excelente',
      status: 'active',
      start_price: 1234.5,
      current_price: 1234.5,
      bid_count: 0,
      ends_at: endsAt,
      images,
    });

    const member = await call(`/api/auctions/${created.id}`, { token: bidder.token });
    expect(member.status).toBe(200);
    expect(member.json.data).toMatchObject({
      id: created.id,
      start_price: 1234.5,
      current_price: 1234.5,
      current_bid: 1234.5,
      images,
      status: 'active',
    });
    expect(Date.parse(member.json.data.starts_at)).toBeLessThanOrEqual(Date.now());

    const row = await lotRow(created.id);
    expect(row).toMatchObject({
      startPriceCents: 123_450,
      currentPriceCents: 123_450,
      createdBy: admin.id,
      searchText: 'notebook lenovo thinkpad t14 core i7, 16 gb.',
    });
    const search = await call(`/api/auctions?q=${encodeURIComponent('THINKPAD t14')}`, { token: bidder.token });
    expect(search.json.data.map((l: { id: number }) => l.id)).toContain(created.id);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'lot'), eq(auditLog.targetId, String(created.id))));
    expect(entry).toMatchObject({ action: 'lot.create', targetType: 'lot', actorUserId: admin.id });
  });

  it('reads start_price as a reais number', async () => {
    const created = await createLot({ start_price: 99.9 });
    expect(created).toMatchObject({ start_price: 99.9, current_price: 99.9 });
    expect((await lotRow(created.id))!.startPriceCents).toBe(9_990);
  });

  it('answers every invalid field with its Portuguese message and creates nothing', async () => {
    const now = Date.now();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: undefined }, 'title', 'Título é obrigatório'],
      [{ title: '   ' }, 'title', 'Título é obrigatório'],
      [{ title: 42 }, 'title', 'Título é obrigatório'],
      [{ title: 'x'.repeat(201) }, 'title', 'Título deve ter no máximo 200 caracteres'],
      [{ description: '' }, 'description', 'Descrição é obrigatória'],
      [{ category: undefined }, 'category', 'Categoria é obrigatória'],
      [{ category: 'c'.repeat(81) }, 'category', 'Categoria deve ter no máximo 80 caracteres'],
      [{ start_price: undefined }, 'start_price', 'Preço inicial é obrigatório'],
      [{ start_price: 'doze reais' }, 'start_price', 'Preço inicial inválido'],
      [{ start_price: 0 }, 'start_price', 'Preço inicial inválido'],
      [{ start_price: -10 }, 'start_price', 'Preço inicial inválido'],
      [{ start_price: '10,999' }, 'start_price', 'Preço inicial inválido'],
      [{ condition: 'Seminovo' }, 'condition', 'Condição inválida'],
      [{ ends_at: undefined }, 'ends_at', 'Data de término é obrigatória'],
      [{ ends_at: 'amanhã às 10h' }, 'ends_at', 'Data de término inválida'],
      [{ ends_at: '2026-02-30T10:00:00Z' }, 'ends_at', 'Data de término inválida'],
      [{ ends_at: iso(now - HOUR) }, 'ends_at', 'A data de término deve ser no futuro'],
      [{ starts_at: 'ontem' }, 'starts_at', 'Data de início inválida'],
      [{ starts_at: iso(now + 3 * DAY), ends_at: iso(now + 2 * DAY) }, 'ends_at', 'O início deve ser antes do término'],
      [{ images: 'https://x.example/a.png' }, 'images', 'Imagens inválidas'],
      [{ images: ['http://x.example/a.png'] }, 'images', 'Imagens inválidas'],
      [{ images: ['/media/../wrangler.toml'] }, 'images', 'Imagens inválidas'],
      [{ images: ['javascript:alert(1)'] }, 'images', 'Imagens inválidas'],
      [{ images: Array.from({ length: 21 }, (_, i) => `https://x.example/${i}.png`) }, 'images', 'Um lote pode ter no máximo 20 imagens'],
      [{ images: ['/media/uploads/nao-existe.png'] }, 'images', 'Uma das imagens não foi encontrada. Envie-a novamente.'],
    ];
    const before = await lotCount();
    for (const [overrides, field, message] of cases) {
      const res = await call('/api/auctions', { method: 'POST', token: admin.token, body: lotBody(overrides) });
      expect(res.status, JSON.stringify(overrides).slice(0, 80)).toBe(422);
      expect(res.json.error).toBe(message);
      expect(res.json.fields[field]).toBe(message);
    }
    const several = await call('/api/auctions', { method: 'POST', token: admin.token, body: { description: 'só a descrição' } });
    expect(several.json.fields).toEqual({
      title: 'Título é obrigatório',
      category: 'Categoria é obrigatória',
      start_price: 'Preço inicial é obrigatório',
      ends_at: 'Data de término é obrigatória',
    });
    const notJson = await call('/api/auctions', {
      method: 'POST',
      token: admin.token,
      body: 'title=x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
    expect(await lotCount()).toBe(before);
  });

  it('reads a time without zone as São Paulo time', async () => {
    const day = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    const created = await createLot({ ends_at: `${day}T14:30` });
    expect(created.ends_at).toBe(`${day}T17:30:00.000Z`);
  });

  it('arms the room: a lot nobody touches closes by itself at its end', async () => {
    const created = await createLot({ ends_at: iso(Date.now() + 1_500) });
    const room = roomOf(created.id);
    expect((await room.snapshot())!.status).toBe('active');
    await sleep(1_700);
    await runDurableObjectAlarm(room); // runs it now unless the runtime already did
    const row = await eventually(
      () => lotRow(created.id),
      (r) => r?.status === 'closed',
    );
    expect(row).toMatchObject({ status: 'closed', winnerUserId: null, finalPriceCents: null });
    expect(await db.select().from(payments).where(eq(payments.lotId, created.id))).toEqual([]);
  });

  it('closes at the end with the winner, the final price and a pending payment with the 10 % fee', async () => {
    // Without prorrogação: the bid 2 s before the end would otherwise move it 3 minutes on.
    const created = await createLot({ start_price: '1.000,00', ends_at: iso(Date.now() + 2_000), extension_minutes: 0 });
    const bid = await call(`/api/auctions/${created.id}/bid`, { method: 'POST', token: bidder.token, body: { amount: '1.010,50' } });
    expect(bid.status, bid.text).toBe(201);
    await sleep(2_200);
    await runDurableObjectAlarm(roomOf(created.id));
    const row = await eventually(
      () => lotRow(created.id),
      (r) => r?.status === 'closed' && r.winnerUserId !== null,
    );
    expect(row).toMatchObject({ status: 'closed', winnerUserId: bidder.id, finalPriceCents: 101_050 });
    const [payment] = await eventually(
      () => db.select().from(payments).where(eq(payments.lotId, created.id)),
      (rows) => rows.length > 0,
    );
    expect(payment).toMatchObject({ userId: bidder.id, amountCents: 101_050, feeCents: 10_105, totalCents: 111_155, status: 'pending' });
    const winner = await call(`/api/auctions/${created.id}/winner`, { token: bidder.token });
    expect(winner.json.data).toEqual({ status: 'closed', amount: 1010.5, winner: { user_id: bidder.id } });
  });

  it('keeps the 64 KB cap on JSON bodies', async () => {
    const res = await call('/api/auctions', { method: 'POST', token: admin.token, body: lotBody({ description: 'd'.repeat(70 * 1024) }) });
    expect(res.status).toBe(413);
  });
});

describe('PUT /api/auctions/{id}', () => {
  it('moves ends_at through the room, which mirrors it to D1', async () => {
    const created = await createLot();
    const later = iso(Date.now() + 5 * DAY);
    const res = await call(`/api/auctions/${created.id}`, { method: 'PUT', token: admin.token, body: { ends_at: later } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ id: created.id, ends_at: later, end_time: later, status: 'active' });
    expect((await roomOf(created.id).snapshot())!.ends_at).toBe(later);
    const row = await eventually(
      () => lotRow(created.id),
      (r) => r?.endsAt === later,
    );
    expect(row!.endsAt).toBe(later);
    const member = await call(`/api/auctions/${created.id}`, { token: bidder.token });
    expect(member.json.data.ends_at).toBe(later);
  });

  it('renames and recategorises (search follows), and replaces the image list in its new order', async () => {
    const created = await createLot({ images: ['https://img.example/1.png', 'https://img.example/2.png'] });
    const res = await call(`/api/auctions/${created.id}`, {
      method: 'PUT',
      token: admin.token,
      body: { title: '  Servidor Dell PowerEdge R740  ', category: 'Servidores' },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      title: 'Servidor Dell PowerEdge R740',
      category: 'Servidores',
      description: created.description,
    });
    expect((await lotRow(created.id))!.searchText).toContain('servidor dell poweredge r740');

    const up = await upload([{ bytes: PNG, name: 'novo.png', type: 'image/png' }]);
    const images = [up.json.urls[0], 'https://img.example/2.png'];
    const swapped = await call(`/api/auctions/${created.id}`, { method: 'PUT', token: admin.token, body: { images } });
    expect(swapped.status).toBe(200);
    expect(swapped.json.data.images).toEqual(images);
    expect((await call(`/api/auctions/${created.id}`, { token: bidder.token })).json.data.images).toEqual(images);
    const cleared = await call(`/api/auctions/${created.id}`, { method: 'PUT', token: admin.token, body: { images: [] } });
    expect(cleared.json.data.images).toEqual([]);
  });

  it('writes what an edit changed to the audit log, before and after', async () => {
    const created = await createLot({ images: ['https://img.example/a.png', 'https://img.example/b.png'] });
    const later = iso(Date.now() + 6 * DAY);
    const body = {
      title: 'Switch Cisco Catalyst 2960',
      ends_at: later,
      images: ['https://img.example/b.png', 'https://img.example/a.png'],
    };
    expect((await call(`/api/auctions/${created.id}`, { method: 'PUT', token: admin.token, body })).status).toBe(200);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lot.update'), eq(auditLog.targetId, String(created.id))));
    expect(entry!.details).toEqual({
      before: { title: created.title, ends_at: created.ends_at, images: ['https://img.example/a.png', 'https://img.example/b.png'] },
      after: body,
    });
  });

  it('refuses bad edits with their message and changes nothing', async () => {
    const now = Date.now();
    const created = await createLot({ starts_at: iso(now + 2 * DAY), ends_at: iso(now + 3 * DAY) });
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Informe o que deseja alterar'],
      [{ title: '' }, 'Título é obrigatório'],
      [{ category: '  ' }, 'Categoria é obrigatória'],
      [{ ends_at: 'depois' }, 'Data de término inválida'],
      [{ ends_at: iso(now - DAY) }, 'A data de término deve ser no futuro'],
      [{ ends_at: iso(now + DAY) }, 'O início deve ser antes do término'],
      [{ images: ['ftp://img.example/1.png'] }, 'Imagens inválidas'],
      [{ images: ['/media/uploads/sumiu.png'] }, 'Uma das imagens não foi encontrada. Envie-a novamente.'],
    ];
    for (const [body, message] of cases) {
      const res = await call(`/api/auctions/${created.id}`, { method: 'PUT', token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error).toBe(message);
    }
    expect(await lotRow(created.id)).toMatchObject({ title: created.title, endsAt: created.ends_at });
    expect((await roomOf(created.id).snapshot())!.ends_at).toBe(created.ends_at);
  });

  it('answers 404 for an unknown lot and 409 for a closed one', async () => {
    const missing = await call('/api/auctions/987654', { method: 'PUT', token: admin.token, body: { title: 'Novo' } });
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe('Lote não encontrado.');

    const created = await createLot();
    expect((await call(`/api/auctions/${created.id}/close`, { method: 'POST', token: admin.token })).status).toBe(200);
    for (const body of [{ ends_at: iso(Date.now() + 9 * DAY) }, { title: 'Reaberto' }]) {
      const res = await call(`/api/auctions/${created.id}`, { method: 'PUT', token: admin.token, body });
      expect(res.status).toBe(409);
      expect(res.json.error).toBe('Leilão encerrado não pode ser alterado');
    }
    expect((await roomOf(created.id).snapshot())!.status).toBe('closed');
    expect(await lotRow(created.id)).toMatchObject({ title: created.title, endsAt: created.ends_at });
  });

  it('drops the visitors’ cached copy of the lot', async () => {
    const created = await createLot({ title: 'Switch HPE 1920' });
    const first = await get(`/api/auctions/${created.id}`);
    expect(((await first.json()) as any).data.title).toBe('Switch HPE 1920');
    await call(`/api/auctions/${created.id}`, { method: 'PUT', token: admin.token, body: { title: 'Switch HPE 1920S 24G' } });
    const again = await get(`/api/auctions/${created.id}`);
    expect(again.headers.get('x-cache')).not.toBe('HIT');
    expect(((await again.json()) as any).data.title).toBe('Switch HPE 1920S 24G');
  });
});

describe('POST /api/auctions/{id}/close', () => {
  it('closes an active lot once; a second close is refused', async () => {
    const created = await createLot();
    const res = await call(`/api/auctions/${created.id}/close`, { method: 'POST', token: admin.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ id: created.id, status: 'closed', title: created.title });
    const row = await eventually(
      () => lotRow(created.id),
      (r) => r?.status === 'closed',
    );
    expect(row!.status).toBe('closed');
    expect(row!.closedAt).not.toBeNull();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lot.close'), eq(auditLog.targetId, String(created.id))));
    expect(entry!.details).toEqual({ before: { status: 'active' }, after: { status: 'closed', winner_user_id: null, final_price: null } });

    const again = await call(`/api/auctions/${created.id}/close`, { method: 'POST', token: admin.token });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('Apenas leilões ativos podem ser encerrados');
    expect((await call('/api/auctions/987655/close', { method: 'POST', token: admin.token })).status).toBe(404);
  });

  it('closes with the top bidder as winner', async () => {
    const created = await createLot({ start_price: 500 });
    await call(`/api/auctions/${created.id}/bid`, { method: 'POST', token: bidder.token, body: { amount: 510 } });
    await call(`/api/auctions/${created.id}/bid`, { method: 'POST', token: secondBidder.token, body: { amount: 600 } });
    const res = await call(`/api/auctions/${created.id}/close`, { method: 'POST', token: admin.token });
    expect(res.json.data).toMatchObject({ status: 'closed', current_price: 600, bid_count: 2 });
    const row = await eventually(
      () => lotRow(created.id),
      (r) => r?.winnerUserId !== null,
    );
    expect(row).toMatchObject({ winnerUserId: secondBidder.id, finalPriceCents: 60_000 });
  });
});

describe('DELETE /api/auctions/{id}', () => {
  it('refuses a lot with a bid and leaves it in place', async () => {
    const created = await createLot({ start_price: 200 });
    expect((await call(`/api/auctions/${created.id}/bid`, { method: 'POST', token: bidder.token, body: { amount: 210 } })).status).toBe(
      201,
    );
    const res = await call(`/api/auctions/${created.id}`, { method: 'DELETE', token: admin.token });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe('Não é possível excluir um leilão com lances');
    expect((await call(`/api/auctions/${created.id}`, { token: bidder.token })).status).toBe(200);
    expect((await roomOf(created.id).snapshot())!.bid_count).toBe(1);
  });

  it('deletes a lot without bids, with its images, favorites and notices, and forgets its room', async () => {
    const created = await createLot({ images: ['https://img.example/a.png'] });
    await db.insert(favorites).values({ userId: bidder.id, lotId: created.id });
    await db
      .insert(notifications)
      .values({ userId: bidder.id, type: 'auction_ending', title: 'Leilão terminando', message: '…', lotId: created.id });
    const res = await call(`/api/auctions/${created.id}`, { method: 'DELETE', token: admin.token });
    expect(res.status, res.text).toBe(200);
    expect((await call(`/api/auctions/${created.id}`, { token: bidder.token })).status).toBe(404);
    expect(await lotRow(created.id)).toBeUndefined();
    expect(await db.select().from(lotImages).where(eq(lotImages.lotId, created.id))).toEqual([]);
    expect(await db.select().from(favorites).where(eq(favorites.lotId, created.id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.lotId, created.id))).toEqual([]);
    expect(await roomOf(created.id).snapshot()).toBeNull();
    const trail = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'lot'), eq(auditLog.targetId, String(created.id))));
    expect(trail.map((e) => e.action)).toEqual(['lot.create', 'lot.delete']);
    expect((await call(`/api/auctions/${created.id}`, { method: 'DELETE', token: admin.token })).status).toBe(404);
  });

  it("a deleted lot's live socket answers 404, though a socket to it opened before", async () => {
    const created = await createLot({});
    const before = await openTestSocket<LotSocketMessage>(`/api/auctions/${created.id}/live`);
    expect(before.status).toBe(101);
    await before.waitFor((m) => m.type === 'auction_update');
    expect((await call(`/api/auctions/${created.id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    const after = await openTestSocket<LotSocketMessage>(`/api/auctions/${created.id}/live`);
    expect(after.status).toBe(404);
    before.close();
  });
});

it('a bid reaching a forgotten room before the D1 row is gone finds no lot', async () => {
  const created = await createLot({ start_price: 200 });
  expect(await roomOf(created.id).forget()).toBe(true);
  expect(await lotRow(created.id)).toBeDefined();
  const late = await call(`/api/auctions/${created.id}/bid`, { method: 'POST', token: bidder.token, body: { amount: 210 } });
  expect(late.status).toBe(404);
  expect((await env.DB.prepare('SELECT count(*) AS n FROM bids WHERE lot_id = ?').bind(created.id).first<{ n: number }>())!.n).toBe(0);
});
