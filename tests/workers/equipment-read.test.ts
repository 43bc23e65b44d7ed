/**
 * Verified equipment, read, inside the Workers runtime: the sheet (public; serials masked except for
 * administrators and the lot's winner once paid), the raw files (approved members; the others get the member's
 * copy, administrators and the paid winner the original bytes; another lot's file is unknown), certificate codes,
 * the lot page and the certificate pages as a visitor sees them, and the pickup counter's serials.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkEquipmentUploads } from '~/domain/equipment/equipment-upload';
import { LSHW_ROOT_ID, memberCopyOf } from '~/domain/equipment/member-copy';
import { maskSerial } from '~/domain/equipment/serial-mask';
import type { EquipmentFileKind } from '~/domain/equipment/summary';
import { pickupDays } from '~/domain/pickup-slots';
import { formatDate, formatDateTime } from '~/i18n/format';
import { lotEquipmentFiles, lotHardwareReports, lotWipeCertificates } from '~/server/db/schema';
import { HARDWARE_FIXTURES, type MachineName } from '../fixtures/hardware';
import { call, db, get, insertLot, lotWonBy, post, signedInUser, type Member } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });

/** A machine's fixture files as parsed by the parsers, attached straight into D1 and R2 (what attachEquipment writes). */
async function attach(lotId: number, machine: MachineName) {
  const code = `ARM-${String(lotId).padStart(4, '0').slice(-4)}-TEST`;
  const uploads = HARDWARE_FIXTURES[machine];
  const checked = checkEquipmentUploads(uploads, '2026-11-20T12:00:00.000Z');
  if (!checked.ok) throw new Error(`fixture ${machine} refused: ${JSON.stringify(checked.problems)}`);
  const report = checked.report!;
  await db
    .insert(lotHardwareReports)
    .values({ lotId, summary: report, reportedAt: report.reportedAt, updatedAt: new Date().toISOString() });
  if (checked.wipe)
    await db.insert(lotWipeCertificates).values({ lotId, code, records: checked.wipe, issuedAt: '2026-11-21T13:00:00.000Z' });
  const files: Partial<Record<EquipmentFileKind, { id: number; text: string }>> = {};
  for (const upload of uploads) {
    const r2Key = `equipment/${lotId}/${crypto.randomUUID()}`;
    await env.MEDIA.put(r2Key, upload.text);
    const [row] = await db
      .insert(lotEquipmentFiles)
      .values({ lotId, kind: upload.kind, name: upload.name, r2Key, sizeBytes: upload.text.length, sha256: r2Key.slice(-16) })
      .returning({ id: lotEquipmentFiles.id });
    files[upload.kind] ??= { id: row!.id, text: upload.text };
  }
  return { report, wipe: checked.wipe, code: checked.wipe ? code : null, files };
}

type Attached = Awaited<ReturnType<typeof attach>>;

let admin: Member;
let winner: Member;
let other: Member;
let unapproved: Member;
let lotId: number;
/** The won lot: the laptop (one SATA SSD wiped with Purge, a battery). */
let laptop: Attached;

const SYSTEM_SERIAL = '7F3KQ63';
const SSD_SERIAL = 'S3TANX0M512345';
const BATTERY_SERIAL = '4127';

beforeAll(async () => {
  [admin, winner, other, unapproved] = await Promise.all([
    signedInUser({ admin: true }),
    signedInUser({ approved: true }),
    signedInUser({ approved: true }),
    signedInUser(),
  ]);
  const won = await lotWonBy(admin, winner, other);
  lotId = won.lot.id;
  await winnerPayment('approved');
  laptop = await attach(lotId, 'laptop');
  // The fixture is what these tests say it is.
  expect(laptop.report).toMatchObject({
    system: { serial: SYSTEM_SERIAL },
    drives: [{ serial: SSD_SERIAL }],
    battery: { serial: BATTERY_SERIAL },
  });
});

/** The won lot's payment, as the house decided it ('pending' until then). */
const winnerPayment = (status: 'pending' | 'approved' | 'rejected') =>
  env.DB.prepare('UPDATE payments SET status = ? WHERE lot_id = ?').bind(status, lotId).run();

