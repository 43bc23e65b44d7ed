/**
 * How the bulk import names a machine's files, by its asset tag:
 * `<tag>.lshw.json`, `<tag>.smartctl.<drive>.json` (one per drive, e.g. `NB-0042.smartctl.sda.json`),
 * `<tag>.battery.txt` (or `.battery.uevent`), `<tag>.wipe.json`. The suffixes are read case-insensitively;
 * a folder in front of the name is ignored.
 */
import type { EquipmentFileKind } from './summary';

/** An asset tag: letters, digits, '-' and '_', starting with a letter or digit (no dots: they separate the parts). */
export const ASSET_TAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

const FILE_NAME = /^([^.]+)\.(lshw\.json|smartctl\.[^/\\]+\.json|battery\.txt|battery\.uevent|wipe\.json)$/i;

export interface ClassifiedFileName {
  assetTag: string;
  kind: EquipmentFileKind;
}

export function classifyEquipmentFileName(name: string): ClassifiedFileName | null {
  const base = name.split(/[/\\]/).pop()!.trim();
  const m = FILE_NAME.exec(base);
  if (!m || !ASSET_TAG_PATTERN.test(m[1]!)) return null;
  const suffix = m[2]!.toLowerCase();
  const kind: EquipmentFileKind = suffix.startsWith('lshw')
    ? 'lshw'
    : suffix.startsWith('smartctl')
      ? 'smartctl'
      : suffix.startsWith('battery')
        ? 'battery'
        : 'wipe';
  return { assetTag: m[1]!, kind };
}
