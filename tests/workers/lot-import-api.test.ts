/**
 * The bulk import through the real Worker, D1, R2 and the lots' rooms: POST /api/admin/lot-imports/preview
 * writes nothing; /apply creates the lots with their reports and certificates, armed and audited; applying
 * the same batch again changes nothing; a lot with a bid is refused and left as it was; a bad file names
 * itself; only administrators may call either route.
 */
import { env } from 'cloudflare:test';
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveText } from '~/i18n/pt-BR-live';
import { lotImportText } from '~/i18n/pt-BR-lot-import';
import { auditLog, lotEquipmentFiles, lotHardwareReports, lots, lotWipeCertificates } from '~/server/db/schema';
import { BROKEN_FIXTURES, HARDWARE_FIXTURES, type MachineName } from '../fixtures/hardware';
import { call, db, signedInUser, type Member } from './fixtures';

let admin: Member;
let member: Member;

beforeAll(async () => {
  [admin, member] = await Promise.all([signedInUser({ admin: true }), signedInUser({ approved: true })]);
});

const HEADER =
  'etiqueta;titulo;descricao;categoria;condicao;estado_funcional;estado_estetico;lance_inicial;reserva;prorrogacao_min;inicio;fim';
const year = new Date().getFullYear() + 1;

interface Row {
  tag: string;
  machine: MachineName;
  title?: string;
  description?: string;
  category?: string;
  price?: string;
  reserve?: string;
  /** `fim`, dd/mm/aaaa HH:mm */
  end?: string;
}

const csvOf = (rows: Row[]) =>
  [
    HEADER,
    ...rows.map((r) =>
      [
        r.tag,
        r.title ?? `Máquina ${r.tag}`,
        r.description ?? '',
        r.category ?? 'Notebooks',
        'Usado - Bom',
        'tested',
        'B',
        r.price ?? '1.000,00',
        r.reserve ?? '',
        '',
        '',
        r.end ?? `10/12/${year} 20:00`,
      ].join(';'),
    ),
  ].join('\r\n');

/** A machine's fixture files under the row's tag. */
const filesOf = (rows: Row[]) =>
  rows.flatMap((r) => HARDWARE_FIXTURES[r.machine].map((f) => ({ name: f.name.replace(`${r.machine}.`, `${r.tag}.`), text: f.text })));

let batchSeq = 0;
const newTags = (n: number) => {
  const base = `T${Date.now().toString(36).toUpperCase()}${++batchSeq}`;
  return Array.from({ length: n }, (_, i) => `${base}-${i + 1}`);
};

/** As the administrator, unless `who` says otherwise (null: a visitor). */
const preview = (body: unknown, who: Member | null = admin) =>
  call('/api/admin/lot-imports/preview', { method: 'POST', token: who?.token, body });
const apply = (body: unknown, who: Member | null = admin) =>
  call('/api/admin/lot-imports/apply', { method: 'POST', token: who?.token, body });

