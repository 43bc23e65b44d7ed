/**
 * A lot's machine in lot management, through the real Worker, D1, R2 and the lots' rooms: the asset tag
 * (unique) and the condition grades on create and edit; the hardware report and the wipe certificate
 * attached, replaced and removed (PUT/DELETE /api/auctions/{id}/hardware-report and …/wipe-certificate).
 */
import { env } from 'cloudflare:test';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentUpload } from '~/domain/equipment/equipment-upload';
import { readLotCreate } from '~/schemas/lot-editing';
import { isAssetTagClash } from '~/server/admin/asset-tags.server';
import { createLot } from '~/server/admin/lot-editing.server';
import { auditLog, lotEquipmentFiles, lotHardwareReports, lots, lotWipeCertificates } from '~/server/db/schema';
import { lotEquipmentColumns } from '~/server/lots/equipment-filters.server';
import { BROKEN_FIXTURES, HARDWARE_FIXTURES, type MachineName } from '../fixtures/hardware';
import { FIXTURE_COLUMNS as EXPECTED } from '../fixtures/hardware/columns';
import { call, DAY, db, insertLot, signedInUser, type Member } from './fixtures';

let admin: Member;
let member: Member;

beforeAll(async () => {
  [admin, member] = await Promise.all([signedInUser({ admin: true }), signedInUser({ approved: true })]);
});

const TAG_TAKEN = 'Já existe um lote com esta etiqueta patrimonial.';
const tag = () => `NB-${crypto.randomUUID().slice(0, 8)}`;

function lotBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Notebook Dell Latitude 5420',
    description: 'Core i5, 8 GB, SSD 256 GB.',
    category: 'Notebooks',
    start_price: '1.500,00',
    ends_at: new Date(Date.now() + 2 * DAY).toISOString(),
    ...overrides,
  };
}

const create = (overrides: Record<string, unknown> = {}, token = admin.token) =>
  call('/api/auctions', { method: 'POST', token, body: lotBody(overrides) });

const put = (id: number, body: unknown, token = admin.token) => call(`/api/auctions/${id}`, { method: 'PUT', token, body });

async function lotRow(id: number) {
  const [row] = await db.select().from(lots).where(eq(lots.id, id));
  return row!;
}

const gradesOf = (row: typeof lots.$inferSelect) => ({
  assetTag: row.assetTag,
  functionalGrade: row.functionalGrade,
  cosmeticGrade: row.cosmeticGrade,
});

