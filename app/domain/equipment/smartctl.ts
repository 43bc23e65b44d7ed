/**
 * One drive's `smartctl --json -a`, read with the field names smartctl prints, from the previews of 6.x
 * (`json_format_version` [0, 1]) to today's 7.x: `model_name` (SCSI/SAS drives print `scsi_model_name` too),
 * `serial_number`, the capacity (`user_capacity`, `nvme_total_capacity`, the first NVMe namespace's size),
 * `rotation_rate` (0 = solid state), `smart_status.passed`, `power_on_time.hours`,
 * `ata_smart_attributes.table[]` (5 Reallocated_Sector_Ct, 197 Current_Pending_Sector), a SCSI drive's
 * `scsi_grown_defect_list`, `scsi_pending_defects` and `scsi_error_counter_log`, `nvme_smart_health_information_log`,
 * `local_time.time_t` (when smartctl ran, the report's date).
 *
 * Real drives leave much of this out: an old ATA drive prints no rotation rate, a RAID volume or a virtual disk
 * no SMART verdict. What the report leaves out is unknown (null), never guessed. Refused: what is not smartctl's
 * report of a drive (smartctl's own error answer, with no device or no drive identity in it), and a field
 * smartctl would never print as it stands (the refusal names it).
 */
import { z } from '~/schemas/zod';
import { driveHealth } from './drive-health';
import { DRIVE_PROTOCOLS, type DriveKind, type DriveProtocol, type DriveSummary, type ParseOutcome } from './summary';
import { issuePath, readToolJson, refuse } from './tool-output';

/** ATA attribute ids. */
export const ATA_REALLOCATED_SECTOR_CT = 5;
export const ATA_CURRENT_PENDING_SECTOR = 197;
/** smartctl's error message is quoted in the refusal up to this length. */
export const MAX_QUOTED_MESSAGE = 200;

const count = z.number().int().min(0);
const text = z.string().trim().min(1);
const errorCounters = z.object({ total_uncorrected_errors: count.optional() });

const smartctlSchema = z.object({
  smartctl: z.object({
    messages: z.array(z.object({ string: z.string(), severity: z.string().optional() })).optional(),
  }),
  device: z.object({ protocol: z.string().optional() }).optional(),
  model_name: text.optional(),
  scsi_model_name: text.optional(),
  serial_number: text.optional(),
  user_capacity: z.object({ bytes: count.optional(), blocks: count.optional() }).optional(),
  logical_block_size: count.optional(),
  nvme_total_capacity: count.optional(),
  nvme_namespaces: z.array(z.object({ size: z.object({ bytes: count }).optional() })).optional(),
  rotation_rate: count.optional(),
  smart_status: z.object({ passed: z.boolean() }).optional(),
  power_on_time: z.object({ hours: count }).optional(),
  ata_smart_attributes: z
    .object({ table: z.array(z.object({ id: z.number().int(), name: z.string(), raw: z.object({ value: z.number().int() }) })) })
    .optional(),
  scsi_grown_defect_list: count.optional(),
  scsi_pending_defects: z.object({ count }).optional(),
  scsi_error_counter_log: z
    .object({ read: errorCounters.optional(), write: errorCounters.optional(), verify: errorCounters.optional() })
    .optional(),
  nvme_smart_health_information_log: z
    .object({ percentage_used: count.optional(), media_errors: count.optional(), power_on_hours: count.optional() })
    .optional(),
  local_time: z.object({ time_t: z.number().int().positive() }).optional(),
});

type SmartctlJson = z.infer<typeof smartctlSchema>;

export interface SmartctlReport {
  drive: DriveSummary;
  /** ISO 8601 of smartctl's `local_time` (when it read the drive), null when absent. */
  localTime: string | null;
}

const protocolOf = (json: SmartctlJson): DriveProtocol | null => DRIVE_PROTOCOLS.find((p) => p === json.device?.protocol) ?? null;

function driveKind(json: SmartctlJson, protocol: DriveProtocol | null): DriveKind | null {
  if (protocol === 'NVMe' || json.nvme_smart_health_information_log) return 'nvme';
  if (json.rotation_rate === undefined) return null;
  return json.rotation_rate === 0 ? 'ssd' : 'hdd';
}

/** The first capacity the report gives: its user capacity (in bytes, or blocks × block size), the NVMe total or namespace size. */
function capacityOf(json: SmartctlJson): number | null {
  const { user_capacity: user, logical_block_size: blockSize } = json;
  const candidates = [
    user?.bytes,
    user?.blocks !== undefined && blockSize !== undefined ? user.blocks * blockSize : undefined,
    json.nvme_total_capacity,
    ...(json.nvme_namespaces ?? []).map((n) => n.size?.bytes),
  ];
  return candidates.find((c): c is number => c !== undefined && c > 0) ?? null;
}

function rawAttribute(json: SmartctlJson, id: number): number | null {
  return json.ata_smart_attributes?.table.find((a) => a.id === id)?.raw.value ?? null;
}

/** A SCSI drive's uncorrected read, write and verify errors (its error counter log), null when it keeps none. */
function uncorrectedErrors(json: SmartctlJson): number | null {
  const log = json.scsi_error_counter_log;
  const counts = [log?.read, log?.write, log?.verify].flatMap((c) =>
    c?.total_uncorrected_errors === undefined ? [] : [c.total_uncorrected_errors],
  );
  return counts.length ? counts.reduce((a, b) => a + b, 0) : null;
}

/** What smartctl said went wrong (its first error, else its first message), for a report of no drive. */
function smartctlComplaint(json: SmartctlJson): string | undefined {
  const messages = json.smartctl.messages ?? [];
  const message = (messages.find((m) => m.severity === 'error') ?? messages[0])?.string.trim();
  return message ? message.slice(0, MAX_QUOTED_MESSAGE) : undefined;
}

/** The drive and when smartctl read it. */
export function parseSmartctlReport(source: string): ParseOutcome<SmartctlReport> {
  const read = readToolJson(source, 'smartctl');
  if (!read.ok) return read;
  const parsed = smartctlSchema.safeParse(read.value);
  if (!parsed.success) return refuse('invalid', issuePath(parsed.error.issues));
  const json = parsed.data;

  const model = json.model_name ?? json.scsi_model_name;
  const serial = json.serial_number;
  if (!json.device || (!model && !serial)) return refuse('no_drive', smartctlComplaint(json));
  if (!serial) return refuse('invalid', 'serial_number');
  if (!model) return refuse('invalid', 'model_name');

  const protocol = protocolOf(json);
  const kind = driveKind(json, protocol);
  const nvme = json.nvme_smart_health_information_log;
  const figures = {
    kind,
    smartPassed: json.smart_status?.passed ?? null,
    powerOnHours: json.power_on_time?.hours ?? nvme?.power_on_hours ?? null,
    reallocatedSectors: kind === 'nvme' ? null : (rawAttribute(json, ATA_REALLOCATED_SECTOR_CT) ?? json.scsi_grown_defect_list ?? null),
    pendingSectors: kind === 'nvme' ? null : (rawAttribute(json, ATA_CURRENT_PENDING_SECTOR) ?? json.scsi_pending_defects?.count ?? null),
    percentageUsed: nvme?.percentage_used ?? null,
    mediaErrors: nvme?.media_errors ?? uncorrectedErrors(json),
  };
  const drive: DriveSummary = {
    file: '',
    model,
    serial,
    capacityBytes: capacityOf(json),
    protocol,
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
