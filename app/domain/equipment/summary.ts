/**
 * What a lot's machine reports about itself, normalised from the tools' own output (`lshw -json`,
 * `smartctl --json -a` per drive, the battery's `uevent`), and what a wipe manifest records per drive.
 * The raw files stay in R2; this summary is what D1 keeps (`lot_hardware_reports.summary`) and the lot page shows.
 * Sizes are bytes; nothing here is money.
 */

/** HDD by rotation rate; SATA/SAS solid-state; NVMe by protocol. A drive whose report says none of these has no kind (null). */
export const DRIVE_KINDS = ['hdd', 'ssd', 'nvme'] as const;
export type DriveKind = (typeof DRIVE_KINDS)[number];

/** How smartctl spoke to the drive (its `device.protocol`): ATA (SATA, PATA, behind a USB or RAID bridge), SCSI (SAS), NVMe. */
export const DRIVE_PROTOCOLS = ['ATA', 'SCSI', 'NVMe'] as const;
export type DriveProtocol = (typeof DRIVE_PROTOCOLS)[number];

/**
 * 'Saudável', 'Atenção', 'Falhando' (thresholds in drive-health.ts), and 'Sem dados SMART': a drive that gives no
 * SMART verdict and no figure that would make it anything but healthy (a RAID volume, a virtual disk).
 */
export const DRIVE_HEALTH = ['healthy', 'attention', 'failing', 'unknown'] as const;
export type DriveHealth = (typeof DRIVE_HEALTH)[number];

export interface SystemSummary {
  /** the maker and model as they sell ('Lenovo', 'ThinkPad X1 Carbon Gen 9': firmware-text.ts); null when firmware says nothing */
  vendor: string | null;
  model: string | null;
  /** null when firmware printed a filler ('To Be Filled By O.E.M.', '0123456789', lshw -sanitize's '[REMOVED]') */
  serial: string | null;
  /** lshw's chassis (`configuration.chassis`, chassis.ts): notebook, laptop, desktop, mini-tower, rackmount… */
  chassis: string | null;
}

export interface CpuSummary {
  /** lshw's product without trademark signs ('Intel Core i5-10310U CPU @ 1.70GHz') */
  model: string;
  /** lshw's `configuration.cores` / `configuration.threads` (null when the tree does not say) */
  cores: number | null;
  threads: number | null;
}

export interface MemoryModuleSummary {
  slot: string;
  /** null for soldered chips whose size the firmware does not give */
  sizeBytes: number | null;
  description: string;
  vendor: string | null;
  product: string | null;
  clockHz: number | null;
}

export interface DeviceSummary {
  product: string;
  vendor: string | null;
}

export interface DriveSummary {
  /** the smartctl file it came from */
  file: string;
  model: string;
  serial: string;
  /** null when the report gives no capacity ('Capacidade não informada') */
  capacityBytes: number | null;
  /** null when the report does not tell ('Tipo não informado'): no rotation rate, not NVMe */
  kind: DriveKind | null;
  /** absent from reports stored before it was read; null for a protocol smartctl names otherwise */
  protocol?: DriveProtocol | null;
  /** smartctl's `smart_status.passed`; null when the report gives no SMART verdict */
  smartPassed: boolean | null;
  powerOnHours: number | null;
  /** ATA attributes 5 and 197, or a SCSI drive's grown defect list (null for NVMe, or when the drive does not report them) */
  reallocatedSectors: number | null;
  pendingSectors: number | null;
  /** NVMe health log (null for HDD/SSD) */
  percentageUsed: number | null;
  /** NVMe media errors, or a SCSI drive's uncorrected read, write and verify errors (its error counter log) */
  mediaErrors: number | null;
  health: DriveHealth;
}

export interface BatterySummary {
  /** full capacity ÷ design capacity, whole percent (may pass 100 on a new cell); null when the battery does not say */
  healthPercent: number | null;
  cycleCount: number | null;
  manufacturer: string | null;
  model: string | null;
  serial: string | null;
  technology: string | null;
}

export interface HardwareSummary {
  system: SystemSummary;
  cpus: CpuSummary[];
  memory: { totalBytes: number; modules: MemoryModuleSummary[] };
  /** lshw class `display`: integrated and discrete graphics */
  graphics: DeviceSummary[];
  network: DeviceSummary[];
  drives: DriveSummary[];
  battery: BatterySummary | null;
  /** ISO 8601: the newest smartctl `local_time`, else when the files were attached */
  reportedAt: string;
}

/** What `lshw -json` gives (everything but the drives' health and the battery). */
export type LshwSummary = Pick<HardwareSummary, 'system' | 'cpus' | 'memory' | 'graphics' | 'network'>;

/** NIST SP 800-88 Rev. 1 sanitisation methods, weakest first. */
export const WIPE_METHODS = ['Clear', 'Purge', 'Destroy'] as const;
export type WipeMethod = (typeof WIPE_METHODS)[number];

/** One drive's wipe, as the manifest (format `arremate-wipe/1`, docs/wipe-manifest.md) records it. */
export interface WipeRecord {
  serial: string;
  model: string;
  method: WipeMethod;
  /** e.g. 'ATA Secure Erase', 'NVMe Format (crypto erase)', 'Sobrescrita 1 passagem', 'Trituração' */
  technique: string;
  tool: { name: string; version: string };
  passes: number;
  verification: { method: string; passed: boolean };
  startedAt: string;
  finishedAt: string;
  operator: string;
}

export interface WipeManifest {
  records: WipeRecord[];
}

/**
 * Why a file was refused. The service turns it into a Portuguese message naming the file
 * (`equipmentText.fileRefused(name, kind, refusal)`).
 * - html: the file is a web page (a login page saved by mistake, an error page);
 * - not_json: not JSON at all (lshw/smartctl/manifest), or not key=value lines (battery);
 * - truncated: JSON that ends early;
 * - wrong_tool: valid, but another tool's output (e.g. smartctl where lshw was claimed);
 * - invalid: the right tool, but a required field is missing or malformed (`detail` names the field);
 * - no_drive: smartctl's output, but of no drive: it could not open or identify the device (`detail` is
 *   smartctl's own error message, when it printed one).
 */
export type FileRefusal = { reason: 'html' | 'not_json' | 'truncated' | 'wrong_tool' | 'invalid' | 'no_drive'; detail?: string };

export type ParseOutcome<T> = { ok: true; value: T } | { ok: false; refusal: FileRefusal };

/** What a file claims to be: the form field it was given in, or its name in a bulk import. */
export const EQUIPMENT_FILE_KINDS = ['lshw', 'smartctl', 'battery', 'wipe'] as const;
export type EquipmentFileKind = (typeof EQUIPMENT_FILE_KINDS)[number];
