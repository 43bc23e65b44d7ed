import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBatteryUevent } from '~/domain/equipment/battery-uevent';
import { knownSerial } from '~/domain/equipment/firmware-text';
import { parseLshw, readLshwJson } from '~/domain/equipment/lshw';
import { LSHW_ROOT_ID, memberCopyOf } from '~/domain/equipment/member-copy';
import { parseSmartctlReport } from '~/domain/equipment/smartctl';
import { EQUIPMENT_FILE_KINDS } from '~/domain/equipment/summary';
import { parseWipeManifest } from '~/domain/equipment/wipe-manifest';
import { HARDWARE_FIXTURES_DIR } from '../../../fixtures/hardware/read-fixtures';

/** Every file under tests/fixtures/hardware/ (machines, broken/, real/), found on disk: a new fixture is tested too. */
function fixtureFiles(dir = HARDWARE_FIXTURES_DIR): { path: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return fixtureFiles(path);
    return /\.(json|txt|uevent)$/.test(name) ? [{ path: path.slice(HARDWARE_FIXTURES_DIR.length), text: readFileSync(path, 'utf8') }] : [];
  });
}
const FILES = fixtureFiles();

/** Keys whose value names one machine or one part of it (in lshw, smartctl, lshw's configuration, a manifest). */
const IDENTIFIER_KEYS = new Set([
  'serial',
  'serial_number',
  'uuid',
  'nqn',
  'wwn',
  'eui64',
  'nguid',
  'logical_unit_id',
  'guid',
  'signature',
  'ip',
  'mac',
]);
/** Parts of a wwn or eui64 shared by every drive of a maker (its OUI, the NAA type): not the drive's. */
const MAKER_PARTS = new Set(['naa', 'oui']);

const hex = (n: bigint) => n.toString(16);

/** Every identifier in the full file: values under identifier keys, wwn/eui64 whole, lshw's root id (the host name), a battery's serial. */
function identifiersOf(text: string): string[] {
  const found: string[] = [];
  const battery = /^\s*POWER_SUPPLY_SERIAL_NUMBER\s*=(.*)$/gm;
  for (const m of text.matchAll(battery)) found.push(m[1]!);
  const parsed = (() => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      const lshw = readLshwJson(text);
      return lshw.ok ? lshw.value : null;
    }
  })();
  const leaves = (value: unknown): string[] => {
    if (value !== null && typeof value === 'object')
      return Object.entries(value).flatMap(([k, v]) => (MAKER_PARTS.has(k) ? [] : leaves(v)));
    return typeof value === 'string' || typeof value === 'number' ? [String(value)] : [];
  };
  const walk = (value: unknown, depth: number) => {
    if (Array.isArray(value)) return value.forEach((v) => walk(v, depth));
    if (value === null || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (depth === 0 && node.class === 'system' && typeof node.id === 'string') found.push(node.id);
    for (const [key, inner] of Object.entries(node)) {
      if (!IDENTIFIER_KEYS.has(key)) {
        walk(inner, depth + 1);
        continue;
      }
      found.push(...leaves(inner));
      const parts = inner as { naa?: number; oui?: number; id?: number; ext_id?: number } | null;
      if (key === 'wwn' && parts?.naa !== undefined && parts.oui !== undefined && parts.id !== undefined)
        found.push(hex((BigInt(parts.naa) << 60n) | (BigInt(parts.oui) << 36n) | BigInt(parts.id)));
      if (key === 'eui64' && parts?.oui !== undefined && parts.ext_id !== undefined)
        found.push(hex((BigInt(parts.oui) << 40n) | BigInt(parts.ext_id)));
    }
  };
  walk(parsed, 0);
  return [...new Set(found.map((s) => s.trim()))].filter((s) => s !== '' && knownSerial(s) !== null && s !== 'REDACTED');
}

