import { describe, expect, it } from 'vitest';
import { parseSmartctl, parseSmartctlReport } from '~/domain/equipment/smartctl';
import type { DriveSummary } from '~/domain/equipment/summary';
import { BROKEN_FIXTURES, HARDWARE_FIXTURES } from '../../../fixtures/hardware';

const file = (name: string) =>
  Object.values(HARDWARE_FIXTURES)
    .flat()
    .find((u) => u.name === name)!.text;

function drive(name: string): DriveSummary {
  const outcome = parseSmartctl(file(name));
  if (!outcome.ok) throw new Error(`${name}: ${JSON.stringify(outcome.refusal)}`);
  return outcome.value;
}

/** The laptop's drive with one field changed (or removed, with undefined). */
function laptopWith(change: (json: Record<string, unknown>) => void): string {
  const json = JSON.parse(file('laptop.smartctl.sda.json')) as Record<string, unknown>;
  change(json);
  return JSON.stringify(json);
}

describe('parseSmartctl on the fixtures', () => {
  it("reads the laptop's SATA SSD (rotation rate 0): healthy, no reallocated sector, no pending attribute", () => {
    expect(drive('laptop.smartctl.sda.json')).toEqual({
      file: '',
      model: 'SAMSUNG MZNLN512HAJQ-000L7',
      serial: 'S3TANX0M512345',
      capacityBytes: 512110190592,
      kind: 'ssd',
      smartPassed: true,
      powerOnHours: 6214,
      reallocatedSectors: 0,
      pendingSectors: null,
      percentageUsed: null,
      mediaErrors: null,
      health: 'healthy',
    });
  });

  it("reads the desktop's NVMe drive (protocol NVMe) from its health log, and its 7200 rpm HDD", () => {
    expect(drive('desktop.smartctl.nvme0.json')).toEqual({
      file: '',
      model: 'SAMSUNG MZVLB512HBJQ-000H1',
      serial: 'S4GENX0N123456',
      capacityBytes: 512110190592,
      kind: 'nvme',
      smartPassed: true,
      powerOnHours: 8930,
      reallocatedSectors: null,
      pendingSectors: null,
      percentageUsed: 4,
      mediaErrors: 0,
      health: 'healthy',
    });
    expect(drive('desktop.smartctl.sda.json')).toMatchObject({
      model: 'ST1000DM010-2EP102',
      serial: 'ZN1ABC12',
      capacityBytes: 1000204886016,
      kind: 'hdd',
      powerOnHours: 21340,
      reallocatedSectors: 0,
      pendingSectors: 0,
      health: 'healthy',
    });
  });

  it("reads the server's SAS drives by their SCSI model name and grown defect list, and its SATA drive with 12 reallocated and 2 pending sectors as 'attention'", () => {
    expect(drive('server-4-drives.smartctl.sda.json')).toEqual({
      file: '',
      model: 'SEAGATE ST600MM0088',
      serial: 'W0M1K2AB0000K7260VXY',
      capacityBytes: 600127266816,
      kind: 'hdd',
      smartPassed: true,
      powerOnHours: 31877,
      reallocatedSectors: 0,
      pendingSectors: null,
      percentageUsed: null,
      mediaErrors: null,
      health: 'healthy',
    });
    expect(drive('server-4-drives.smartctl.sdb.json')).toMatchObject({ serial: 'W0M1K3CD0000K7261A2Z', health: 'healthy' });
    expect(drive('server-4-drives.smartctl.sdc.json')).toMatchObject({ serial: 'WD-WMC6N0H7X2PF', powerOnHours: 35112, health: 'healthy' });
    expect(drive('server-4-drives.smartctl.sdd.json')).toMatchObject({
      model: 'WDC WD2005FBYZ-01YCBB2',
      serial: 'WD-WMC6N0H9K3RT',
      capacityBytes: 2000398934016,
      kind: 'hdd',
      reallocatedSectors: 12,
      pendingSectors: 2,
      health: 'attention',
    });
  });

  it("reads the ultrabook's 1 TB NVMe drive with 3% of its rated life used", () => {
    expect(drive('nvme-workstation.smartctl.nvme0.json')).toMatchObject({
      model: 'SAMSUNG MZVL21T0HCLR-00BL7',
      serial: 'S64PNX0R812345',
      capacityBytes: 1024209543168,
      kind: 'nvme',
      powerOnHours: 3870,
      percentageUsed: 3,
      mediaErrors: 0,
      health: 'healthy',
    });
  });

  it("reads the failing desktop's HDD: SMART failed, 1736 reallocated and 48 pending sectors, 52118 hours", () => {
    expect(drive('failing-hdd.smartctl.sda.json')).toEqual({
      file: '',
      model: 'WDC WD5000AAKX-60U6AA0',
      serial: 'WD-WCC2EXK81234',
      capacityBytes: 500107862016,
      kind: 'hdd',
      smartPassed: false,
      powerOnHours: 52118,
      reallocatedSectors: 1736,
      pendingSectors: 48,
      percentageUsed: null,
      mediaErrors: null,
      health: 'failing',
    });
  });

  it("gives smartctl's local time as the moment the drive was read", () => {
    expect(parseSmartctlReport(file('laptop.smartctl.sda.json'))).toMatchObject({
      ok: true,
      value: { localTime: '2026-11-18T17:05:12.000Z' },
    });
    expect(parseSmartctlReport(laptopWith((j) => delete j.local_time))).toMatchObject({ ok: true, value: { localTime: null } });
  });
});

