import { describe, expect, it } from 'vitest';
import { parseSmartctl, parseSmartctlReport } from '~/domain/equipment/smartctl';
import type { DriveSummary } from '~/domain/equipment/summary';
import { equipmentText } from '~/i18n/pt-BR-equipment';
import { BROKEN_FIXTURES, HARDWARE_FIXTURES } from '../../../fixtures/hardware';
import { REAL_DRIVE_REPORTS, REAL_NO_DRIVE_ANSWERS, type RealDriveReport } from '../../../fixtures/hardware/real';

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
      protocol: 'ATA',
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
      protocol: 'NVMe',
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

  it("reads the server's SAS drives by their SCSI model name, grown defect list and error counter log, and its SATA drive with 12 reallocated and 2 pending sectors as 'attention'", () => {
    expect(drive('server-4-drives.smartctl.sda.json')).toEqual({
      file: '',
      model: 'SEAGATE ST600MM0088',
      serial: 'W0M1K2AB0000K7260VXY',
      capacityBytes: 600127266816,
      kind: 'hdd',
      protocol: 'SCSI',
      smartPassed: true,
      powerOnHours: 31877,
      reallocatedSectors: 0,
      pendingSectors: null,
      percentageUsed: null,
      mediaErrors: 0,
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
      protocol: 'ATA',
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

  it('takes the capacity from blocks × block size, then from the first NVMe namespace, and leaves it unknown without either', () => {
    const blocksOnly = laptopWith((j) => ((j.user_capacity as Record<string, unknown>).bytes = undefined));
    expect(parseSmartctl(blocksOnly)).toMatchObject({ ok: true, value: { capacityBytes: 1000215216 * 512 } });
    const namespaceOnly = JSON.parse(file('desktop.smartctl.nvme0.json')) as Record<string, unknown>;
    delete namespaceOnly.user_capacity;
    delete namespaceOnly.nvme_total_capacity;
    namespaceOnly.nvme_namespaces = [{ id: 1, size: { blocks: 1000215216, bytes: 512110190592 } }];
    expect(parseSmartctl(JSON.stringify(namespaceOnly))).toMatchObject({ ok: true, value: { capacityBytes: 512110190592 } });
    expect(parseSmartctl(laptopWith((j) => delete j.user_capacity))).toMatchObject({ ok: true, value: { capacityBytes: null } });
  });

  it('accepts a drive that gives no SMART verdict, no rotation rate or no capacity, and leaves each unknown', () => {
    const outcome = parseSmartctl(
      laptopWith((j) => {
        delete j.smart_status;
        delete j.rotation_rate;
        delete j.user_capacity;
      }),
    );
    expect(outcome).toMatchObject({ ok: true, value: { kind: null, capacityBytes: null, smartPassed: null, health: 'unknown' } });
  });

  it('accepts an NVMe drive without its health log, its figures unknown', () => {
    const json = JSON.parse(file('desktop.smartctl.nvme0.json')) as Record<string, unknown>;
    delete json.nvme_smart_health_information_log;
    delete json.power_on_time;
    expect(parseSmartctl(JSON.stringify(json))).toMatchObject({
      ok: true,
      value: { kind: 'nvme', powerOnHours: null, percentageUsed: null, mediaErrors: null, health: 'healthy' },
    });
  });

  it.each([
    ['the serial number is missing', (j: Record<string, unknown>) => delete j.serial_number, 'serial_number'],
    ['the serial number is blank', (j: Record<string, unknown>) => (j.serial_number = '  '), 'serial_number'],
    ['no model name at all', (j: Record<string, unknown>) => delete j.model_name, 'model_name'],
    [
      'a SMART verdict that is not true or false',
      (j: Record<string, unknown>) => (j.smart_status = { passed: 'yes' }),
      'smart_status.passed',
    ],
    ['a negative rotation rate', (j: Record<string, unknown>) => (j.rotation_rate = -1), 'rotation_rate'],
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
});

describe('parseSmartctl refuses what is not smartctl --json', () => {
  it.each([
    ['an HTML page (after blank lines)', BROKEN_FIXTURES.htmlPage.text, { reason: 'html' }],
    ["lshw's output", BROKEN_FIXTURES.lshwAsSmartctl.text, { reason: 'wrong_tool', detail: 'lshw' }],
    ['a cut file', file('laptop.smartctl.sda.json').slice(0, 5000), { reason: 'truncated' }],
    ['a file cut inside a string', '{"json_format_version": [1, 0], "model_name": "SAMS', { reason: 'truncated' }],
    ["smartctl's text output", 'smartctl 7.3 2022-02-28 r5338 [x86_64-linux-6.1.0-18-amd64] (local build)\n', { reason: 'not_json' }],
    ['an empty file', '', { reason: 'invalid', detail: 'vazio' }],
  ])('refuses %s', (_, text, refusal) => {
    expect(parseSmartctl(text)).toEqual({ ok: false, refusal });
  });

  it.each([
    [
      'a drive behind an unknown USB bridge (a device, no identity)',
      BROKEN_FIXTURES.unknownUsbBridge.text,
      '/dev/sdb: Unknown USB bridge [0x152d:0x0578 (0x209)]',
    ],
    [
      "smartctl's error answer, the device not opened (real, no device)",
      REAL_NO_DRIVE_ANSWERS.errorOpenFailed.text,
      'Smartctl open device: /dev/sda failed: \\\\.\\PhysicalDrive0: Open failed, Error=5',
    ],
    ["smartctl -jH's answer: a verdict, neither model nor serial (real)", REAL_NO_DRIVE_ANSWERS.healthOnly.text, undefined],
  ])('refuses %s as no drive, quoting smartctl when it said why', (_, text, detail) => {
    expect(parseSmartctl(text)).toEqual({ ok: false, refusal: detail ? { reason: 'no_drive', detail } : { reason: 'no_drive' } });
  });

  it("quotes at most 200 characters of smartctl's message", () => {
    const json = JSON.parse(REAL_NO_DRIVE_ANSWERS.errorOpenFailed.text) as { smartctl: { messages: { string: string }[] } };
    json.smartctl.messages[0]!.string = 'x'.repeat(500);
    expect(parseSmartctl(JSON.stringify(json))).toEqual({ ok: false, refusal: { reason: 'no_drive', detail: 'x'.repeat(200) } });
  });
});

/** What the sheet shows of a real report: the kind, the capacity, the health line. */
function shown(report: RealDriveReport) {
  const outcome = parseSmartctl(REAL_DRIVE_REPORTS[report].text);
  if (!outcome.ok) throw new Error(`${report}: ${JSON.stringify(outcome.refusal)}`);
  const d = outcome.value;
  return [
    d.model,
    equipmentText.driveKindLabel(d.kind, d.protocol),
    equipmentText.driveCapacity(d.capacityBytes),
    equipmentText.driveHealthLine(d),
  ];
}

describe('parseSmartctl on real reports', () => {
  it.each([
    ['sasSmartctl67', ['SEAGATE ST1200MM0088', 'HD', '1,2 TB', 'Saudável — 0 setores realocados']],
    ['sasGrownDefects', ['SEAGATE ST373453LC', 'HD', '73 GB', 'Falhando — 260 setores realocados, 536 erros não corrigidos']],
    ['sasSsd', ['HGST HUSMR3280ASS200', 'SSD SAS', '800 GB', 'Saudável']],
    ['raidVolumeNoSmart', ['Intel Raid 1 Volume', 'HD', '1 TB', 'Sem dados SMART']],
    ['ataNoRotationRate', ['ST3200820AS', 'Tipo não informado', '200 GB', 'Saudável — 0 setores realocados']],
    [
      'usbBridgeSmartFailed',
      ['Hitachi HDS721050DLE630', 'HD', '500 GB', 'Falhando — SMART reprovado, 1.975 setores realocados, 8 pendentes'],
    ],
    ['megaraidAta', ['WD4000FYYX', 'HD', '4 TB', 'Saudável — 0 setores realocados']],
    ['nvmeSmartctl71', ['INTEL SSDPEDMD400G4', 'NVMe', '400 GB', 'Saudável — 5% da vida útil usada']],
  ] as const)('%s reads as %o', (report, sheet) => {
    expect(shown(report)).toEqual(sheet);
  });

  it('reads the SAS drive of smartctl 6.7 in full: its grown defects, error counters and hours', () => {
    expect(parseSmartctlReport(REAL_DRIVE_REPORTS.sasSmartctl67.text)).toEqual({
      ok: true,
      value: {
        drive: {
          file: '',
          model: 'SEAGATE ST1200MM0088',
          serial: 'Z4028VRY0000C810BZXB',
          capacityBytes: 1200243695616,
          kind: 'hdd',
          protocol: 'SCSI',
          smartPassed: true,
          powerOnHours: 5675,
          reallocatedSectors: 0,
          pendingSectors: null,
          percentageUsed: null,
          mediaErrors: 0,
          health: 'healthy',
        },
        localTime: '2021-11-16T05:18:38.000Z',
      },
    });
  });

  it('never calls the RAID volume healthy: no verdict, no figure', () => {
    expect(parseSmartctl(REAL_DRIVE_REPORTS.raidVolumeNoSmart.text)).toMatchObject({
      ok: true,
      value: { serial: 'Volume1', smartPassed: null, powerOnHours: null, reallocatedSectors: null, mediaErrors: null, health: 'unknown' },
    });
  });

  it("shows 'Capacidade não informada' for the old ATA drive once its report gives no capacity either", () => {
    const json = JSON.parse(REAL_DRIVE_REPORTS.ataNoRotationRate.text) as Record<string, unknown>;
    delete json.user_capacity;
    const outcome = parseSmartctl(JSON.stringify(json));
    expect(
      outcome.ok && [equipmentText.driveKindLabel(outcome.value.kind), equipmentText.driveCapacity(outcome.value.capacityBytes)],
    ).toEqual(['Tipo não informado', 'Capacidade não informada']);
  });
});
