/**
 * What the reading side of verified equipment answers (the API and the pages alike): a lot's verified sheet,
 * its wipe certificate in full (printable) and as `/certificados/{code}` confirms it, and the serials the
 * pickup counter compares. Serials arrive already masked or whole, as the viewer may see them.
 */
import type { DriveHealth, DriveKind, DriveProtocol, DriveSummary, EquipmentFileKind, WipeMethod } from '~/domain/equipment/summary';

export interface SheetDevice {
  product: string;
  vendor: string | null;
}

/** A memory bank as the sheet says it (memory-parts.ts), not in lshw's words. */
export interface SheetMemoryModule {
  slot: string;
  /** null for soldered chips whose size the firmware does not give */
  size_bytes: number | null;
  vendor: string | null;
  product: string | null;
  type: string | null;
  speed_mhz: number | null;
  soldered: boolean;
}

export interface SheetDriveWipe {
  method: WipeMethod;
  technique: string;
  tool: string;
  finished_at: string;
  verified: boolean;
}

/** A drive as the report gives it (the sheet adds its wipe, the back office its file); null where the report does not say. */
export interface DriveFigures {
  model: string;
  serial: string;
  kind: DriveKind | null;
  protocol: DriveProtocol | null;
  capacity_bytes: number | null;
  health: DriveHealth;
  smart_passed: boolean | null;
  power_on_hours: number | null;
  reallocated_sectors: number | null;
  pending_sectors: number | null;
  percentage_used: number | null;
  media_errors: number | null;
}

/** `drive` across the wire, its serial as `shown` gives it (masked or whole). */
export const driveFigures = (drive: DriveSummary, shown: (serial: string) => string = (serial) => serial): DriveFigures => ({
  model: drive.model,
  serial: shown(drive.serial),
  kind: drive.kind,
  protocol: drive.protocol ?? null,
  capacity_bytes: drive.capacityBytes,
  health: drive.health,
  smart_passed: drive.smartPassed,
  power_on_hours: drive.powerOnHours,
  reallocated_sectors: drive.reallocatedSectors,
  pending_sectors: drive.pendingSectors,
  percentage_used: drive.percentageUsed,
  media_errors: drive.mediaErrors,
});

export interface SheetDrive extends DriveFigures {
  wipe: SheetDriveWipe | null;
}

export interface SheetCertificate {
  code: string;
  issued_at: string;
  /** the weakest method over the lot's drives; null when some drive of the report has no wipe record */
  method: WipeMethod | null;
}

export interface SheetFile {
  id: number;
  name: string;
  kind: EquipmentFileKind;
  size_bytes: number;
}

export interface EquipmentSheet {
  verified_at: string;
  /** true when the serials are whole (an administrator, or the lot's winner) */
  serials_whole: boolean;
  /** the maker and model as they sell, lshw's chassis name (app/domain/equipment/chassis.ts) */
  system: { vendor: string | null; model: string | null; serial: string | null; chassis: string | null };
  cpus: { model: string; cores: number | null; threads: number | null }[];
  memory: {
    total_bytes: number;
    modules: SheetMemoryModule[];
  };
  graphics: SheetDevice[];
  network: SheetDevice[];
  drives: SheetDrive[];
  /** health_percent is null when the battery does not give its design and full capacities */
  battery: { health_percent: number | null; cycle_count: number | null; serial: string | null } | null;
  certificate: SheetCertificate | null;
  /** the raw files, for signed-in viewers only (empty for a visitor) */
  files: SheetFile[];
}

/** One drive of the printable certificate. */
export interface CertificateDrive {
  model: string;
  serial: string;
  method: WipeMethod;
  technique: string;
  tool: { name: string; version: string };
  passes: number;
  verification: { method: string; passed: boolean };
  started_at: string;
  finished_at: string;
  operator: string;
}

export interface WipeCertificate {
  code: string;
  issued_at: string;
  method: WipeMethod | null;
  house: string;
  lot: { id: number; title: string };
  serials_whole: boolean;
  drives: CertificateDrive[];
}

/** What `/certificados/{code}` (and GET /api/certificates/{code}) confirms to anyone holding the code. */
export interface CertificateConfirmation {
  code: string;
  issued_at: string;
  method: WipeMethod | null;
  lot: { id: number; title: string };
  drives: { model: string; serial: string; method: WipeMethod; finished_at: string; verified: boolean }[];
}

/** The serials staff compare at the pickup counter (whole: staff are administrators). */
export interface PickupSerials {
  system: string | null;
  drives: { model: string; serial: string }[];
  battery: string | null;
}
