/**
 * The catalogue's equipment filters (memory, storage, storage kind, battery, grades, wipe certificate) through
 * GET /api/auctions and the /lotes page, on lots whose indexed columns differ, and the plan SQLite runs.
 */
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseLotListQuery } from '~/schemas/lot-list-query';
import { lots } from '~/server/db/schema';
import { attachEquipment } from '~/server/equipment/equipment-files.server';
import { lotListStatement } from '~/server/lots/lots.server';
import { HARDWARE_FIXTURES, MACHINE_NAMES } from '../fixtures/hardware';
import { db, get, insertLot } from './fixtures';

type EquipmentColumns = Partial<
  Pick<
    typeof lots.$inferInsert,
    'memoryGb' | 'storageGb' | 'storageClass' | 'batteryHealth' | 'functionalGrade' | 'cosmeticGrade' | 'wipeMethod' | 'verifiedAt'
  >
>;

const CATEGORY = 'Equipamentos verificados';
const MACHINES: Record<string, EquipmentColumns> = {
  'Ultrabook NVMe 32 GB': {
    memoryGb: 32,
    storageGb: 1000,
    storageClass: 'nvme',
    batteryHealth: 91,
    functionalGrade: 'tested',
    cosmeticGrade: 'A',
    wipeMethod: 'Purge',
  },
  'Notebook SSD bateria cansada': {
    memoryGb: 16,
    storageGb: 512,
    storageClass: 'ssd',
    batteryHealth: 62,
    functionalGrade: 'caveats',
    cosmeticGrade: 'B',
    wipeMethod: 'Clear',
  },
  'Workstation NVMe sem bateria': {
    memoryGb: 64,
    storageGb: 2000,
    storageClass: 'nvme',
    functionalGrade: 'tested',
    cosmeticGrade: 'C',
  },
  'Desktop com HD': { memoryGb: 8, storageGb: 500, storageClass: 'hdd', functionalGrade: 'untested', cosmeticGrade: 'D' },
  'Notebook NVMe bateria 80': {
    memoryGb: 16,
    storageGb: 256,
    storageClass: 'nvme',
    batteryHealth: 80,
    functionalGrade: 'parts',
    cosmeticGrade: 'B',
    wipeMethod: 'Destroy',
  },
  'Lote sem relatório': {},
};

beforeAll(async () => {
  for (const [title, columns] of Object.entries(MACHINES)) {
    const lot = await insertLot({ title, category: CATEGORY });
    const verifiedAt = columns.storageClass ? new Date().toISOString() : null;
    await db
      .update(lots)
      .set({ verifiedAt, ...columns })
      .where(eq(lots.id, lot.id));
  }
});

let callSeq = 0;
/** The titles GET /api/auctions lists for these filters (a distinct URL each time: visitors' micro-cache). */
async function titles(filters: string): Promise<string[]> {
  const res = await get(`/api/auctions?category=${encodeURIComponent(CATEGORY)}&per_page=48&${filters}&_call=${++callSeq}`);
  expect(res.status, filters).toBe(200);
  const body = await res.json<{ data: { title: string }[] }>();
  return body.data.map((lot) => lot.title).sort();
}