describe('asset tag and grades on POST and PUT /api/auctions', () => {
  it('stores them trimmed, shows them to the administrator and audits them; an edit changes or removes them', async () => {
    const assetTag = tag();
    const res = await create({ asset_tag: ` ${assetTag} `, functional_grade: 'tested', cosmetic_grade: 'A' });
    expect(res.status, res.text).toBe(201);
    const id = res.json.data.id as number;
    expect(res.json.data).toMatchObject({ asset_tag: assetTag, functional_grade: 'tested', cosmetic_grade: 'A' });
    expect(gradesOf(await lotRow(id))).toEqual({ assetTag, functionalGrade: 'tested', cosmeticGrade: 'A' });
    const [created] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lot.create'), eq(auditLog.targetId, String(id))));
    expect(created!.details).toMatchObject({ after: { asset_tag: assetTag, functional_grade: 'tested', cosmetic_grade: 'A' } });

    const edited = await put(id, { functional_grade: 'caveats', cosmetic_grade: null });
    expect(edited.status, edited.text).toBe(200);
    expect(gradesOf(await lotRow(id))).toEqual({ assetTag, functionalGrade: 'caveats', cosmeticGrade: null });
    const [updated] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lot.update'), eq(auditLog.targetId, String(id))));
    expect(updated!.details).toEqual({
      before: { functional_grade: 'tested', cosmetic_grade: 'A' },
      after: { functional_grade: 'caveats', cosmetic_grade: null },
    });

    // keeping its own tag is no conflict; blank removes it
    expect((await put(id, { asset_tag: assetTag, title: 'Mesmo' })).status).toBe(200);
    expect((await put(id, { asset_tag: '' })).status).toBe(200);
    expect((await lotRow(id)).assetTag).toBeNull();
  });

  it('refuses a tag another lot has (409, named under the field) on create and on edit, and nothing changes', async () => {
    const assetTag = tag();
    const first = await create({ asset_tag: assetTag });
    expect(first.status).toBe(201);
    const before = await db.select({ id: lots.id }).from(lots);

    const again = await create({ title: 'Duplicado', asset_tag: assetTag });
    expect([again.status, again.json]).toEqual([409, { error: TAG_TAKEN, fields: { asset_tag: TAG_TAKEN } }]);
    expect(await db.select({ id: lots.id }).from(lots)).toEqual(before);

    const other = await create({ title: 'Outro', asset_tag: tag(), functional_grade: 'untested' });
    const otherId = other.json.data.id as number;
    const taken = await put(otherId, { asset_tag: assetTag, title: 'Não muda', functional_grade: 'parts' });
    expect([taken.status, taken.json]).toEqual([409, { error: TAG_TAKEN, fields: { asset_tag: TAG_TAKEN } }]);
    expect(await lotRow(otherId)).toMatchObject({ title: 'Outro', assetTag: other.json.data.asset_tag, functionalGrade: 'untested' });
  });

  it('a tag taken between the check and the write is the unique index’s refusal, which the API answers 409', async () => {
    const assetTag = tag();
    expect((await create({ asset_tag: assetTag })).status).toBe(201);
    const before = await db.select({ id: lots.id }).from(lots);
    // What a second administrator's create meets when the first one's lot was written after its check.
    const input = readLotCreate(lotBody({ asset_tag: assetTag }));
    if (!input.ok) throw new Error(input.message);
    const error = await createLot(db, { userId: null, ip: null }, input.value).catch((e: unknown) => e);
    expect(isAssetTagClash(error)).toBe(true);
    expect(isAssetTagClash(new Error('UNIQUE constraint failed: lots.schedule_id'))).toBe(false);
    expect(await db.select({ id: lots.id }).from(lots)).toEqual(before);
  });

  it('refuses an unknown grade or a malformed tag (422, in Portuguese, naming the field) and nothing changes', async () => {
    const before = (await db.select({ id: lots.id }).from(lots)).length;
    for (const [body, field, message] of [
      [{ functional_grade: 'excellent' }, 'functional_grade', 'Estado funcional inválido'],
      [{ cosmetic_grade: 'E' }, 'cosmetic_grade', 'Estado estético inválido'],
      [{ asset_tag: 'NB 42/1' }, 'asset_tag', 'Etiqueta patrimonial inválida: use de 1 a 40 letras, números, ponto, hífen ou sublinhado'],
    ] as const) {
      const res = await create(body);
      expect([res.status, res.json], field).toEqual([422, { error: message, fields: { [field]: message } }]);
    }
    expect((await db.select({ id: lots.id }).from(lots)).length).toBe(before);

    const lot = await create({ functional_grade: 'tested', cosmetic_grade: 'B' });
    const id = lot.json.data.id as number;
    const bad = await put(id, { cosmetic_grade: 'Z', title: 'Não muda' });
    expect([bad.status, bad.json.fields]).toEqual([422, { cosmetic_grade: 'Estado estético inválido' }]);
    expect(await lotRow(id)).toMatchObject({ title: 'Notebook Dell Latitude 5420', functionalGrade: 'tested', cosmeticGrade: 'B' });
  });

  it('a member cannot set them (403) and a visitor is asked to sign in (401); nothing changes', async () => {
    const lot = await create({ asset_tag: tag(), cosmetic_grade: 'C' });
    const id = lot.json.data.id as number;
    const row = gradesOf(await lotRow(id));
    expect((await put(id, { asset_tag: tag(), cosmetic_grade: 'A' }, member.token)).status).toBe(403);
    expect((await call(`/api/auctions/${id}`, { method: 'PUT', body: { asset_tag: tag(), cosmetic_grade: 'A' } })).status).toBe(401);
    expect((await create({ asset_tag: tag() }, member.token)).status).toBe(403);
    expect(gradesOf(await lotRow(id))).toEqual(row);
  });
});

