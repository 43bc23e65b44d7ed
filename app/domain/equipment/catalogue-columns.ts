/**
 * The figures a lot's report and wipe certificate give the catalogue's filters, as plain indexed columns on
 * `lots` (never JSON scans): memory and storage in whole GB, the drives' class, the battery's health and the
 * weakest wipe method (null unless every drive of the report has a wipe record).
 */
import type { DriveSummary, HardwareSummary, WipeMethod, WipeRecord } from './summary';
import { WIPE_METHODS } from './summary';

/**
 * nvme: every drive NVMe; ssd: every drive solid-state, some SATA/SAS; hdd: some spinning drive. None (null) when
 * no drive spins but some drive's kind is unknown: the lot cannot be promised solid-state.
 */
export const STORAGE_CLASSES = ['nvme', 'ssd', 'hdd'] as const;
export type StorageClass = (typeof STORAGE_CLASSES)[number];

export interface EquipmentColumns {
  memoryGb: number | null;
  storageGb: number | null;
  storageClass: StorageClass | null;
  batteryHealth: number | null;
  wipeMethod: WipeMethod | null;
  verifiedAt: string | null;
}

export const NO_EQUIPMENT: EquipmentColumns = {
  memoryGb: null,
  storageGb: null,
  storageClass: null,
  batteryHealth: null,
  wipeMethod: null,
  verifiedAt: null,
};

const GIB = 1024 ** 3;
const GB = 1000 ** 3;

export function storageClassOf(drives: readonly Pick<DriveSummary, 'kind'>[]): StorageClass | null {
  if (drives.length === 0) return null;
  if (drives.some((d) => d.kind === 'hdd')) return 'hdd';
  if (drives.some((d) => d.kind === null)) return null;
  return drives.every((d) => d.kind === 'nvme') ? 'nvme' : 'ssd';
}

/** The drives' total in whole decimal GB, over the drives whose capacity the report gives (at least that much); null when none does. */
export function storageGbOf(drives: readonly Pick<DriveSummary, 'capacityBytes'>[]): number | null {
  const known = drives.flatMap((d) => (d.capacityBytes === null ? [] : [d.capacityBytes]));
  return known.length ? Math.round(known.reduce((sum, bytes) => sum + bytes, 0) / GB) : null;
}

/** A drive's wipe record: the manifest's record with its serial (compared trimmed, case-insensitive). */
export function wipeRecordOf(drive: Pick<DriveSummary, 'serial'>, records: readonly WipeRecord[]): WipeRecord | undefined {
  const serial = drive.serial.trim().toUpperCase();
  return records.find((r) => r.serial.trim().toUpperCase() === serial);
}

/** The weakest method over the report's drives, or null when a drive has no record (or there is no drive). */
export function weakestWipeMethod(drives: readonly Pick<DriveSummary, 'serial'>[], records: readonly WipeRecord[]): WipeMethod | null {
  if (drives.length === 0) return null;
  let weakest = WIPE_METHODS.length - 1;
  for (const drive of drives) {
    const record = wipeRecordOf(drive, records);
    if (!record) return null;
    weakest = Math.min(weakest, WIPE_METHODS.indexOf(record.method));
  }
  return WIPE_METHODS[weakest]!;
}

/**
 * Without a report, the manifest's own drives stand for the machine's.
 * Memory in GiB (as sold: 16 GB is 16 GiB), storage in decimal GB (as drives are sold), both rounded; a drive of
 * unknown capacity adds nothing to the storage (the filter's 'at least N GB' stays true). */
export function equipmentColumns(summary: HardwareSummary | null, records: readonly WipeRecord[] | null): EquipmentColumns {
  if (!summary) return { ...NO_EQUIPMENT, wipeMethod: records?.length ? weakestWipeMethod(records, records) : null };
  return {
    memoryGb: summary.memory.totalBytes > 0 ? Math.round(summary.memory.totalBytes / GIB) : null,
    storageGb: storageGbOf(summary.drives),
    storageClass: storageClassOf(summary.drives),
    batteryHealth: summary.battery?.healthPercent ?? null,
    wipeMethod: records ? weakestWipeMethod(summary.drives, records) : null,
    verifiedAt: summary.reportedAt,
  };
}
