/**
 * `lshw -json`: the machine's whole tree. Each node has `id`, `class`, and when known `description`, `product`,
 * `vendor`, `version`, `serial`, `slot`, `businfo`, `size`, `clock`, `configuration` (strings such as `cores`,
 * `threads`, `chassis`, `sku`), `disabled`, `children`. lshw prints it three ways, all read here: one root object
 * (since 2020), an array holding it (2016 and before), or the misprinted tree of the builds in between
 * (lshw-legacy-json.ts). A report run in another language keeps its keys; only descriptions are translated.
 * - system: the root (class 'system'): maker, model and serial as firmware-text.ts cleans them, the chassis;
 * - CPUs: class 'processor' nodes that are enabled (not `disabled`, not 'disabled'/'[empty]' in the description),
 *   not the per-thread 'logicalcpu' nodes some versions add; those lshw names no product for (a socket read twice,
 *   a CPU without DMI) are counted as present but not listed;
 * - memory: the memory arrays (id 'memory' or 'memory:N', not a PCI device): each one's size, else the sum of its
 *   banks; modules are its banks (`bank`, `bank:N`) with a size, and soldered chips even when lshw gives none;
 * - graphics: class 'display'; network: class 'network' nodes of a real device (virtual interfaces such as
 *   bridges have no product).
 * What is not a machine's report is refused: another tool's file, HTML, a tree without a system at its root,
 * without a processor or without memory.
 */
import { z } from '~/schemas/zod';
import { knownSerial, knownText, makerName, modelName } from './firmware-text';
import { readLegacyLshwJson } from './lshw-legacy-json';
import { memoryPart } from './memory-parts';
import type { CpuSummary, DeviceSummary, LshwSummary, MemoryModuleSummary, ParseOutcome } from './summary';
import { issuePath, readToolJson, refuse, withoutBom } from './tool-output';

interface LshwNode {
  id: string;
  class: string;
  description?: string | undefined;
  product?: string | undefined;
  vendor?: string | undefined;
  version?: string | undefined;
  serial?: string | undefined;
  slot?: string | undefined;
  businfo?: string | undefined;
  size?: number | undefined;
  clock?: number | undefined;
  disabled?: boolean | undefined;
  configuration?: Record<string, unknown> | undefined;
  children?: LshwNode[] | undefined;
}

const nodeSchema: z.ZodType<LshwNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    class: z.string(),
    description: z.string().optional(),
    product: z.string().optional(),
    vendor: z.string().optional(),
    version: z.string().optional(),
    serial: z.string().optional(),
    slot: z.string().optional(),
    businfo: z.string().optional(),
    size: z.number().min(0).optional(),
    clock: z.number().min(0).optional(),
    disabled: z.boolean().optional(),
    configuration: z.record(z.string(), z.unknown()).optional(),
    children: z.array(nodeSchema).optional(),
  }),
);

/** A real tree is about ten levels deep; a deeper one is refused before the recursive schema reads it. */
export const MAX_LSHW_DEPTH = 64;

