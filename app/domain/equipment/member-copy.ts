/**
 * A raw equipment file as a member who may not see the lot's serials downloads it (decision 0037): a copy built
 * from an allow-list of the fields the verified sheet is made of, never the original with some fields taken
 * out. Whatever a tool prints that is not listed here is left out, so a field nobody thought of (an SMBIOS
 * `configuration.uuid`, which on a Dell spells its service tag; an NVMe's `nqn`, which holds its serial; a SAS
 * `logical_unit_id`; `wwn`, `eui64`, `nguid`; a MAC in a network node's `serial`; an IP; a partition's `guid`
 * or a disk's `signature`) never reaches the copy. No serial is kept, in any field.
 * - lshw: per node, what lshw.ts reads (`id`, `class`, `description`, `product`, `vendor`, `version`, `slot`,
 *   `businfo`, `size`, `units`, `clock`, `disabled`, `configuration`'s `cores`/`threads`/`chassis`/`sku`,
 *   `children`); the root's `id` is the host name the machine had, and becomes lshw's own default, 'computer'.
 *   All three shapes lshw prints are read (one object, an array, the misprinted tree of the 02.18 builds); the
 *   copy is the tree as JSON, in the shape it came (object or array).
 * - smartctl: what smartctl.ts reads (model, capacity, rotation, SMART verdict, power-on hours, the reallocated
 *   and pending sectors, a SCSI drive's defect and error counts, the NVMe health log, `local_time.time_t`), with
 *   the protocol and the format's version; not `serial_number`.
 * - battery uevent: the lines battery-uevent.ts reads (type, technology, capacities, design voltage, cycle count,
 *   maker and model); not `POWER_SUPPLY_SERIAL_NUMBER`.
 * - wipe manifest: each record but its `serial`.
 * Kept fields keep only plain values (a string, number, boolean or null where the list expects one). A file that
 * does not parse gives null: serve nothing.
 */
import { MAX_LSHW_DEPTH } from './lshw';
import { readLegacyLshwJson } from './lshw-legacy-json';
import type { EquipmentFileKind } from './summary';
import { withoutBom } from './tool-output';

/** A field kept as a plain value (`true`), an object of kept fields, or an array whose every item has one shape. */
type Shape = true | { readonly [key: string]: Shape } | readonly [Shape];

const isPlain = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` with only what `shape` lists; undefined when nothing of it may stay. */
function kept(value: unknown, shape: Shape): unknown {
  if (shape === true) return isPlain(value) ? value : undefined;
  if (Array.isArray(shape))
    return Array.isArray(value) ? value.map((item) => kept(item, shape[0] as Shape)).filter((i) => i !== undefined) : undefined;
  if (!isRecord(value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(shape as Record<string, Shape>)) {
    if (!Object.hasOwn(value, key)) continue;
    const copy = kept(value[key], inner);
    if (copy !== undefined) out[key] = copy;
  }
  return out;
}

const counters = { total_uncorrected_errors: true } as const;

const SMARTCTL: Shape = {
  json_format_version: [true],
  smartctl: { version: [true] },
  device: { type: true, protocol: true },
  model_name: true,
  scsi_model_name: true,
  user_capacity: { bytes: true, blocks: true },
  logical_block_size: true,
  nvme_total_capacity: true,
  nvme_namespaces: [{ size: { bytes: true } }],
  rotation_rate: true,
  smart_status: { passed: true },
  power_on_time: { hours: true },
  ata_smart_attributes: { table: [{ id: true, name: true, raw: { value: true } }] },
  scsi_grown_defect_list: true,
  scsi_pending_defects: { count: true },
  scsi_error_counter_log: { read: counters, write: counters, verify: counters },
  nvme_smart_health_information_log: { percentage_used: true, media_errors: true, power_on_hours: true },
  local_time: { time_t: true },
};

const WIPE: Shape = {
  format: true,
  issuer: true,
  drives: [
    {
      model: true,
      method: true,
      technique: true,
      tool: { name: true, version: true },
      passes: true,
      verification: { method: true, passed: true },
      started_at: true,
      finished_at: true,
      operator: true,
    },
  ],
};

/** One lshw node's fields; `children` recurses (by hand, below, so the depth stays bounded by the parsers' cap). */
const LSHW_NODE: Record<string, Shape> = {
  id: true,
  class: true,
  description: true,
  product: true,
  vendor: true,
  version: true,
  slot: true,
  businfo: true,
  size: true,
  units: true,
  clock: true,
  disabled: true,
  configuration: { cores: true, threads: true, chassis: true, sku: true },
};

/** lshw's root id when it cannot tell the host name: what the copy says instead of the machine's name. */
export const LSHW_ROOT_ID = 'computer';

function lshwNode(value: unknown, depth: number, root: boolean): Record<string, unknown> | undefined {
  if (!isRecord(value) || depth > MAX_LSHW_DEPTH) return undefined;
  const node = kept(value, LSHW_NODE) as Record<string, unknown>;
  if (root && value.class === 'system') node.id = LSHW_ROOT_ID;
  if (Array.isArray(value.children)) {
    node.children = value.children.flatMap((child) => lshwNode(child, depth + 1, false) ?? []);
  }
  return node;
}

/** The tree lshw printed (an object, or an array whose first item is the root), allow-listed. */
function lshwCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.flatMap((node, i) => lshwNode(node, 1, i === 0) ?? []);
  return lshwNode(value, 1, true) ?? null;
}

/** The uevent fields battery-uevent.ts reads (after POWER_SUPPLY_). */
const BATTERY_FIELDS: ReadonlySet<string> = new Set([
  'TYPE',
  'TECHNOLOGY',
  'CYCLE_COUNT',
  'VOLTAGE_MIN_DESIGN',
  'CHARGE_FULL',
  'CHARGE_FULL_DESIGN',
  'CHARGE_NOW',
  'ENERGY_FULL',
  'ENERGY_FULL_DESIGN',
  'ENERGY_NOW',
  'MANUFACTURER',
  'MODEL_NAME',
]);
const UEVENT_LINE = /^POWER_SUPPLY_([A-Z][A-Z0-9_]*)=/;

function batteryCopy(text: string): string {
  const lines = withoutBom(text)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => BATTERY_FIELDS.has(UEVENT_LINE.exec(line)?.[1] ?? ''));
  return lines.length ? `${lines.join('\n')}\n` : '';
}

function parsedJson(kind: Exclude<EquipmentFileKind, 'battery'>, text: string): unknown {
  try {
    return JSON.parse(withoutBom(text));
  } catch {
    // Older lshw builds misprint their JSON (lshw-legacy-json.ts): the copy is the tree they meant.
    return kind === 'lshw' ? readLegacyLshwJson(withoutBom(text), MAX_LSHW_DEPTH) : null;
  }
}

/** The member's copy of a raw file of `kind`; null when the file cannot be read (it is then not served). */
export function memberCopyOf(kind: EquipmentFileKind, text: string): string | null {
  if (kind === 'battery') return batteryCopy(text);
  const parsed = parsedJson(kind, text);
  if (parsed === null || parsed === undefined) return null;
  const copy = kind === 'lshw' ? lshwCopy(parsed) : kept(parsed, kind === 'smartctl' ? SMARTCTL : WIPE);
  return copy === undefined || copy === null ? null : `${JSON.stringify(copy, null, 2)}\n`;
}
