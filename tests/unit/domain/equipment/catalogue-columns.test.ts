import { describe, expect, it } from 'vitest';
import { equipmentColumns, storageClassOf, storageGbOf } from '~/domain/equipment/catalogue-columns';
import { checkEquipmentUploads } from '~/domain/equipment/equipment-upload';
import { HARDWARE_FIXTURES } from '../../../fixtures/hardware';
import { REAL_DRIVE_REPORTS, type RealDriveReport } from '../../../fixtures/hardware/real';

const laptopLshw = HARDWARE_FIXTURES.laptop.filter((f) => f.kind === 'lshw');

/** The catalogue's columns of the laptop's machine with these real drives in it. */
function columnsWith(...reports: RealDriveReport[]) {
  const check = checkEquipmentUploads([...laptopLshw, ...reports.map((r) => REAL_DRIVE_REPORTS[r])], '2026-11-25T12:00:00.000Z');
  if (!check.ok) throw new Error(JSON.stringify(check.problems));
  return equipmentColumns(check.report, check.wipe);
}

describe('the storage columns of drives the report says little about', () => {
  it('a spinning drive makes the lot spinning whatever the other drives are', () => {
    expect(columnsWith('raidVolumeNoSmart', 'ataNoRotationRate')).toMatchObject({ storageClass: 'hdd', storageGb: 1000 + 200 });
  });

  it('a drive of unknown kind beside solid-state ones leaves the class unknown: the lot is not promised solid-state', () => {
    expect(columnsWith('ataNoRotationRate', 'sasSsd')).toMatchObject({ storageClass: null, storageGb: 200 + 800 });
    expect(columnsWith('sasSsd', 'nvmeSmartctl71')).toMatchObject({ storageClass: 'ssd', storageGb: 800 + 400 });
  });

  it('counts the capacities the reports give, and none when no report gives one', () => {
    expect(storageGbOf([{ capacityBytes: 500_107_862_016 }, { capacityBytes: null }])).toBe(500);
    expect(storageGbOf([{ capacityBytes: null }])).toBeNull();
    expect(storageGbOf([])).toBeNull();
  });

  it('classes drives as before when every kind is known', () => {
    expect(storageClassOf([{ kind: 'nvme' }, { kind: 'nvme' }])).toBe('nvme');
    expect(storageClassOf([{ kind: 'nvme' }, { kind: 'ssd' }])).toBe('ssd');
    expect(storageClassOf([{ kind: 'hdd' }, { kind: null }])).toBe('hdd');
    expect(storageClassOf([{ kind: null }])).toBeNull();
    expect(storageClassOf([])).toBeNull();
  });
});