const CODE = /^ARM-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;
const REPORT_LOCKED = 'O relatório não pode mudar depois do primeiro lance.';
const CERTIFICATE_LOCKED = 'O certificado não pode mudar depois do primeiro lance.';
const CLOSED = 'O relatório e o certificado de um leilão encerrado não podem mudar.';

const named = ({ name, text }: EquipmentUpload) => ({ name, text });

/** A machine's report body: its lshw, smartctl and battery files (a list of uploads, as the fixtures give them). */
function reportBody(files: readonly EquipmentUpload[]) {
  const lshw = files.find((f) => f.kind === 'lshw');
  const battery = files.find((f) => f.kind === 'battery');
  return {
    ...(lshw && { lshw: named(lshw) }),
    smartctl: files.filter((f) => f.kind === 'smartctl').map(named),
    ...(battery && { battery: named(battery) }),
  };
}

const manifestOf = (machine: MachineName) => HARDWARE_FIXTURES[machine].find((f) => f.kind === 'wipe')!;

const putReport = (id: number, body: unknown, token: string | null = admin.token) =>
  call(`/api/auctions/${id}/hardware-report`, { method: 'PUT', token: token ?? undefined, body });
const putCertificate = (id: number, body: unknown, token: string | null = admin.token) =>
  call(`/api/auctions/${id}/wipe-certificate`, { method: 'PUT', token: token ?? undefined, body });
const attachMachine = async (id: number, machine: MachineName) => {
  const report = await putReport(id, reportBody(HARDWARE_FIXTURES[machine]));
  expect(report.status, report.text).toBe(200);
  const manifest = HARDWARE_FIXTURES[machine].find((f) => f.kind === 'wipe');
  if (!manifest) return report;
  const certificate = await putCertificate(id, { manifest: named(manifest) });
  expect(certificate.status, certificate.text).toBe(200);
  return certificate;
};
const removeReport = (id: number, token: string | null = admin.token) =>
  call(`/api/auctions/${id}/hardware-report`, { method: 'DELETE', token: token ?? undefined });
const removeCertificate = (id: number, token: string | null = admin.token) =>
  call(`/api/auctions/${id}/wipe-certificate`, { method: 'DELETE', token: token ?? undefined });

async function columnsOf(id: number) {
  const [row] = await db.select(lotEquipmentColumns).from(lots).where(eq(lots.id, id));
  return row!;
}

const r2Keys = async (id: number) => (await env.MEDIA.list({ prefix: `equipment/${id}/` })).objects.map((o) => o.key).sort();

/** Everything a change may touch: the lot's columns, the three tables' rows and the lot's R2 objects. */
async function stateOf(id: number) {
  return {
    columns: await columnsOf(id),
    reports: await db.select().from(lotHardwareReports).where(eq(lotHardwareReports.lotId, id)),
    certificates: await db.select().from(lotWipeCertificates).where(eq(lotWipeCertificates.lotId, id)),
    files: await db.select().from(lotEquipmentFiles).where(eq(lotEquipmentFiles.lotId, id)).orderBy(lotEquipmentFiles.id),
    r2: await r2Keys(id),
  };
}

const NONE = { memoryGb: null, storageGb: null, storageClass: null, batteryHealth: null, wipeMethod: null, verifiedAt: null };

