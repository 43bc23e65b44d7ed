/**
 * A lot's machine as the back office sends and reads it. The files go as text, each with its name (the
 * browser reads them; the server parses them): PUT /api/auctions/{id}/hardware-report takes
 * `{ lshw, smartctl: [...], battery? }`, PUT …/wipe-certificate takes `{ manifest }`.
 */
import type { EquipmentColumns, StorageClass } from '~/domain/equipment/catalogue-columns';
import type { EquipmentFileKind, SystemSummary, WipeMethod } from '~/domain/equipment/summary';
import { equipmentAdminText } from '~/i18n/pt-BR-equipment-admin';
import type { DriveFigures } from '~/schemas/equipment-sheet';
import { z } from '~/schemas/zod';

const errors = equipmentAdminText.errors;

/** The most drives one report takes (a 4U server's bays; more is not a machine we auction as one lot). */
export const MAX_REPORT_DRIVES = 24;
export const MAX_FILE_NAME = 200;

/** A name as the browser gives it: no folders, no control characters. */
const fileName = z
  .string({ error: errors.fileNameInvalid })
  .trim()
  .min(1, errors.fileNameInvalid)
  .max(MAX_FILE_NAME, errors.fileNameInvalid)
  // eslint-disable-next-line no-control-regex
  .refine((name) => !/[/\\\u0000-\u001f\u007f]/.test(name), errors.fileNameInvalid);

/** The file's size is the parsers' to refuse (naming the file): this only asks for text. */
const fileBody = z.strictObject({ name: fileName, text: z.string({ error: errors.bodyInvalid }) }, { error: errors.bodyInvalid });

export const hardwareReportBody = z.strictObject(
  {
    lshw: fileBody,
    smartctl: z.array(fileBody, { error: errors.bodyInvalid }).max(MAX_REPORT_DRIVES, errors.bodyInvalid).default([]),
    battery: fileBody.nullish(),
  },
  { error: errors.bodyInvalid },
);

export const wipeCertificateBody = z.strictObject({ manifest: fileBody }, { error: errors.bodyInvalid });

export type HardwareReportBody = z.output<typeof hardwareReportBody>;
export type WipeCertificateBody = z.output<typeof wipeCertificateBody>;

/** What is attached to a lot, as the back office's 'Relatório da máquina' shows it (serials whole). */
export interface AdminEquipment {
  report: {
    reported_at: string;
    system: SystemSummary;
    cpus: string[];
    memory_bytes: number;
    drives: (DriveFigures & { file: string })[];
    battery: { health_percent: number | null; cycle_count: number | null } | null;
  } | null;
  certificate: { code: string; issued_at: string; drives: { serial: string; model: string; method: WipeMethod }[] } | null;
  files: { kind: EquipmentFileKind; name: string; size_bytes: number }[];
  /** the lot's columns the catalogue filters on, as they stand */
  figures: EquipmentFigures;
}

/** The lot's equipment columns across the wire (the catalogue's filters; the lot DTO carries them too). */
export const equipmentFigures = (columns: EquipmentColumns): EquipmentFigures => ({
  memory_gb: columns.memoryGb,
  storage_gb: columns.storageGb,
  storage_class: columns.storageClass,
  battery_health: columns.batteryHealth,
  wipe_method: columns.wipeMethod,
  verified_at: columns.verifiedAt,
});

/** The lot's columns after a change, as the catalogue filters on them. */
export interface EquipmentFigures {
  memory_gb: number | null;
  storage_gb: number | null;
  storage_class: StorageClass | null;
  battery_health: number | null;
  wipe_method: WipeMethod | null;
  verified_at: string | null;
}
