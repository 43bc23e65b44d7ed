/**
 * A raw equipment file as a member may download it: the same file with every serial number masked the way the
 * lot page masks them (`maskSerial`), so that a download cannot undo the page's mask (decision 0027).
 * - lshw: `serial` at every node (system, board, memory banks, disks, network MACs);
 * - smartctl: `serial_number`, `wwn` (each of its parts) and NVMe `eui64`/`nguid`;
 * - battery uevent: `POWER_SUPPLY_SERIAL_NUMBER`;
 * - wipe manifest: `serial` of every record.
 * JSON comes back re-serialised (two-space indent); the misprinted JSON of older lshw builds comes back as the tree
 * they meant. A JSON file that no longer parses gives null: serve nothing.
 */
import { MAX_LSHW_DEPTH } from './lshw';
import { readLegacyLshwJson } from './lshw-legacy-json';
import { maskSerial } from './serial-mask';
import type { EquipmentFileKind } from './summary';
import { withoutBom } from './tool-output';

const JSON_SERIAL_KEYS: Record<Exclude<EquipmentFileKind, 'battery'>, ReadonlySet<string>> = {
  lshw: new Set(['serial']),
  smartctl: new Set(['serial_number', 'wwn', 'eui64', 'nguid']),
  wipe: new Set(['serial']),
};

const BATTERY_SERIAL = /^(\s*POWER_SUPPLY_SERIAL_NUMBER\s*=\s*)(.*?)(\s*)$/;

/** Every leaf under a serial key becomes its masked string; objects and arrays keep their shape. */
function maskLeaves(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskLeaves);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskLeaves(v)]));
  if (typeof value === 'string' || typeof value === 'number') return maskSerial(String(value));
  return value;
}

function maskKeys(value: unknown, keys: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => maskKeys(item, keys));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keys.has(k) ? maskLeaves(v) : maskKeys(v, keys)]));
}

export function maskEquipmentFile(kind: EquipmentFileKind, text: string): string | null {
  if (kind === 'battery') {
    return text
      .split('\n')
      .map((line) =>
        line.replace(BATTERY_SERIAL, (_all, head: string, serial: string, tail: string) => `${head}${maskSerial(serial)}${tail}`),
      )
      .join('\n');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Older lshw builds misprint their JSON (lshw-legacy-json.ts): the copy is the tree they meant.
    parsed = kind === 'lshw' ? readLegacyLshwJson(withoutBom(text), MAX_LSHW_DEPTH) : null;
    if (parsed === null) return null;
  }
  return `${JSON.stringify(maskKeys(parsed, JSON_SERIAL_KEYS[kind]), null, 2)}\n`;
}