/** The forms an identifier may take: as printed, without separators, a number in hex and a hex number in decimal. */
function formsOf(identifier: string): string[] {
  const lower = identifier.toLowerCase();
  const bare = lower.replace(/[^a-z0-9]/g, '');
  // A number read in the other base only counts when it is long enough to name something ('…0001' is 1).
  const other: string[] = [];
  if (/^0x[0-9a-f]+$/.test(lower)) other.push(lower.slice(2), BigInt(lower).toString());
  if (/^\d+$/.test(lower)) other.push(hex(BigInt(lower)));
  return [...new Set([lower, bare, ...other.filter((f) => f.length >= 6)].filter((f) => f !== ''))];
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `copy` still holds `identifier` in any of its forms (case-insensitive, separators stripped); [] when nowhere. */
function leaks(copy: string, identifier: string): string[] {
  const lower = copy.toLowerCase();
  const bare = lower.replace(/[^a-z0-9]/g, '');
  return formsOf(identifier).filter((form) =>
    // A short form is looked for as a whole token (a 4-digit battery serial is not the 4 digits inside a capacity).
    form.replace(/[^a-z0-9]/g, '').length < 6
      ? new RegExp(`(^|[^a-z0-9])${escaped(form)}($|[^a-z0-9])`).test(lower)
      : lower.includes(form) || bare.includes(form.replace(/[^a-z0-9]/g, '')),
  );
}

describe('memberCopyOf', () => {
  it('finds identifiers in the fixtures to look for (the check below is not empty)', () => {
    const all = FILES.flatMap((f) => identifiersOf(f.text));
    for (const expected of ['A03DA545-DAD7-DD11-8D1D-50465DB72968', '192.168.1.35', '0x5000ccaccaccacca', 'c5a49965', '2958'])
      expect(all).toContain(expected);
    expect(all.some((s) => s.startsWith('nqn.2014.08.org.nvmexpress:'))).toBe(true);
  });

  it.each(FILES.map((f) => [f.path, f] as const))(
    'the member copy of %s holds none of its identifiers in any form, read as any kind of file',
    (_path, file) => {
      const identifiers = identifiersOf(file.text);
      for (const kind of EQUIPMENT_FILE_KINDS) {
        const copy = memberCopyOf(kind, file.text);
        if (copy === null) continue;
        for (const identifier of identifiers) expect(leaks(copy, identifier), `${kind}: ${identifier}`).toEqual([]);
      }
    },
  );

  it('keeps no serial field, nor any field off the allow-list (uuid, nqn, logical_unit_id, wwn, eui64, MAC, IP, guid, signature)', () => {
    const tree = {
      id: 'dell-7F3KQ63',
      class: 'system',
      product: 'Latitude 5410 (09D1)',
      serial: '7F3KQ63',
      configuration: { uuid: '4c4c4544-0046-3310-804b-b7c04f4b3633', chassis: 'notebook', sku: '09D1' },
      children: [
        { id: 'network', class: 'network', product: 'I219-LM', serial: '00:1c:42:aa:bb:cc', configuration: { ip: '10.0.0.7' } },
        { id: 'disk', class: 'disk', configuration: { guid: 'a240de2f-0a5b', signature: 'c5a49965' }, logicalname: '/dev/sda' },
        { id: 'nvme', class: 'storage', configuration: { nqn: 'nqn.2014.08.org.nvmexpress:144d144dS35ANX0J401001' } },
      ],
    };
    expect(JSON.parse(memberCopyOf('lshw', JSON.stringify(tree))!)).toEqual({
      id: LSHW_ROOT_ID,
      class: 'system',
      product: 'Latitude 5410 (09D1)',
      configuration: { chassis: 'notebook', sku: '09D1' },
      children: [
        { id: 'network', class: 'network', product: 'I219-LM', configuration: {} },
        { id: 'disk', class: 'disk', configuration: {} },
        { id: 'nvme', class: 'storage', configuration: {} },
      ],
    });
    const smartctl = {
      smartctl: { version: [7, 3], build_info: 'x' },
      device: { name: '/dev/sda', protocol: 'SCSI' },
      model_name: 'SEAGATE ST600MM0088',
      serial_number: 'W0M1ABCD',
      logical_unit_id: '0x5000c500a1b2c3d4',
      wwn: { naa: 5, oui: 3152, id: 712345678 },
      nvme_namespaces: [{ eui64: { oui: 9528, ext_id: 112233445566 }, nguid: 'x', size: { bytes: 1, blocks: 2 } }],
      user_capacity: { bytes: 600127266816 },
    };
    expect(JSON.parse(memberCopyOf('smartctl', JSON.stringify(smartctl))!)).toEqual({
      smartctl: { version: [7, 3] },
      device: { protocol: 'SCSI' },
      model_name: 'SEAGATE ST600MM0088',
      nvme_namespaces: [{ size: { bytes: 1 } }],
      user_capacity: { bytes: 600127266816 },
    });
    expect(memberCopyOf('battery', 'POWER_SUPPLY_NAME=BAT0\nPOWER_SUPPLY_SERIAL_NUMBER= 7781 \nPOWER_SUPPLY_MODEL_NAME=01AV422\n')).toBe(
      'POWER_SUPPLY_MODEL_NAME=01AV422\n',
    );
  });

  it('does not keep an object where the list expects a plain value', () => {
    const smartctl = { smartctl: {}, model_name: { serial: 'W0M1ABCD' }, rotation_rate: [7200] };
    expect(JSON.parse(memberCopyOf('smartctl', JSON.stringify(smartctl))!)).toEqual({ smartctl: {} });
  });

  it('gives nothing for JSON that no longer parses (never the text as it was)', () => {
    expect(memberCopyOf('lshw', '{"serial": "PF3K')).toBeNull();
    expect(memberCopyOf('smartctl', '{"serial_number": "PF3K')).toBeNull();
  });
});

describe('the member copy still makes the sheet', () => {
  const accepted = <T>(outcome: { ok: true; value: T } | { ok: false }) => (outcome.ok ? outcome.value : null);

  it.each(FILES.filter((f) => accepted(parseLshw(f.text))).map((f) => [f.path, f.text] as const))(
    'lshw %s: the same machine, without its serial',
    (_path, text) => {
      const original = accepted(parseLshw(text))!;
      expect(accepted(parseLshw(memberCopyOf('lshw', text)!))).toEqual({ ...original, system: { ...original.system, serial: null } });
    },
  );

  it.each(FILES.filter((f) => accepted(parseSmartctlReport(f.text))).map((f) => [f.path, f.text] as const))(
    'smartctl %s: the same drive and date, without its serial',
    (_path, text) => {
      const original = accepted(parseSmartctlReport(text))!;
      const copy = JSON.parse(memberCopyOf('smartctl', text)!) as Record<string, unknown>;
      expect(copy).not.toHaveProperty('serial_number');
      const reread = accepted(parseSmartctlReport(JSON.stringify({ ...copy, serial_number: 'X' })));
      expect(reread).toEqual({ ...original, drive: { ...original.drive, serial: 'X' } });
    },
  );

  it.each(FILES.filter((f) => accepted(parseBatteryUevent(f.text))).map((f) => [f.path, f.text] as const))(
    'battery %s: the same battery, without its serial',
    (_path, text) => {
      const original = accepted(parseBatteryUevent(text))!;
      expect(accepted(parseBatteryUevent(memberCopyOf('battery', text)!))).toEqual({ ...original, serial: null });
    },
  );

  it.each(FILES.filter((f) => accepted(parseWipeManifest(f.text))).map((f) => [f.path, f.text] as const))(
    'wipe manifest %s: the same records, without their serials',
    (_path, text) => {
      const original = accepted(parseWipeManifest(text))!;
      const copy = JSON.parse(memberCopyOf('wipe', text)!) as { drives: Record<string, unknown>[] };
      const reread = accepted(
        parseWipeManifest(JSON.stringify({ ...copy, drives: copy.drives.map((d, i) => ({ ...d, serial: `X${i}` })) })),
      );
      expect(reread).toEqual({ records: original.records.map((r, i) => ({ ...r, serial: `X${i}` })) });
    },
  );
});