describe('GET /api/auctions with equipment filters', () => {
  it('memory at least N GB leaves out smaller machines and lots without a report', async () => {
    expect(await titles('minMemory=16')).toEqual([
      'Notebook NVMe bateria 80',
      'Notebook SSD bateria cansada',
      'Ultrabook NVMe 32 GB',
      'Workstation NVMe sem bateria',
    ]);
    expect(await titles('minMemory=33')).toEqual(['Workstation NVMe sem bateria']);
  });

  it('storage at least N GB counts every drive the column summed', async () => {
    expect(await titles('minStorage=1000')).toEqual(['Ultrabook NVMe 32 GB', 'Workstation NVMe sem bateria']);
  });

  it("'solid' is SSD or NVMe (never a hard disk), 'nvme' is NVMe only", async () => {
    expect(await titles('storage=solid')).toEqual([
      'Notebook NVMe bateria 80',
      'Notebook SSD bateria cansada',
      'Ultrabook NVMe 32 GB',
      'Workstation NVMe sem bateria',
    ]);
    expect(await titles('storage=nvme')).toEqual(['Notebook NVMe bateria 80', 'Ultrabook NVMe 32 GB', 'Workstation NVMe sem bateria']);
  });

  it('battery health at least N % includes N and leaves out machines without a battery', async () => {
    expect(await titles('minBattery=80')).toEqual(['Notebook NVMe bateria 80', 'Ultrabook NVMe 32 GB']);
    expect(await titles('minBattery=81')).toEqual(['Ultrabook NVMe 32 GB']);
  });

  it('the functional grade is that step exactly', async () => {
    expect(await titles('functional=tested')).toEqual(['Ultrabook NVMe 32 GB', 'Workstation NVMe sem bateria']);
    expect(await titles('functional=parts')).toEqual(['Notebook NVMe bateria 80']);
  });

  it('the cosmetic grade includes the better ones (B: A or B)', async () => {
    expect(await titles('cosmetic=A')).toEqual(['Ultrabook NVMe 32 GB']);
    expect(await titles('cosmetic=B')).toEqual(['Notebook NVMe bateria 80', 'Notebook SSD bateria cansada', 'Ultrabook NVMe 32 GB']);
    expect(await titles('cosmetic=D')).toHaveLength(5);
  });

  it("'wiped=1' lists only lots whose wipe certificate covers every drive", async () => {
    expect(await titles('wiped=1')).toEqual(['Notebook NVMe bateria 80', 'Notebook SSD bateria cansada', 'Ultrabook NVMe 32 GB']);
  });

  it('combines the filters: NVMe only with battery ≥ 80 %, and memory ≥ 16 GB on SSD with a certificate, cosmetic B or better', async () => {
    expect(await titles('storage=nvme&minBattery=80')).toEqual(['Notebook NVMe bateria 80', 'Ultrabook NVMe 32 GB']);
    expect(await titles('minMemory=16&storage=solid&wiped=1&cosmetic=B&functional=caveats')).toEqual(['Notebook SSD bateria cansada']);
    expect(await titles('minMemory=64&wiped=1')).toEqual([]);
  });

  it('counts only the matching lots in the pagination', async () => {
    const res = await get(`/api/auctions?category=${encodeURIComponent(CATEGORY)}&storage=nvme&per_page=2&_call=${++callSeq}`);
    const body = await res.json<{ data: unknown[]; pagination: { total: number; pages: number } }>();
    expect(body.data).toHaveLength(2);
    expect(body.pagination).toMatchObject({ total: 3, pages: 2 });
  });

  it('refuses an invalid equipment filter with 400 and a Portuguese message naming the parameter and its value', async () => {
    for (const [filters, named] of [
      ['minMemory=0', 'minMemory (memória mínima) “0”'],
      ['minMemory=4097', 'minMemory (memória mínima) “4097”'],
      ['minMemory=16.5', 'minMemory (memória mínima) “16.5”'],
      ['minStorage=abc', 'minStorage (armazenamento mínimo) “abc”'],
      ['storage=ssd', 'storage (tipo de armazenamento) “ssd”'],
      ['minBattery=101', 'minBattery (saúde mínima da bateria) “101”'],
      ['functional=otimo', 'functional (estado funcional) “otimo”'],
      ['cosmetic=E', 'cosmetic (estado estético) “E”'],
      ['wiped=sim', 'wiped (certificado de apagamento) “sim”'],
    ] as const) {
      const res = await get(`/api/auctions?${filters}`);
      expect(res.status, filters).toBe(400);
      const body = await res.json<{ error: string; fields: Record<string, string> }>();
      expect(body.error, filters).toBe(`Parâmetro de busca inválido: ${named}.`);
      expect(Object.keys(body.fields), filters).toEqual([filters.split('=')[0]]);
    }
  });

  it('names every parameter it refuses, and only those', async () => {
    const res = await get('/api/auctions?minMemory=abc&storage=nvme&minBattery=101&category=Redes');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Parâmetros de busca inválidos: minMemory (memória mínima) “abc”, minBattery (saúde mínima da bateria) “101”.',
      fields: {
        minMemory: 'Valor inválido para memória mínima: “abc”.',
        minBattery: 'Valor inválido para saúde mínima da bateria: “101”.',
      },
    });
  });
});

