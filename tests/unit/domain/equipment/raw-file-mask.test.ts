import { describe, expect, it } from 'vitest';
import { maskEquipmentFile } from '~/domain/equipment/raw-file-mask';
import { maskSerial } from '~/domain/equipment/serial-mask';
import { REAL_LSHW } from '../../../fixtures/hardware/real';

describe('maskEquipmentFile', () => {
  it('masks lshw’s serial at every node, keeping everything else', () => {
    const tree = {
      id: 'notebook',
      serial: 'PF3KX7Q9',
      product: 'ThinkPad T480',
      children: [{ id: 'core', serial: 'L1HF81N00ZA', children: [{ id: 'bank:0', serial: 12345678, size: 8589934592 }] }],
    };
    const masked = JSON.parse(maskEquipmentFile('lshw', JSON.stringify(tree))!);
    expect(masked).toEqual({
      id: 'notebook',
      serial: maskSerial('PF3KX7Q9'),
      product: 'ThinkPad T480',
      children: [
        { id: 'core', serial: maskSerial('L1HF81N00ZA'), children: [{ id: 'bank:0', serial: maskSerial('12345678'), size: 8589934592 }] },
      ],
    });
  });

  it('masks the misprinted JSON of older lshw builds too, giving the tree they meant as JSON', () => {
    const text = maskEquipmentFile('lshw', REAL_LSHW.qemuLshwB0218.text)!;
    expect(text).not.toContain('QM00001');
    expect(text).not.toContain('52:54:00:12:34:56');
    const [root] = JSON.parse(text) as [{ id: string; children: { id: string }[] }];
    expect(root.id).toBe('wb');
    expect(root.children.map((c) => c.id)).toEqual(['core']);
  });

  it('masks smartctl’s serial_number, each part of wwn and the NVMe identifiers', () => {
    const report = {
      model_name: 'WDC WD10EZEX',
      serial_number: 'WD-WCC4N7ZZ9F3A',
      wwn: { naa: 5, oui: 5358, id: 44212345678 },
      nvme_namespaces: [{ eui64: { oui: 9528, ext_id: 1234567890 } }],
    };
    const text = maskEquipmentFile('smartctl', JSON.stringify(report))!;
    expect(text).not.toContain('WD-WCC4N7ZZ9F3A');
    expect(text).not.toContain('44212345678');
    expect(text).not.toContain('1234567890');
    expect(JSON.parse(text)).toMatchObject({
      model_name: 'WDC WD10EZEX',
      serial_number: maskSerial('WD-WCC4N7ZZ9F3A'),
      wwn: { id: maskSerial('44212345678') },
    });
  });

  it('masks the wipe manifest’s serials', () => {
    const manifest = { format: 'arremate-wipe/1', records: [{ serial: 'S4EWNF0M812345A', model: 'Samsung 970' }] };
    expect(JSON.parse(maskEquipmentFile('wipe', JSON.stringify(manifest))!).records[0]).toEqual({
      serial: maskSerial('S4EWNF0M812345A'),
      model: 'Samsung 970',
    });
  });

  it('masks the battery’s POWER_SUPPLY_SERIAL_NUMBER line only', () => {
    const uevent = 'POWER_SUPPLY_NAME=BAT0\nPOWER_SUPPLY_SERIAL_NUMBER= 7781 \nPOWER_SUPPLY_MODEL_NAME=01AV422\n';
    expect(maskEquipmentFile('battery', uevent)).toBe(
      'POWER_SUPPLY_NAME=BAT0\nPOWER_SUPPLY_SERIAL_NUMBER= •••• \nPOWER_SUPPLY_MODEL_NAME=01AV422\n',
    );
    expect(maskEquipmentFile('battery', 'POWER_SUPPLY_SERIAL_NUMBER=BAT-0042-7781')).toBe(
      `POWER_SUPPLY_SERIAL_NUMBER=${maskSerial('BAT-0042-7781')}`,
    );
  });

  it('gives nothing for JSON that no longer parses (never the unmasked text)', () => {
    expect(maskEquipmentFile('lshw', '{"serial": "PF3K')).toBeNull();
  });
});
