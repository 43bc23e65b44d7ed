/**
 * Realized prices inside the Workers runtime: the model key written with the hardware report (and cleared with
 * it), the cron keying reports stored before the key, what counts (sold, with a verified sheet and a final price,
 * closed in the last 90 days), the lot page's data for members and its absence for visitors, /precos refused
 * to visitors and its model data for members, the amounts exact to the cent.
 */
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { decode } from 'turbo-stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkEquipmentUploads } from '~/domain/equipment/equipment-upload';
import { REALIZED_MODEL_VERSION } from '~/domain/equipment/realized-model';
import { lotHardwareReports, lots } from '~/server/db/schema';
import { attachEquipment, removeHardwareReport } from '~/server/equipment/equipment-files.server';
import { keyPendingModels } from '~/server/equipment/realized-models.server';
import { HARDWARE_FIXTURES, type MachineName } from '../fixtures/hardware';
import { REAL_LSHW } from '../fixtures/hardware/real';
import { roundTripsOf } from './d1-round-trips';
import { call, DAY, db, get, insertedMember, insertLot, TEST_ORIGIN } from './fixtures';

const LAPTOP_KEY = 'dell-latitude-5410_core-i5-10310u_16gb_ssd';

async function attach(lotId: number, machine: MachineName) {
  const result = await attachEquipment(db, env.MEDIA, lotId, null, HARDWARE_FIXTURES[machine]);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
}

/** A lot of `machine` that closed `daysAgo` with `outcome` at `finalPriceCents`. */
async function closedLot(machine: MachineName | null, daysAgo: number, finalPriceCents: number | null, outcome = 'sold') {
  const lot = await insertLot({ title: `Lote encerrado há ${daysAgo} dias`, endsAt: Date.now() + DAY });
  if (machine) await attach(lot.id, machine);
  const closedAt = new Date(Date.now() - daysAgo * DAY).toISOString();
  await env.DB.prepare("update lots set status = 'closed', outcome = ?, final_price_cents = ?, closed_at = ?, ends_at = ? where id = ?")
    .bind(outcome, finalPriceCents, closedAt, closedAt, lot.id)
    .run();
  return lot.id;
}

async function modelOf(lotId: number) {
  const [row] = await db
    .select({ key: lots.modelKey, label: lots.modelLabel, version: lots.modelVersion })
    .from(lots)
    .where(eq(lots.id, lotId));
  return row!;
}

/** A page's loader data, as the browser's navigation fetches it (`.data`, turbo-stream). */
async function loaderData<T>(path: string, route: string, cookie?: string): Promise<{ status: number; data: T | null; text: string }> {
  const [pathname, search = ''] = path.split('?');
  const url = `${pathname}.data?${search ? `${search}&` : ''}_routes=${encodeURIComponent(route)}`;
  const response = await call(url, { cookie });
  if (response.status !== 200) return { status: response.status, data: null, text: response.text };
  const { value } = await decode(new Response(response.text).body!);
  return { status: 200, data: (value as Record<string, { data: T }>)[route]!.data, text: response.text };
}

interface LotPageData {
  realizedPrices: { model_key: string; min_price: number; max_price: number; count: number } | null;
}

let member: Awaited<ReturnType<typeof insertedMember>>;
let running: number;
let scheduled: number;
let soldIds: number[];

beforeAll(async () => {
  member = await insertedMember();
  running = (await insertLot({ title: 'Dell Latitude 5410 em andamento' })).id;
  await attach(running, 'laptop');
  scheduled = (await insertLot({ title: 'Dell Latitude 5410 agendado', startsAt: Date.now() + DAY, endsAt: Date.now() + 3 * DAY })).id;
  await attach(scheduled, 'laptop');
  soldIds = [await closedLot('laptop', 10, 120_000), await closedLot('laptop', 40, 145_050), await closedLot('laptop', 89, 130_001)];
  // None of these count: sold too long ago, closed below the reserve, without bids, sold but its sheet removed
  // before the first bid, another model.
  await closedLot('laptop', 91, 99_000);
  await closedLot('laptop', 5, 500_000, 'reserve_not_met');
  await closedLot('laptop', 5, null, 'no_bids');
  const unverified = await insertLot({ title: 'Sem ficha' });
  await attach(unverified.id, 'laptop');
  await removeHardwareReport(db, env.MEDIA, unverified.id);
  await env.DB.prepare("update lots set status = 'closed', outcome = 'sold', final_price_cents = 10000, closed_at = ? where id = ?")
    .bind(new Date(Date.now() - DAY).toISOString(), unverified.id)
    .run();
  await closedLot('desktop', 3, 800_000);
});