const sheetAs = (who?: Member) => call(`/api/auctions/${lotId}/hardware-report`, { token: who?.token });

describe('GET /api/auctions/{id}/hardware-report', () => {
  it('is public: a visitor gets the sheet with every serial masked and no files', async () => {
    const res = await sheetAs();
    expect(res.status).toBe(200);
    const sheet = res.json.data;
    const [cpu] = laptop.report.cpus;
    expect(sheet).toMatchObject({
      verified_at: laptop.report.reportedAt,
      serials_whole: false,
      system: { vendor: 'Dell', model: 'Latitude 5410', serial: maskSerial(SYSTEM_SERIAL), chassis: 'notebook' },
      cpus: [{ model: cpu!.model, cores: cpu!.cores, threads: cpu!.threads }],
      memory: { total_bytes: laptop.report.memory.totalBytes },
      battery: { health_percent: 87, cycle_count: 312, serial: maskSerial(BATTERY_SERIAL) },
      certificate: { code: laptop.code, method: 'Purge' },
      files: [],
    });
    expect(sheet.drives).toEqual([
      expect.objectContaining({
        model: 'SAMSUNG MZNLN512HAJQ-000L7',
        serial: maskSerial(SSD_SERIAL),
        kind: 'ssd',
        health: laptop.report.drives[0]!.health,
        wipe: {
          method: 'Purge',
          technique: 'ATA Secure Erase (Enhanced)',
          tool: 'hdparm 9.65',
          finished_at: laptop.wipe![0]!.finishedAt,
          verified: true,
        },
      }),
    ]);
    expect(maskSerial(BATTERY_SERIAL)).toBe('••••');
    for (const serial of [SYSTEM_SERIAL, SSD_SERIAL]) expect(res.text).not.toContain(serial);
  });

  it('masks the serials for a member who did not win, and lists the raw files for them', async () => {
    const res = await sheetAs(other);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      serials_whole: false,
      system: { serial: maskSerial(SYSTEM_SERIAL) },
      drives: [{ serial: maskSerial(SSD_SERIAL) }],
      battery: { serial: maskSerial(BATTERY_SERIAL) },
    });
    for (const serial of [SYSTEM_SERIAL, SSD_SERIAL]) expect(res.text).not.toContain(serial);
    expect(res.json.data.files.map((f: { name: string }) => f.name)).toEqual([
      'laptop.battery.txt',
      'laptop.lshw.json',
      'laptop.smartctl.sda.json',
      'laptop.wipe.json',
    ]);
  });

  it('lists no raw files for an account not yet approved', async () => {
    const res = await sheetAs(unapproved);
    expect(res.status).toBe(200);
    expect(res.json.data.files).toEqual([]);
  });

  it('masks the serials for an unpaid winner until the payment is approved', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      await winnerPayment(status);
      const res = await sheetAs(winner);
      expect(res.json.data, status).toMatchObject({ serials_whole: false, system: { serial: maskSerial(SYSTEM_SERIAL) } });
      for (const serial of [SYSTEM_SERIAL, SSD_SERIAL]) expect(res.text, status).not.toContain(serial);
    }
    await winnerPayment('approved');
    expect((await sheetAs(winner)).json.data).toMatchObject({ serials_whole: true, system: { serial: SYSTEM_SERIAL } });
  });

  it('shows the serials whole to an administrator and to the lot’s winner once paid', async () => {
    for (const who of [admin, winner]) {
      const res = await sheetAs(who);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        serials_whole: true,
        system: { serial: SYSTEM_SERIAL },
        drives: [{ serial: SSD_SERIAL }],
        battery: { serial: BATTERY_SERIAL },
      });
    }
  });

  it('is 404 with its message for a lot without a report, and "Lote não encontrado." for no lot', async () => {
    const bare = await insertLot({ title: 'Monitor sem relatório' });
    expect(await call(`/api/auctions/${bare.id}/hardware-report`)).toMatchObject({
      status: 404,
      json: { error: 'Este lote não tem relatório da máquina.' },
    });
    expect(await call('/api/auctions/987654/hardware-report')).toMatchObject({ status: 404, json: { error: 'Lote não encontrado.' } });
  });
});

