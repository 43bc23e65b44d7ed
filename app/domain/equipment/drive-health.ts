/**
 * A drive's health as one plain word ('Saudável', 'Atenção', 'Falhando', 'Sem dados SMART'), from the figures
 * smartctl reports.
 * Failing: the drive's own SMART verdict failed, or so many sectors are remapped (or waiting to be) that more
 * will follow, or an NVMe drive has used its rated life, or the drive keeps reporting media errors (NVMe) or
 * uncorrected errors (SCSI).
 * Attention: any remapped or pending sector, most of an NVMe's rated life used, any media error, or a spinning
 * drive with years of power-on time.
 * Unknown: no SMART verdict and nothing of the above: a drive is never called healthy on no evidence.
 */
import type { DriveHealth, DriveSummary } from './summary';

export const FAILING_REALLOCATED_SECTORS = 100;
export const FAILING_PENDING_SECTORS = 10;
export const FAILING_PERCENTAGE_USED = 100;
export const FAILING_MEDIA_ERRORS = 10;
export const ATTENTION_PERCENTAGE_USED = 80;
/** About 4.5 years powered on. */
export const ATTENTION_HDD_POWER_ON_HOURS = 40_000;

export type DriveHealthFigures = Pick<
  DriveSummary,
  'kind' | 'smartPassed' | 'powerOnHours' | 'reallocatedSectors' | 'pendingSectors' | 'percentageUsed' | 'mediaErrors'
>;

export function driveHealth(drive: DriveHealthFigures): DriveHealth {
  const reallocated = drive.reallocatedSectors ?? 0;
  const pending = drive.pendingSectors ?? 0;
  const used = drive.percentageUsed ?? 0;
  const mediaErrors = drive.mediaErrors ?? 0;
  if (
    drive.smartPassed === false ||
    reallocated >= FAILING_REALLOCATED_SECTORS ||
    pending >= FAILING_PENDING_SECTORS ||
    used >= FAILING_PERCENTAGE_USED ||
    mediaErrors >= FAILING_MEDIA_ERRORS
  ) {
    return 'failing';
  }
  if (
    reallocated > 0 ||
    pending > 0 ||
    used >= ATTENTION_PERCENTAGE_USED ||
    mediaErrors > 0 ||
    (drive.kind === 'hdd' && (drive.powerOnHours ?? 0) >= ATTENTION_HDD_POWER_ON_HOURS)
  ) {
    return 'attention';
  }
  return drive.smartPassed === null ? 'unknown' : 'healthy';
}
