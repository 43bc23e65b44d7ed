/**
 * What the catalogue's equipment filters mean, as the SQL applies them and /graus-de-conservacao explains them.
 * 'Estado estético' includes the better steps (a buyer who accepts light marks also takes a lot as new);
 * 'Estado funcional' is one step exactly (the steps are different promises, not a ladder: 'Não testado' is
 * not worse or better than 'Para peças').
 */
import type { StorageClass } from './catalogue-columns';
import { COSMETIC_GRADES, type CosmeticGrade } from './grades';

/** solid: SSD or NVMe only (no spinning drive); nvme: NVMe only. */
export const STORAGE_FILTERS = ['solid', 'nvme'] as const;
export type StorageFilter = (typeof STORAGE_FILTERS)[number];

export interface NumberBounds {
  min: number;
  max: number;
}

/** The numeric filters' bounds: memory and storage in whole GB, battery health in %. */
export const FILTER_BOUNDS = {
  minMemory: { min: 1, max: 4096 },
  minStorage: { min: 1, max: 1_000_000 },
  minBattery: { min: 1, max: 100 },
} as const satisfies Record<string, NumberBounds>;

/** A whole number typed in a numeric filter: digits only (no sign, decimals, grouping or exponent), within its bounds; else null. */
export function parseFilterNumber(text: string, { min, max }: NumberBounds): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/** The storage classes a storage filter lets through. */
export function storageClassesFor(filter: StorageFilter): StorageClass[] {
  return filter === 'nvme' ? ['nvme'] : ['ssd', 'nvme'];
}

/** The cosmetic grades at least as good as the one chosen ('B' → A and B). */
export function cosmeticGradesAtLeast(grade: CosmeticGrade): CosmeticGrade[] {
  return COSMETIC_GRADES.slice(0, COSMETIC_GRADES.indexOf(grade) + 1);
}
