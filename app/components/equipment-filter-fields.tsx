import { Link } from '@remix-run/react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { FILTER_BOUNDS, parseFilterNumber, STORAGE_FILTERS, type NumberBounds } from '~/domain/equipment/catalogue-filters';
import { COSMETIC_GRADES, FUNCTIONAL_GRADES } from '~/domain/equipment/grades';
import { equipmentFilterText as t } from '~/i18n/pt-BR-equipment-filters';
import { gradeText } from '~/i18n/pt-BR-grades';
import { formText } from '~/schemas/form-fields';
import { Checkbox } from '~/ui/checkbox';
import { Select } from '~/ui/select';
import * as s from './advanced-filters.css';
import type { EquipmentFilterValues } from './equipment-filter-chips';

/** The panel's choices kept in state (the numbers are read from the form): '' is 'Qualquer'. */
export interface EquipmentChoice {
  storage: string;
  functional: string;
  cosmetic: string;
  wiped: boolean;
}

export const equipmentChoiceOf = (values: EquipmentFilterValues): EquipmentChoice => ({
  storage: values.storage ?? '',
  functional: values.functional ?? '',
  cosmetic: values.cosmetic ?? '',
  wiped: values.wiped,
});

export const NO_EQUIPMENT_CHOICE: EquipmentChoice = { storage: '', functional: '', cosmetic: '', wiped: false };

const NUMBER_FIELDS = ['minMemory', 'minStorage', 'minBattery'] as const;

/** The equipment filters' URL parameters from the submitted panel (undefined removes one). */
export function equipmentParams(form: FormData, choice: EquipmentChoice): Record<string, string | undefined> {
  const params: Record<string, string | undefined> = {};
  for (const name of NUMBER_FIELDS) params[name] = formText(form, name).trim() || undefined;
  params.storage = choice.storage || undefined;
  params.functional = choice.functional || undefined;
  params.cosmetic = choice.cosmetic || undefined;
  params.wiped = choice.wiped ? '1' : undefined;
  return params;
}

export const NO_EQUIPMENT_PARAMS = equipmentParams(new FormData(), NO_EQUIPMENT_CHOICE);

const any = { id: '', label: t.any };
const STORAGE_OPTIONS = [any, ...STORAGE_FILTERS.map((id) => ({ id, label: t.storageOptions[id] }))];
const FUNCTIONAL_OPTIONS = [any, ...FUNCTIONAL_GRADES.map((id) => ({ id, label: gradeText.functional[id] }))];
const COSMETIC_OPTIONS = [any, ...COSMETIC_GRADES.map((id) => ({ id, label: t.cosmeticOrBetter(id) }))];

/** A whole-number filter: the browser will not submit the panel while it holds anything else. */
function WholeNumberField({ name, label, bounds, value }: { name: string; label: string; bounds: NumberBounds; value?: number }) {
  return (
    <TextField
      name={name}
      defaultValue={value === undefined ? '' : String(value)}
      validate={(text) =>
        text.trim() === '' || parseFilterNumber(text, bounds) !== null ? null : t.wholeNumberBetween(bounds.min, bounds.max)
      }
      className={s.field}
    >
      <Label className={s.label}>{label}</Label>
      <Input className={s.input} inputMode="numeric" />
      <FieldError className={s.error} />
    </TextField>
  );
}

/** The advanced filters' equipment part: memory, storage, storage kind, battery, the grades, a wipe certificate. */
export function EquipmentFilterFields({
  values,
  choice,
  onChoice,
}: {
  values: EquipmentFilterValues;
  choice: EquipmentChoice;
  onChoice: (choice: EquipmentChoice) => void;
}) {
  const choose = (key: keyof EquipmentChoice) => (value: string | boolean) => onChoice({ ...choice, [key]: value });
  return (
    <fieldset className={s.group}>
      <legend className={s.legend}>{t.heading}</legend>
      <WholeNumberField name="minMemory" label={t.minMemory} bounds={FILTER_BOUNDS.minMemory} value={values.minMemory} />
      <WholeNumberField name="minStorage" label={t.minStorage} bounds={FILTER_BOUNDS.minStorage} value={values.minStorage} />
      <Select label={t.storage} options={STORAGE_OPTIONS} value={choice.storage} onChange={choose('storage')} layout="stacked" />
      <WholeNumberField name="minBattery" label={t.minBattery} bounds={FILTER_BOUNDS.minBattery} value={values.minBattery} />
      <Select
        label={t.functional}
        options={FUNCTIONAL_OPTIONS}
        value={choice.functional}
        onChange={choose('functional')}
        layout="stacked"
      />
      <Select label={t.cosmetic} options={COSMETIC_OPTIONS} value={choice.cosmetic} onChange={choose('cosmetic')} layout="stacked" />
      <div className={s.checkRow}>
        <Checkbox isSelected={choice.wiped} onChange={choose('wiped')}>
          {t.wiped}
        </Checkbox>
        <Link to={gradeText.page.path} className={s.helpLink}>
          {t.gradesHelp}
        </Link>
      </div>
    </fieldset>
  );
}
