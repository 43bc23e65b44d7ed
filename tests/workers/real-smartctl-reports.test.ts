/**
 * Real `smartctl --json` reports (tests/fixtures/hardware/real/) through the real Worker, D1 and the lot page:
 * drives whose reports leave out the rotation rate, the capacity or the SMART verdict are attached and shown for
 * what the reports say; smartctl's answers that describe no drive are refused, naming the file and why.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { EquipmentUpload } from '~/domain/equipment/equipment-upload';
import { lotEquipmentFiles, lotHardwareReports } from '~/server/db/schema';
import { HARDWARE_FIXTURES } from '../fixtures/hardware';
import { REAL_DRIVE_REPORTS as REAL, REAL_NO_DRIVE_ANSWERS } from '../fixtures/hardware/real';
import { call, db, get, insertLot, signedInUser, type Member } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });

let admin: Member;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
});

const named = ({ name, text }: EquipmentUpload) => ({ name, text });
const lshw = HARDWARE_FIXTURES.laptop.find((f) => f.kind === 'lshw')!;

/** The laptop's lshw with these drives' reports, attached by an administrator. */
const attachDrives = (lotId: number, drives: EquipmentUpload[]) =>
  call(`/api/auctions/${lotId}/hardware-report`, {
    method: 'PUT',
    token: admin.token,
    body: { lshw: named(lshw), smartctl: drives.map(named) },
  });

/** The Intel RAID volume's real report without its capacity, as a drive that gives none would print it. */
function raidVolumeWithoutCapacity(): EquipmentUpload {
  const json = JSON.parse(REAL.raidVolumeNoSmart.text) as Record<string, unknown>;
  delete json.user_capacity;
  return { kind: 'smartctl', name: 'raid-volume-sem-capacidade.json', text: JSON.stringify(json, null, 2) };
}

describe('real smartctl reports through PUT /api/auctions/{id}/hardware-report and the sheet', () => {
  it('attaches a SAS drive read by smartctl 6.7, a RAID volume without SMART data and an ATA drive without rotation rate, and shows what each says', async () => {
    const lot = await insertLot({ title: 'Servidor com discos reais' });
    const res = await attachDrives(lot.id, [REAL.sasSmartctl67, REAL.raidVolumeNoSmart, REAL.ataNoRotationRate]);
    expect(res.status, res.text).toBe(200);
    // some drive spins; 1200 + 1000 + 200 GB
    expect(res.json.data.figures).toMatchObject({ storage_gb: 2400, storage_class: 'hdd' });

    const sheet = await call(`/api/auctions/${lot.id}/hardware-report`);
    expect(sheet.status, sheet.text).toBe(200);
    expect(sheet.json.data.drives).toEqual([
      expect.objectContaining({
        model: 'SEAGATE ST1200MM0088',
        kind: 'hdd',
        protocol: 'SCSI',
        capacity_bytes: 1200243695616,
        health: 'healthy',
        smart_passed: true,
        power_on_hours: 5675,
        reallocated_sectors: 0,
        media_errors: 0,
      }),
      expect.objectContaining({
        model: 'Intel Raid 1 Volume',
        kind: 'hdd',
        capacity_bytes: 1000202043392,
        health: 'unknown',
        smart_passed: null,
      }),
      expect.objectContaining({ model: 'ST3200820AS', kind: null, protocol: 'ATA', capacity_bytes: 200049647616, health: 'healthy' }),
    ]);

    const html = await (await get(`/lotes/${lot.id}`)).text();
    for (const text of [
      'SEAGATE ST1200MM0088',
      '1,2 TB',
      'Saudável — 0 setores realocados',
      'Intel Raid 1 Volume',
      'data-health="unknown"',
      'Sem dados SMART',
      'ST3200820AS',
      'Tipo não informado',
      '200 GB',
    ]) {
      expect(html, text).toContain(text);
    }
  });

  it("shows a SAS drive with grown defects and uncorrected errors failing, a SAS SSD as 'SSD SAS', and a drive without capacity as such", async () => {
    const lot = await insertLot({ title: 'Servidor SAS' });
    const res = await attachDrives(lot.id, [REAL.sasGrownDefects, REAL.sasSsd, raidVolumeWithoutCapacity()]);
    expect(res.status, res.text).toBe(200);
    // the capacities the reports give: 73,4 + 800,2 GB
    expect(res.json.data.figures).toMatchObject({ storage_gb: 874, storage_class: 'hdd' });

    const html = await (await get(`/lotes/${lot.id}`)).text();
    expect(html).toContain('data-health="failing"');
    for (const text of ['Falhando — 260 setores realocados, 536 erros não corrigidos', 'SSD SAS', '800 GB', 'Capacidade não informada']) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toContain('SSD SATA');
  });

  it.each([
    {
      answer: REAL_NO_DRIVE_ANSWERS.errorOpenFailed,
      message:
        'O arquivo error-open-failed-no-device.json não descreve um disco: o smartctl não conseguiu ler o dispositivo ("Smartctl open device: /dev/sda failed: \\\\.\\PhysicalDrive0: Open failed, Error=5").',
    },
    {
      answer: REAL_NO_DRIVE_ANSWERS.healthOnly,
      message:
        'O arquivo health-only-no-identity.json não descreve um disco: não traz o modelo nem o número de série. Gere-o com smartctl --json -a.',
    },
  ])('refuses $answer.name (no drive) with 422 naming the file and why, and attaches nothing', async ({ answer, message }) => {
    const lot = await insertLot({ title: `sem disco ${answer.name}` });
    const res = await attachDrives(lot.id, [REAL.sasSmartctl67, answer]);
    expect(res.status, res.text).toBe(422);
    expect(res.json).toMatchObject({ error: message, files: [{ file: answer.name, message }] });
    expect(await db.select().from(lotHardwareReports).where(eq(lotHardwareReports.lotId, lot.id))).toEqual([]);
    expect(await db.select().from(lotEquipmentFiles).where(eq(lotEquipmentFiles.lotId, lot.id))).toEqual([]);
  });
});