async function sha256Of(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function lastAudit(id: number, action: string) {
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

describe('PUT /api/auctions/{id}/hardware-report and /wipe-certificate', () => {
  it.each(Object.keys(HARDWARE_FIXTURES) as MachineName[])(
    'attaches the %s: the lot’s columns, the report and certificate rows, the file rows and the R2 objects',
    async (machine) => {
      const lot = await insertLot({ title: machine });
      const files = HARDWARE_FIXTURES[machine];
      const answer = await attachMachine(lot.id, machine);

      const state = await stateOf(lot.id);
      expect(state.columns).toEqual(EXPECTED[machine]);
      expect(state.reports).toHaveLength(1);
      expect(state.reports[0]!.summary.drives.map((d) => d.file)).toEqual(files.filter((f) => f.kind === 'smartctl').map((f) => f.name));
      expect(state.reports[0]!.reportedAt).toBe(EXPECTED[machine].verifiedAt);
      const manifest = files.find((f) => f.kind === 'wipe');
      expect(state.certificates.map((c) => c.code)).toEqual(manifest ? [expect.stringMatching(CODE)] : []);
      expect(state.files.map((f) => [f.kind, f.name])).toEqual(files.map((f) => [f.kind, f.name]));
      for (const file of files) {
        const row = state.files.find((f) => f.name === file.name)!;
        const sha256 = await sha256Of(file.text);
        expect(row).toMatchObject({
          sha256,
          r2Key: `equipment/${lot.id}/${sha256}`,
          sizeBytes: new TextEncoder().encode(file.text).length,
        });
        expect(await (await env.MEDIA.get(row.r2Key))!.text()).toBe(file.text);
      }
      expect(state.r2).toEqual([...new Set(state.files.map((f) => f.r2Key))].sort());

      // the answer is what the dialog shows: serials whole, the certificate's code
      expect(answer.json.data.report.drives.map((d: { serial: string }) => d.serial)).toEqual(
        state.reports[0]!.summary.drives.map((d) => d.serial),
      );
      expect(answer.json.data.certificate?.code ?? null).toBe(state.certificates[0]?.code ?? null);
      const expected = EXPECTED[machine];
      expect(answer.json.data.figures).toEqual({
        memory_gb: expected.memoryGb,
        storage_gb: expected.storageGb,
        storage_class: expected.storageClass,
        battery_health: expected.batteryHealth,
        wipe_method: expected.wipeMethod,
        verified_at: expected.verifiedAt,
      });
      const shown = await call(`/api/auctions/${lot.id}/equipment`, { token: admin.token });
      expect(shown.json.data).toEqual(answer.json.data);
      // the catalogue reads the same figures
      const read = await call(`/api/auctions/${lot.id}`);
      expect(read.json.data).toMatchObject({ memory_gb: EXPECTED[machine].memoryGb, wipe_method: EXPECTED[machine].wipeMethod });

      const audited = await lastAudit(lot.id, 'lot.hardware_report.attach');
      expect(audited!.actorUserId).toBe(admin.id);
      expect(audited!.details).toMatchObject({
        files: files.filter((f) => f.kind !== 'wipe').map((f) => f.name),
        figures: { memory_gb: EXPECTED[machine].memoryGb, storage_gb: EXPECTED[machine].storageGb },
        machine: { drives: files.filter((f) => f.kind === 'smartctl').length },
      });
      if (manifest) {
        expect((await lastAudit(lot.id, 'lot.wipe_certificate.attach'))!.details).toMatchObject({
          files: [manifest.name],
          certificate: { code: state.certificates[0]!.code },
          figures: { wipe_method: EXPECTED[machine].wipeMethod },
        });
      }
    },
  );

  it('replacing the report deletes the old files’ R2 objects and recomputes the columns against the certificate there', async () => {
    const lot = await insertLot({ title: 'troca de relatório' });
    await attachMachine(lot.id, 'laptop');
    const before = await stateOf(lot.id);
    const laptopReportKeys = before.files.filter((f) => f.kind !== 'wipe').map((f) => f.r2Key);

    // the NVMe machine's drive is not in the laptop's manifest: no wipe method any more
    const replaced = await putReport(lot.id, reportBody(HARDWARE_FIXTURES['nvme-workstation']));
    expect(replaced.status, replaced.text).toBe(200);
    const after = await stateOf(lot.id);
    expect(after.columns).toEqual({ ...EXPECTED['nvme-workstation'], wipeMethod: null });
    expect(after.files.map((f) => f.name).sort()).toEqual(
      ['laptop.wipe.json', 'nvme-workstation.battery.txt', 'nvme-workstation.lshw.json', 'nvme-workstation.smartctl.nvme0.json'].sort(),
    );
    for (const key of laptopReportKeys) expect(after.r2, key).not.toContain(key);
    expect(after.r2).toEqual([...new Set(after.files.map((f) => f.r2Key))].sort());
    expect(after.certificates).toEqual(before.certificates);

    // and the certificate the other way round: the NVMe machine's manifest covers its drive
    const certificate = await putCertificate(lot.id, { manifest: named(manifestOf('nvme-workstation')) });
    expect(certificate.status, certificate.text).toBe(200);
    const last = await stateOf(lot.id);
    expect(last.columns).toEqual(EXPECTED['nvme-workstation']);
    expect(last.r2).not.toContain(before.files.find((f) => f.kind === 'wipe')!.r2Key);
    expect(last.r2).toEqual([...new Set(last.files.map((f) => f.r2Key))].sort());
  });

  it('gives a fresh verification code each time a manifest is attached; the old code is no longer in D1', async () => {
    const lot = await insertLot({ title: 'código novo' });
    await attachMachine(lot.id, 'failing-hdd');
    const [first] = await db.select().from(lotWipeCertificates).where(eq(lotWipeCertificates.lotId, lot.id));
    const again = await putCertificate(lot.id, { manifest: named(manifestOf('failing-hdd')) });
    expect(again.status).toBe(200);
    const [second] = await db.select().from(lotWipeCertificates).where(eq(lotWipeCertificates.lotId, lot.id));
    expect(first!.code).toMatch(CODE);
    expect(second!.code).toMatch(CODE);
    expect(second!.code).not.toBe(first!.code);
    expect(again.json.data.certificate.code).toBe(second!.code);
    expect(await db.select().from(lotWipeCertificates).where(eq(lotWipeCertificates.code, first!.code))).toEqual([]);
    // the same bytes: the same R2 object, still there once
    expect(await r2Keys(lot.id)).toEqual([...new Set((await stateOf(lot.id)).files.map((f) => f.r2Key))].sort());
  });

  it.each(Object.keys(BROKEN_FIXTURES) as (keyof typeof BROKEN_FIXTURES)[])(
    'refuses the broken file %s with 422 naming it, and nothing changes (rows, columns, R2)',
    async (name) => {
      const broken = BROKEN_FIXTURES[name];
      const lot = await insertLot({ title: `quebrado ${name}` });
      await attachMachine(lot.id, 'laptop');
      const before = await stateOf(lot.id);
      const laptop = HARDWARE_FIXTURES.laptop;
      const res =
        broken.kind === 'wipe'
          ? await putCertificate(lot.id, { manifest: named(broken) })
          : await putReport(
              lot.id,
              reportBody(broken.kind === 'lshw' ? [broken] : [...laptop.filter((f) => f.kind === 'lshw' || f.kind === 'smartctl'), broken]),
            );
      expect(res.status, res.text).toBe(422);
      expect(res.json.files).toEqual([{ file: broken.name, message: expect.stringContaining(broken.name) }]);
      expect(res.json.error).toBe(res.json.files[0].message);
      expect(await stateOf(lot.id)).toEqual(before);
    },
  );

  it('answers a body without its files 422 naming the field, and a name already attached 422 naming the file', async () => {
    const lot = await insertLot({ title: 'corpo inválido' });
    await attachMachine(lot.id, 'laptop');
    const before = await stateOf(lot.id);
    const missing = await putReport(lot.id, { smartctl: [] });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.json.fields)).toEqual(['lshw']);
    const noManifest = await putCertificate(lot.id, { manifest: { name: 'a/b.json', text: '{}' } });
    expect([noManifest.status, noManifest.json.fields]).toEqual([
      422,
      { manifest: 'Nome de arquivo inválido: de 1 a 200 caracteres, sem barras.' },
    ]);

    // a report file named like the certificate's manifest, which stays
    const lshw = HARDWARE_FIXTURES.laptop.find((f) => f.kind === 'lshw')!;
    const clash = await putReport(lot.id, { lshw: { name: 'laptop.wipe.json', text: lshw.text } });
    expect(clash.status).toBe(422);
    expect(clash.json.files).toEqual([
      {
        file: 'laptop.wipe.json',
        message: 'O arquivo laptop.wipe.json tem o nome de outro arquivo já anexado a este lote: renomeie-o e envie de novo.',
      },
    ]);
    expect(await stateOf(lot.id)).toEqual(before);
  });
});

