/**
 * One drive's `smartctl --json -a` (smartmontools 7+), read with the field names smartctl prints:
 * `model_name` (SCSI/SAS drives print `scsi_model_name`), `serial_number`, `user_capacity.bytes`,
 * `rotation_rate` (0 = solid state), `smart_status.passed`, `power_on_time.hours`,
 * `ata_smart_attributes.table[]` (5 Reallocated_Sector_Ct, 197 Current_Pending_Sector),
 * `scsi_grown_defect_list` (a SAS drive's reallocated blocks), `nvme_smart_health_information_log`,
 * `local_time.time_t` (when smartctl ran, the report's date).
 */
import { z } from '~/schemas/zod';
import { driveHealth } from './drive-health';
import type { DriveKind, DriveSummary, ParseOutcome } from './summary';
import { issuePath, readToolJson, refuse } from './tool-output';

/** ATA attribute ids. */
export const ATA_REALLOCATED_SECTOR_CT = 5;
export const ATA_CURRENT_PENDING_SECTOR = 197;
/** JSON output came with smartmontools 7.0. */
const FIRST_JSON_VERSION = 7;

const count = z.number().int().min(0);
const text = z.string().trim().min(1);

const smartctlSchema = z.object({
  smartctl: z.object({
    version: z
      .array(z.number().int())
      .min(1)
      .refine((v) => v[0]! >= FIRST_JSON_VERSION),
  }),
  device: z.object({ name: z.string(), type: z.string(), protocol: z.string() }),
  model_name: text.optional(),
  scsi_model_name: text.optional(),
  serial_number: text,
  user_capacity: z.object({ bytes: z.number().int().positive() }).optional(),
  nvme_total_capacity: z.number().int().positive().optional(),
  rotation_rate: count.optional(),
  smart_status: z.object({ passed: z.boolean() }),
  power_on_time: z.object({ hours: count }).optional(),
  ata_smart_attributes: z
    .object({ table: z.array(z.object({ id: z.number().int(), name: z.string(), raw: z.object({ value: z.number().int() }) })) })
    .optional(),
  scsi_grown_defect_list: count.optional(),
  nvme_smart_health_information_log: z.object({ percentage_used: count, media_errors: count, power_on_hours: count }).optional(),
  local_time: z.object({ time_t: z.number().int().positive() }).optional(),
});

type SmartctlJson = z.infer<typeof smartctlSchema>;

export interface SmartctlReport {
  drive: DriveSummary;
  /** ISO 8601 of smartctl's `local_time` (when it read the drive), null when absent. */
  localTime: string | null;
}

function driveKind(json: SmartctlJson): DriveKind | null {
  if (json.device.protocol === 'NVMe') return 'nvme';
  if (json.rotation_rate === undefined) return null;
  return json.rotation_rate === 0 ? 'ssd' : 'hdd';
}

function rawAttribute(json: SmartctlJson, id: number): number | null {
  return json.ata_smart_attributes?.table.find((a) => a.id === id)?.raw.value ?? null;
}

/** The drive and when smartctl read it. */
export function parseSmartctlReport(source: string): ParseOutcome<SmartctlReport> {
  const read = readToolJson(source, 'smartctl');
  if (!read.ok) return read;
  const parsed = smartctlSchema.safeParse(read.value);
  if (!parsed.success) return refuse('invalid', issuePath(parsed.error.issues));
  const json = parsed.data;

  const model = json.model_name ?? json.scsi_model_name;
  if (!model) return refuse('invalid', 'model_name');
  const capacityBytes = json.user_capacity?.bytes ?? json.nvme_total_capacity;
  if (!capacityBytes) return refuse('invalid', 'user_capacity.bytes');
  const kind = driveKind(json);
  if (!kind) return refuse('invalid', 'rotation_rate');
  const nvme = json.nvme_smart_health_information_log;
  if (kind === 'nvme' && !nvme) return refuse('invalid', 'nvme_smart_health_information_log');

  const figures = {
    kind,
    smartPassed: json.smart_status.passed,
    powerOnHours: json.power_on_time?.hours ?? nvme?.power_on_hours ?? null,
    reallocatedSectors: kind === 'nvme' ? null : (rawAttribute(json, ATA_REALLOCATED_SECTOR_CT) ?? json.scsi_grown_defect_list ?? null),
    pendingSectors: kind === 'nvme' ? null : rawAttribute(json, ATA_CURRENT_PENDING_SECTOR),
    percentageUsed: nvme?.percentage_used ?? null,
    mediaErrors: nvme?.media_errors ?? null,
  };
  const drive: DriveSummary = {
    file: '',
    model,
    serial: json.serial_number,
    capacityBytes,
    ...figures,
    health: driveHealth(figures),
  };
  const localTime = json.local_time ? new Date(json.local_time.time_t * 1000).toISOString() : null;
  return { ok: true, value: { drive, localTime } };
}

/** The drive (`file` left '' for the caller; `health` from drive-health.ts). */
export function parseSmartctl(source: string): ParseOutcome<DriveSummary> {
  const report = parseSmartctlReport(source);
  return report.ok ? { ok: true, value: report.value.drive } : report;
}