/** Every row of the tables an import writes, and the raw files in R2. */
async function footprint() {
  const rows = async (
    table: typeof lots | typeof lotHardwareReports | typeof lotEquipmentFiles | typeof auditLog | typeof lotWipeCertificates,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  const listed = await env.MEDIA.list({ prefix: 'equipment/' });
  return {
    lots: await rows(lots),
    reports: await rows(lotHardwareReports),
    certificates: await rows(lotWipeCertificates),
    files: await rows(lotEquipmentFiles),
    audit: await rows(auditLog),
    r2: listed.objects.length,
  };
}

const lotsTagged = (tags: string[]) => db.select().from(lots).where(inArray(lots.assetTag, tags)).orderBy(lots.id);

function batch(rows: Row[], extra: Record<string, unknown> = {}) {
  return { csv: csvOf(rows), files: filesOf(rows), ...extra };
}

const importId = () => crypto.randomUUID();
const linesOf = (rows: Row[]) => rows.map((_, i) => i + 2);

describe('POST /api/admin/lot-imports/preview', () => {
  it('says what each row would do and writes nothing: D1 and R2 unchanged', async () => {
    const tags = newTags(3);
    const rows: Row[] = [
      { tag: tags[0]!, machine: 'laptop' },
      { tag: tags[1]!, machine: 'server-4-drives' },
      { tag: tags[2]!, machine: 'desktop' },
    ];
    const before = await footprint();
    const res = await preview(batch(rows));
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.errors).toEqual([]);
    expect(res.json.data.rows).toEqual(
      rows.map((r, i) => ({ row: i + 2, asset_tag: r.tag, title: `Máquina ${r.tag}`, action: 'create', errors: [] })),
    );
    expect(await footprint()).toEqual(before);
    expect(await lotsTagged(tags)).toEqual([]);
  });

  it('a bad file names itself under its row, and a file without its row is listed', async () => {
    const [tag] = newTags(1);
    const rows: Row[] = [{ tag: tag!, machine: 'laptop', description: 'Core i5' }];
    const truncated = { name: `${tag}.lshw.json`, text: BROKEN_FIXTURES.truncatedJson.text };
    const files = [truncated, ...filesOf(rows).filter((f) => !f.name.endsWith('.lshw.json')), { name: 'OUTRA-1.wipe.json', text: '{}' }];
    const res = await preview({ csv: csvOf(rows), files });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.errors).toEqual([{ row: 0, column: '', file: 'OUTRA-1.wipe.json', message: lotImportText.errors.fileWithoutRow }]);
    const [row] = res.json.data.rows;
    expect(row.errors).toEqual([
      { row: 2, column: '', file: truncated.name, message: expect.stringContaining(`O arquivo ${truncated.name}`) },
    ]);
  });

  it('a row’s error comes with its line and column, in the lot form’s words', async () => {
    const tags = newTags(2);
    const res = await preview(
      batch([
        { tag: tags[0]!, machine: 'laptop' },
        { tag: tags[1]!, machine: 'desktop', price: 'mil' },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.json.data.rows[1].errors).toEqual([{ row: 3, column: 'lance_inicial', message: liveText.admin.startPriceInvalid }]);
  });

  it('a row lists every problem at once, its fields checked against one another and its category against the catalogue’s', async () => {
    const tags = newTags(2);
    const rows: Row[] = [
      { tag: tags[0]!, machine: 'laptop', category: 'Informática', price: '1.000,00', reserve: '500,00', end: '01/01/2020 10:00' },
      { tag: tags[1]!, machine: 'desktop', category: 'notebooks' },
    ];
    const res = await preview(batch(rows));
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.rows[0].errors).toEqual([
      { row: 2, column: 'categoria', message: 'Categoria desconhecida: Informática. Use uma das categorias do catálogo.' },
      { row: 2, column: 'reserva', message: 'O preço de reserva deve ser de pelo menos o preço inicial (R$ 1.000,00)' },
      { row: 2, column: 'fim', message: liveText.admin.endsAtPast },
    ]);
    // The catalogue's category however it is written; the row with errors would create nothing.
    expect(res.json.data.rows[1]).toMatchObject({ action: 'create', errors: [] });
    const applied = await apply({ ...batch(rows), import_id: importId(), rows: linesOf(rows) });
    expect(applied.status).toBe(422);
    expect(await lotsTagged(tags)).toEqual([]);
  });

  it('previews a CSV of 600 rows (more tags than one D1 query may bind), matching the stored lots among them', async () => {
    const tags = newTags(600);
    const stored = [tags[0]!, tags[150]!, tags[599]!];
    const storedRows = stored.map((tag): Row => ({ tag, machine: 'laptop' }));
    const seeded = await apply({ ...batch(storedRows), import_id: importId(), rows: linesOf(storedRows) });
    expect(seeded.status, seeded.text).toBe(200);
    const res = await preview({ csv: csvOf(tags.map((tag) => ({ tag, machine: 'laptop' }))) });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.errors).toEqual([]);
    expect(res.json.data.rows).toHaveLength(600);
    const updates = res.json.data.rows
      .filter((r: { action: string }) => r.action === 'update')
      .map((r: { asset_tag: string }) => r.asset_tag);
    expect(updates).toEqual(stored);
    expect(res.json.data.rows.filter((r: { action: string }) => r.action === 'create')).toHaveLength(597);
  });

  it('refuses a body with a field it does not know, in Portuguese, and writes nothing', async () => {
    const rows: Row[] = [{ tag: newTags(1)[0]!, machine: 'laptop' }];
    const before = await footprint();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...batch(rows), dry_run: false }, 'dry_run'],
      [{ ...batch(rows), files: filesOf(rows).map((f, i) => (i === 0 ? { ...f, kind: 'lshw' } : f)) }, 'kind'],
    ];
    for (const [body, unknown] of cases) {
      const res = await preview(body);
      expect(res.status, res.text).toBe(422);
      expect(res.json.error).toBe(lotImportText.errors.unknownFields([unknown]));
      const applied = await apply({ ...body, import_id: importId(), rows: linesOf(rows) });
      expect(applied.status, applied.text).toBe(422);
      expect(applied.json.error).toBe(lotImportText.errors.unknownFields([unknown]));
    }
    expect(await footprint()).toEqual(before);
  });

  it('is for administrators: 401 for a visitor, 403 for a member', async () => {
    const body = batch([{ tag: newTags(1)[0]!, machine: 'laptop' }]);
    expect((await preview(body, null)).status).toBe(401);
    expect((await preview(body, member)).status).toBe(403);
  });
});