describe('the catalogue pages with equipment filters', () => {
  it('show each applied filter on / as a chip whose link removes only that filter', async () => {
    const html = await (await get('/?storage=nvme&minBattery=80&category=Redes')).text();
    expect(html).toContain('aria-label="Filtros aplicados"');
    expect(html).toMatch(/<a (?=[^>]*aria-label="Remover filtro: Somente NVMe")(?=[^>]*href="\/\?minBattery=80&amp;category=Redes")/);
    expect(html).toMatch(/<a (?=[^>]*aria-label="Remover filtro: Bateria ≥ 80%")(?=[^>]*href="\/\?storage=nvme&amp;category=Redes")/);
  });

  it('renders only the matching lots for a shared link', async () => {
    const html = await (await get(`/lotes?category=${encodeURIComponent(CATEGORY)}&storage=nvme&minBattery=80`)).text();
    expect(html).toContain('Remover filtro: Somente NVMe');
    expect(html).toContain('Ultrabook NVMe 32 GB');
    expect(html).toContain('Notebook NVMe bateria 80');
    expect(html).not.toContain('Workstation NVMe sem bateria');
    expect(html).not.toContain('Notebook SSD bateria cansada');
    expect(html).not.toContain('Desktop com HD');
  });

  it('drops an invalid filter of a shared link, says so, and applies the others', async () => {
    const res = await get(`/lotes?category=${encodeURIComponent(CATEGORY)}&minMemory=99999&cosmetic=A`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Ultrabook NVMe 32 GB');
    expect(html).not.toContain('Workstation NVMe sem bateria');
    expect(html).toContain('Filtro ignorado: memória mínima “99999”');
    expect(html).toMatch(/<p [^>]*role="status"[^>]*>1 lote encontrado<\/p>/);
  });

  it('ignores a category the catalogue does not know, says so, and lists the lots the other filters find', async () => {
    const res = await get(`/lotes?category=Inform%C3%A1tica&minMemory=32`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Filtro ignorado: categoria “Informática”');
    expect(html).toContain('Ultrabook NVMe 32 GB');
    expect(html).not.toContain('Notebook NVMe bateria 80');
  });
});

/** The server-rendered card of the lot with this title. */
function card(html: string, title: string): string {
  const found = [...html.matchAll(/<article[\s\S]*?<\/article>/g)].map((m) => m[0]).find((a) => a.includes(`>${title}</a>`));
  if (!found) throw new Error(`no card for ${title}`);
  return found;
}

describe('the lot card', () => {
  it("shows the grades in short, linked to the grades page, and the words 'Verificado' and 'Dados apagados'", async () => {
    const html = await (await get(`/lotes?category=${encodeURIComponent(CATEGORY)}&per_page=48`)).text();
    const ultrabook = card(html, 'Ultrabook NVMe 32 GB');
    expect(ultrabook).toMatch(/<a [^>]*href="\/graus-de-conservacao"[^>]*>.*Testado · Estético A<\/a>/);
    expect(ultrabook).toContain('Graus de conservação:');
    expect(ultrabook).toContain('Verificado</span>');
    expect(ultrabook).toContain('>Dados apagados</span>');

    const workstation = card(html, 'Workstation NVMe sem bateria');
    expect(workstation).toContain('Testado · Estético C</a>');
    expect(workstation).toContain('Verificado</span>');
    expect(workstation).not.toContain('Dados apagados');
  });

  it('shows no grade or mark on a lot without them', async () => {
    const html = await (await get(`/lotes?category=${encodeURIComponent(CATEGORY)}&per_page=48&q=sem+relatorio`)).text();
    const plain = card(html, 'Lote sem relatório');
    expect(plain).not.toContain('/graus-de-conservacao');
    expect(plain).not.toContain('Verificado');
    expect(plain).not.toContain('Dados apagados');
  });
});

describe('the query plan', () => {
  async function plan(filters: string): Promise<string> {
    const parsed = parseLotListQuery(new URLSearchParams(filters));
    if (!parsed.success) throw new Error(filters);
    const { sql, params } = lotListStatement(db, parsed.data, null, new Date().toISOString()).toSQL();
    const { results } = await env.DB.prepare(`explain query plan ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    return results.map((row) => row.detail).join('\n');
  }

  it('reads the lots through the memory index for a memory filter, not a scan of the table', async () => {
    const detail = await plan('minMemory=16');
    expect(detail).toMatch(/SEARCH lots USING INDEX lots_memory_idx \(memory_gb>\?\)/);
    expect(detail).not.toMatch(/SCAN lots(?! USING)/);
  });

  it('uses an index for the storage kind and the battery too', async () => {
    expect(await plan('storage=nvme')).toMatch(/USING INDEX lots_storage_class_idx/);
    expect(await plan('minBattery=80')).toMatch(/USING INDEX lots_battery_idx/);
  });
});

describe('filters over attached machine reports', () => {
  const FIXTURE_CATEGORY = 'Máquinas com relatório';

  beforeAll(async () => {
    for (const name of MACHINE_NAMES) {
      const lot = await insertLot({ title: `Máquina ${name}`, category: FIXTURE_CATEGORY });
      const attached = await attachEquipment(db, env.MEDIA, lot.id, null, HARDWARE_FIXTURES[name]);
      expect(attached.ok, name).toBe(true);
    }
  });

  const machines = async (filters: string) => {
    const res = await get(`/api/auctions?category=${encodeURIComponent(FIXTURE_CATEGORY)}&per_page=48&${filters}&_call=${++callSeq}`);
    expect(res.status, filters).toBe(200);
    return (await res.json<{ data: { title: string }[] }>()).data.map((lot) => lot.title.replace('Máquina ', '')).sort();
  };

  it('finds the NVMe machine with a battery ≥ 80 % among the five fixture machines', async () => {
    expect(await machines('storage=nvme&minBattery=80')).toEqual(['nvme-workstation']);
  });

  it('memory ≥ 16 GB on solid-state storage leaves out the machines with a hard disk', async () => {
    expect(await machines('minMemory=16&storage=solid')).toEqual(['laptop', 'nvme-workstation']);
  });

  it('storage ≥ 1,500 GB sums every drive of the report', async () => {
    expect(await machines('minStorage=1500')).toEqual(['desktop', 'server-4-drives']);
  });

  it("'wiped=1' leaves out the desktop, whose drives have no wipe manifest", async () => {
    expect(await machines('wiped=1')).toEqual(['failing-hdd', 'laptop', 'nvme-workstation', 'server-4-drives']);
  });
});