describe('DELETE /api/auctions/{id}/hardware-report and /wipe-certificate', () => {
  it('removes each part with its files and R2 objects; the columns follow what stays; removing nothing is 404', async () => {
    const lot = await insertLot({ title: 'remoção' });
    await attachMachine(lot.id, 'laptop');
    const removed = await removeReport(lot.id);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json.data.report).toBeNull();
    let state = await stateOf(lot.id);
    expect(state.reports).toEqual([]);
    expect(state.files.map((f) => f.name)).toEqual(['laptop.wipe.json']);
    expect(state.r2).toEqual([state.files[0]!.r2Key]);
    // without a report, the manifest's own drives stand for the machine's
    expect(state.columns).toEqual({ ...NONE, wipeMethod: 'Purge' });
    expect((await lastAudit(lot.id, 'lot.hardware_report.remove'))!.details).toMatchObject({
      files: ['laptop.lshw.json', 'laptop.smartctl.sda.json', 'laptop.battery.txt'],
    });

    const gone = await removeCertificate(lot.id);
    expect(gone.status).toBe(200);
    state = await stateOf(lot.id);
    expect(state).toEqual({ columns: NONE, reports: [], certificates: [], files: [], r2: [] });
    expect(await lastAudit(lot.id, 'lot.wipe_certificate.remove')).toBeDefined();

    expect([(await removeReport(lot.id)).json.error, (await removeCertificate(lot.id)).json.error]).toEqual([
      'Este lote não tem relatório da máquina.',
      'Este lote não tem certificado de apagamento.',
    ]);
    expect((await removeReport(lot.id)).status).toBe(404);
  });

  it('removing the certificate keeps the report and clears the wipe method', async () => {
    const lot = await insertLot({ title: 'sem certificado' });
    await attachMachine(lot.id, 'server-4-drives');
    expect((await removeCertificate(lot.id)).status).toBe(200);
    expect(await columnsOf(lot.id)).toEqual({ ...EXPECTED['server-4-drives'], wipeMethod: null });
    const state = await stateOf(lot.id);
    expect(state.reports).toHaveLength(1);
    expect(state.r2).toEqual([...new Set(state.files.map((f) => f.r2Key))].sort());
  });
});

