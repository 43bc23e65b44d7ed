/** The catalogue (GET /api/auctions and /api/auctions/{id}) as visitors and members read it. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { zonedTimeToUtc } from '~/domain/sao-paulo-time';
import { lots } from '~/server/db/schema';
import { call as apiCall, DAY, db, get, HOUR, insertBid, insertCatalogue, insertLot, MINUTE, signedInUser } from './fixtures';

type Item = Record<string, unknown> & { id: number; title: string };
interface Page {
  data: Item[];
  pagination: { page: number; per_page: number; total: number; pages: number };
}

let call = 0;
/** Each call gets a distinct URL, so visitors' micro-cache never answers with an earlier result. */
async function list(query = ''): Promise<Page> {
  const res = await get(`/api/auctions${query}${query ? '&' : '?'}_call=${++call}`);
  expect(res.status).toBe(200);
  return res.json();
}

const PRIVATE_FIELD = /price|bid|winner|top_|amount|user/i;
const now = Date.now();
let ids: Record<string, number> = {};

beforeAll(async () => {
  ids = await insertCatalogue(now);
});

describe('GET /api/auctions as a visitor', () => {
  it('never carries a price, bid or bidder field, in the list or the detail', async () => {
    const page = await list('?per_page=48');
    expect(page.data.length).toBe(8);
    for (const lot of page.data) {
      expect(Object.keys(lot).filter((k) => PRIVATE_FIELD.test(k))).toEqual([]);
    }
    const res = await get(`/api/auctions/${ids['ativo-minutos']}`);
    const body = await res.text();
    expect(Object.keys(JSON.parse(body).data).filter((k) => PRIVATE_FIELD.test(k))).toEqual([]);
    expect(body).not.toContain('6543');
    expect(body).not.toContain('1234');
    expect(body).not.toContain('Secreto');
  });

  it('orders active → not started → closed → others, then by the closest end', async () => {
    const titles = (await list('?per_page=48')).data.map((l) => l.title);
    expect(titles).toEqual([
      'ativo-minutos',
      'ativo-horas',
      'ativo-dias',
      'Câmera de Segurança Intelbras',
      'aguardando',
      'vencido-sem-alarme',
      'encerrado',
      'pendente',
    ]);
  });

  it('sorts newest first within each status group', async () => {
    const titles = (await list('?sort=newest&status=active')).data.map((l) => l.title);
    expect(titles[0]).toBe('ativo-horas');
  });

  it('filters by category, and by status (a lot past its end counts as closed)', async () => {
    expect((await list('?category=Redes')).data.map((l) => l.title).sort()).toEqual(['encerrado', 'vencido-sem-alarme']);
    expect((await list('?status=closed')).data.map((l) => l.title)).toEqual(['vencido-sem-alarme', 'encerrado']);
    expect((await list('?status=pending')).data.map((l) => l.title)).toEqual(['pendente']);
    expect((await list('?status=active')).data).toHaveLength(5);
  });

  it('searches title or description, ignoring case and accents', async () => {
    expect((await list('?q=camera')).data.map((l) => l.title)).toEqual(['Câmera de Segurança Intelbras']);
    expect((await list('?q=noturna')).data.map((l) => l.title)).toEqual(['Câmera de Segurança Intelbras']);
    expect((await list('?search=POWEREDGE%20ecc')).data.map((l) => l.title)).toEqual(['ativo-horas']);
    expect((await list('?q=100%25')).data).toEqual([]);
  });

  it('end-before includes the whole chosen day (São Paulo time)', async () => {
    const day = new Date(now + 4 * DAY).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    const titles = (await list(`?endBefore=${day}&per_page=48`)).data.map((l) => l.title);
    expect(titles, JSON.stringify({ day, titles })).toContain('ativo-dias');
    expect(titles).not.toContain('Câmera de Segurança Intelbras');
    const lastMinute = zonedTimeToUtc(day, '23:59').getTime();
    const edge = await insertLot({ title: 'fim-do-dia', endsAt: lastMinute });
    const next = await insertLot({ title: 'dia-seguinte', endsAt: lastMinute + 2 * MINUTE });
    const after = (await list(`?endBefore=${day}&per_page=48`)).data.map((l) => l.id);
    expect(after).toContain(edge.id);
    expect(after).not.toContain(next.id);
  });

  it('ignores price filters and price sorts for visitors (they would reveal prices)', async () => {
    const all = await list('?per_page=48');
    const filtered = await list('?minPrice=999999&per_page=48&sort=price-high');
    expect(filtered.data.map((l) => l.id)).toEqual(all.data.map((l) => l.id));
  });

  it('pages 9 at a time with the total', async () => {
    for (let i = 0; i < 12; i++) await insertLot({ title: `extra-${i}`, category: 'Periféricos', endsAt: now + (20 + i) * DAY });
    const first = await list('?category=Perif%C3%A9ricos');
    expect(first.data).toHaveLength(9);
    expect(first.pagination).toEqual({ page: 1, per_page: 9, total: 13, pages: 2 });
    const second = await list('?category=Perif%C3%A9ricos&page=2');
    expect(second.data).toHaveLength(4);
    expect(new Set([...first.data, ...second.data].map((l) => l.id)).size).toBe(13);
    const beyond = await list('?category=Perif%C3%A9ricos&page=5');
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination.total).toBe(13);
  });

  it('answers invalid parameters with 400 and a Portuguese message naming the parameter', async () => {
    for (const [query, named] of [
      ['?sort=cheapest', 'sort (ordenação) “cheapest”'],
      ['?sortBy=cheapest', 'sort (ordenação) “cheapest”'],
      ['?page=0', 'page (página) “0”'],
      ['?page=abc', 'page (página) “abc”'],
      ['?per_page=1000', 'per_page (lotes por página) “1000”'],
      ['?status=open', 'status (status) “open”'],
      ['?endBefore=2026-02-30', 'endBefore (encerra até) “2026-02-30”'],
      [`?q=${'x'.repeat(500)}`, `q (busca) “${'x'.repeat(40)}…”`],
    ]) {
      const res = await get(`/api/auctions${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json<{ error: string }>()).error, query).toBe(`Parâmetro de busca inválido: ${named}.`);
    }
  });
});

describe('GET /api/auctions/{id}', () => {
  it('returns the lot with its images in order', async () => {
    const res = await get(`/api/auctions/${ids['ativo-minutos']}`);
    expect(res.status).toBe(200);
    const { data } = await res.json<{ data: Item }>();
    expect(data).toMatchObject({
      id: ids['ativo-minutos'],
      title: 'ativo-minutos',
      category: 'Notebooks',
      status: 'active',
      images: ['/media/lots/a/1.webp', '/media/lots/a/2.webp'],
    });
    expect(data.ends_at).toBe(data.end_time);
  });

  it('answers 404 with "Lote não encontrado." for an unknown or malformed id', async () => {
    for (const id of ['999999', '0', 'abc', '1e3', '-1']) {
      const res = await get(`/api/auctions/${id}`);
      expect(res.status, id).toBe(404);
      expect((await res.json<{ error: string }>()).error, id).toMatch(/não encontrado/);
    }
  });
});

describe('GET /api/auctions/{id} as a member', () => {
  it("carries the winner and final price of a closed lot, and each bid's number in the lot", async () => {
    const member = await signedInUser({ approved: true });
    const won = await insertLot({
      title: 'arrematado',
      category: 'Testes',
      status: 'closed',
      endsAt: now - HOUR,
      currentPriceCents: 250_000,
      topBidUserId: member.id,
      bidCount: 2,
      winnerUserId: member.id,
      finalPriceCents: 250_000,
    });
    await insertBid(won.id, member.id, 1, 240_000);
    await insertBid(won.id, member.id, 2, 250_000);
    const closed = await apiCall(`/api/auctions/${won.id}`, { token: member.token });
    expect(closed.json.data).toMatchObject({
      winner_user_id: member.id,
      final_price: 2500,
      current_price: 2500,
      bids: [
        { seq: 2, amount: 2500 },
        { seq: 1, amount: 2400 },
      ],
    });
    const running = await apiCall(`/api/auctions/${ids['ativo-minutos']}`, { token: member.token });
    expect(running.json.data).toMatchObject({ winner_user_id: null, final_price: null, bids: [{ seq: 1, amount: 6543.21 }] });
    // …and a visitor still gets none of it.
    const visitor = await get(`/api/auctions/${won.id}`);
    expect(Object.keys((await visitor.json<{ data: Item }>()).data).filter((k) => PRIVATE_FIELD.test(k))).toEqual([]);
  });
});

describe('GET /api/auctions: grades and the equipment columns', () => {
  it('gives everyone the grades and the report figures, and the asset tag to administrators only', async () => {
    const lot = await insertLot({ title: 'verificado', category: 'Verificados' });
    await db
      .update(lots)
      .set({
        assetTag: 'NB-0042',
        functionalGrade: 'caveats',
        cosmeticGrade: 'B',
        verifiedAt: '2026-11-20T12:00:00.000Z',
        wipeMethod: 'Purge',
        memoryGb: 16,
        storageGb: 512,
        storageClass: 'nvme',
        batteryHealth: 87,
      })
      .where(eq(lots.id, lot.id));
    const figures = {
      functional_grade: 'caveats',
      cosmetic_grade: 'B',
      verified_at: '2026-11-20T12:00:00.000Z',
      wipe_method: 'Purge',
      memory_gb: 16,
      storage_gb: 512,
      storage_class: 'nvme',
      battery_health: 87,
    };
    const member = await signedInUser({ approved: true });
    const admin = await signedInUser({ admin: true });
    for (const [who, token] of [
      ['visitor', undefined],
      ['member', member.token],
      ['admin', admin.token],
    ] as const) {
      const detail = await apiCall(`/api/auctions/${lot.id}`, { token });
      const listed = await apiCall(`/api/auctions?category=Verificados&_call=${++call}`, { token });
      expect(detail.status, who).toBe(200);
      expect(listed.json.data, who).toHaveLength(1);
      for (const data of [detail.json.data, listed.json.data[0]]) {
        expect(data, who).toMatchObject(figures);
        if (who === 'admin') expect(data.asset_tag).toBe('NB-0042');
        else expect(data, who).not.toHaveProperty('asset_tag');
      }
    }
    const plain = await apiCall(`/api/auctions/${ids['ativo-minutos']}`);
    expect(plain.json.data).toMatchObject({
      functional_grade: null,
      cosmetic_grade: null,
      verified_at: null,
      wipe_method: null,
      memory_gb: null,
    });
  });
});