describe("a lot's model key", () => {
  it('is written with the hardware report, labelled in Portuguese, and cleared when the report is removed', async () => {
    const lot = await insertLot({ title: 'Chaveado' });
    await attach(lot.id, 'nvme-workstation');
    expect(await modelOf(lot.id)).toEqual({
      key: 'lenovo-thinkpad-x1-carbon-gen-9_core-i7-1165g7_32gb_nvme',
      label: 'Lenovo ThinkPad X1 Carbon Gen 9 · Core i7-1165G7 · 32 GB · SSD NVMe',
      version: REALIZED_MODEL_VERSION,
    });
    await removeHardwareReport(db, env.MEDIA, lot.id);
    expect(await modelOf(lot.id)).toEqual({ key: null, label: null, version: REALIZED_MODEL_VERSION });
  });

  it('is kept when only the wipe certificate changes', async () => {
    const lot = await insertLot({ title: 'Certificado trocado' });
    await attach(lot.id, 'laptop');
    const wipeOnly = HARDWARE_FIXTURES.laptop.filter((f) => f.kind === 'wipe');
    const result = await attachEquipment(db, env.MEDIA, lot.id, null, wipeOnly);
    expect(result.ok).toBe(true);
    expect((await modelOf(lot.id)).key).toBe(LAPTOP_KEY);
  });

  it('is written by the cron for reports stored before the key, once, a report naming no model included', async () => {
    const checked = checkEquipmentUploads(HARDWARE_FIXTURES.laptop, '2026-11-20T12:00:00.000Z');
    const whiteBox = checkEquipmentUploads([REAL_LSHW.asusP8b75Desktop], '2026-11-20T12:00:00.000Z');
    if (!checked.ok || !checked.report || !whiteBox.ok || !whiteBox.report) throw new Error('fixtures');
    const ids: number[] = [];
    for (const report of [checked.report, whiteBox.report]) {
      const lot = await insertLot({ title: 'Ficha anterior à chave' });
      await db
        .insert(lotHardwareReports)
        .values({ lotId: lot.id, summary: report, reportedAt: report.reportedAt, updatedAt: report.reportedAt });
      await db.update(lots).set({ verifiedAt: report.reportedAt }).where(eq(lots.id, lot.id));
      ids.push(lot.id);
    }
    expect((await modelOf(ids[0]!)).version).toBeNull();
    let keyed = 0;
    for (let run = await keyPendingModels(db); run > 0; run = await keyPendingModels(db)) keyed += run;
    expect(keyed).toBeGreaterThanOrEqual(2);
    expect(await modelOf(ids[0]!)).toMatchObject({ key: LAPTOP_KEY, version: REALIZED_MODEL_VERSION });
    expect(await modelOf(ids[1]!)).toEqual({ key: null, label: null, version: REALIZED_MODEL_VERSION });
    expect(await keyPendingModels(db)).toBe(0);
  });
});