describe('parseSmartctl on the rules of the format', () => {
  it('takes the NVMe capacity from nvme_total_capacity when user_capacity is absent, and the hours from the health log', () => {
    const text = file('desktop.smartctl.nvme0.json');
    const json = JSON.parse(text) as Record<string, unknown>;
    delete json.user_capacity;
    delete json.power_on_time;
    expect(parseSmartctl(JSON.stringify(json))).toMatchObject({ ok: true, value: { capacityBytes: 512110190592, powerOnHours: 8930 } });
  });

  it.each([
    ['the serial number is missing', (j: Record<string, unknown>) => delete j.serial_number, 'serial_number'],
    ['the serial number is blank', (j: Record<string, unknown>) => (j.serial_number = '  '), 'serial_number'],
    ['no model name at all', (j: Record<string, unknown>) => delete j.model_name, 'model_name'],
    ['no capacity', (j: Record<string, unknown>) => delete j.user_capacity, 'user_capacity.bytes'],
    ['no SMART verdict', (j: Record<string, unknown>) => delete j.smart_status, 'smart_status'],
    ['a SATA drive without a rotation rate', (j: Record<string, unknown>) => delete j.rotation_rate, 'rotation_rate'],
    [
      'smartctl 6 (before JSON output)',
      (j: Record<string, unknown>) => ((j.smartctl as { version: number[] }).version = [6, 6]),
      'smartctl.version',
    ],
    [
      'a raw attribute value as text',
      (j: Record<string, unknown>) => {
        const table = (j.ata_smart_attributes as { table: { raw: { value: unknown } }[] }).table;
        table[0]!.raw.value = '0';
      },
      'ata_smart_attributes.table.0.raw.value',
    ],
  ])('refuses a file where %s, naming the field', (_, change, detail) => {
    expect(parseSmartctl(laptopWith(change))).toEqual({ ok: false, refusal: { reason: 'invalid', detail } });
  });

  it('refuses an NVMe drive without its health log', () => {
    const json = JSON.parse(file('desktop.smartctl.nvme0.json')) as Record<string, unknown>;
    delete json.nvme_smart_health_information_log;
    expect(parseSmartctl(JSON.stringify(json))).toEqual({
      ok: false,
      refusal: { reason: 'invalid', detail: 'nvme_smart_health_information_log' },
    });
  });
});

describe('parseSmartctl refuses what is not smartctl --json', () => {
  it.each([
    ['an HTML page (after blank lines)', BROKEN_FIXTURES.htmlPage.text, { reason: 'html' }],
    ["lshw's output", BROKEN_FIXTURES.lshwAsSmartctl.text, { reason: 'wrong_tool', detail: 'lshw' }],
    [
      'a drive behind an unknown USB bridge (no identity)',
      BROKEN_FIXTURES.unknownUsbBridge.text,
      { reason: 'invalid', detail: 'serial_number' },
    ],
    ['a cut file', file('laptop.smartctl.sda.json').slice(0, 5000), { reason: 'truncated' }],
    ['a file cut inside a string', '{"json_format_version": [1, 0], "model_name": "SAMS', { reason: 'truncated' }],
    ["smartctl's text output", 'smartctl 7.3 2022-02-28 r5338 [x86_64-linux-6.1.0-18-amd64] (local build)\n', { reason: 'not_json' }],
    ['an empty file', '', { reason: 'invalid', detail: 'vazio' }],
  ])('refuses %s', (_, text, refusal) => {
    expect(parseSmartctl(text)).toEqual({ ok: false, refusal });
  });
});
