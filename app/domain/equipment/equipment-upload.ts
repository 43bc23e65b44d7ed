/**
 * A lot's equipment files checked together before anything is stored: each parsed by its own tool's parser, then
 * the set: a hardware report is exactly one lshw file with 0..n smartctl files (one per drive, serials unique)
 * and at most one battery file; at most one wipe manifest. Either every file is accepted, or every problem is
 * listed (file, kind, refusal) and nothing should change.
 */
import { parseBatteryUevent } from './battery-uevent';
import { parseLshw } from './lshw';
import { parseSmartctlReport } from './smartctl';
import type { BatterySummary, DriveSummary, EquipmentFileKind, FileRefusal, HardwareSummary, LshwSummary, WipeRecord } from './summary';
import { parseWipeManifest } from './wipe-manifest';

export interface EquipmentUpload {
  kind: EquipmentFileKind;
  name: string;
  text: string;
}

export interface EquipmentUploadProblem {
  file: string;
  kind: EquipmentFileKind;
  refusal: FileRefusal;
}

export type EquipmentUploadCheck =
  { ok: true; report: HardwareSummary | null; wipe: WipeRecord[] | null } | { ok: false; problems: EquipmentUploadProblem[] };

/**
 * `detail` of the set's own 'invalid' refusals: a second file of a kind that comes once ('lshw', 'battery',
 * 'wipe': the kind itself), a report without its lshw file, two files of the same drive, two files of one name.
 */
export const MISSING_LSHW_DETAIL = 'lshw_ausente';
export const DUPLICATE_SERIAL_DETAIL = 'serial_repetido';
export const DUPLICATE_NAME_DETAIL = 'nome_repetido';

const ONE_PER_LOT: readonly EquipmentFileKind[] = ['lshw', 'battery', 'wipe'];

export function checkEquipmentUploads(uploads: readonly EquipmentUpload[], attachedAt: string): EquipmentUploadCheck {
  const problems: EquipmentUploadProblem[] = [];
  const problem = (upload: EquipmentUpload, refusal: FileRefusal) => problems.push({ file: upload.name, kind: upload.kind, refusal });

  let lshw: LshwSummary | null = null;
  let battery: BatterySummary | null = null;
  let wipe: WipeRecord[] | null = null;
  const drives: DriveSummary[] = [];
  const driveTimes: string[] = [];
  const names = new Set<string>();
  const serials = new Set<string>();
  const seenKinds = new Set<EquipmentFileKind>();

  for (const upload of uploads) {
    if (names.has(upload.name)) {
      problem(upload, { reason: 'invalid', detail: DUPLICATE_NAME_DETAIL });
      continue;
    }
    names.add(upload.name);
    if (ONE_PER_LOT.includes(upload.kind) && seenKinds.has(upload.kind)) {
      problem(upload, { reason: 'invalid', detail: upload.kind });
      continue;
    }
    seenKinds.add(upload.kind);

    if (upload.kind === 'lshw') {
      const parsed = parseLshw(upload.text);
      if (parsed.ok) lshw = parsed.value;
      else problem(upload, parsed.refusal);
    } else if (upload.kind === 'smartctl') {
      const parsed = parseSmartctlReport(upload.text);
      if (!parsed.ok) {
        problem(upload, parsed.refusal);
        continue;
      }
      const serial = parsed.value.drive.serial.trim().toUpperCase();
      if (serials.has(serial)) {
        problem(upload, { reason: 'invalid', detail: DUPLICATE_SERIAL_DETAIL });
        continue;
      }
      serials.add(serial);
      drives.push({ ...parsed.value.drive, file: upload.name });
      if (parsed.value.localTime) driveTimes.push(parsed.value.localTime);
    } else if (upload.kind === 'battery') {
      const parsed = parseBatteryUevent(upload.text);
      if (parsed.ok) battery = parsed.value;
      else problem(upload, parsed.refusal);
    } else {
      const parsed = parseWipeManifest(upload.text);
      if (parsed.ok) wipe = parsed.value.records;
      else problem(upload, parsed.refusal);
    }
  }

  if (!seenKinds.has('lshw')) {
    const orphan = uploads.find((u) => u.kind === 'smartctl' || u.kind === 'battery');
    if (orphan) problem(orphan, { reason: 'invalid', detail: MISSING_LSHW_DETAIL });
  }
  if (problems.length) return { ok: false, problems };

  const report: HardwareSummary | null = lshw && {
    ...lshw,
    drives,
    battery,
    reportedAt: driveTimes.length ? driveTimes.reduce((a, b) => (a > b ? a : b)) : attachedAt,
  };
  return { ok: true, report, wipe };
}