describe('who may change a lot’s report, and when', () => {
  it('refuses every change once the lot has a bid (409), and nothing changes', async () => {
    const created = await create({ title: 'Com lance', start_price: 100 });
    const id = created.json.data.id as number;
    await attachMachine(id, 'laptop');
    const bid = await call(`/api/auctions/${id}/bid`, { method: 'POST', token: member.token, body: { amount: 110 } });
    expect(bid.status, bid.text).toBe(201);
    const before = await stateOf(id);
    const answers = [
      await putReport(id, reportBody(HARDWARE_FIXTURES.desktop)),
      await putCertificate(id, { manifest: named(manifestOf('failing-hdd')) }),
      await removeReport(id),
      await removeCertificate(id),
    ];
    expect(answers.map((a) => [a.status, a.json.error])).toEqual([
      [409, REPORT_LOCKED],
      [409, CERTIFICATE_LOCKED],
      [409, REPORT_LOCKED],
      [409, CERTIFICATE_LOCKED],
    ]);
    expect(await stateOf(id)).toEqual(before);
  });

  it('refuses a closed lot (409) and an unknown lot (404), writing nothing', async () => {
    const closed = await insertLot({ title: 'Encerrado', status: 'closed', endsAt: Date.now() - DAY });
    const res = await putReport(closed.id, reportBody(HARDWARE_FIXTURES.laptop));
    expect([res.status, res.json.error]).toEqual([409, CLOSED]);
    expect(await stateOf(closed.id)).toEqual({ columns: NONE, reports: [], certificates: [], files: [], r2: [] });
    for (const answer of [
      await putReport(999_999, reportBody(HARDWARE_FIXTURES.laptop)),
      await putCertificate(999_999, { manifest: named(manifestOf('laptop')) }),
      await removeReport(999_999),
      await call('/api/auctions/999999/equipment', { token: admin.token }),
    ]) {
      expect([answer.status, answer.json.error]).toEqual([404, 'Lote não encontrado.']);
    }
    expect(await r2Keys(999_999)).toEqual([]);
  });

  it('refuses a member (403) and a visitor (401), writing nothing', async () => {
    const lot = await insertLot({ title: 'Alheio' });
    const body = reportBody(HARDWARE_FIXTURES.laptop);
    expect((await putReport(lot.id, body, member.token)).status).toBe(403);
    expect((await putReport(lot.id, body, null)).status).toBe(401);
    expect((await putCertificate(lot.id, { manifest: named(manifestOf('laptop')) }, member.token)).status).toBe(403);
    expect((await putCertificate(lot.id, { manifest: named(manifestOf('laptop')) }, null)).status).toBe(401);
    expect((await call(`/api/auctions/${lot.id}/equipment`, { token: member.token })).status).toBe(403);
    expect((await call(`/api/auctions/${lot.id}/equipment`)).status).toBe(401);
    expect(await stateOf(lot.id)).toEqual({ columns: NONE, reports: [], certificates: [], files: [], r2: [] });

    await attachMachine(lot.id, 'laptop');
    const before = await stateOf(lot.id);
    expect((await removeReport(lot.id, member.token)).status).toBe(403);
    expect((await removeCertificate(lot.id, null)).status).toBe(401);
    expect(await stateOf(lot.id)).toEqual(before);
  });

  it('takes up to 4 MB on the equipment routes (413 above), while every other JSON route stays at 64 KB', async () => {
    const lot = await insertLot({ title: 'grande' });
    const huge = await putReport(lot.id, { lshw: { name: 'grande.lshw.json', text: 'x'.repeat(5 * 1024 * 1024) } });
    expect([huge.status, huge.json.error]).toEqual([413, 'Os arquivos são grandes demais: até 4 MB por envio.']);
    // 3 MB passes the body limit; the file itself is refused by its size, named
    const big = await putReport(lot.id, { lshw: { name: 'grande.lshw.json', text: 'x'.repeat(3 * 1024 * 1024) } });
    expect([big.status, big.json.files]).toEqual([
      422,
      [{ file: 'grande.lshw.json', message: 'O arquivo grande.lshw.json passa de 2 MB.' }],
    ]);
    expect(await stateOf(lot.id)).toEqual({ columns: NONE, reports: [], certificates: [], files: [], r2: [] });
    const edit = await put(lot.id, { title: 'x', description: 'y'.repeat(100 * 1024) });
    expect(edit.status).toBe(413);
  });
});