describe('POST /api/admin/lot-imports/apply', () => {
  it('creates each row’s lot with its report, certificate and files, armed, in one audit entry for the batch', async () => {
    const tags = newTags(2);
    const rows: Row[] = [
      { tag: tags[0]!, machine: 'laptop' },
      { tag: tags[1]!, machine: 'desktop' },
    ];
    const before = await footprint();
    const id = importId();
    const res = await apply({ ...batch(rows), import_id: id, rows: linesOf(rows) });
    expect(res.status, res.text).toBe(200);
    const made = await lotsTagged(tags);
    expect(made.map((l) => [l.assetTag, l.functionalGrade, l.cosmeticGrade, l.startPriceCents, l.status])).toEqual([
      [tags[0], 'tested', 'B', 100_000, 'active'],
      [tags[1], 'tested', 'B', 100_000, 'active'],
    ]);
    expect(res.json.data.rows.map((r: { lot_id: number; action: string }) => [r.action, r.lot_id])).toEqual(
      made.map((l) => ['create', l.id]),
    );
    // A blank description is written from the machine's report.
    expect(made[0]!.description).toContain('Ficha técnica verificada pelo relatório da máquina');
    const ids = made.map((l) => l.id);
    expect((await db.select().from(lotHardwareReports).where(inArray(lotHardwareReports.lotId, ids))).length).toBe(2);
    // The desktop has no wipe manifest: one certificate, the laptop's.
    expect((await db.select().from(lotWipeCertificates).where(inArray(lotWipeCertificates.lotId, ids))).map((c) => c.lotId)).toEqual([
      ids[0],
    ]);
    const files = await db.select().from(lotEquipmentFiles).where(inArray(lotEquipmentFiles.lotId, ids));
    expect(files).toHaveLength(filesOf(rows).length);
    const after = await footprint();
    expect(after.r2 - before.r2).toBe(filesOf(rows).length);
    // The room is armed: the lot is live through the API as POST /api/auctions leaves it.
    const live = await call(`/api/auctions/${ids[0]}`, { token: member.token });
    expect(live.status).toBe(200);
    expect(live.json.data.lot ?? live.json.data).toMatchObject({ id: ids[0], status: 'active' });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({ action: 'lot.import', targetType: 'lot_import', actorUserId: admin.id });
    expect(entry!.details).toEqual({ created: tags, updated: [], unchanged: [], refused: [] });
  });

  it('applied again, the same batch changes nothing: same lots, no new rows, counts equal', async () => {
    const tags = newTags(2);
    const rows: Row[] = [
      { tag: tags[0]!, machine: 'nvme-workstation' },
      { tag: tags[1]!, machine: 'server-4-drives' },
    ];
    expect((await apply({ ...batch(rows), import_id: importId(), rows: linesOf(rows) })).status).toBe(200);
    const first = await lotsTagged(tags);
    const before = await footprint();
    const again = await preview(batch(rows));
    expect(again.json.data.rows.map((r: { action: string; unchanged?: boolean }) => [r.action, r.unchanged])).toEqual([
      ['update', true],
      ['update', true],
    ]);
    const res = await apply({ ...batch(rows), import_id: importId(), rows: linesOf(rows) });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.rows.map((r: { lot_id: number }) => r.lot_id)).toEqual(first.map((l) => l.id));
    expect(await lotsTagged(tags)).toEqual(first);
    // Only the batch's own audit entry is new.
    expect(await footprint()).toEqual({ ...before, audit: before.audit + 1 });
  });

  it('a changed row updates its lot that has no bids', async () => {
    const tags = newTags(1);
    const rows: Row[] = [{ tag: tags[0]!, machine: 'laptop' }];
    expect((await apply({ ...batch(rows), import_id: importId(), rows: [2] })).status).toBe(200);
    const changed: Row[] = [{ ...rows[0]!, title: 'Notebook revisado', description: 'Bateria nova.' }];
    expect((await preview(batch(changed))).json.data.rows[0]).toMatchObject({ action: 'update', errors: [] });
    const res = await apply({ ...batch(changed), import_id: importId(), rows: [2] });
    expect(res.status, res.text).toBe(200);
    const [lot] = await lotsTagged(tags);
    expect([lot!.title, lot!.description]).toEqual(['Notebook revisado', 'Bateria nova.']);
  });

  it('a lot with a bid is refused and listed (its row’s errors aside), and its row is left as it was', async () => {
    const tags = newTags(2);
    const rows: Row[] = [
      { tag: tags[0]!, machine: 'laptop' },
      { tag: tags[1]!, machine: 'failing-hdd' },
    ];
    expect((await apply({ ...batch(rows), import_id: importId(), rows: linesOf(rows) })).status).toBe(200);
    const [bidOn] = await lotsTagged([tags[0]!]);
    const bid = await call(`/api/auctions/${bidOn!.id}/bid`, { method: 'POST', token: member.token, body: { amount: 1010 } });
    expect(bid.status, bid.text).toBe(201);
    // The bid-on lot's row would not pass now (its end is past): a locked lot's row holds nothing up.
    const changed = rows.map((r, i) => ({ ...r, title: `Novo título ${r.tag}`, ...(i === 0 && { end: '01/01/2020 10:00' }) }));
    const seen = await preview(batch(changed));
    expect(seen.json.data.rows[0]).toMatchObject({ action: 'refuse', reason: lotImportText.refusals.hasBids, errors: [] });
    const before = (await lotsTagged([tags[0]!]))[0]!;
    const id = importId();
    const res = await apply({ ...batch(changed), import_id: id, rows: linesOf(rows) });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.rows.map((r: { action: string }) => r.action)).toEqual(['refuse', 'update']);
    const after = (await lotsTagged([tags[0]!]))[0]!;
    expect({ ...after, bidCount: before.bidCount, currentPriceCents: before.currentPriceCents, mirrorSeq: before.mirrorSeq }).toEqual(
      before,
    );
    expect(after.title).toBe(`Máquina ${tags[0]}`);
    expect((await lotsTagged([tags[1]!]))[0]!.title).toBe(`Novo título ${tags[1]}`);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry!.details).toEqual({
      created: [],
      updated: [tags[1]],
      unchanged: [],
      refused: [{ asset_tag: tags[0], reason: lotImportText.refusals.hasBids }],
    });
  });

  it('refuses a batch with any error (422, the preview back) and writes nothing', async () => {
    const tags = newTags(2);
    const rows: Row[] = [
      { tag: tags[0]!, machine: 'laptop' },
      { tag: tags[1]!, machine: 'desktop', description: 'Core i7' },
    ];
    const files = filesOf(rows).map((f) => (f.name === `${tags[1]}.lshw.json` ? { ...f, text: BROKEN_FIXTURES.htmlPage.text } : f));
    const before = await footprint();
    const res = await apply({ csv: csvOf(rows), files, import_id: importId(), rows: linesOf(rows) });
    expect(res.status).toBe(422);
    expect(res.json.error).toBe(lotImportText.errors.hasErrors);
    expect(res.json.data.rows[1].errors).toEqual([
      { row: 3, column: '', file: `${tags[1]}.lshw.json`, message: expect.stringContaining(`O arquivo ${tags[1]}.lshw.json`) },
    ]);
    expect(await footprint()).toEqual(before);
  });

  it('is for administrators: 401 for a visitor, 403 for a member, and nothing written', async () => {
    const rows: Row[] = [{ tag: newTags(1)[0]!, machine: 'laptop' }];
    const body = { ...batch(rows), import_id: importId(), rows: [2] };
    const before = await footprint();
    expect((await apply(body, null)).status).toBe(401);
    expect((await apply(body, member)).status).toBe(403);
    expect(await footprint()).toEqual(before);
  });
});
