import { Link, useLocation } from '@remix-run/react';
import type { StorageFilter } from '~/domain/equipment/catalogue-filters';
import type { CosmeticGrade, FunctionalGrade } from '~/domain/equipment/grades';
import { equipmentFilterText as t } from '~/i18n/pt-BR-equipment-filters';
import { gradeText } from '~/i18n/pt-BR-grades';
import { CloseIcon } from '~/ui/icons';
import * as s from './equipment-filter-chips.css';
import { withParams } from './filter-bar';
import * as bar from './filter-bar.css';

/** The equipment filters a catalogue page applies (from its lenient parse of the URL). */
export interface EquipmentFilterValues {
  minMemory?: number;
  minStorage?: number;
  storage?: StorageFilter;
  minBattery?: number;
  functional?: FunctionalGrade;
  cosmetic?: CosmeticGrade;
  wiped: boolean;
}

export interface FilterChip {
  /** the URL parameter the chip removes */
  param: keyof EquipmentFilterValues;
  label: string;
}

/** One chip per applied equipment filter, in the panel's order. */
export function equipmentFilterChips(values: EquipmentFilterValues): FilterChip[] {
  const chips: FilterChip[] = [];
  if (values.minMemory !== undefined) chips.push({ param: 'minMemory', label: t.chips.minMemory(values.minMemory) });
  if (values.minStorage !== undefined) chips.push({ param: 'minStorage', label: t.chips.minStorage(values.minStorage) });
  if (values.storage) chips.push({ param: 'storage', label: t.storageOptions[values.storage] });
  if (values.minBattery !== undefined) chips.push({ param: 'minBattery', label: t.chips.minBattery(values.minBattery) });
  if (values.functional) chips.push({ param: 'functional', label: gradeText.functional[values.functional] });
  if (values.cosmetic) chips.push({ param: 'cosmetic', label: t.cosmeticOrBetter(values.cosmetic) });
  if (values.wiped) chips.push({ param: 'wiped', label: t.wiped });
  return chips;
}

/** The applied equipment filters as chips; each is a link to the same list without that filter. */
export function EquipmentFilterChips({ values }: { values: EquipmentFilterValues }) {
  const { pathname, search } = useLocation();
  const chips = equipmentFilterChips(values);
  if (chips.length === 0) return null;
  return (
    <nav aria-label={t.chips.label} className={s.wrapper}>
      <ul className={s.chips}>
        {chips.map((chip) => (
          <li key={chip.param}>
            <Link
              to={withParams(pathname, search, { [chip.param]: undefined })}
              className={bar.chip}
              aria-label={t.chips.remove(chip.label)}
              preventScrollReset
            >
              {chip.label}
              <CloseIcon size={14} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
