/**
 * How the bulk import names a machine's files, by its asset tag:
 * `<tag>.lshw.json`, `<tag>.smartctl.<drive>.json` (one per drive, e.g. `NB-0042.smartctl.sda.json`),
 * `<tag>.battery.txt` (or `.battery.uevent`), `<tag>.wipe.json`. The suffixes are read case-insensitively;
 * a folder in front of the name is ignored. A tag may hold dots: the suffix is read from the end, and a drive
 * file's tag is what comes before its first `.smartctl.`.
 */
import { isAssetTag } from './asset-tag';
import type { EquipmentFileKind } from './summary';

const BY_SUFFIX: readonly [RegExp, EquipmentFileKind][] = [
  [/^(.+)\.lshw\.json$/i, 'lshw'],
  [/^(.+)\.battery\.(?:txt|uevent)$/i, 'battery'],
  [/^(.+)\.wipe\.json$/i, 'wipe'],
  [/^(.+?)\.smartctl\.[^/\\]+\.json$/i, 'smartctl'],
];

export interface ClassifiedFileName {
  assetTag: string;
  kind: EquipmentFileKind;
}

export function classifyEquipmentFileName(name: string): ClassifiedFileName | null {
  const base = name.split(/[/\\]/).pop()!.trim();
  for (const [pattern, kind] of BY_SUFFIX) {
    const assetTag = pattern.exec(base)?.[1];
    if (assetTag !== undefined) return isAssetTag(assetTag) ? { assetTag, kind } : null;
  }
  return null;
}
