import { describe, expect, it } from 'vitest';
import {
  ATTENTION_HDD_POWER_ON_HOURS,
  ATTENTION_PERCENTAGE_USED,
  type DriveHealthFigures,
  FAILING_MEDIA_ERRORS,
  FAILING_PENDING_SECTORS,
  FAILING_PERCENTAGE_USED,
  FAILING_REALLOCATED_SECTORS,
  driveHealth,
} from '~/domain/equipment/drive-health';

const hdd: DriveHealthFigures = {
  kind: 'hdd',
  smartPassed: true,
  powerOnHours: 1000,
  reallocatedSectors: 0,
  pendingSectors: 0,
  percentageUsed: null,
  mediaErrors: null,
};
const nvme: DriveHealthFigures = {
  ...hdd,
  kind: 'nvme',
  reallocatedSectors: null,
  pendingSectors: null,
  percentageUsed: 0,
  mediaErrors: 0,
};

describe('driveHealth', () => {
  it('has the published thresholds', () => {
    expect([FAILING_REALLOCATED_SECTORS, FAILING_PENDING_SECTORS, FAILING_PERCENTAGE_USED, FAILING_MEDIA_ERRORS]).toEqual([
      100, 10, 100, 10,
    ]);
    expect([ATTENTION_PERCENTAGE_USED, ATTENTION_HDD_POWER_ON_HOURS]).toEqual([80, 40_000]);
  });

  it('calls a drive with clean figures healthy, and one whose SMART verdict failed failing whatever its figures', () => {
    expect(driveHealth(hdd)).toBe('healthy');
    expect(driveHealth(nvme)).toBe('healthy');
    expect(driveHealth({ ...hdd, smartPassed: false })).toBe('failing');
    expect(driveHealth({ ...nvme, smartPassed: false })).toBe('failing');
  });

  it.each([
    ['reallocated sectors', { reallocatedSectors: 1 }, { reallocatedSectors: 99 }, { reallocatedSectors: 100 }],
    ['pending sectors', { pendingSectors: 1 }, { pendingSectors: 9 }, { pendingSectors: 10 }],
  ])('%s: 0 healthy, 1 and just under the limit attention, the limit failing', (_, one, under, limit) => {
    expect(driveHealth({ ...hdd, ...one })).toBe('attention');
    expect(driveHealth({ ...hdd, ...under })).toBe('attention');
    expect(driveHealth({ ...hdd, ...limit })).toBe('failing');
    expect(driveHealth({ ...hdd, ...limit, kind: 'ssd' })).toBe('failing');
  });

  it('NVMe life used: 79% healthy, 80% attention, 99% attention, 100% failing', () => {
    expect(driveHealth({ ...nvme, percentageUsed: 79 })).toBe('healthy');
    expect(driveHealth({ ...nvme, percentageUsed: 80 })).toBe('attention');
    expect(driveHealth({ ...nvme, percentageUsed: 99 })).toBe('attention');
    expect(driveHealth({ ...nvme, percentageUsed: 100 })).toBe('failing');
  });

  it('NVMe media errors: 0 healthy, 1 and 9 attention, 10 failing', () => {
    expect(driveHealth({ ...nvme, mediaErrors: 1 })).toBe('attention');
    expect(driveHealth({ ...nvme, mediaErrors: 9 })).toBe('attention');
    expect(driveHealth({ ...nvme, mediaErrors: 10 })).toBe('failing');
  });

  it('power-on hours: an HDD at 39,999 healthy, at 40,000 attention; SSDs and NVMe drives are not aged by hours', () => {
    expect(driveHealth({ ...hdd, powerOnHours: 39_999 })).toBe('healthy');
    expect(driveHealth({ ...hdd, powerOnHours: 40_000 })).toBe('attention');
    expect(driveHealth({ ...hdd, kind: 'ssd', powerOnHours: 60_000 })).toBe('healthy');
    expect(driveHealth({ ...nvme, powerOnHours: 60_000 })).toBe('healthy');
    expect(driveHealth({ ...hdd, powerOnHours: null })).toBe('healthy');
  });

  it('a drive that does not report the counters is judged by what it reports', () => {
    expect(driveHealth({ ...hdd, reallocatedSectors: null, pendingSectors: null })).toBe('healthy');
  });

  it('a drive without a SMART verdict is never healthy: unknown on clean figures, judged by its figures otherwise', () => {
    expect(driveHealth({ ...hdd, smartPassed: null })).toBe('unknown');
    expect(driveHealth({ ...hdd, kind: null, smartPassed: null, powerOnHours: null, reallocatedSectors: null, pendingSectors: null })).toBe(
      'unknown',
    );
    expect(driveHealth({ ...nvme, smartPassed: null })).toBe('unknown');
    expect(driveHealth({ ...hdd, smartPassed: null, reallocatedSectors: 3 })).toBe('attention');
    expect(driveHealth({ ...hdd, smartPassed: null, powerOnHours: 40_000 })).toBe('attention');
    expect(driveHealth({ ...hdd, smartPassed: null, pendingSectors: 10 })).toBe('failing');
  });

  it("a SCSI drive's uncorrected errors count as media errors: 1 attention, 10 failing", () => {
    expect(driveHealth({ ...hdd, mediaErrors: 1 })).toBe('attention');
    expect(driveHealth({ ...hdd, mediaErrors: 10 })).toBe('failing');
  });

  it('a drive of unknown kind is not aged by its hours', () => {
    expect(driveHealth({ ...hdd, kind: null, powerOnHours: 100_000 })).toBe('healthy');
  });
});
