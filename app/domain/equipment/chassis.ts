/**
 * The machine's form as lshw prints it (`configuration.chassis`): the SMBIOS chassis type by lshw's own names
 * (src/core/dmi.cc, `dmi_chassis`; device-tree machines use the same names). SMBIOS 'Other' and 'Unknown' give no
 * value at all. The sheet words them in app/i18n; a value lshw may add later is shown as it prints it.
 */
export const LSHW_CHASSIS = [
  'desktop',
  'low-profile',
  'pizzabox',
  'mini-tower',
  'tower',
  'portable',
  'laptop',
  'notebook',
  'handheld',
  'docking',
  'all-in-one',
  'sub-notebook',
  'space-saving',
  'lunchbox',
  'server',
  'expansion',
  'sub',
  'bus-expansion',
  'peripheral',
  'raid',
  'rackmount',
  'sealed',
  'multi-system',
  'pci',
  'tca',
  'blade',
  'enclosure',
  'tablet',
  'convertible',
  'detachable',
  'iot-gateway',
  'embedded',
  'mini',
  'stick',
] as const;
export type LshwChassis = (typeof LSHW_CHASSIS)[number];

export const isLshwChassis = (value: string): value is LshwChassis => (LSHW_CHASSIS as readonly string[]).includes(value);
