import { describe, expect, it } from 'vitest';
import { parseWipeManifest } from '~/domain/equipment/wipe-manifest';
import { BROKEN_FIXTURES, HARDWARE_FIXTURES } from '../../../fixtures/hardware';

const manifest = (machine: 'laptop' | 'server-4-drives' | 'nvme-workstation' | 'failing-hdd') =>
  HARDWARE_FIXTURES[machine].find((u) => u.kind === 'wipe')!.text;

type Json = { drives: Record<string, unknown>[] } & Record<string, unknown>;
function laptopWith(change: (json: Json) => void): string {
  const json = JSON.parse(manifest('laptop')) as Json;
  change(json);
  return JSON.stringify(json);
}

describe('parseWipeManifest on the fixtures', () => {
  it("reads the laptop's record into camelCase", () => {
    expect(parseWipeManifest(manifest('laptop'))).toEqual({
      ok: true,
      value: {
        records: [
          {
            serial: 'S3TANX0M512345',
            model: 'SAMSUNG MZNLN512HAJQ-000L7',
            method: 'Purge',
            technique: 'ATA Secure Erase (Enhanced)',
            tool: { name: 'hdparm', version: '9.65' },
            passes: 1,
            verification: { method: 'Leitura de 10% dos setores por amostragem', passed: true },
            startedAt: '2026-11-18T14:20:03-03:00',
            finishedAt: '2026-11-18T14:22:41-03:00',
            operator: 'Marina Costa',
          },
        ],
      },
    });
  });

  it("reads the server's four records (Purge and Clear), the ultrabook's Purge and the failing drive's Destroy with 0 passes", () => {
    const server = parseWipeManifest(manifest('server-4-drives'));
    expect(server.ok && server.value.records.map((r) => [r.serial, r.method])).toEqual([
      ['W0M1K2AB0000K7260VXY', 'Purge'],
      ['W0M1K3CD0000K7261A2Z', 'Purge'],
      ['WD-WMC6N0H7X2PF', 'Clear'],
      ['WD-WMC6N0H9K3RT', 'Clear'],
    ]);
    expect(parseWipeManifest(manifest('nvme-workstation'))).toMatchObject({
      ok: true,
      value: { records: [{ serial: 'S64PNX0R812345', method: 'Purge' }] },
    });
    expect(parseWipeManifest(manifest('failing-hdd'))).toMatchObject({
      ok: true,
      value: { records: [{ serial: 'WD-WCC2EXK81234', method: 'Destroy', passes: 0 }] },
    });
  });
});

describe('parseWipeManifest on the rules of arremate-wipe/1', () => {
  it('reads a manifest saved with a byte order mark', () => {
    expect(parseWipeManifest(`\uFEFF${manifest('laptop')}`)).toMatchObject({
      ok: true,
      value: { records: [{ serial: 'S3TANX0M512345' }] },
    });
  });

  it('accepts times in UTC (Z) and a finish equal to the start', () => {
    const text = laptopWith((j) => {
      j.drives[0]!.started_at = '2026-11-18T17:20:03Z';
      j.drives[0]!.finished_at = '2026-11-18T14:20:03-03:00';
    });
    expect(parseWipeManifest(text)).toMatchObject({ ok: true });
  });

  it.each([
    ['an unknown method', (j: Json) => (j.drives[0]!.method = 'Shred'), 'drives.0.method'],
    ['a method in lower case', (j: Json) => (j.drives[0]!.method = 'purge'), 'drives.0.method'],
    ['another format version', (j: Json) => (j.format = 'arremate-wipe/2'), 'format'],
    ['no issuer', (j: Json) => delete j.issuer, 'issuer'],
    ['no drive', (j: Json) => (j.drives = []), 'drives'],
    ['a second record with the same serial', (j: Json) => j.drives.push({ ...j.drives[0]!, serial: 's3tanx0m512345' }), 'drives.1.serial'],
    ['a finish before the start', (j: Json) => (j.drives[0]!.finished_at = '2026-11-18T14:20:02-03:00'), 'drives.0.finished_at'],
    ['a time without an offset', (j: Json) => (j.drives[0]!.started_at = '2026-11-18T14:20:03'), 'drives.0.started_at'],
    ['a date without a time', (j: Json) => (j.drives[0]!.finished_at = '2026-11-18'), 'drives.0.finished_at'],
    [
      'a failed verification',
      (j: Json) => (j.drives[0]!.verification = { method: 'Leitura', passed: false }),
      'drives.0.verification.passed',
    ],
    ['a negative number of passes', (j: Json) => (j.drives[0]!.passes = -1), 'drives.0.passes'],
    ['no tool version', (j: Json) => (j.drives[0]!.tool = { name: 'hdparm' }), 'drives.0.tool.version'],
    ['a blank operator', (j: Json) => (j.drives[0]!.operator = ' '), 'drives.0.operator'],
  ])('refuses %s, naming the field', (_, change, detail) => {
    expect(parseWipeManifest(laptopWith(change))).toEqual({ ok: false, refusal: { reason: 'invalid', detail } });
  });

  it.each([
    ['the broken fixture (method Shred)', BROKEN_FIXTURES.unknownWipeMethod.text, { reason: 'invalid', detail: 'drives.0.method' }],
    ["smartctl's output", HARDWARE_FIXTURES.laptop[1]!.text, { reason: 'wrong_tool', detail: 'smartctl' }],
    ["lshw's output", HARDWARE_FIXTURES.laptop[0]!.text, { reason: 'wrong_tool', detail: 'lshw' }],
    ['a cut manifest', manifest('laptop').slice(0, 200), { reason: 'truncated' }],
    ['an HTML page', '<html><body>404</body></html>', { reason: 'html' }],
    ['JSON of something else', '{"drives": []}', { reason: 'invalid', detail: 'format' }],
  ])('refuses %s', (_, text, refusal) => {
    expect(parseWipeManifest(text)).toEqual({ ok: false, refusal });
  });
});
