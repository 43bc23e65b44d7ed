/**
 * `lshw -json`: the machine's whole tree (newer lshw prints the root object, older an array holding it). Each
 * node has `id`, `class`, and when known `description`, `product`, `vendor`, `serial`, `slot`, `size` (with
 * `units`), `clock`, `configuration` (strings such as `cores`, `threads`, `chassis`), `disabled`, `children`.
 * - system: the root (class 'system'): vendor, product, serial, configuration.chassis;
 * - CPUs: class 'processor' nodes that are enabled (not `disabled`, not 'disabled'/'[empty]' in the description);
 * - memory: the 'System Memory' nodes (id 'memory', class 'memory'): their size, else the sum of their banks;
 *   modules are the banks (`bank:N`) with a size;
 * - graphics: class 'display'; network: class 'network' nodes of a real device (virtual interfaces such as
 *   bridges have no product).
 */
import { z } from '~/schemas/zod';
import type { CpuSummary, DeviceSummary, LshwSummary, MemoryModuleSummary, ParseOutcome } from './summary';
import { issuePath, readToolJson, refuse } from './tool-output';

interface LshwNode {
  id: string;
  class: string;
  description?: string | undefined;
  product?: string | undefined;
  vendor?: string | undefined;
  serial?: string | undefined;
  slot?: string | undefined;
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
    serial: z.string().optional(),
    slot: z.string().optional(),
    size: z.number().min(0).optional(),
    clock: z.number().min(0).optional(),
    disabled: z.boolean().optional(),
    configuration: z.record(z.string(), z.unknown()).optional(),
    children: z.array(nodeSchema).optional(),
  }),
);

/** Newer lshw prints one object, older an array of one. */
const lshwSchema = z.union([
  nodeSchema,
  z
    .array(nodeSchema)
    .length(1)
    .transform((nodes) => nodes[0]!),
]);

/** What firmware tables say when they say nothing. */
const PLACEHOLDERS = new Set([
  '',
  'not specified',
  'to be filled by o.e.m.',
  'default string',
  'system serial number',
  'none',
  'unknown',
  'no dimm',
]);

function known(value: string | undefined): string | null {
  const v = value?.trim() ?? '';
  return PLACEHOLDERS.has(v.toLowerCase()) ? null : v;
}

function configurationInt(node: LshwNode, key: string): number | null {
  const value = node.configuration?.[key];
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function configurationText(node: LshwNode, key: string): string | null {
  const value = node.configuration?.[key];
  return typeof value === 'string' ? known(value) : null;
}

function* walk(node: LshwNode): Generator<LshwNode> {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

const isSystemMemory = (node: LshwNode) =>
  node.class === 'memory' &&
  /^memory(:\d+)?$/.test(node.id) &&
  (/system memory/i.test(node.description ?? '') || (node.children ?? []).some((c) => c.id.startsWith('bank')));

const isEnabledCpu = (node: LshwNode) =>
  node.class === 'processor' && node.disabled !== true && !/disabled|\[empty\]/i.test(node.description ?? '');

function bankModule(bank: LshwNode): MemoryModuleSummary | null {
  if (!bank.id.startsWith('bank') || !bank.size) return null;
  return {
    slot: known(bank.slot) ?? bank.id,
    sizeBytes: bank.size,
    description: bank.description?.trim() ?? '',
    vendor: known(bank.vendor),
    product: known(bank.product),
    clockHz: bank.clock ?? null,
  };
}

function device(node: LshwNode): DeviceSummary | null {
  const product = known(node.product);
  return product ? { product, vendor: known(node.vendor) } : null;
}

export function parseLshw(source: string): ParseOutcome<LshwSummary> {
  const read = readToolJson(source, 'lshw');
  if (!read.ok) return read;
  const parsed = lshwSchema.safeParse(read.value);
  if (!parsed.success) return refuse('invalid', issuePath(parsed.error.issues));
  const root = parsed.data;
  if (root.class !== 'system') return refuse('invalid', 'class');
  const nodes = [...walk(root)];

  const cpus: CpuSummary[] = nodes.filter(isEnabledCpu).map((node) => ({
    model: known(node.product) ?? known(node.description) ?? node.id,
    cores: configurationInt(node, 'cores'),
    threads: configurationInt(node, 'threads'),
  }));
  if (cpus.length === 0) return refuse('invalid', 'processor');

  const memoryNodes = nodes.filter(isSystemMemory);
  const modules = memoryNodes.flatMap((node) => (node.children ?? []).map(bankModule).filter((m) => m !== null));
  const totalBytes = memoryNodes.reduce(
    (sum, node) => sum + (node.size || (node.children ?? []).reduce((banks, bank) => banks + (bankModule(bank)?.sizeBytes ?? 0), 0)),
    0,
  );
  if (totalBytes <= 0) return refuse('invalid', 'memory');

  return {
    ok: true,
    value: {
      system: {
        vendor: known(root.vendor),
        model: known(root.product),
        serial: known(root.serial),
        chassis: configurationText(root, 'chassis'),
      },
      cpus,
      memory: { totalBytes, modules },
      graphics: nodes.filter((n) => n.class === 'display').flatMap((n) => device(n) ?? []),
      network: nodes.filter((n) => n.class === 'network').flatMap((n) => device(n) ?? []),
    },
  };
}
