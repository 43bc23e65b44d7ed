import { describe, expect, it } from 'vitest';
import { type EquipmentUpload, checkEquipmentUploads } from '~/domain/equipment/equipment-upload';
import { BROKEN_FIXTURES, HARDWARE_FIXTURES } from '../../../fixtures/hardware';

const ATTACHED_AT = '2026-11-25T12:00:00.000Z';
const laptop = HARDWARE_FIXTURES.laptop;
const of = (uploads: EquipmentUpload[], kind: EquipmentUpload['kind']) => uploads.filter((u) => u.kind === kind);

describe('checkEquipmentUploads', () => {
  it("puts the laptop's files together: lshw's figures, the drive named by its file, the battery, the wipe records", () => {
    const check = checkEquipmentUploads(laptop, ATTACHED_AT);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.report).toMatchObject({
      system: { model: 'Latitude 5410' },
      memory: { totalBytes: 16 * 1024 ** 3 },
      drives: [{ file: 'laptop.smartctl.sda.json', serial: 'S3TANX0M512345', health: 'healthy' }],
      battery: { healthPercent: 87 },
      reportedAt: '2026-11-18T17:05:12.000Z',
    });
    expect(check.wipe).toEqual([expect.objectContaining({ serial: 'S3TANX0M512345', method: 'Purge' })]);
  });

  it("dates the report by the newest smartctl local time (the server's last drive read)", () => {
    const check = checkEquipmentUploads(HARDWARE_FIXTURES['server-4-drives'], ATTACHED_AT);
    expect(check.ok && check.report?.reportedAt).toBe('2026-11-20T19:12:17.000Z');
    expect(check.ok && check.report?.drives.map((d) => d.health)).toEqual(['healthy', 'healthy', 'healthy', 'attention']);
  });

  it("dates the report by the attachment when a drive's clock ran ahead of it", () => {
    const check = checkEquipmentUploads(HARDWARE_FIXTURES['server-4-drives'], '2026-11-20T19:12:16Z');
    expect(check.ok && check.report?.reportedAt).toBe('2026-11-20T19:12:16Z');
    const justAfter = checkEquipmentUploads(HARDWARE_FIXTURES['server-4-drives'], '2026-11-20T19:12:17Z');
    expect(justAfter.ok && justAfter.report?.reportedAt).toBe('2026-11-20T19:12:17.000Z');
  });

  it('dates the report by the attachment when no drive file gives a time', () => {
    const check = checkEquipmentUploads(of(laptop, 'lshw'), ATTACHED_AT);
    expect(check).toEqual({
      ok: true,
      report: expect.objectContaining({ drives: [], battery: null, reportedAt: ATTACHED_AT }),
      wipe: null,
    });
  });

  it('accepts a wipe manifest alone (no report), and nothing at all', () => {
    expect(checkEquipmentUploads(of(laptop, 'wipe'), ATTACHED_AT)).toEqual({
      ok: true,
      report: null,
      wipe: [expect.objectContaining({ serial: 'S3TANX0M512345' })],
    });
    expect(checkEquipmentUploads([], ATTACHED_AT)).toEqual({ ok: true, report: null, wipe: null });
  });

  it('refuses drive or battery files without the lshw file', () => {
    expect(checkEquipmentUploads([...of(laptop, 'smartctl'), ...of(laptop, 'battery')], ATTACHED_AT)).toEqual({
      ok: false,
      problems: [{ file: 'laptop.smartctl.sda.json', kind: 'smartctl', refusal: { reason: 'invalid', detail: 'lshw_ausente' } }],
    });
  });

  it('refuses a second lshw file, a second battery and a second manifest', () => {
    const second = (kind: EquipmentUpload['kind'], name: string) => ({ ...of(laptop, kind)[0]!, name });
    const check = checkEquipmentUploads(
      [...laptop, second('lshw', 'outro.lshw.json'), second('battery', 'outra.battery.txt'), second('wipe', 'outro.wipe.json')],
      ATTACHED_AT,
    );
    expect(check).toEqual({
      ok: false,
      problems: [
        { file: 'outro.lshw.json', kind: 'lshw', refusal: { reason: 'invalid', detail: 'lshw' } },
        { file: 'outra.battery.txt', kind: 'battery', refusal: { reason: 'invalid', detail: 'battery' } },
        { file: 'outro.wipe.json', kind: 'wipe', refusal: { reason: 'invalid', detail: 'wipe' } },
      ],
    });
  });

  it('refuses two files of the same drive (same serial), and two files of the same name', () => {
    const drive = of(laptop, 'smartctl')[0]!;
    expect(checkEquipmentUploads([...laptop, { ...drive, name: 'laptop.smartctl.sdb.json' }, { ...drive }], ATTACHED_AT)).toEqual({
      ok: false,
      problems: [
        { file: 'laptop.smartctl.sdb.json', kind: 'smartctl', refusal: { reason: 'invalid', detail: 'serial_repetido' } },
        { file: 'laptop.smartctl.sda.json', kind: 'smartctl', refusal: { reason: 'invalid', detail: 'nome_repetido' } },
      ],
    });
  });

  it('lists every broken file at once, each with its own refusal, and gives no report', () => {
    const uploads = [
      BROKEN_FIXTURES.truncatedJson,
      BROKEN_FIXTURES.htmlPage,
      BROKEN_FIXTURES.lshwAsSmartctl,
      BROKEN_FIXTURES.emptyFile,
      BROKEN_FIXTURES.unknownWipeMethod,
    ];
    expect(checkEquipmentUploads(uploads, ATTACHED_AT)).toEqual({
      ok: false,
      problems: [
        { file: 'truncated.lshw.json', kind: 'lshw', refusal: { reason: 'truncated' } },
        { file: 'html-page.smartctl.sda.json', kind: 'smartctl', refusal: { reason: 'html' } },
        { file: 'lshw-output.smartctl.sda.json', kind: 'smartctl', refusal: { reason: 'wrong_tool', detail: 'lshw' } },
        { file: 'empty.battery.txt', kind: 'battery', refusal: { reason: 'invalid', detail: 'vazio' } },
        { file: 'unknown-method.wipe.json', kind: 'wipe', refusal: { reason: 'invalid', detail: 'drives.0.method' } },
      ],
    });
  });

  it('refuses the whole set when one file of an otherwise good machine is broken', () => {
    expect(checkEquipmentUploads([...of(laptop, 'lshw'), BROKEN_FIXTURES.unknownUsbBridge], ATTACHED_AT)).toEqual({
      ok: false,
      problems: [
        {
          file: 'unknown-usb-bridge.smartctl.sdb.json',
          kind: 'smartctl',
          refusal: { reason: 'no_drive', detail: '/dev/sdb: Unknown USB bridge [0x152d:0x0578 (0x209)]' },
        },
      ],
    });
  });
});
