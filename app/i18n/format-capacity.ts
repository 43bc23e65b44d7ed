/**
 * Capacities as they are sold, in pt-BR: drives in decimal units ("512 GB", "1,92 TB"), memory in binary units
 * named as sellers name them ("16 GB" for 16 GiB).
 */
const GB = 1000 ** 3;
const TB = 1000 ** 4;
const MIB = 1024 ** 2;
const GIB = 1024 ** 3;

const number = (n: number, digits: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: digits });

/** A drive's capacity: TB from 1 TB up (two decimals at most), otherwise whole GB. */
export function formatDriveCapacity(bytes: number): string {
  if (bytes >= TB) return `${number(bytes / TB, 2)} TB`;
  return `${number(Math.round(bytes / GB), 0)} GB`;
}

/** Memory: whole GB (GiB) from 1 GiB up, otherwise MB (MiB). */
export function formatMemorySize(bytes: number): string {
  if (bytes >= GIB) return `${number(bytes / GIB, 1)} GB`;
  return `${number(Math.round(bytes / MIB), 0)} MB`;
}

/** A file's size: KB with one decimal under 1 MB, MB above. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000 * 1000) return `${number(Math.max(bytes / 1000, 0.1), 1)} KB`;
  return `${number(bytes / (1000 * 1000), 1)} MB`;
}