function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_LSHW_DEPTH) break;
    if (Array.isArray(node)) for (const item of node) stack.push([item, depth + 1]);
    else if (typeof node === 'object' && node !== null) for (const item of Object.values(node)) stack.push([item, depth + 1]);
  }
  return deepest;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The root of what lshw printed: the object, or the first of an array (older versions wrap the tree in one; a
 * list that `-class` filtering gives has the other nodes after it, taken as the root's children).
 */
function rootOf(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const [first, ...rest] = value as unknown[];
  if (rest.length === 0 || !isObject(first) || first.class !== 'system') return value.length === 1 ? first : value;
  return { ...first, children: [...(Array.isArray(first.children) ? (first.children as unknown[]) : []), ...rest] };
}

/**
 * The JSON lshw printed, or why it is not lshw's. A text JSON.parse refuses (not JSON, or seemingly cut short) is
 * read once more as the misprinted output of older lshw builds before it is refused.
 */
export function readLshwJson(text: string): ParseOutcome<unknown> {
  const read = readToolJson(text, 'lshw');
  if (read.ok || (read.refusal.reason !== 'not_json' && read.refusal.reason !== 'truncated')) return read;
  const legacy = readLegacyLshwJson(withoutBom(text), MAX_LSHW_DEPTH);
  const root = rootOf(legacy);
  return isObject(root) && root.class === 'system' ? { ok: true, value: legacy } : read;
}

function configurationInt(node: LshwNode, key: string): number | null {
  const value = node.configuration?.[key];
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function configurationText(node: LshwNode, key: string): string | null {
  const value = node.configuration?.[key];
  return typeof value === 'string' ? value : null;
}

function* walk(node: LshwNode): Generator<LshwNode> {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

/** A memory array from the firmware's tables, or the one lshw makes from the kernel's count; not a PCI RAM device. */
const isMemoryArray = (node: LshwNode) =>
  node.class === 'memory' && /^memory(:\d+)?$/.test(node.id) && node.businfo === undefined && knownText(node.product) === null;

const isBank = (node: LshwNode) => node.class === 'memory' && /^bank(:\d+)?$/.test(node.id);

const isCpu = (node: LshwNode) =>
  node.class === 'processor' &&
  !node.id.startsWith('logicalcpu') &&
  node.disabled !== true &&
  !/disabled|\[empty\]/i.test(node.description ?? '');

/** CPU names without their trademark signs: 'Intel Core i5-10310U CPU @ 1.70GHz'. */
const cpuModel = (product: string) =>
  product
    .replace(/\((R|TM)\)|[®™]/gi, '')
    .replace(/\s+/g, ' ')
    .trim();

function bankModule(bank: LshwNode): MemoryModuleSummary | null {
  if (!isBank(bank)) return null;
  const module: MemoryModuleSummary = {
    slot: knownText(bank.slot) ?? bank.id,
    sizeBytes: bank.size || null,
    description: knownText(bank.description) ?? '',
    vendor: knownText(bank.vendor),
    product: knownText(bank.product),
    clockHz: bank.clock || null,
  };
  if (module.sizeBytes !== null) return module;
  // Soldered chips some firmware gives no size for (lshw then calls the bank '[empty]'): the chips are there.
  const part = memoryPart(module);
  return part.soldered && (module.product !== null || part.speedMhz !== null) ? module : null;
}

function device(node: LshwNode): DeviceSummary | null {
  const product = knownText(node.product);
  return product ? { product, vendor: makerName(node.vendor) } : null;
}

export function parseLshw(source: string): ParseOutcome<LshwSummary> {
  const read = readLshwJson(source);
  if (!read.ok) return read;
  if (depthOf(read.value) > MAX_LSHW_DEPTH) return refuse('invalid', 'children');
  const parsed = nodeSchema.safeParse(rootOf(read.value));
  if (!parsed.success) return refuse('invalid', issuePath(parsed.error.issues));
  const root = parsed.data;
  if (root.class !== 'system') return refuse('invalid', 'class');
  const nodes = [...walk(root)];

  const processors = nodes.filter(isCpu);
  if (processors.length === 0) return refuse('invalid', 'processor');
  const cpus: CpuSummary[] = processors.flatMap((node) => {
    const product = knownText(node.product);
    return product
      ? [{ model: cpuModel(product), cores: configurationInt(node, 'cores'), threads: configurationInt(node, 'threads') }]
      : [];
  });

  const arrays = nodes.filter(isMemoryArray);
  const banksOf = (array: LshwNode) => (array.children ?? []).map(bankModule).filter((m) => m !== null);
  const modules = arrays.flatMap(banksOf);
  const totalBytes = arrays.reduce((sum, array) => sum + (array.size || banksOf(array).reduce((s, m) => s + (m.sizeBytes ?? 0), 0)), 0);
  if (totalBytes <= 0) return refuse('invalid', 'memory');

  const maker = makerName(root.vendor);
  return {
    ok: true,
    value: {
      system: {
        vendor: maker,
        model: modelName({ product: root.product, version: root.version, sku: configurationText(root, 'sku'), maker }),
        serial: knownSerial(root.serial),
        chassis: knownText(configurationText(root, 'chassis')),
      },
      cpus,
      memory: { totalBytes, modules },
      graphics: nodes.filter((n) => n.class === 'display').flatMap((n) => device(n) ?? []),
      network: nodes.filter((n) => n.class === 'network').flatMap((n) => device(n) ?? []),
    },
  };
}
