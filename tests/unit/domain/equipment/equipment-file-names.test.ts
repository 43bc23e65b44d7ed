import { describe, expect, it } from 'vitest';
import { classifyEquipmentFileName } from '~/domain/equipment/equipment-file-names';

describe('classifyEquipmentFileName', () => {
  it.each([
    ['NB-0042.lshw.json', 'NB-0042', 'lshw'],
    ['NB-0042.smartctl.sda.json', 'NB-0042', 'smartctl'],
    ['NB-0042.smartctl.nvme0n1.json', 'NB-0042', 'smartctl'],
    ['SRV_07.smartctl.bay-2.ssd.json', 'SRV_07', 'smartctl'],
    ['NB-0042.battery.txt', 'NB-0042', 'battery'],
    ['NB-0042.battery.uevent', 'NB-0042', 'battery'],
    ['NB-0042.wipe.json', 'NB-0042', 'wipe'],
    ['nb-0042.LSHW.JSON', 'nb-0042', 'lshw'],
    ['relatorios/NB-0042.wipe.json', 'NB-0042', 'wipe'],
    ['C:\\lotes\\NB-0042.lshw.json', 'NB-0042', 'lshw'],
  ])('reads %s as the %s file of %s', (name, assetTag, kind) => {
    expect(classifyEquipmentFileName(name)).toEqual({ assetTag, kind });
  });

  it.each([
    'NB-0042.json',
    'NB-0042.smartctl.json',
    'NB-0042.lshw.txt',
    'NB-0042.battery.json',
    'NB-0042.wipe.json.bak',
    '.lshw.json',
    '-NB.lshw.json',
    'NB 0042.lshw.json',
    'lotes.csv',
    `${'A'.repeat(65)}.lshw.json`,
  ])('does not classify %s', (name) => {
    expect(classifyEquipmentFileName(name)).toBeNull();
  });
});
