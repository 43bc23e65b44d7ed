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

export const MAX_MEMORY_FILTER_GB = 4096;
export const MAX_STORAGE_FILTER_GB = 1_000_000;

/** The storage classes a storage filter lets through. */
export function storageClassesFor(filter: StorageFilter): StorageClass[] {
  return filter === 'nvme' ? ['nvme'] : ['ssd', 'nvme'];
}

/** The cosmetic grades at least as good as the one chosen ('B' → A and B). */
export function cosmeticGradesAtLeast(grade: CosmeticGrade): CosmeticGrade[] {
  return COSMETIC_GRADES.slice(0, COSMETIC_GRADES.indexOf(grade) + 1);
}