describe('GET /api/auctions/{id}/equipment-files/{fileId}', () => {
  const fileAs = (fileId: number, who?: Member, lot = lotId) =>
    call(`/api/auctions/${lot}/equipment-files/${fileId}`, { token: who?.token });

  it('refuses visitors with 401', async () => {
    expect(await fileAs(laptop.files.lshw!.id)).toMatchObject({ status: 401, json: { error: 'Faça login para continuar.' } });
  });

  it('refuses an account not yet approved with 403, for every file', async () => {
    for (const kind of ['lshw', 'smartctl', 'battery', 'wipe'] as const) {
      const res = await fileAs(laptop.files[kind]!.id, unapproved);
      expect(res.status, kind).toBe(403);
      expect(res.json.error, kind).toContain('aprovada pelo administrador');
    }
  });

  it('gives a member who did not win the allow-listed copy, with no serial nor identifier, as an attachment', async () => {
    const lshw = await fileAs(laptop.files.lshw!.id, other);
    expect(lshw.status).toBe(200);
    expect(lshw.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(lshw.headers.get('Content-Disposition')).toBe(`attachment; filename="laptop.lshw.json"; filename*=UTF-8''laptop.lshw.json`);
    const tree = JSON.parse(lshw.text);
    expect(tree).toMatchObject({ id: LSHW_ROOT_ID, product: 'Latitude 5410 (09D1)' });
    expect(tree).not.toHaveProperty('serial');
    for (const secret of [SYSTEM_SERIAL, SSD_SERIAL, 'lat5410-0042']) expect(lshw.text).not.toContain(secret);
    expect(lshw.text).toBe(memberCopyOf('lshw', laptop.files.lshw!.text));

    const smart = await fileAs(laptop.files.smartctl!.id, other);
    expect(smart.status).toBe(200);
    expect(JSON.parse(smart.text)).toMatchObject({ model_name: 'SAMSUNG MZNLN512HAJQ-000L7' });
    for (const secret of [SSD_SERIAL, '40561912345', 'serial_number', 'wwn']) expect(smart.text).not.toContain(secret);

    const wipe = await fileAs(laptop.files.wipe!.id, other);
    expect(wipe.status).toBe(200);
    expect(JSON.parse(wipe.text).drives[0]).toMatchObject({ model: 'SAMSUNG MZNLN512HAJQ-000L7', operator: 'Marina Costa' });
    expect(wipe.text).not.toContain(SSD_SERIAL);

    const battery = await fileAs(laptop.files.battery!.id, other);
    expect(battery.status).toBe(200);
    expect(battery.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(battery.text).not.toContain('SERIAL_NUMBER');
    expect(battery.text).toContain('POWER_SUPPLY_CYCLE_COUNT=312\n');
  });

  it('gives an unpaid winner the member’s copy until the payment is approved', async () => {
    await winnerPayment('pending');
    try {
      for (const kind of ['lshw', 'smartctl', 'battery', 'wipe'] as const) {
        const res = await fileAs(laptop.files[kind]!.id, winner);
        expect(res.status, kind).toBe(200);
        expect(res.text, kind).toBe(memberCopyOf(kind, laptop.files[kind]!.text));
      }
    } finally {
      await winnerPayment('approved');
    }
  });

  it('gives an administrator and the paid winner the original bytes', async () => {
    for (const who of [admin, winner]) {
      for (const kind of ['lshw', 'smartctl', 'battery', 'wipe'] as const) {
        const res = await fileAs(laptop.files[kind]!.id, who);
        expect(res.status, kind).toBe(200);
        expect(res.text, kind).toBe(laptop.files[kind]!.text);
      }
    }
  });

  it('answers 404 for another lot’s file id through this lot, and for no file at all', async () => {
    const elsewhere = await insertLot({ title: 'Desktop de outro lote' });
    const theirs = await attach(elsewhere.id, 'desktop');
    for (const who of [other, admin]) {
      expect(await fileAs(theirs.files.lshw!.id, who)).toMatchObject({ status: 404, json: { error: 'Arquivo não encontrado.' } });
      expect(await fileAs(999_999, who)).toMatchObject({ status: 404, json: { error: 'Arquivo não encontrado.' } });
    }
    expect((await fileAs(theirs.files.lshw!.id, other, elsewhere.id)).status).toBe(200);
  });
});

describe('GET /api/certificates/{code}', () => {
  it('confirms a code, in any case, with the lot and the drives’ serials masked even for the winner', async () => {
    for (const asked of [laptop.code!, laptop.code!.toLowerCase()]) {
      const res = await call(`/api/certificates/${asked}`, { token: winner.token });
      expect(res.status, asked).toBe(200);
      expect(res.json.data).toEqual({
        code: laptop.code,
        issued_at: '2026-11-21T13:00:00.000Z',
        method: 'Purge',
        lot: { id: lotId, title: 'Servidor Dell PowerEdge R740' },
        drives: [
          {
            model: 'SAMSUNG MZNLN512HAJQ-000L7',
            serial: maskSerial(SSD_SERIAL),
            method: 'Purge',
            finished_at: laptop.wipe![0]!.finishedAt,
            verified: true,
          },
        ],
      });
    }
  });

  it('answers 404 "Certificado não encontrado." for an unknown or malformed code', async () => {
    for (const unknown of ['ARM-ZZZZ-ZZZZ', 'nada', 'ARM-1234']) {
      expect(await call(`/api/certificates/${unknown}`), unknown).toMatchObject({
        status: 404,
        json: { error: 'Certificado não encontrado.' },
      });
    }
  });
});

describe('pages', () => {
  it('the lot page shows a visitor the verified sheet and the wipe badge, serials masked, without download links', async () => {
    const res = await get(`/lotes/${lotId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const text of [
      'Ficha técnica verificada',
      'Verificado pelo relatório da máquina',
      `em ${formatDate(laptop.report.reportedAt)}`,
      laptop.report.cpus[0]!.model,
      'SAMSUNG MZNLN512HAJQ-000L7',
      'SSD SATA',
      '512 GB',
      'Saudável',
      '87% da capacidade original, 312 ciclos',
      'ATA Secure Erase (Enhanced)',
      maskSerial(SSD_SERIAL),
      'Dados apagados — NIST 800-88 Purge',
      `href="/lotes/${lotId}/certificado"`,
      'Entre para baixar os arquivos originais do relatório.',
    ]) {
      expect(html, text).toContain(text);
    }
    for (const secret of [SYSTEM_SERIAL, SSD_SERIAL, '/equipment-files/']) expect(html, secret).not.toContain(secret);
  });

  it('the lot page lists the raw files for an approved member', async () => {
    const html = await (await get(`/lotes/${lotId}`, { headers: { Cookie: other.cookie } })).text();
    expect(html).toContain(`href="/api/auctions/${lotId}/equipment-files/${laptop.files.lshw!.id}"`);
    expect(html).not.toContain(SSD_SERIAL);
  });

  it('the lot page tells an account not yet approved that the files come with approval, and links none', async () => {
    const html = await (await get(`/lotes/${lotId}`, { headers: { Cookie: unapproved.cookie } })).text();
    expect(html).toContain('Os arquivos originais do relatório ficam disponíveis quando sua conta for aprovada.');
    expect(html).not.toContain('/equipment-files/');
  });

  it('a drive without a wipe record says "Sem certificado de apagamento", and no badge claims the data is gone', async () => {
    const lot = await insertLot({ title: 'Desktop sem manifesto' });
    await attach(lot.id, 'desktop');
    const html = await (await get(`/lotes/${lot.id}`)).text();
    expect(html.match(/Sem certificado de apagamento/g)?.length).toBe(2);
    expect(html).not.toContain('Dados apagados');
  });

  it('a failing drive says "Falhando" with its figures', async () => {
    const lot = await insertLot({ title: 'Desktop com HD falhando' });
    const failing = await attach(lot.id, 'failing-hdd');
    expect(failing.report.drives[0]!.health).toBe('failing');
    const html = await (await get(`/lotes/${lot.id}`)).text();
    expect(html).toContain('data-health="failing"');
    expect(html).toMatch(/Falhando — [^<]*setores realocados/);
  });

  it('the lot page shows the condition grades by the condition, with the link to what they mean', async () => {
    const lot = await insertLot({ title: 'Notebook com graus' });
    await env.DB.prepare("UPDATE lots SET functional_grade = 'caveats', cosmetic_grade = 'C' WHERE id = ?").bind(lot.id).run();
    const html = await (await get(`/lotes/${lot.id}`)).text();
    expect(html).toContain('Funcional com ressalvas descritas');
    expect(html).toContain('C — marcas visíveis');
    expect(html).toMatch(/data-testid="lot-grades".*?href="\/graus-de-conservacao"/s);
  });

  it('the printable certificate names the house, the lot, each drive and the code; 404 without one', async () => {
    const res = await get(`/lotes/${lotId}/certificado`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const record = laptop.wipe![0]!;
    for (const text of [
      'Certificado de apagamento de dados',
      'Arremate Leilões Ltda.',
      `Leilão #${lotId} — Servidor Dell PowerEdge R740`,
      'SAMSUNG MZNLN512HAJQ-000L7',
      maskSerial(SSD_SERIAL),
      'ATA Secure Erase (Enhanced)',
      'hdparm 9.65',
      'Leitura de 10% dos setores por amostragem — aprovada',
      formatDateTime(record.startedAt),
      formatDateTime(record.finishedAt),
      'Marina Costa',
      laptop.code!,
      `http://arremate.test/certificados/${laptop.code}`,
      'Imprimir',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(formatDateTime(record.startedAt)).toBe('18/11/2026 14:20');
    expect(html).not.toContain(SSD_SERIAL);
    const bare = await insertLot({ title: 'Sem certificado' });
    const missing = await get(`/lotes/${bare.id}/certificado`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Este lote não tem certificado de apagamento.');
  });

  it('the printable certificate shows the winner the serials whole once paid, masked before', async () => {
    const html = await (await get(`/lotes/${lotId}/certificado`, { headers: { Cookie: winner.cookie } })).text();
    expect(html).toContain(SSD_SERIAL);
    await winnerPayment('pending');
    try {
      const unpaid = await (await get(`/lotes/${lotId}/certificado`, { headers: { Cookie: winner.cookie } })).text();
      expect(unpaid).not.toContain(SSD_SERIAL);
      expect(unpaid).toContain(maskSerial(SSD_SERIAL));
    } finally {
      await winnerPayment('approved');
    }
  });

  it('/certificados/{code} says "Certificado válido" in any case, and 404 "Certificado não encontrado." otherwise', async () => {
    const res = await get(`/certificados/${laptop.code!.toLowerCase()}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const text of ['Certificado válido', laptop.code!, `Leilão #${lotId} — Servidor Dell PowerEdge R740`, maskSerial(SSD_SERIAL)]) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toContain(SSD_SERIAL);
    const unknown = await get('/certificados/ARM-ZZZZ-ZZZZ');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Certificado não encontrado.');
  });
});

describe('the pickup counter', () => {
  it('lists the machine’s, the drives’ and the battery’s serials whole with the appointment', async () => {
    await winnerPayment('pending');
    const payment = await env.DB.prepare('SELECT id FROM payments WHERE lot_id = ?').bind(lotId).first<number>('id');
    expect((await post(`/api/admin/payments/${payment}/status`, admin, { status: 'approved' })).status).toBe(200);
    const booked = await post(`/api/auctions/${lotId}/schedule-pickup`, winner, {
      pickup_date: pickupDays(new Date())[0]!,
      pickup_time: '09:00',
    });
    expect(booked.status).toBe(201);
    const list = await call('/api/admin/scheduled-pickups?per_page=100', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.json.data.find((p: { auction_id: number }) => p.auction_id === lotId).equipment_serials).toEqual({
      system: SYSTEM_SERIAL,
      drives: [{ model: 'SAMSUNG MZNLN512HAJQ-000L7', serial: SSD_SERIAL }],
      battery: BATTERY_SERIAL,
    });
  });
});