describe("the lot page's realized prices", () => {
  it('give a member the range and count of the sold, verified lots of the last 90 days, exact to the cent', async () => {
    const page = await loaderData<LotPageData>(`/lotes/${running}`, 'routes/lotes.$id', member.cookie);
    expect(page.data?.realizedPrices).toEqual({ model_key: LAPTOP_KEY, min_price: 1200, max_price: 1450.5, count: 3 });
  });

  it('are given on a scheduled lot too', async () => {
    const page = await loaderData<LotPageData>(`/lotes/${scheduled}`, 'routes/lotes.$id', member.cookie);
    expect(page.data?.realizedPrices?.count).toBe(3);
  });

  it("are not in a visitor's page data nor in the page", async () => {
    const page = await loaderData<LotPageData>(`/lotes/${running}`, 'routes/lotes.$id');
    expect(page.status).toBe(200);
    expect(page.data?.realizedPrices).toBeNull();
    expect(page.text).not.toContain('1450');
    const html = await (await get(`/lotes/${running}`)).text();
    expect(html).not.toContain('Este modelo foi arrematado');
    expect(html).not.toContain('1.450,50');
  });

  it("are shown in the member's page as the line linked to the model", async () => {
    const html = await (await get(`/lotes/${running}`, { headers: { Cookie: member.cookie } })).text();
    // each amount kept whole (a no-break space after 'R$'), so a phone does not cut it across two lines
    expect(html).toContain('Este modelo foi arrematado por R$\u00a01.200,00 a R$\u00a01.450,50 nos últimos 90 dias (3 lotes)');
    expect(html).toContain(`/precos?modelo=${LAPTOP_KEY}`);
  });

  it('are not given on a closed lot', async () => {
    const page = await loaderData<LotPageData>(`/lotes/${soldIds[0]}`, 'routes/lotes.$id', member.cookie);
    expect(page.data?.realizedPrices).toBeNull();
  });

  it("are read in one query on the model's index, without a scan", async () => {
    const { status, trips } = await roundTripsOf(new Request(`${TEST_ORIGIN}/lotes/${running}`, { headers: { Cookie: member.cookie } }));
    expect(status).toBe(200);
    const reads = trips.flatMap((t) => t.sql).filter((sql) => sql.includes('"model_key"'));
    expect(reads).toHaveLength(1);
    // The plan does not depend on the values: each parameter bound as null.
    const parameters = (reads[0]!.match(/\?/g) ?? []).map(() => null);
    const plan = await env.DB.prepare(`explain query plan ${reads[0]}`)
      .bind(...parameters)
      .all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail).join('\n');
    expect(details).toContain('lots_model_sold_idx');
    expect(details).not.toMatch(/SCAN lots(?! USING)/);
  });
});

describe('/precos', () => {
  it('sends a visitor home with the page remembered, and gives no data', async () => {
    const response = await get(`/precos?modelo=${LAPTOP_KEY}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/?entrar=1&redirectTo=${encodeURIComponent(`/precos?modelo=${LAPTOP_KEY}`)}`);
    const data = await call(`/precos.data?modelo=${LAPTOP_KEY}&_routes=routes%2Fprecos`);
    expect(data.text).not.toContain('1450');
  });

  it("gives a member the model's counted lots, oldest first, with range and median in cents", async () => {
    const page = await loaderData<{ model: { label: string; sales: { id: number; final_price: number }[]; median_price: number } }>(
      `/precos?modelo=${LAPTOP_KEY}`,
      'routes/precos',
      member.cookie,
    );
    expect(page.data?.model.label).toBe('Dell Latitude 5410 · Core i5-10310U · 16 GB · SSD');
    expect(page.data?.model.sales.map((s) => [s.id, s.final_price])).toEqual([
      [soldIds[2], 1300.01],
      [soldIds[1], 1450.5],
      [soldIds[0], 1200],
    ]);
    expect(page.data?.model.median_price).toBe(1300.01);
  });

  it('finds the model by words of its name, accents and case aside', async () => {
    const page = await loaderData<{ models: { key: string; count: number }[] }>(
      `/precos?busca=LATITUDE%20i5-10310u`,
      'routes/precos',
      member.cookie,
    );
    expect(page.data?.models).toEqual([expect.objectContaining({ key: LAPTOP_KEY, count: 3 })]);
  });

  it('refuses a malformed model with a clear message and lists nothing', async () => {
    const page = await loaderData<{ error: string; model: unknown; models: unknown }>(
      `/precos?modelo=%27%20or%201`,
      'routes/precos',
      member.cookie,
    );
    expect(page.data).toMatchObject({ error: 'Modelo inválido.', model: null, models: null });
  });
});
