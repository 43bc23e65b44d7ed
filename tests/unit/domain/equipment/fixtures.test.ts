import { describe, expect, it } from 'vitest';
import { equipmentColumns } from '~/domain/equipment/catalogue-columns';
import { checkEquipmentUploads } from '~/domain/equipment/equipment-upload';
import { BROKEN_FIXTURES, HARDWARE_FIXTURES, MACHINE_NAMES } from '../../../fixtures/hardware';
import { FIXTURE_COLUMNS } from '../../../fixtures/hardware/columns';
import { readHardwareFixtures } from '../../../fixtures/hardware/read-fixtures';

const checked = (machine: (typeof MACHINE_NAMES)[number]) => {
  const check = checkEquipmentUploads(HARDWARE_FIXTURES[machine], '2026-11-25T12:00:00.000Z');
  if (!check.ok) throw new Error(`${machine}: ${JSON.stringify(check.problems)}`);
  return check;
};

describe('the hardware fixtures', () => {
  it('are the same files through ?raw (index.ts) and through node:fs (read-fixtures.ts)', () => {
    expect(readHardwareFixtures()).toEqual(HARDWARE_FIXTURES);
  });

  it("give five distinct machines for the catalogue's filters", () => {
    const columns = Object.fromEntries(MACHINE_NAMES.map((m) => [m, equipmentColumns(checked(m).report, checked(m).wipe)]));
    expect(columns).toEqual(FIXTURE_COLUMNS);
  });

  it("have a wipe record for every drive of the report, by serial, except the desktop's (no manifest)", () => {
    for (const machine of MACHINE_NAMES) {
      const { report, wipe } = checked(machine);
      if (machine === 'desktop') expect(wipe).toBeNull();
      else expect(wipe?.map((r) => r.serial).sort()).toEqual(report?.drives.map((d) => d.serial).sort());
    }
  });

  it("give one failing drive (the failing desktop's) and one needing attention (the server's)", () => {
    const drives = MACHINE_NAMES.flatMap((m) => checked(m).report!.drives);
    expect(drives.filter((d) => d.health === 'failing').map((d) => d.file)).toEqual(['failing-hdd.smartctl.sda.json']);
    expect(drives.filter((d) => d.health === 'attention').map((d) => d.file)).toEqual(['server-4-drives.smartctl.sdd.json']);
  });

  it('name every broken file by the kind it claims to be', () => {
    expect(Object.values(BROKEN_FIXTURES).map((f) => [f.name, f.kind])).toEqual([
      ['truncated.lshw.json', 'lshw'],
      ['html-page.smartctl.sda.json', 'smartctl'],
      ['smartctl-output.lshw.json', 'lshw'],
      ['lshw-output.smartctl.sda.json', 'smartctl'],
      ['empty.battery.txt', 'battery'],
      ['unknown-method.wipe.json', 'wipe'],
      ['ac-adapter.battery.uevent', 'battery'],
      ['unknown-usb-bridge.smartctl.sdb.json', 'smartctl'],
    ]);
  });
});
