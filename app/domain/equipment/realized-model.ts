/**
 * The model a lot's machine is sold as, for 'Preços realizados': maker and model as firmware-text.ts names them
 * ('Lenovo ThinkPad T490', 'Dell Latitude 5410'), the CPU without its maker, trademark signs and clock
 * ('Core i5-8365U'), the memory as it is marketed (15,9 GiB the kernel counts → 16 GB) and the storage class of
 * the catalogue's column. Two lots of the same model share one key; a machine whose firmware names no maker or no
 * model (a white-box desktop) has none: grouping it by its CPU alone would compare unlike machines.
 */
import { storageClassOf, type StorageClass } from './catalogue-columns';
import { machineName } from './firmware-text';
import type { HardwareSummary } from './summary';

/** Bump when the normalisation changes: lots keyed with an older version are keyed again (realized-models.server.ts). */
export const REALIZED_MODEL_VERSION = 1;

export interface RealizedModel {
  /** URL-safe, lower case: 'lenovo-thinkpad-t490_core-i5-8365u_16gb_nvme' */
  key: string;
  machine: string;
  /** null when lshw names no CPU */
  cpu: string | null;
  memoryGb: number;
  storageClass: StorageClass | null;
}

/** Memory sizes as machines are sold, in GB (GiB). */
const MARKETED_MEMORY_GB = [1, 2, 3, 4, 6, 8, 12, 16, 20, 24, 32, 40, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048];
const GIB = 1024 ** 3;

/**
 * The marketed size: the smallest one the count reaches within 2 % below (a count a little over a size is that
 * size), else the next one up, as the kernel counts less than is fitted (firmware and graphics keep some).
 */
export function marketedMemoryGb(totalBytes: number): number | null {
  if (!(totalBytes > 0)) return null;
  const gib = totalBytes / GIB;
  return MARKETED_MEMORY_GB.find((size) => size >= gib * 0.98) ?? Math.round(gib);
}

/**
 * 'Intel Core i5-8365U CPU @ 1.60GHz' → 'Core i5-8365U'; '11th Gen Intel Core i7-1165G7 @ 2.80GHz' →
 * 'Core i7-1165G7'; 'Intel Xeon CPU E5-2640 v4 @ 2.40GHz' → 'Xeon E5-2640 v4';
 * 'AMD Ryzen 5 PRO 4650U with Radeon Graphics' → 'Ryzen 5 PRO 4650U'.
 */
export function cpuName(model: string): string | null {
  const name = model
    .replace(/\((R|TM)\)|[®™]/gi, '')
    .replace(/@.*$/, '')
    .replace(/\bwith radeon.*$/i, '')
    .replace(/\b\d+(st|nd|rd|th) gen(eration)?\b/i, '')
    .replace(/\b(intel|amd|genuineintel|authenticamd)\b/gi, '')
    .replace(/\b(cpu|processor|apu)\b/gi, '')
    .replace(/\b\d+-core\b/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  return name || null;
}

/** Lower case, accent-free, runs of anything else than letters and digits as one '-'. */
export function modelSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The CPUs as one name: 'Xeon E5-2640 v4' for one, '2× Xeon E5-2640 v4' for two alike. */
function cpusName(cpus: HardwareSummary['cpus']): string | null {
  const names = cpus.map((cpu) => cpuName(cpu.model)).filter((n): n is string => n !== null);
  if (!names.length) return null;
  const distinct = [...new Set(names)];
  return distinct
    .map((name) => {
      const count = names.filter((n) => n === name).length;
      return count > 1 ? `${count}× ${name}` : name;
    })
    .join(' + ');
}

export const KEY_PART_SEPARATOR = '_';
/** A part the report does not give ('no CPU named', 'storage class unknown') stands as this in the key. */
const UNKNOWN_PART = 'x';

export function realizedModel(summary: Pick<HardwareSummary, 'system' | 'cpus' | 'memory' | 'drives'>): RealizedModel | null {
  if (!summary.system.vendor || !summary.system.model) return null;
  const machine = machineName(summary.system);
  const memoryGb = marketedMemoryGb(summary.memory.totalBytes);
  if (!machine || memoryGb === null) return null;
  const cpu = cpusName(summary.cpus);
  const storageClass = storageClassOf(summary.drives);
  const key = [
    modelSlug(machine).slice(0, 80),
    cpu ? modelSlug(cpu).slice(0, 60) : UNKNOWN_PART,
    `${memoryGb}gb`,
    storageClass ?? UNKNOWN_PART,
  ].join(KEY_PART_SEPARATOR);
  return { key, machine, cpu, memoryGb, storageClass };
}

/** A key as realizedModel makes them (what `/precos?modelo=` accepts). */
export const REALIZED_MODEL_KEY = /^[a-z0-9-]+_[a-z0-9-]+_\d+gb_(nvme|ssd|hdd|x)$/;
export const REALIZED_MODEL_KEY_MAX = 200;
